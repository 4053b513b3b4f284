import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { AUTH_MESSAGES, PASSWORD_CHANGE_MESSAGES } from '@yrkesbro/contracts';
import type { ChangePasswordRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Transactions } from '../../database/transactions';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { passwordChangedMail } from './auth-mails';
import { AUTH_LIMITS } from './auth-rate-limits';
import { CommonPasswords } from './common-passwords';
import { PasswordHasher } from './password-hasher';
import type { IssuedSession } from './session-policy';
import { SessionsService } from './sessions.service';

/**
 * "Bytt passord" for the signed-in user: the current password proves it is the owner, not
 * somebody at a borrowed screen. Every other session ends, as after a reset; the one that asked
 * goes on.
 *
 * A wrong current password answers 400, as the second factor's settings do a wrong code: 401
 * would tell the pages that the session has ended.
 */
@Injectable()
export class PasswordChangeService {
  private readonly logger = new Logger(PasswordChangeService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly rateLimiter: RateLimiter,
    private readonly commonPasswords: CommonPasswords,
  ) {}

  /**
   * Sets the new password and ends every session but `sessionId`, which gets new tokens (the
   * old ones carry the retired token version); null when that session had ended meanwhile.
   * Attempts are counted before the current password is checked, so parallel guesses cannot
   * all slip under the limit.
   */
  async change(
    user: User,
    { currentPassword, newPassword }: ChangePasswordRequest,
    sessionId: string | undefined,
    ip: string,
  ): Promise<IssuedSession | null> {
    const attempts = AUTH_LIMITS.changePasswordPerUser(user.id);
    await this.rateLimiter.hit(AUTH_LIMITS.changePasswordPerIp(ip), attempts);
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) {
      throw new BadRequestException(PASSWORD_CHANGE_MESSAGES.wrongCurrentPassword);
    }
    await this.rateLimiter.reset(attempts);
    if (this.commonPasswords.isCommon(newPassword)) {
      throw new BadRequestException(AUTH_MESSAGES.passwordCommon);
    }
    const passwordHash = await this.hasher.hash(newPassword);
    const kept = await this.transactions.run(async () => {
      await this.users.changePassword(user.id, passwordHash);
      return sessionId ? this.sessions.endAllBut(user.id, sessionId) : this.endAll(user.id);
    });
    // The password has changed and the other sessions have ended: a mail queue that is down
    // must not answer this request with an error, which would leave the browser without its
    // new tokens.
    await this.mail
      .send(
        passwordChangedMail(user.email, this.config.appUrl),
        `password-changed-${user.id}-${Date.now()}`,
      )
      .catch((error: Error) =>
        this.logger.error(`Kunne ikke sende varsel om endret passord: ${error.message}`),
      );
    return kept;
  }

  private async endAll(userId: string): Promise<null> {
    await this.sessions.endAll(userId);
    return null;
  }
}
