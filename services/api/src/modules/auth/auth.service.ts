import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { LoginRequest, TwoFactorChallenge } from '@yrkesbro/contracts';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { UsersService } from '../users/users.service';
import { AUTH_LIMITS, loginDelaySeconds } from './auth-rate-limits';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import type { IssuedSession } from './session-policy';
import { PENDING_TTL_SECONDS, PendingSecondFactor } from './two-factor/pending-second-factor';
import { TwoFactorService } from './two-factor/two-factor.service';

/** A session, or the second step the login waits for (named by a token for an httpOnly cookie). */
export type LoginOutcome =
  | { session: IssuedSession }
  | { challenge: TwoFactorChallenge; pendingToken: string; pendingTtlSeconds: number };

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly rateLimiter: RateLimiter,
    private readonly twoFactor: TwoFactorService,
    private readonly pendingSecondFactor: PendingSecondFactor,
  ) {}

  /**
   * One answer for an unknown e-mail and a wrong password, so nobody can probe for accounts.
   * Only a correct password reveals that an account is still unverified.
   *
   * Attempts are counted before the password is checked, so parallel guesses cannot all slip
   * under the limit; the right password gives the counts back.
   *
   * With a second factor the password only opens its second step: no session yet.
   */
  async login({ email, password, rememberMe }: LoginRequest, ip: string): Promise<LoginOutcome> {
    const fromHere = AUTH_LIMITS.loginFailuresPerEmailAndIp(email, ip);
    const fromAnywhere = AUTH_LIMITS.loginFailuresPerEmail(email);
    await this.rateLimiter.hit(AUTH_LIMITS.loginPerIp(ip), fromHere);
    const delay = loginDelaySeconds(await this.rateLimiter.increment(fromAnywhere));
    if (delay > 0) await this.rateLimiter.throttle(AUTH_LIMITS.loginGate(email, ip), delay);
    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    await this.rateLimiter.reset(fromHere);
    await this.rateLimiter.reset(fromAnywhere);
    if (!user.emailVerifiedAt) {
      throw new ForbiddenException({
        message: AUTH_MESSAGES.emailNotVerified,
        error: 'EMAIL_NOT_VERIFIED',
      });
    }
    const persistent = rememberMe ?? false;
    const step = await this.twoFactor.stepAfterPassword(user);
    if (!step) return { session: await this.sessions.start(user, persistent) };
    const pendingToken = await this.pendingSecondFactor.startLogin({
      userId: user.id,
      persistent,
      step,
    });
    return {
      challenge: { twoFactorRequired: true, step },
      pendingToken,
      pendingTtlSeconds: PENDING_TTL_SECONDS[step],
    };
  }
}
