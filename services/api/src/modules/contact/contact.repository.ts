import { Injectable } from '@nestjs/common';
import type { ContactRequest } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';
import { ContactMessage } from './contact-message.entity';

/** The `contact_messages` table: every message sent through the contact form. */
@Injectable()
export class ContactRepository {
  constructor(private readonly db: DatabaseContext) {}

  insert(request: ContactRequest): Promise<ContactMessage> {
    const messages = this.db.repository(ContactMessage);
    return messages.save(messages.create(request));
  }
}
