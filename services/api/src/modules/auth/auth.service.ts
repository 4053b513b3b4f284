import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { LoginRequest } from '@yrkesbro/contracts';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { UsersService } from '../users/users.service';
import { AUTH_LIMITS } from './auth-rate-limits';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';
import type { IssuedSession } from './session-policy';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * One answer for an unknown e-mail and a wrong password, so nobody can probe for accounts.
   * Only a correct password reveals that an account is still unverified.
   */
  async login({ email, password, rememberMe }: LoginRequest, ip: string): Promise<IssuedSession> {
    const failures = AUTH_LIMITS.loginFailuresPerEmail(email);
    await this.rateLimiter.hit(AUTH_LIMITS.loginPerIp(ip));
    await this.rateLimiter.check(failures);
    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await this.rateLimiter.count(failures);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    if (!user.emailVerifiedAt) {
      throw new ForbiddenException({
        message: AUTH_MESSAGES.emailNotVerified,
        error: 'EMAIL_NOT_VERIFIED',
      });
    }
    await this.rateLimiter.reset(failures);
    return this.sessions.start(user, rememberMe ?? false);
  }
}
