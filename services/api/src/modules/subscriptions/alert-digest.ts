import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SUBSCRIPTION_PLANS } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { composeMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { StudentAlertsRepository } from './student-alerts.repository';
import type { AlertStudent } from './student-alerts.repository';

/** A student counts as new for the digest this many days after joining. */
export const NEW_STUDENT_DAYS = 7;
const MAX_STUDENTS_PER_MAIL = 50;
export const DIGEST_JOB = 'digest';

/**
 * The daily e-mail of new students for businesses whose plan includes alerts. Each student is
 * listed to a business once: the ones mailed are recorded, and the mail's job id is derived
 * from the business and the students, so a run repeated after a crash queues no second mail.
 */
@Injectable()
export class AlertDigest {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly alerts: StudentAlertsRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  /** Queues today's digests; answers how many businesses got one. */
  async run(): Promise<number> {
    const priceIds = SUBSCRIPTION_PLANS.filter((plan) => plan.includes.includes('alerts')).map(
      (plan) => plan.priceId,
    );
    let mailed = 0;
    for (const alert of await this.alerts.due(priceIds)) {
      const students = await this.alerts.newMatches(alert, NEW_STUDENT_DAYS, MAX_STUDENTS_PER_MAIL);
      const business = students.length > 0 ? await this.users.findById(alert.businessId) : null;
      if (!business) continue;
      const ids = students.map((student) => student.id);
      const key = createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 24);
      await this.mail.send(
        this.digestMail(business.email, students),
        `alerts-${business.id}-${key}`,
      );
      await this.alerts.markSent(business.id, ids);
      mailed += 1;
    }
    return mailed;
  }

  private digestMail(to: string, students: AlertStudent[]) {
    const count = students.length === 1 ? 'én ny student' : `${students.length} nye studenter`;
    return composeMail({
      to,
      subject: `Yrkesbro: ${count} som passer for dere`,
      heading: `${count[0].toUpperCase()}${count.slice(1)} som passer varslene deres`,
      paragraphs: students.map((student) =>
        [student.name, student.headline, student.location]
          .filter(Boolean)
          .join(', ')
          .concat(`: ${this.config.appUrl}/profile/${student.id}`),
      ),
      action: { label: 'Se studentkatalogen', url: `${this.config.appUrl}/students` },
    });
  }
}
