import { Injectable } from '@nestjs/common';
import type { RecipientListResponse, Role } from '@yrkesbro/contracts';
import { UsersService } from '../users/users.service';

/** Who a group e-mail to students or businesses would reach: verified addresses only. */
@Injectable()
export class AdminRecipientsService {
  constructor(private readonly users: UsersService) {}

  async forRole(role: Extract<Role, 'student' | 'business'>): Promise<RecipientListResponse> {
    const emails = await this.users.verifiedEmails(role);
    return { emails, count: emails.length };
  }
}
