import { Injectable } from '@nestjs/common';
import type { MailingGroup, RecipientListResponse } from '@yrkesbro/contracts';
import { MailingsService } from '../mailings/mailings.service';

/**
 * Who a group e-mail to students or businesses would reach, as the admin's form counts them:
 * the very list the mailing is sent to (verified, not unsubscribed).
 */
@Injectable()
export class AdminRecipientsService {
  constructor(private readonly mailings: MailingsService) {}

  async forGroup(group: MailingGroup): Promise<RecipientListResponse> {
    const emails = await this.mailings.recipientsOf(group);
    return { emails, count: emails.length };
  }
}
