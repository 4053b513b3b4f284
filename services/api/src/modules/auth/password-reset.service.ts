import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { ResetPasswordRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountTokensService } from './account-tokens.service';
import { passwordResetMail } from './auth-mails';
import { AUTH_LIMITS } from './auth-rate-limits';
import { CommonPasswords } from './common-passwords';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokensService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly rateLimiter: RateLimiter,
    private readonly commonPasswords: CommonPasswords,
  ) {}

  /** Queues a reset link when the account exists; the caller always answers the same. */
  async requestReset(email: string, ip: string): Promise<void> {
    await this.rateLimiter.hit(AUTH_LIMITS.forgotPerIp(ip), AUTH_LIMITS.forgotPerEmail(email));
    const user = await this.users.findByEmail(email);
    if (!user) return;
    // Not awaited: a known address must not answer slower, or fail louder, than an unknown one.
    void this.sendResetLink(user).catch((error: Error) =>
      this.logger.error(`Kunne ikke sende tilbakestillingslenke: ${error.message}`),
    );
  }

  private async sendResetLink(user: User): Promise<void> {
    const { token, id } = await this.tokens.issue(user.id, 'reset-password');
    const link = `${this.config.appUrl}/reset-password/${token}`;
    await this.mail.send(passwordResetMail(user.email, link), `reset-password-${id}`);
  }

  /**
   * Sets the new password and ends every session of the account, everywhere. The link proved
   * the account is the person's: the failed logins that locked it out are forgotten, or the new
   * password would be refused for up to an hour with no hint why.
   */
  async reset({ token, newPassword }: ResetPasswordRequest, ip: string): Promise<void> {
    // Checked before the link is used up, so the person can choose again with the same link.
    if (this.commonPasswords.isCommon(newPassword)) {
      throw new BadRequestException(AUTH_MESSAGES.passwordCommon);
    }
    const userId = await this.tokens.consume(token, 'reset-password');
    if (!userId) throw new UnauthorizedException(AUTH_MESSAGES.resetFailed);
    await this.users.changePassword(userId, await this.hasher.hash(newPassword));
    await this.sessions.endAll(userId);
    const user = await this.users.findById(userId);
    if (!user) return;
    await this.rateLimiter.reset(AUTH_LIMITS.loginFailuresPerEmailAndIp(user.email, ip));
    await this.rateLimiter.reset(AUTH_LIMITS.loginFailuresPerEmail(user.email));
  }
}
