import { ForbiddenException, HttpException, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { RateLimit, RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import { loginDelaySeconds } from './auth-rate-limits';
import { AuthService } from './auth.service';
import type { PasswordHasher } from './password-hasher';
import type { SessionsService } from './sessions.service';
import type { PendingSecondFactor } from './two-factor/pending-second-factor';
import type { TwoFactorService } from './two-factor/two-factor.service';

/** The Redis counters and gates in memory, with the same contract. */
class FakeRateLimiter {
  counts = new Map<string, number>();
  gates = new Set<string>();
  async hit(...limits: RateLimit[]) {
    for (const limit of limits) {
      if ((await this.increment(limit)) > limit.limit) throw new HttpException('For mange', 429);
    }
  }
  async increment(limit: RateLimit) {
    const count = (this.counts.get(limit.key) ?? 0) + 1;
    this.counts.set(limit.key, count);
    return count;
  }
  async throttle(key: string) {
    if (this.gates.has(key)) throw new HttpException('Vent litt', 429);
    this.gates.add(key);
  }
  async reset(limit: Pick<RateLimit, 'key'>) {
    this.counts.delete(limit.key);
  }
}

const verified = {
  id: 'u1',
  email: 'elev@example.no',
  passwordHash: 'h:Riktig1',
  emailVerifiedAt: new Date(),
} as User;
const unverified = { ...verified, id: 'u2', email: 'ny@example.no', emailVerifiedAt: null } as User;

function setup() {
  const users = {
    findByEmail: jest.fn(
      async (email: string) => [verified, unverified].find((user) => user.email === email) ?? null,
    ),
  };
  const hasher = {
    verify: jest.fn(async (hash: string | null, password: string) => hash === `h:${password}`),
  };
  const sessions = {
    start: jest.fn(async (user: User, persistent: boolean) => ({ user, persistent })),
  };
  const limiter = new FakeRateLimiter();
  const twoFactor = {
    stepAfterPassword: jest.fn(async (): Promise<'verify' | 'enrol' | null> => null),
  };
  const pending = { startLogin: jest.fn(async () => 'pending-token') };
  const auth = new AuthService(
    users as unknown as UsersService,
    hasher as unknown as PasswordHasher,
    sessions as unknown as SessionsService,
    limiter as unknown as RateLimiter,
    twoFactor as unknown as TwoFactorService,
    pending as unknown as PendingSecondFactor,
  );
  return { auth, hasher, sessions, limiter, twoFactor, pending };
}

describe('AuthService.login', () => {
  it('starts a session for the right password, remembering "Husk meg"', async () => {
    const { auth, sessions } = setup();
    await auth.login({ email: verified.email, password: 'Riktig1', rememberMe: true }, 'ip');
    expect(sessions.start).toHaveBeenCalledWith(verified, true);
  });

  it('begins no session for an account with a second factor, only its pending second step', async () => {
    const { auth, sessions, twoFactor, pending } = setup();
    twoFactor.stepAfterPassword.mockResolvedValue('verify');
    const outcome = await auth.login(
      { email: verified.email, password: 'Riktig1', rememberMe: true },
      'ip',
    );
    expect(outcome).toEqual({
      challenge: { twoFactorRequired: true, step: 'verify' },
      pendingToken: 'pending-token',
      pendingTtlSeconds: 300,
    });
    expect(pending.startLogin).toHaveBeenCalledWith({
      userId: verified.id,
      persistent: true,
      step: 'verify',
    });
    expect(sessions.start).not.toHaveBeenCalled();
  });

  it('answers an unknown e-mail and a wrong password alike, checking a hash either way', async () => {
    const { auth, hasher } = setup();
    const unknown = auth.login({ email: 'ingen@example.no', password: 'Riktig1' }, 'ip');
    await expect(unknown).rejects.toEqual(
      new UnauthorizedException(AUTH_MESSAGES.invalidCredentials),
    );
    const wrong = auth.login({ email: verified.email, password: 'Feil1234' }, 'ip');
    await expect(wrong).rejects.toEqual(
      new UnauthorizedException(AUTH_MESSAGES.invalidCredentials),
    );
    expect(hasher.verify).toHaveBeenCalledWith(null, 'Riktig1');
  });

  it('tells an unverified account so only after the right password', async () => {
    const { auth, sessions } = setup();
    await expect(
      auth.login({ email: unverified.email, password: 'Feil1234' }, 'ip'),
    ).rejects.toBeInstanceOf(UnauthorizedException);
    const error = await auth
      .login({ email: unverified.email, password: 'Riktig1' }, 'ip')
      .catch((e) => e);
    expect(error).toBeInstanceOf(ForbiddenException);
    expect(error.getResponse()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });
    expect(sessions.start).not.toHaveBeenCalled();
  });

  it('stops an address after ten failures for one e-mail, and a success clears the count', async () => {
    const { auth, limiter } = setup();
    const attempt = (password: string, ip: string) =>
      auth.login({ email: verified.email, password }, ip).catch((e) => e);
    for (let i = 0; i < 9; i++) await attempt('Feil1234', 'ip');
    await attempt('Riktig1', 'ip');
    expect([...limiter.counts.keys()].some((key) => key.startsWith('login-fail'))).toBe(false);
    for (let i = 0; i < 10; i++) await attempt('Feil1234', 'ip');
    expect((await attempt('Riktig1', 'ip')).getStatus()).toBe(429);
  });

  it('does not lock the owner out from another address, but slows each address past ten failures', async () => {
    const { auth, sessions } = setup();
    const attempt = (password: string, ip: string) =>
      auth.login({ email: verified.email, password }, ip).catch((e) => e);
    for (let i = 0; i < 10; i++) await attempt('Feil1234', 'guesser');
    expect((await attempt('Feil1234', 'other')).getStatus()).toBe(401);
    expect((await attempt('Feil1234', 'other')).getStatus()).toBe(429);
    await attempt('Riktig1', 'owner');
    expect(sessions.start).toHaveBeenCalledTimes(1);
  });
});

describe('loginDelaySeconds', () => {
  it('is nothing for ten failures, then doubles from one second up to five minutes', () => {
    expect([1, 10, 11, 12, 13, 20, 100].map(loginDelaySeconds)).toEqual([0, 0, 1, 2, 4, 300, 300]);
  });
});
