import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AlertFrequency } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Transactions } from '../../database/transactions';
import { composeMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { JobSearchRepository } from './job-search.repository';
import { JobSearchService } from './job-search.service';
import { savedSearchUnsubscribeUrl } from './saved-search-link';
import { SavedSearchesRepository } from './saved-searches.repository';
import type { SavedSearchRow } from './saved-searches.repository';

export const IMMEDIATE_ALERTS_JOB = 'immediate';
export const DAILY_ALERTS_JOB = 'daily';
const MAX_JOBS_PER_MAIL = 50;

type AlertedJob = { id: string; title: string; location: string; company_name: string };

/**
 * The e-mail alerts of saved searches: each open job published after the search was saved and
 * matching it is mailed once. The ledger row and the mail are queued in one transaction, so a
 * worker that stops between them sends the job again at most as the same (deduplicated) mail job,
 * and a ledger row exists only for a queued mail.
 */
@Injectable()
export class JobAlerts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly saved: SavedSearchesRepository,
    private readonly search: JobSearchService,
    private readonly matches: JobSearchRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
  ) {}

  /** Mails every search of this frequency its new jobs; answers how many mails were queued. */
  async run(frequency: AlertFrequency): Promise<number> {
    let mailed = 0;
    for (const saved of await this.saved.withFrequency(frequency)) {
      if (await this.alert(saved)) mailed += 1;
    }
    return mailed;
  }

  private async alert(saved: SavedSearchRow): Promise<boolean> {
    const expanded = await this.search.expand({
      q: saved.q,
      location: saved.location,
      vocation: saved.vocation_id ?? undefined,
      job_type: saved.job_type ?? undefined,
      page: 1,
      limit: MAX_JOBS_PER_MAIL,
    });
    const jobs = await this.matches.unsent(expanded, saved.created_at, saved.id, MAX_JOBS_PER_MAIL);
    if (jobs.length === 0) return false;
    const student = await this.users.findById(saved.student_user_id);
    if (!student) return false;
    return this.transactions.run(async () => {
      const fresh = new Set(
        await this.saved.markSent(
          saved.id,
          jobs.map((job) => job.id),
        ),
      );
      const toSend = jobs.filter((job) => fresh.has(job.id));
      if (toSend.length === 0) return false;
      const key = createHash('sha256')
        .update(toSend.map((job) => job.id).join(','))
        .digest('hex')
        .slice(0, 24);
      await this.mail.send(
        this.alertMail(student.email, saved, toSend),
        `job-alert-${saved.id}-${key}`,
      );
      return true;
    });
  }

  private alertMail(to: string, saved: SavedSearchRow, jobs: AlertedJob[]) {
    const appUrl = this.config.appUrl;
    const count = jobs.length === 1 ? 'Én ny jobb' : `${jobs.length} nye jobber`;
    const query = new URLSearchParams(
      Object.entries({
        q: saved.q,
        location: saved.location,
        vocation: saved.vocation_id?.toString() ?? '',
        job_type: saved.job_type ?? '',
      }).filter(([, value]) => value),
    );
    return composeMail({
      to,
      subject: `${count} for søket «${saved.name}»`,
      heading: `${count} for søket «${saved.name}»`,
      paragraphs: jobs.map(
        (job) => `${job.title}, ${job.company_name}, ${job.location}: ${appUrl}/jobs/${job.id}`,
      ),
      action:
        jobs.length === 1
          ? { label: 'Se jobben', url: `${appUrl}/jobs/${jobs[0].id}` }
          : { label: 'Se alle treff', url: `${appUrl}/jobs?${query}` },
      unsubscribeUrl: savedSearchUnsubscribeUrl(appUrl, this.config.jwtSecret, saved.id),
    });
  }
}
