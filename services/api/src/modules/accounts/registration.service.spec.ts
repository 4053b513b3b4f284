import { BadRequestException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { RegisterRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import type { Transactions } from '../../database/transactions';
import type { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import type { AccountTokensService } from '../auth/account-tokens.service';
import { CommonPasswords } from '../auth/common-passwords';
import type { PasswordHasher } from '../auth/password-hasher';
import type { BusinessesService } from '../businesses/businesses.service';
import type { PostedJobsService } from '../jobs/posted-jobs.service';
import type { MailService } from '../mail/mail.service';
import type { StudentProfilesService } from '../students/student-profiles.service';
import type { UsersService } from '../users/users.service';
import { RegistrationService } from './registration.service';

function setup() {
  const log: string[] = [];
  let inTransaction = false;
  const transactions = {
    run: jest.fn(async (work: () => Promise<unknown>) => {
      inTransaction = true;
      try {
        return await work();
      } finally {
        inTransaction = false;
      }
    }),
  };
  const users = {
    create: jest.fn(async (email: string) => {
      log.push(`user ${inTransaction}`);
      if (email === 'taken@example.no')
        throw Object.assign(new Error('duplicate'), { code: '23505' });
      return { id: 'u1', email: email.toLowerCase() };
    }),
    markEmailVerified: jest.fn(async () => {}),
    findByEmail: jest.fn(),
    findById: jest.fn(async (id: string) =>
      id === 'owner'
        ? { id, role: 'business', email: 'post@sjobua.test' }
        : { id, role: 'student', email: 'elev@skole.test' },
    ),
  };
  const students = {
    createForRegistration: jest.fn(async () => void log.push(`student ${inTransaction}`)),
  };
  const businesses = {
    createForRegistration: jest.fn(async () => void log.push(`business ${inTransaction}`)),
    findOwn: jest.fn(async (user: { id: string }) =>
      user.id === 'owner' ? { id: 'company-1' } : null,
    ),
  };
  const postedJobs = { handOver: jest.fn(async () => 1) };
  const tokens = {
    issue: jest.fn(async () => {
      log.push(`token ${inTransaction}`);
      return { token: 'raw', id: 't1' };
    }),
    consume: jest.fn(),
    usedBy: jest.fn(async () => null),
  };
  const mail = { send: jest.fn(async () => void log.push(`mail ${inTransaction}`)) };
  const rateLimiter = { hit: jest.fn(async () => {}) };
  const registration = new RegistrationService(
    { appUrl: 'https://yrkesbro.test' } as AppConfig,
    transactions as unknown as Transactions,
    users as unknown as UsersService,
    students as unknown as StudentProfilesService,
    businesses as unknown as BusinessesService,
    { hash: async (password: string) => `hash:${password}` } as unknown as PasswordHasher,
    tokens as unknown as AccountTokensService,
    mail as unknown as MailService,
    rateLimiter as unknown as RateLimiter,
    postedJobs as unknown as PostedJobsService,
    new CommonPasswords(),
  );
  return { registration, log, users, students, businesses, tokens, mail, rateLimiter, postedJobs };
}

const student: RegisterRequest = {
  email: 'Elev@Example.no',
  password: 'Passord1',
  role: 'student',
  school: 'Bergen tekniske fagskole',
} as RegisterRequest;

describe('RegistrationService', () => {
  it('creates the user, the student profile and the token in one transaction, then mails', async () => {
    const { registration, log, students, users, mail } = setup();
    await registration.register(student, '10.0.0.1');
    expect(log).toEqual(['user true', 'student true', 'token true', 'mail false']);
    expect(users.create).toHaveBeenCalledWith('Elev@Example.no', 'hash:Passord1', 'student');
    expect(students.createForRegistration).toHaveBeenCalledWith('u1', 'Bergen tekniske fagskole');
    expect(mail.send).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'elev@example.no' }),
      'verify-email-t1',
    );
    const [job] = mail.send.mock.calls[0] as unknown as [{ html: string }];
    expect(job.html).toContain('https://yrkesbro.test/verify-email/raw');
  });

  it('creates the company row for a business, and no student profile', async () => {
    const { registration, students, businesses } = setup();
    await registration.register(
      {
        email: 'post@bedrift.no',
        password: 'Passord1',
        role: 'business',
        companyName: 'Rør AS',
        organizationNumber: '923609016',
      } as RegisterRequest,
      '10.0.0.1',
    );
    expect(businesses.createForRegistration).toHaveBeenCalledWith('u1', 'Rør AS', '923609016');
    expect(students.createForRegistration).not.toHaveBeenCalled();
  });

  it('answers a taken e-mail like a new one, and mails its owner instead of a verification link', async () => {
    const { registration, mail } = setup();
    const taken = { ...student, email: 'taken@example.no' };
    await registration.register(taken, '10.0.0.1');
    expect(mail.send).toHaveBeenCalledTimes(1);
    const [job, key] = mail.send.mock.calls[0] as unknown as [
      { to: string; subject: string },
      string,
    ];
    expect(job).toMatchObject({
      to: 'taken@example.no',
      subject: 'Du har allerede en konto hos Yrkesbro',
    });
    // The address itself stays out of the job id, which the worker logs.
    expect(key).toMatch(/^account-exists-[0-9a-f]{64}-\d+$/);
  });

  it('refuses a common or breached password before creating anything', async () => {
    const { registration, users } = setup();
    for (const password of ['password1', 'Qwerty123', 'sommer2025']) {
      await expect(registration.register({ ...student, password }, '10.0.0.1')).rejects.toEqual(
        new BadRequestException(AUTH_MESSAGES.passwordCommon),
      );
    }
    expect(users.create).not.toHaveBeenCalled();
  });

  it('counts every attempt against the per-address limit before any work', async () => {
    const { registration, rateLimiter, users } = setup();
    rateLimiter.hit.mockRejectedValueOnce(new Error('429'));
    await expect(registration.register(student, '10.0.0.9')).rejects.toThrow('429');
    expect(users.create).not.toHaveBeenCalled();
  });

  it('verifies the e-mail once the token is consumed, and refuses an unknown token', async () => {
    const { registration, tokens, users } = setup();
    tokens.consume.mockResolvedValueOnce('u1').mockResolvedValueOnce(null);
    await registration.verifyEmail('good');
    expect(users.markEmailVerified).toHaveBeenCalledWith('u1');
    await expect(registration.verifyEmail('used')).rejects.toEqual(
      new BadRequestException(AUTH_MESSAGES.verificationInvalid),
    );
  });

  it('hands the jobs posted from the address to the company once its owner verifies it', async () => {
    const { registration, tokens, postedJobs } = setup();
    tokens.consume.mockResolvedValueOnce('owner').mockResolvedValueOnce('u1');
    await registration.verifyEmail('company');
    expect(postedJobs.handOver).toHaveBeenCalledWith('post@sjobua.test', 'company-1');
    await registration.verifyEmail('student');
    expect(postedJobs.handOver).toHaveBeenCalledTimes(1);
  });

  it('resends only to an existing, unverified account, answering before it has looked', async () => {
    const { registration, users, mail } = setup();
    let found: (user: unknown) => void = () => {};
    users.findByEmail.mockReturnValueOnce(new Promise((resolve) => (found = resolve)));
    // The answer does not wait for the lookup, so its timing cannot tell accounts apart.
    await registration.resendVerification('c@d.no', 'ip');
    expect(mail.send).not.toHaveBeenCalled();
    found({ id: 'u2', email: 'c@d.no', emailVerifiedAt: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect(mail.send).toHaveBeenCalledTimes(1);

    users.findByEmail
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ id: 'u1', email: 'a@b.no', emailVerifiedAt: new Date() });
    await registration.resendVerification('x@y.no', 'ip');
    await registration.resendVerification('a@b.no', 'ip');
    await new Promise((resolve) => setImmediate(resolve));
    expect(mail.send).toHaveBeenCalledTimes(1);
  });
});
