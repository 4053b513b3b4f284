import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Transactions } from '../../database/transactions';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { BusinessesService } from '../businesses/businesses.service';
import { JobsService } from '../jobs/jobs.service';
import type { JobForApplication } from '../jobs/jobs.service';
import { PostedJobsService } from '../jobs/posted-jobs.service';
import { MailService } from '../mail/mail.service';
import { StudentProfilesService } from '../students/student-profiles.service';
import { UsersService } from '../users/users.service';
import {
  APPLICATION_NOTICE_JOB,
  newApplicationsMail,
  noticeKey,
  withdrawnApplicationMail,
} from './application-notices';
import type { NoticeJobLink, NoticeRecipient } from './application-notices';
import { ApplicationsRepository } from './applications.repository';

/**
 * The employer hears of new applications by e-mail, one mail per burst: the first application
 * queues a delayed notice for its company (or its poster without an account); those that follow
 * while it waits add no second one. When the notice runs (in the worker) it takes every
 * application not yet announced, so none is told twice and none is missed; those already
 * answered are not news.
 */
@Injectable()
export class ApplicationNoticesService {
  private readonly logger = new Logger(ApplicationNoticesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QUEUES.applicationNotices) private readonly queue: Queue<NoticeRecipient>,
    private readonly applications: ApplicationsRepository,
    private readonly transactions: Transactions,
    private readonly jobs: JobsService,
    private readonly postedJobs: PostedJobsService,
    private readonly businesses: BusinessesService,
    private readonly students: StudentProfilesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  /** A stored application stands even when its notice cannot be queued; the next one takes it along. */
  async schedule(job: JobForApplication): Promise<void> {
    const recipient = recipientOf(job);
    if (!recipient) return;
    const delay = this.config.applicationNoticeDelayMs;
    try {
      // While the notice waits its deduplication id turns later ones away; the id lives as long
      // as the delay, so an application arriving as the notice runs queues the next one.
      await this.queue.add(APPLICATION_NOTICE_JOB, recipient, {
        delay,
        deduplication: { id: noticeKey(recipient), ttl: Math.max(delay, 1) },
        attempts: 6,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 3600 },
      });
    } catch (error) {
      this.logger.warn(`Søknadsvarsel ikke lagt i kø: ${(error as Error).message}`);
    }
  }

  /**
   * Sends one mail listing the applications not yet announced. The claim and the queued mail
   * are one transaction: if the mail cannot be queued, the applications wait for the retry.
   */
  async deliver(recipient: NoticeRecipient): Promise<void> {
    const to = await this.addressOf(recipient);
    if (!to) return;
    const jobIds =
      'businessId' in recipient
        ? await this.jobs.idsOfBusiness(recipient.businessId)
        : await this.postedJobs.idsOfPoster(recipient.posterEmail);
    // The mail worker may send the mail as soon as it is queued, before the claim commits, so a
    // poster's private links are stored beforehand: a mailed link always opens. Only the jobs
    // that have a link are claimed; an application to another one queues its own notice.
    const privateLinks =
      'posterEmail' in recipient
        ? await this.issueLinks(await this.applications.jobsWithUnnotified(jobIds))
        : null;
    await this.transactions.run(async () => {
      // An application the employer has answered meanwhile (in the app, before the delay was
      // over) is no news: it is claimed with the rest, but the mail leaves it out.
      const claimed = (
        await this.applications.claimUnnotified(privateLinks ? [...privateLinks.keys()] : jobIds)
      ).filter((application) => application.status === 'pending');
      if (!claimed.length) return;
      const studentIds = claimed.map((application) => application.studentId);
      const [jobs, profiles, emails] = await Promise.all([
        this.jobs.summaries(claimed.map((application) => application.jobId)),
        this.students.summaries(studentIds),
        this.users.emailsOf(studentIds),
      ]);
      const lines = claimed.map((application) => ({
        studentName:
          profiles.get(application.studentId)?.name ||
          emails.get(application.studentId) ||
          'En elev',
        jobTitle: jobs.get(application.jobId)?.title ?? '',
      }));
      const links: NoticeJobLink[] = [
        ...new Set(claimed.map((application) => application.jobId)),
      ].map((jobId) => ({
        jobTitle: jobs.get(jobId)?.title ?? '',
        url: privateLinks?.get(jobId) ?? `${this.config.appUrl}/business/applications/${jobId}`,
      }));
      await this.mail.send(
        newApplicationsMail({ to, lines, links }),
        `application-notice-${claimed[0].id}`,
      );
    });
  }

  /**
   * Tells the employer at once that a student has withdrawn her søknad to `job` (and that the
   * interview `interviewWhen` names is off). The caller asks only for a søknad the employer has
   * heard of: one still waiting for its notice simply leaves it.
   */
  async withdrawn(
    job: JobForApplication,
    {
      applicationId,
      studentName,
      interviewWhen,
    }: {
      applicationId: string;
      studentName: string;
      interviewWhen: string | null;
    },
  ): Promise<void> {
    const recipient = recipientOf(job);
    const to = recipient ? await this.addressOf(recipient) : null;
    if (!to) return;
    await this.mail.send(
      withdrawnApplicationMail({
        to,
        studentName,
        jobTitle: job.title,
        interviewWhen,
        url: job.businessId ? `${this.config.appUrl}/business/applications/${job.id}` : null,
      }),
      `application-withdrawn-${applicationId}`,
    );
  }

  /** A fresh private link for each job, by job id. */
  private async issueLinks(jobIds: string[]): Promise<Map<string, string>> {
    const links = new Map<string, string>();
    for (const jobId of jobIds) links.set(jobId, (await this.postedJobs.issueLink(jobId)).url);
    return links;
  }

  private async addressOf(recipient: NoticeRecipient): Promise<string | null> {
    if ('posterEmail' in recipient) return recipient.posterEmail;
    const ownerId = await this.businesses.ownerOf(recipient.businessId);
    return ownerId ? ((await this.users.findById(ownerId))?.email ?? null) : null;
  }
}

/** Who hears of a job's applications: its company, or whoever posted it without an account. */
function recipientOf(job: JobForApplication): NoticeRecipient | null {
  if (job.businessId) return { businessId: job.businessId };
  return job.posterEmail ? { posterEmail: job.posterEmail } : null;
}
