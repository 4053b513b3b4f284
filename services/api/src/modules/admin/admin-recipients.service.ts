import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RecipientListResponse, Role } from '@yrkesbro/contracts';
import { IsNull, Not, Repository } from 'typeorm';
import { User } from '../users/user.entity';

/** Who a group e-mail to students or businesses would reach: verified addresses only. */
@Injectable()
export class AdminRecipientsService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async forRole(role: Extract<Role, 'student' | 'business'>): Promise<RecipientListResponse> {
    const rows = await this.users.find({
      select: { email: true },
      where: { role, emailVerifiedAt: Not(IsNull()) },
      order: { email: 'ASC' },
    });
    return { emails: rows.map((row) => row.email), count: rows.length };
  }
}
