import { BadRequestException } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import type { Transactions } from '../../database/transactions';
import type { MailTransport } from '../mail/mail-transport';
import type { MailJob } from '../mail/mail-job';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import { DELIVER_JOB, FAN_OUT_JOB } from './mailing-jobs';
import type { DeliverJob, FanOutJob } from './mailing-jobs';
import { MailingsProcessor } from './mailings.processor';
import type {
  MailingHistoryRow,
  MailingsRepository,
  RecipientStatus,
  UnsubscribesRepository,
} from './mailings.repository';
import { MailingsService } from './mailings.service';
import { unsubscribeToken } from './unsubscribe-link';

const config = { jwtSecret: 'hemmelig', appUrl: 'https://yrkesbro.test' } as AppConfig;
const admin = { id: 'admin-1', role: 'admin' } as User;

/** The mailing tables in memory. */
class FakeMailings {
  mailings: { id: string; title: string; message: string; createdAt: Date }[] = [];
  recipients: { id: string; mailingId: string; email: string; status: RecipientStatus }[] = [];

  constructor(private readonly unsubscribed: Set<string>) {}

  async create(mailing: { title: string; message: string }, emails: string[]) {
    const id = `m${this.mailings.length + 1}`;
    this.mailings.push({ id, ...mailing, createdAt: new Date('2026-11-22T10:00:00Z') });
    emails.forEach((email, i) =>
      this.recipients.push({ id: `${id}-r${i + 1}`, mailingId: id, email, status: 'queued' }),
    );
    return id;
  }
  async remove(id: string) {
    this.mailings = this.mailings.filter((m) => m.id !== id);
    this.recipients = this.recipients.filter((r) => r.mailingId !== id);
  }
  async queuedRecipients(mailingId: string) {
    return this.recipients
      .filter((r) => r.mailingId === mailingId && r.status === 'queued')
      .map((r) => r.id);
  }
  async delivery(recipientId: string) {
    const r = this.recipients.find((row) => row.id === recipientId);
    const m = this.mailings.find((row) => row.id === r?.mailingId);
    return r && m
      ? {
          id: r.id,
          email: r.email,
          status: r.status,
          title: m.title,
          message: m.message,
          unsubscribed: this.unsubscribed.has(r.email),
        }
      : null;
  }
  async settle(recipientId: string, status: RecipientStatus) {
    const r = this.recipients.find((row) => row.id === recipientId && row.status === 'queued');
    if (r) r.status = status;
  }
  async history(): Promise<MailingHistoryRow[]> {
    return this.mailings.map((m) => {
      const of = (status: RecipientStatus) =>
        this.recipients.filter((r) => r.mailingId === m.id && r.status === status).length;
      return {
        id: m.id,
        audience: 'student',
        title: m.title,
        message: m.message,
        created_at: m.createdAt,
        recipient_count: this.recipients.filter((r) => r.mailingId === m.id).length,
        queued: of('queued'),
        sent: of('sent'),
        failed: of('failed'),
        skipped: of('skipped'),
      };
    });
  }
}

function setup() {
  const unsubscribed = new Set<string>(['nei@elev.no']);
  const mailings = new FakeMailings(unsubscribed);
  const unsubscribes = {
    add: async (email: string) => void unsubscribed.add(email),
    among: async (emails: string[]) => new Set(emails.filter((e) => unsubscribed.has(e))),
  };
  const users = {
    verifiedEmails: async () => ['kari@elev.no', 'nei@elev.no', 'ola@elev.no'],
  };
  const queued: { name: string; data: unknown; jobId?: string }[] = [];
  const queue = {
    failing: false,
    add: async (name: string, data: FanOutJob, opts: { jobId: string }) => {
      if (queue.failing) throw new Error('Redis er nede');
      queued.push({ name, data, jobId: opts.jobId });
    },
    addBulk: async (jobs: { name: string; data: DeliverJob; opts: { jobId: string } }[]) => {
      for (const job of jobs)
        if (!queued.some((q) => q.jobId === job.opts.jobId))
          queued.push({ name: job.name, data: job.data, jobId: job.opts.jobId });
    },
  };
  const delivered: MailJob[] = [];
  const transport = { deliver: async (mail: MailJob) => void delivered.push(mail) };
  const service = new MailingsService(
    config,
    queue as unknown as Queue<FanOutJob>,
    mailings as unknown as MailingsRepository,
    unsubscribes as unknown as UnsubscribesRepository,
    users as unknown as UsersService,
    { run: (work) => work() } as Transactions,
  );
  const processor = new MailingsProcessor(
    config,
    queue as unknown as Queue<FanOutJob | DeliverJob>,
    mailings as unknown as MailingsRepository,
    transport as unknown as MailTransport,
  );
  const run = (name: string, data: FanOutJob | DeliverJob) =>
    processor.process({ name, data } as Job<FanOutJob | DeliverJob>);
  return { service, processor, mailings, unsubscribed, queue, queued, delivered, run };
}

const request = { group: 'student', title: 'Hei', msg: 'Hei alle' } as const;

describe('MailingsService', () => {
  it('stores the group less those who unsubscribed and queues one fan-out for it', async () => {
    const { service, mailings, queued } = setup();
    await expect(service.send(admin, request)).resolves.toEqual({
      successful: true,
      recipientCount: 2,
      uuid: 'm1',
    });
    expect(mailings.recipients.map((r) => r.email)).toEqual(['kari@elev.no', 'ola@elev.no']);
    expect(queued).toEqual([{ name: FAN_OUT_JOB, data: { mailingId: 'm1' }, jobId: 'mailing-m1' }]);
  });

  it('keeps no mailing the queue never got', async () => {
    const { service, mailings, queue } = setup();
    queue.failing = true;
    await expect(service.send(admin, request)).rejects.toThrow('Redis er nede');
    expect(mailings.mailings).toEqual([]);
  });

  it('shows a mailing as running until every copy is settled, then whether all went', async () => {
    const { service, mailings } = setup();
    await service.send(admin, request);
    expect((await service.history())[0]).toMatchObject({ successful: null, queued: 2 });
    await mailings.settle('m1-r1', 'sent');
    await mailings.settle('m1-r2', 'failed');
    expect((await service.history())[0]).toMatchObject({
      uuid: 'm1',
      msg: 'Hei alle',
      successful: false,
      sent: 1,
      failed: 1,
      queued: 0,
      sendt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('unsubscribes only with the signature of the address', async () => {
    const { service, unsubscribed } = setup();
    await expect(service.unsubscribe('kari@elev.no', 'feil')).rejects.toBeInstanceOf(
      BadRequestException,
    );
    await service.unsubscribe(' Kari@Elev.no ', unsubscribeToken('hemmelig', 'kari@elev.no'));
    expect(unsubscribed.has('kari@elev.no')).toBe(true);
  });
});

describe('MailingsProcessor', () => {
  it('fans out one job per queued recipient, the same ids however often it runs', async () => {
    const { service, run, queued, mailings } = setup();
    await service.send(admin, request);
    await mailings.settle('m1-r1', 'sent');
    await run(FAN_OUT_JOB, { mailingId: 'm1' });
    await run(FAN_OUT_JOB, { mailingId: 'm1' });
    expect(queued.filter((job) => job.name === DELIVER_JOB)).toEqual([
      {
        name: DELIVER_JOB,
        data: { mailingId: 'm1', recipientId: 'm1-r2' },
        jobId: 'mailing-m1-m1-r2',
      },
    ]);
  });

  it('sends a queued copy once, with the unsubscribe link, and settles it', async () => {
    const { service, run, delivered, mailings } = setup();
    await service.send(admin, request);
    await run(DELIVER_JOB, { mailingId: 'm1', recipientId: 'm1-r1' });
    await run(DELIVER_JOB, { mailingId: 'm1', recipientId: 'm1-r1' });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: 'kari@elev.no', subject: 'Hei' });
    expect(delivered[0].headers?.['List-Unsubscribe']).toBe(
      `<https://yrkesbro.test/api/mailings/unsubscribe?email=kari%40elev.no&token=${unsubscribeToken('hemmelig', 'kari@elev.no')}>`,
    );
    expect(mailings.recipients[0].status).toBe('sent');
  });

  it('skips a recipient who unsubscribed after the mailing was queued', async () => {
    const { service, run, delivered, mailings, unsubscribed } = setup();
    await service.send(admin, request);
    unsubscribed.add('ola@elev.no');
    await run(DELIVER_JOB, { mailingId: 'm1', recipientId: 'm1-r2' });
    expect(delivered).toEqual([]);
    expect(mailings.recipients[1].status).toBe('skipped');
  });

  it('marks a copy failed only after its last attempt', async () => {
    const { service, processor, mailings } = setup();
    await service.send(admin, request);
    const job = (attemptsMade: number) =>
      ({
        name: DELIVER_JOB,
        data: { mailingId: 'm1', recipientId: 'm1-r1' },
        attemptsMade,
        opts: { attempts: 5 },
      }) as Job<DeliverJob>;
    await processor.onFailed(job(4));
    expect(mailings.recipients[0].status).toBe('queued');
    await processor.onFailed(job(5));
    expect(mailings.recipients[0].status).toBe('failed');
  });
});
