import type { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import type { Transactions } from '../../database/transactions';
import type { BusinessesService } from '../businesses/businesses.service';
import type { JobsService } from '../jobs/jobs.service';
import type { PostedJobsService } from '../jobs/posted-jobs.service';
import type { MailJob } from '../mail/mail-job';
import type { MailService } from '../mail/mail.service';
import type { StudentProfilesService } from '../students/student-profiles.service';
import type { UsersService } from '../users/users.service';
import type { Application } from './application.entity';
import type { NoticeRecipient } from './application-notices';
import { ApplicationNoticesService } from './application-notices.service';
import type { ApplicationsRepository } from './applications.repository';

const JOBS = { 'job-1': 'Rørleggerlærling', 'job-2': 'Elektrikerlærling', 'job-9': 'Kokk' };
type JobId = keyof typeof JOBS;

function setup() {
  const rows: (Pick<Application, 'id' | 'jobId' | 'studentId' | 'status'> & {
    notified: boolean;
  })[] = [];
  const applications = {
    async jobsWithUnnotified(jobIds: string[]) {
      return jobIds.filter((jobId) => rows.some((row) => !row.notified && row.jobId === jobId));
    },
    async claimUnnotified(jobIds: string[]) {
      const claimed = rows.filter((row) => !row.notified && jobIds.includes(row.jobId));
      claimed.forEach((row) => (row.notified = true));
      return claimed;
    },
  };
  const mails: { mail: MailJob; key: string }[] = [];
  const queued: { data: NoticeRecipient; opts: Record<string, unknown> }[] = [];
  const links: { jobId: string; inTransaction: boolean }[] = [];
  let inTransaction = false;
  const service = new ApplicationNoticesService(
    { appUrl: 'https://yrkesbro.test', applicationNoticeDelayMs: 300_000 } as AppConfig,
    {
      add: async (_name: string, data: NoticeRecipient, opts: Record<string, unknown>) =>
        void queued.push({ data, opts }),
    } as unknown as Queue<NoticeRecipient>,
    applications as unknown as ApplicationsRepository,
    {
      run: async (work: () => Promise<unknown>) => {
        inTransaction = true;
        try {
          return await work();
        } finally {
          inTransaction = false;
        }
      },
    } as unknown as Transactions,
    {
      idsOfBusiness: async (id: string) => (id === 'biz-1' ? ['job-1', 'job-2'] : []),
      summaries: async (ids: string[]) =>
        new Map(ids.map((id) => [id, { id, title: JOBS[id as JobId] }])),
    } as unknown as JobsService,
    {
      idsOfPoster: async (email: string) => (email === 'post@sjobua.test' ? ['job-9'] : []),
      issueLink: async (jobId: string) => {
        links.push({ jobId, inTransaction });
        return { url: `https://yrkesbro.test/jobs/manage/token-${links.length}` };
      },
    } as unknown as PostedJobsService,
    { ownerOf: async (id: string) => (id === 'biz-1' ? 'owner-1' : null) } as BusinessesService,
    {
      summaries: async (ids: string[]) =>
        new Map(ids.filter((id) => id !== 'nameless').map((id) => [id, { name: `Elev ${id}` }])),
    } as unknown as StudentProfilesService,
    {
      findById: async (id: string) => (id === 'owner-1' ? { email: 'sjef@ror.test' } : null),
      emailsOf: async (ids: string[]) => new Map(ids.map((id) => [id, `${id}@skole.test`])),
    } as unknown as UsersService,
    {
      send: async (mail: MailJob, key: string) => void mails.push({ mail, key }),
    } as unknown as MailService,
  );
  const apply = (id: string, jobId: JobId, studentId = `s${id}`) =>
    rows.push({ id, jobId, studentId, status: 'pending', notified: false });
  const answer = (id: string, status: Application['status']) =>
    rows.filter((row) => row.id === id).forEach((row) => (row.status = status));
  return { service, mails, queued, apply, answer, links };
}

describe('ApplicationNoticesService', () => {
  it('queues one delayed notice per company or poster, deduplicated for the delay', async () => {
    const { service, queued } = setup();
    await service.schedule({
      id: 'job-1',
      status: 'open',
      businessId: 'biz-1',
      title: 'x',
      posterEmail: null,
    });
    await service.schedule({
      id: 'job-9',
      status: 'open',
      businessId: null,
      title: 'x',
      posterEmail: 'post@sjobua.test',
    });
    expect(queued.map((job) => job.data)).toEqual([
      { businessId: 'biz-1' },
      { posterEmail: 'post@sjobua.test' },
    ]);
    expect(queued[0].opts).toMatchObject({
      delay: 300_000,
      deduplication: { id: 'application-notice-business-biz-1', ttl: 300_000 },
    });
  });

  it("mails the company's owner once for every application that came in meanwhile", async () => {
    const { service, mails, apply } = setup();
    apply('a1', 'job-1');
    apply('a2', 'job-2', 'nameless');
    await service.deliver({ businessId: 'biz-1' });
    expect(mails).toHaveLength(1);
    const [{ mail, key }] = mails;
    expect(mail.to).toBe('sjef@ror.test');
    expect(mail.subject).toBe('2 nye søknader på Yrkesbro');
    expect(mail.text).toContain('Elev sa1 har søkt på «Rørleggerlærling».');
    expect(mail.text).toContain('nameless@skole.test har søkt på «Elektrikerlærling».');
    expect(mail.text).toContain('https://yrkesbro.test/business/applications/job-2');
    expect(key).toBe('application-notice-a1');

    await service.deliver({ businessId: 'biz-1' });
    expect(mails).toHaveLength(1);
  });

  it('leaves out what the employer answered before the notice went, and sends none for only that', async () => {
    const { service, mails, apply, answer } = setup();
    apply('a1', 'job-1');
    apply('a2', 'job-2');
    answer('a1', 'rejected');
    await service.deliver({ businessId: 'biz-1' });
    expect(mails).toHaveLength(1);
    expect(mails[0].mail.subject).toBe('Ny søknad på «Elektrikerlærling»');
    expect(mails[0].mail.text).not.toContain('Rørleggerlærling');

    apply('a3', 'job-1');
    answer('a3', 'interview');
    await service.deliver({ businessId: 'biz-1' });
    expect(mails).toHaveLength(1);
    await service.deliver({ businessId: 'biz-1' });
    expect(mails).toHaveLength(1);
  });

  it('gives the poster without an account a fresh private link in the notice', async () => {
    const { service, mails, apply, links } = setup();
    apply('a3', 'job-9');
    await service.deliver({ posterEmail: 'post@sjobua.test' });
    expect(mails[0].mail.to).toBe('post@sjobua.test');
    expect(mails[0].mail.subject).toBe('Ny søknad på «Kokk»');
    expect(mails[0].mail.text).toContain('Les søknaden: https://yrkesbro.test/jobs/manage/token-1');
    // Stored before the transaction that queues the mail: the worker may send it before it commits.
    expect(links).toEqual([{ jobId: 'job-9', inTransaction: false }]);
  });
});
