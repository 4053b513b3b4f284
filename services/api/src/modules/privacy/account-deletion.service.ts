import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DELETION_GRACE_DAYS, PRIVACY_MESSAGES } from '@yrkesbro/contracts';
import type { AccountDeletionStatus } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionsService } from '../auth/sessions.service';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { AccountDeletionsRepository } from './account-deletions.repository';
import { deletionCancelledMail, deletionScheduledMail } from './deletion-mails';

const DAY_MS = 24 * 3600 * 1000;
// A stolen session must not become a way to guess the password.
const PASSWORD_TRIES_PER_HOUR = 10;

/**
 * "Slett kontoen": the account closes at once (every session ends, the profile is hidden) and
 * is deleted for good after the grace period, unless its owner signs in and cancels before.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly deletions: AccountDeletionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(user: User): Promise<AccountDeletionStatus> {
    const scheduledFor = await this.deletions.scheduledFor(user.id);
    return { scheduledFor: scheduledFor?.toISOString() ?? null };
  }

  /** Asking twice keeps the first date. */
  async schedule(user: User, password: string, now = new Date()): Promise<AccountDeletionStatus> {
    await this.limiter.hit({
      key: `deletion-password:${user.id}`,
      limit: PASSWORD_TRIES_PER_HOUR,
      windowSeconds: 3600,
    });
    if (!(await this.hasher.verify(user.passwordHash, password)))
      throw new ForbiddenException(PRIVACY_MESSAGES.wrongPassword);
    const scheduledFor = await this.deletions.schedule(
      user.id,
      new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS),
    );
    await this.sessions.endAll(user.id);
    await this.mail.send(
      deletionScheduledMail(user.email, scheduledFor, this.config.appUrl),
      `account-deletion-${user.id}-${scheduledFor.getTime()}`,
    );
    return { scheduledFor: scheduledFor.toISOString() };
  }

  /** Cancelling when nothing is scheduled changes nothing and sends nothing. */
  async cancel(user: User): Promise<AccountDeletionStatus> {
    if (await this.deletions.cancel(user.id))
      await this.mail.send(
        deletionCancelledMail(user.email, this.config.appUrl),
        `account-deletion-cancelled-${user.id}-${Date.now()}`,
      );
    return { scheduledFor: null };
  }
}
