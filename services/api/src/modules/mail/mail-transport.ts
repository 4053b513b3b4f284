import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { MailJob } from './mail-job';

/**
 * SMTP connections the worker keeps open and reuses: a mail costs the server's answers to one
 * message, not a connect, greeting and login each. A delivery mostly waits on those answers, so
 * a group mailing is as fast as the number of connections it may keep busy at once.
 */
export const SMTP_CONNECTIONS = 32;

/** SMTP through nodemailer: the mail catcher in development, a real relay in production. */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { host, port, user, password, from } = config.smtp;
    this.from = from;
    this.transporter = createTransport({
      host,
      port,
      secure: port === 465,
      auth: user ? { user, pass: password } : undefined,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      // The local catcher speaks plain SMTP; a production relay on 587 upgrades with STARTTLS.
      ignoreTLS: !config.isProduction,
    });
  }

  async deliver(mail: MailJob): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...mail });
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
