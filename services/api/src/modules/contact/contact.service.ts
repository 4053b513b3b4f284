import { Inject, Injectable } from '@nestjs/common';
import type { ContactRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { composeMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { ContactRepository } from './contact.repository';

@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Stores the message and queues it to support, with Reply-To set to the sender. */
  async submit(request: ContactRequest, ip: string): Promise<void> {
    await this.rateLimiter.hit(
      { key: `contact-ip:${ip}`, limit: 5, windowSeconds: 3600 },
      { key: `contact:${request.email.toLowerCase()}`, limit: 3, windowSeconds: 3600 },
    );
    const saved = await this.messages.insert(request);
    await this.mail.send(
      composeMail({
        to: this.config.supportEmail,
        replyTo: request.email,
        subject: `Kontaktskjema: ${request.subject}`,
        heading: `Ny melding fra ${request.name}`,
        paragraphs: [
          `Fra: ${request.name} <${request.email}>`,
          `Emne: ${request.subject}`,
          ...request.message.split(/\n{2,}/),
        ],
      }),
      `contact-${saved.id}`,
    );
  }
}
