import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { UNSUBSCRIBE_MESSAGES } from '@yrkesbro/contracts';
import type {
  GroupMailRequest,
  GroupMailResponse,
  MailingGroup,
  MailingHistoryEntry,
} from '@yrkesbro/contracts';
import type { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Transactions } from '../../database/transactions';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { FAN_OUT_JOB, MAILING_JOB_OPTIONS } from './mailing-jobs';
import type { FanOutJob } from './mailing-jobs';
import { MailingsRepository, UnsubscribesRepository } from './mailings.repository';
import type { MailingHistoryRow } from './mailings.repository';
import { isUnsubscribeToken } from './unsubscribe-link';

const HISTORY_LENGTH = 50;

/**
 * Group mail: the request stores the mailing with its recipients and queues one fan-out job;
 * the worker does the rest (MailingsProcessor).
 */
@Injectable()
export class MailingsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.mailings) private readonly queue: Queue<FanOutJob>,
    private readonly mailings: MailingsRepository,
    private readonly unsubscribes: UnsubscribesRepository,
    private readonly users: UsersService,
    private readonly transactions: Transactions,
  ) {}

  /**
   * Who a group mail would reach: the group's verified addresses, less those who unsubscribed.
   * The admin's form counts the same list it sends to.
   */
  async recipientsOf(group: MailingGroup): Promise<string[]> {
    const emails = await this.users.verifiedEmails(group);
    const unsubscribed = await this.unsubscribes.among(emails);
    return emails.filter((email) => !unsubscribed.has(email));
  }

  async send(admin: User, request: GroupMailRequest): Promise<GroupMailResponse> {
    const recipients = await this.recipientsOf(request.group);
    const id = await this.transactions.run(() =>
      this.mailings.create(
        {
          audience: request.group,
          title: request.title,
          message: request.msg,
          createdBy: admin.id,
        },
        recipients,
      ),
    );
    try {
      await this.queue.add(
        FAN_OUT_JOB,
        { mailingId: id },
        { ...MAILING_JOB_OPTIONS, jobId: `mailing-${id}` },
      );
    } catch (error) {
      // A mailing nobody will send must not sit in the history as if it were on its way.
      await this.mailings.remove(id);
      throw error;
    }
    return { successful: true, recipientCount: recipients.length, uuid: id };
  }

  async history(): Promise<MailingHistoryEntry[]> {
    return (await this.mailings.history(HISTORY_LENGTH)).map(toHistoryEntry);
  }

  /** For the admin's overview: copies waiting and copies given up on. */
  totals(): Promise<{ queued: number; failed: number }> {
    return this.mailings.totals();
  }

  /**
   * The link in every group mail: no login, the signature proves the address. Its query comes as
   * sent: a hand-edited link may repeat a parameter (a list) or drop it.
   */
  async unsubscribe(email: unknown, token: unknown): Promise<void> {
    const address = this.signedAddress(email, token);
    if (address === null) throw new BadRequestException(UNSUBSCRIBE_MESSAGES.invalidLink);
    await this.unsubscribes.add(address);
  }

  /** Whether the link is one we sent; checking it changes nothing, so a scanner may open it. */
  isUnsubscribeLink(email: unknown, token: unknown): boolean {
    return this.signedAddress(email, token) !== null;
  }

  private signedAddress(email: unknown, token: unknown): string | null {
    const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
    return typeof token === 'string' && isUnsubscribeToken(this.config.jwtSecret, address, token)
      ? address
      : null;
  }
}

function toHistoryEntry(row: MailingHistoryRow): MailingHistoryEntry {
  return {
    uuid: row.id,
    title: row.title,
    msg: row.message,
    group: row.audience,
    successful: row.queued > 0 ? null : row.failed === 0,
    sendt: new Date(row.created_at).toISOString(),
    recipient_count: row.recipient_count,
    queued: row.queued,
    sent: row.sent,
    failed: row.failed,
    skipped: row.skipped,
  };
}
