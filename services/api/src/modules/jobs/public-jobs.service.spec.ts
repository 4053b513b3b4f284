import { BadRequestException } from '@nestjs/common';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { PublicJobRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import type { Transactions } from '../../database/transactions';
import type { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import type { Business } from '../businesses/business.entity';
import type { BusinessesService } from '../businesses/businesses.service';
import type { MailJob } from '../mail/mail-job';
import type { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import type { VocationsService } from '../vocations/vocations.service';
import type { Job } from './job.entity';
import type { JobVerification } from './job-verification.entity';
import type { JobVerificationsRepository } from './job-verifications.repository';
import type { JobsRepository, NewJob } from './jobs.repository';
import type { JobManageToken } from './job-manage-token.entity';
import type { JobManageTokensRepository } from './job-manage-tokens.repository';
import { PostedJobsService } from './posted-jobs.service';
import { PublicJobsService } from './public-jobs.service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

class FakeJobs {
  rows: Job[] = [];

  async insert(job: NewJob) {
    const id = uuid(this.rows.length + 1);
    this.rows.push({
      businessId: null,
      statusAfterVerification: null,
      createdAt: new Date(),
      ...job,
      id,
    } as Job);
    return id;
  }

  async byId(id: string) {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async publish(id: string, status: Job['status']) {
    Object.assign((await this.byId(id))!, { status, statusAfterVerification: null });
  }

  async idsOfPoster(email: string) {
    return this.rows
      .filter(
        (r) => !r.businessId && r.posterEmail === email && r.status !== 'awaiting-verification',
      )
      .map((r) => r.id);
  }

  async assignToBusiness(ids: string[], businessId: string) {
    for (const row of this.rows) if (ids.includes(row.id)) row.businessId = businessId;
  }
}

/** The job_verifications table in memory; markUsed claims a code once, as the SQL's WHERE does. */
class FakeVerifications {
  rows: JobVerification[] = [];

  async insert(fields: Pick<JobVerification, 'jobId' | 'email' | 'codeHash' | 'expiresAt'>) {
    const id = uuid(100 + this.rows.length);
    this.rows.push({ ...fields, id, attempts: 0, usedAt: null, createdAt: new Date() });
    return id;
  }

  async latestUnused(jobId: string, email: string) {
    const unused = this.rows.filter((r) => r.jobId === jobId && r.email === email && !r.usedAt);
    return unused.at(-1) ?? null;
  }

  async claimAttempt(id: string, max: number) {
    const row = this.rows.find((r) => r.id === id && !r.usedAt && r.attempts < max);
    if (row) row.attempts += 1;
    return Boolean(row);
  }

  async markUsed(id: string) {
    const row = this.rows.find((r) => r.id === id && !r.usedAt);
    if (row) row.usedAt = new Date();
    return Boolean(row);
  }
}

/** The job_manage_tokens table in memory. */
class FakeManageTokens {
  rows: Pick<JobManageToken, 'jobId' | 'tokenHash' | 'expiresAt'>[] = [];

  async insert(row: Pick<JobManageToken, 'jobId' | 'tokenHash' | 'expiresAt'>) {
    this.rows.push(row);
  }

  async jobOf(tokenHash: string, now: Date) {
    return this.rows.find((r) => r.tokenHash === tokenHash && r.expiresAt > now)?.jobId ?? null;
  }

  async deleteOfJobs(jobIds: string[]) {
    this.rows = this.rows.filter((r) => !jobIds.includes(r.jobId));
  }
}

const posting = (overrides: Partial<PublicJobRequest> = {}): PublicJobRequest => ({
  title: 'Kokk til sommersesongen',
  description: 'Travel restaurant ved sjøen søker kokk.',
  requirements: ['Fagbrev som kokk'],
  location: 'Ålesund',
  salary_min: 1,
  salary_max: 1,
  vocation_id: 31,
  job_type: 'temporary',
  status: 'open',
  email: 'Sjef@Sjobua.test',
  company_name: 'Sjøbua AS',
  contact_email: '',
  ...overrides,
});

const company = { id: uuid(900), userId: 'u-owner' } as Business;
const verifiedOwner = {
  id: 'u-owner',
  role: 'business',
  email: 'sjef@sjobua.test',
  emailVerifiedAt: new Date(),
} as User;

function setup() {
  const jobs = new FakeJobs();
  const verifications = new FakeVerifications();
  const mails: MailJob[] = [];
  const transactions = { run: jest.fn((work: () => Promise<unknown>) => work()) };
  const tokens = new FakeManageTokens();
  const vocations = { exists: async (id: number) => id === 31 } as unknown as VocationsService;
  const postedJobs = new PostedJobsService(
    { appUrl: 'https://yrkesbro.test' } as AppConfig,
    jobs as unknown as JobsRepository,
    tokens as unknown as JobManageTokensRepository,
    vocations,
  );
  const service = new PublicJobsService(
    jobs as unknown as JobsRepository,
    verifications as unknown as JobVerificationsRepository,
    transactions as unknown as Transactions,
    {
      findOwn: async (user: User) => (user.id === company.userId ? company : null),
    } as unknown as BusinessesService,
    vocations,
    {
      send: async (mail: MailJob) => {
        mails.push(mail);
        return 'mail-id';
      },
    } as unknown as MailService,
    { hit: jest.fn(async () => {}) } as unknown as RateLimiter,
    postedJobs,
  );
  const codeIn = (mail: MailJob) => mail.text.match(/Koden din er (\d{6})/)![1];
  return { service, jobs, verifications, mails, transactions, codeIn, tokens };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error('was not refused');
    },
    (e: Error) => e,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  return error.message;
}

describe('PublicJobsService', () => {
  it('keeps the job hidden and mails a code, storing only a hash of it', async () => {
    const { service, jobs, verifications, mails, codeIn } = setup();
    const answer = await service.submit(posting(), '10.0.0.1');
    expect(answer).toEqual({
      requiresVerification: true,
      isVerifiedUser: false,
      email: 'sjef@sjobua.test',
      jobUuid: jobs.rows[0].id,
    });
    expect(jobs.rows[0]).toMatchObject({
      status: 'awaiting-verification',
      statusAfterVerification: 'open',
      businessId: null,
      posterCompany: 'Sjøbua AS',
    });
    const code = codeIn(mails[0]);
    expect(mails[0].to).toBe('sjef@sjobua.test');
    expect(verifications.rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(verifications.rows[0].codeHash).not.toContain(code);
  });

  it('publishes with the right code, as draft when a draft was posted, and the code works once', async () => {
    const { service, jobs, mails, transactions, codeIn } = setup();
    const { jobUuid } = await service.submit(posting({ status: 'draft' }), '10.0.0.1');
    const otp = codeIn(mails[0]);
    await service.verify({ email: 'SJEF@sjobua.test', otp, jobUuid }, '10.0.0.1');
    expect(jobs.rows[0]).toMatchObject({ status: 'draft', statusAfterVerification: null });
    expect(transactions.run).toHaveBeenCalled();

    jobs.rows[0].status = 'open';
    expect(
      await refusal(service.verify({ email: 'sjef@sjobua.test', otp, jobUuid }, '10.0.0.1')),
    ).toBe(JOB_MESSAGES.otpInvalid);
    // The replay changed nothing: the job keeps the status its owner gave it since.
    expect(jobs.rows[0].status).toBe('open');
  });

  it('mails the private manage link after the code, keeping only its hash', async () => {
    const { service, mails, codeIn, tokens } = setup();
    const { jobUuid } = await service.submit(posting({ contact_email: '' }), '10.0.0.1');
    await service.verify({ email: 'sjef@sjobua.test', otp: codeIn(mails[0]), jobUuid }, '10.0.0.1');
    const confirmation = mails[1];
    expect(confirmation.to).toBe('sjef@sjobua.test');
    expect(confirmation.subject).toBe('Stillingen «Kokk til sommersesongen» er publisert');
    const token = confirmation.text.match(/\/jobs\/manage\/([\w-]+)/)![1];
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(tokens.rows).toHaveLength(1);
    expect(tokens.rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(tokens.rows)).not.toContain(token);
  });

  it('keeps the contact e-mail the poster chose to show, and none when left empty', async () => {
    const { service, jobs } = setup();
    await service.submit(posting({ contact_email: 'jobb@sjobua.test' }), '10.0.0.1');
    await service.submit(posting({ contact_email: '' }), '10.0.0.2');
    expect(jobs.rows.map((row) => row.contactEmail)).toEqual(['jobb@sjobua.test', null]);
  });

  it('lets only one of two simultaneous submits of the code publish', async () => {
    const { service, jobs, verifications, mails, codeIn } = setup();
    const { jobUuid } = await service.submit(posting(), '10.0.0.1');
    const publish = jest.spyOn(jobs, 'publish');
    const otp = codeIn(mails[0]);
    const results = await Promise.allSettled([
      service.verify({ email: 'sjef@sjobua.test', otp, jobUuid }, '10.0.0.1'),
      service.verify({ email: 'sjef@sjobua.test', otp, jobUuid }, '10.0.0.1'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(verifications.rows[0].usedAt).not.toBeNull();
  });

  it('refuses a wrong code, counting the attempt, and locks the code after five', async () => {
    const { service, jobs, verifications, mails, codeIn } = setup();
    const { jobUuid } = await service.submit(posting(), '10.0.0.1');
    const otp = codeIn(mails[0]);
    const wrong = otp === '123456' ? '654321' : '123456';
    for (let i = 1; i <= 5; i++) {
      expect(
        await refusal(
          service.verify({ email: 'sjef@sjobua.test', otp: wrong, jobUuid }, '10.0.0.1'),
        ),
      ).toBe(JOB_MESSAGES.otpInvalid);
      expect(verifications.rows[0].attempts).toBe(i);
    }
    expect(
      await refusal(service.verify({ email: 'sjef@sjobua.test', otp, jobUuid }, '10.0.0.1')),
    ).toBe(JOB_MESSAGES.otpTooManyAttempts);
    expect(jobs.rows[0].status).toBe('awaiting-verification');
  });

  it('refuses an expired code, and a code for another address or job', async () => {
    const { service, jobs, verifications, mails, codeIn } = setup();
    const { jobUuid } = await service.submit(posting(), '10.0.0.1');
    const otp = codeIn(mails[0]);
    expect(
      await refusal(service.verify({ email: 'annen@sjobua.test', otp, jobUuid }, '10.0.0.1')),
    ).toBe(JOB_MESSAGES.otpInvalid);
    expect(
      await refusal(
        service.verify({ email: 'sjef@sjobua.test', otp, jobUuid: uuid(77) }, '10.0.0.1'),
      ),
    ).toBe(JOB_MESSAGES.otpInvalid);
    verifications.rows[0].expiresAt = new Date(Date.now() - 1000);
    expect(
      await refusal(service.verify({ email: 'sjef@sjobua.test', otp, jobUuid }, '10.0.0.1')),
    ).toBe(JOB_MESSAGES.otpExpired);
    expect(jobs.rows[0].status).toBe('awaiting-verification');
  });

  it('gives a code ten minutes', async () => {
    const { service, verifications } = setup();
    const before = Date.now();
    await service.submit(posting(), '10.0.0.1');
    const lifetime = verifications.rows[0].expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(10 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);
  });

  it('publishes at once for the signed-in business with the same verified address', async () => {
    const { service, jobs, verifications, mails } = setup();
    const answer = await service.submit(posting(), '10.0.0.1', verifiedOwner);
    expect(answer).toMatchObject({ requiresVerification: false, isVerifiedUser: true });
    expect(jobs.rows[0]).toMatchObject({ status: 'open', businessId: company.id });
    expect(verifications.rows).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('asks for the code when the address is unverified, another one, or the viewer no business', async () => {
    for (const viewer of [
      { ...verifiedOwner, emailVerifiedAt: null },
      { ...verifiedOwner, email: 'annen@sjobua.test' },
      { ...verifiedOwner, role: 'student' },
      { ...verifiedOwner, id: 'u-without-company' },
    ] as User[]) {
      const { service, jobs } = setup();
      expect((await service.submit(posting(), '10.0.0.1', viewer)).requiresVerification).toBe(true);
      expect(jobs.rows[0].businessId).toBeNull();
    }
  });

  it('refuses a vocation that is none before storing anything', async () => {
    const { service, jobs, mails } = setup();
    expect(await refusal(service.submit(posting({ vocation_id: 4711 }), '10.0.0.1'))).toBe(
      JOB_MESSAGES.vocationRequired,
    );
    expect(jobs.rows).toEqual([]);
    expect(mails).toEqual([]);
  });
});

describe('PostedJobsService', () => {
  async function published() {
    const context = setup();
    const { jobUuid } = await context.service.submit(posting(), '10.0.0.1');
    await context.service.verify(
      {
        email: 'sjef@sjobua.test',
        otp: context.codeIn(context.mails[0]),
        jobUuid,
      },
      '10.0.0.1',
    );
    const token = context.mails[1].text.match(/\/jobs\/manage\/([\w-]+)/)![1];
    const postedJobs = new PostedJobsService(
      { appUrl: 'https://yrkesbro.test' } as AppConfig,
      context.jobs as unknown as JobsRepository,
      context.tokens as unknown as JobManageTokensRepository,
      { exists: async () => true } as unknown as VocationsService,
    );
    return { ...context, jobUuid, token, postedJobs };
  }

  it('opens the job by its link until the ad ends, 90 days after it was posted', async () => {
    const { postedJobs, token, jobUuid, tokens, jobs } = await published();
    expect(await postedJobs.jobIdOf(token)).toBe(jobUuid);
    const ends = jobs.rows[0].createdAt.getTime() + 90 * 24 * 3600 * 1000;
    expect(tokens.rows[0].expiresAt.getTime()).toBe(ends);
    tokens.rows[0].expiresAt = new Date(Date.now() - 1);
    await expect(postedJobs.jobIdOf(token)).rejects.toThrow(JOB_MESSAGES.manageLinkInvalid);
  });

  it('refuses a wrong or malformed token alike', async () => {
    const { postedJobs, token } = await published();
    for (const wrong of [`${token.slice(0, -1)}x`, 'kort', '../../etc/passwd'])
      await expect(postedJobs.jobIdOf(wrong)).rejects.toThrow(JOB_MESSAGES.manageLinkInvalid);
  });

  it('hands the jobs of the address to the company and ends their links', async () => {
    const { postedJobs, token, jobs, tokens } = await published();
    expect(await postedJobs.handOver('SJEF@sjobua.test', 'company-1')).toBe(1);
    expect(jobs.rows[0].businessId).toBe('company-1');
    expect(tokens.rows).toEqual([]);
    await expect(postedJobs.jobIdOf(token)).rejects.toThrow(JOB_MESSAGES.manageLinkInvalid);
  });
});
