import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  NotFoundException,
} from '@nestjs/common';
import { APPLICATION_MESSAGES, JOB_MESSAGES, ONLINE_MEETING } from '@yrkesbro/contracts';
import type { ApplicationStatus } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import type { Transactions } from '../../database/transactions';
import type { BusinessesService } from '../businesses/businesses.service';
import type { CalendarService } from '../calendar/calendar.service';
import type { JobsService } from '../jobs/jobs.service';
import type { MailJob } from '../mail/mail-job';
import type { MailService } from '../mail/mail.service';
import type { StudentProfilesService } from '../students/student-profiles.service';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { Application } from './application.entity';
import type { ApplicationNoticesService } from './application-notices.service';
import type { ApplicationsRepository, InterviewFields } from './applications.repository';
import { ApplicationsService } from './applications.service';
import type { Interview } from './interview.entity';

const JOB = 'aaaaaaaa-0000-4000-8000-000000000001';
const CLOSED_JOB = 'aaaaaaaa-0000-4000-8000-000000000002';
const OTHER_JOB = 'aaaaaaaa-0000-4000-8000-000000000003';
const student = { id: 'bbbbbbbb-0000-4000-8000-000000000001', email: 'elev@example.no' } as User;
const owner = { id: 'cccccccc-0000-4000-8000-000000000001', email: 'sjef@ror.no' } as User;
const stranger = { id: 'cccccccc-0000-4000-8000-000000000002', email: 'annen@firma.no' } as User;

const JOBS = new Map([
  [JOB, { id: JOB, status: 'open', businessId: 'biz-1', title: 'Rørleggerlærling' }],
  [CLOSED_JOB, { id: CLOSED_JOB, status: 'closed', businessId: 'biz-1', title: 'Stengt' }],
  [OTHER_JOB, { id: OTHER_JOB, status: 'open', businessId: 'biz-2', title: 'Annen jobb' }],
]);

/** applications and interviews in memory, with the unique (job, student) pair of the table. */
class FakeApplications {
  rows: Application[] = [];
  interviews: Interview[] = [];
  private clock = 1_000;

  async insert(fields: Pick<Application, 'jobId' | 'studentId' | 'coverLetter' | 'resumeUrl'>) {
    if (this.rows.some((r) => r.jobId === fields.jobId && r.studentId === fields.studentId))
      throw Object.assign(new Error('duplicate'), { code: '23505' });
    const row = {
      ...fields,
      id: `dddddddd-0000-4000-8000-${String(this.rows.length + 1).padStart(12, '0')}`,
      status: 'pending',
      createdAt: new Date(this.clock),
      updatedAt: new Date(this.clock++),
    } as Application;
    this.rows.push(row);
    return row;
  }
  async findById(id: string) {
    return this.rows.find((r) => r.id === id) ?? null;
  }
  async lock(id: string) {
    return this.findById(id);
  }
  async lockOfStudent(id: string, studentId: string) {
    return this.rows.find((r) => r.id === id && r.studentId === studentId) ?? null;
  }
  /** As the table's cascade does: the interview goes with the application. */
  async remove(id: string) {
    this.rows = this.rows.filter((r) => r.id !== id);
    this.interviews = this.interviews.filter((i) => i.applicationId !== id);
  }
  async exists(jobId: string, studentId: string) {
    return this.rows.some((r) => r.jobId === jobId && r.studentId === studentId);
  }
  async anyOfStudent(studentId: string, jobIds: string[]) {
    return this.rows.some((r) => r.studentId === studentId && jobIds.includes(r.jobId));
  }
  async ofStudent(studentId: string) {
    return this.rows.filter((r) => r.studentId === studentId);
  }
  async ofJobs(jobIds: string[]) {
    return this.rows.filter((r) => jobIds.includes(r.jobId));
  }
  /** The page as the repository's joins would show it: only `businessId`'s jobs count. */
  async pageOfBusiness(
    businessId: string,
    page: { jobId?: string; limit: number; offset: number },
  ) {
    const mine = this.rows.filter(
      (r) =>
        JOBS.get(r.jobId)?.businessId === businessId &&
        (page.jobId === undefined || r.jobId === page.jobId),
    );
    return {
      views: mine.slice(page.offset, page.offset + page.limit).map((application) => ({
        application,
        job: {
          id: application.jobId,
          title: JOBS.get(application.jobId)!.title,
          businessName: 'Rør AS',
          businessUserId: owner.id,
        },
        student: {
          userId: application.studentId,
          email: student.email,
          profileUuid: 'profile-1',
          name: 'Kari Nordmann',
          headline: null,
          location: 'Bergen',
          school: 'Bergen tekniske',
          picture: null,
        },
        interview: this.interviews.find((i) => i.applicationId === application.id) ?? null,
      })),
      total: mine.length,
      pending: mine.filter((r) => r.status === 'pending').length,
    };
  }
  async setStatus(id: string, status: ApplicationStatus) {
    const row = this.rows.find((r) => r.id === id)!;
    row.status = status;
    row.updatedAt = new Date(this.clock++);
    return row;
  }
  async interviewsOf(ids: string[]) {
    return this.interviews.filter((i) => ids.includes(i.applicationId));
  }
  async removeInterview(id: string) {
    this.interviews = this.interviews.filter((i) => i.id !== id);
  }
  async saveInterview(applicationId: string, fields: InterviewFields) {
    let interview = this.interviews.find((i) => i.applicationId === applicationId);
    if (!interview) {
      interview = { id: `interview-${applicationId}`, applicationId } as Interview;
      this.interviews.push(interview);
    }
    return Object.assign(interview, fields, { updatedAt: new Date(this.clock++) });
  }
}

/** `contactEmail`: the public contact e-mail of the owner's company, if it has one. */
function setup({ contactEmail = null as string | null } = {}) {
  const applications = new FakeApplications();
  const jobs = {
    jobs: JOBS,
    async jobForApplication(id: string) {
      return this.jobs.get(id) ?? null;
    },
    async idsOfBusiness(businessId: string) {
      return [...this.jobs.values()].filter((j) => j.businessId === businessId).map((j) => j.id);
    },
    async summaries(ids: string[]) {
      return new Map(
        ids.map((id) => [
          id,
          { id, title: this.jobs.get(id)!.title, businessName: 'Rør AS', businessUserId: owner.id },
        ]),
      );
    },
  };
  const businesses = {
    findOwn: async (user: User) =>
      ({ [owner.id]: { id: 'biz-1', contactEmail }, [stranger.id]: { id: 'biz-2' } })[user.id] ??
      null,
    ownBusinessId: jest.fn(async (user: User) => {
      if (user.id === owner.id) return 'biz-1';
      if (user.id === stranger.id) return 'biz-2';
      throw new ForbiddenException(JOB_MESSAGES.notOwner);
    }),
  };
  const students = {
    summaries: jest.fn(
      async (ids: string[]) =>
        new Map(
          ids.map((id) => [
            id,
            {
              userId: id,
              uuid: 'profile-1',
              name: 'Kari Nordmann',
              headline: null,
              location: 'Bergen',
              school: 'Bergen tekniske',
              profilePicture: null,
            },
          ]),
        ),
    ),
  };
  const users = {
    emailsOf: jest.fn(async (ids: string[]) => new Map(ids.map((id) => [id, student.email]))),
    findById: jest.fn(async (id: string) => [owner, stranger].find((u) => u.id === id) ?? null),
  };
  const calendar = {
    replaceInterviewEvents: jest.fn(async () => {}),
    removeInterviewEvents: jest.fn(async () => {}),
  };
  const mail = { send: jest.fn(async () => {}) };
  const transactions = { run: jest.fn((work: () => Promise<unknown>) => work()) };
  const notices = { schedule: jest.fn(async () => {}), withdrawn: jest.fn(async () => {}) };
  const service = new ApplicationsService(
    {
      appUrl: 'https://yrkesbro.test',
      smtp: { from: 'Yrkesbro <ikke-svar@yrkesbro.test>' },
    } as AppConfig,
    applications as unknown as ApplicationsRepository,
    transactions as unknown as Transactions,
    jobs as unknown as JobsService,
    businesses as unknown as BusinessesService,
    students as unknown as StudentProfilesService,
    users as unknown as UsersService,
    calendar as unknown as CalendarService,
    mail as unknown as MailService,
    notices as unknown as ApplicationNoticesService,
  );
  return { service, applications, calendar, mail, transactions, notices };
}

const letter = { cover_letter: 'Jeg vil gjerne lære faget.', resume_url: 'https://cv.no/kari' };
const FIRST_PAGE = { page: 1, limit: 20 };

describe('ApplicationsService', () => {
  it("queues the employer's notice for each new application, none for a refused one", async () => {
    const { service, notices } = setup();
    await service.apply(student, JOB, letter);
    expect(notices.schedule).toHaveBeenCalledWith(expect.objectContaining({ id: JOB }));
    await expect(service.apply(student, JOB, letter)).rejects.toBeInstanceOf(ConflictException);
    expect(notices.schedule).toHaveBeenCalledTimes(1);
  });

  it('lets the poster of a job answer its applications only, mailing the student', async () => {
    const { service, mail } = setup();
    const applied = await service.apply(student, JOB, letter);
    const other = await service.apply(student, OTHER_JOB, letter);
    const poster = { id: JOB, posterEmail: 'post@sjobua.test' };
    const answered = await service.answerForPostedJob(poster, applied.id, {
      status: 'accepted',
      message: 'Velkommen på besøk!',
    });
    expect(answered.status).toBe('accepted');
    const [answerMail] = mail.send.mock.calls.at(-1) as unknown as [MailJob];
    expect(answerMail).toMatchObject({ to: student.email, replyTo: 'post@sjobua.test' });
    expect(answerMail.text).toContain('Velkommen på besøk!');
    await expect(
      service.answerForPostedJob(poster, other.id, { status: 'rejected', message: '' }),
    ).rejects.toBeInstanceOf(NotFoundException);
    await expect(
      service.answerForPostedJob(poster, 'no-uuid', { status: 'rejected', message: '' }),
    ).rejects.toBeInstanceOf(NotFoundException);
  });

  it('lets a student apply once to an open job', async () => {
    const { service } = setup();
    const applied = await service.apply(student, JOB, letter);
    expect(applied).toMatchObject({ job_uuid: JOB, status: 'pending', business_name: 'Rør AS' });
    await expect(service.apply(student, JOB, letter)).rejects.toEqual(
      new ConflictException(APPLICATION_MESSAGES.alreadyApplied),
    );
    await expect(service.hasApplied(student, JOB)).resolves.toBe(true);
  });

  it("tells messaging whether a student has applied to a company's jobs", async () => {
    const { service } = setup();
    await service.apply(student, JOB, letter);
    await expect(service.hasAppliedToCompanyOf(student.id, owner)).resolves.toBe(true);
    await expect(service.hasAppliedToCompanyOf(student.id, stranger)).resolves.toBe(false);
    await expect(service.hasAppliedToCompanyOf(student.id, student)).resolves.toBe(false);
  });

  it('refuses closed, unknown and malformed jobs', async () => {
    const { service } = setup();
    await expect(service.apply(student, CLOSED_JOB, letter)).rejects.toEqual(
      new BadRequestException(APPLICATION_MESSAGES.jobClosed),
    );
    await expect(
      service.apply(student, 'aaaaaaaa-0000-4000-8000-00000000ffff', letter),
    ).rejects.toBeInstanceOf(NotFoundException);
    await expect(service.apply(student, 'not-a-uuid', letter)).rejects.toBeInstanceOf(
      NotFoundException,
    );
  });

  it('answers Jobb ikke funnet when the job is deleted while the application is on its way', async () => {
    const { service, applications, notices } = setup();
    jest
      .spyOn(applications, 'insert')
      .mockRejectedValueOnce(Object.assign(new Error('job gone'), { code: '23503' }));
    await expect(service.apply(student, JOB, letter)).rejects.toEqual(
      new NotFoundException(JOB_MESSAGES.notFound),
    );
    expect(notices.schedule).not.toHaveBeenCalled();
  });

  it('shows a business only the applications to its own jobs, with counts', async () => {
    const { service } = setup();
    await service.apply(student, JOB, letter);
    await service.apply(student, OTHER_JOB, letter);
    const mine = await service.forBusiness(owner, FIRST_PAGE);
    expect(mine.applications.map((a) => a.job_uuid)).toEqual([JOB]);
    expect(mine).toMatchObject({ application_count: 1, pending_reviews: 1, page: 1, limit: 20 });
    expect(mine.applications[0]).toMatchObject({ name: 'Kari Nordmann', uuid: 'profile-1' });
    const forOwnJob = await service.forBusiness(owner, { ...FIRST_PAGE, jobUuid: JOB });
    expect(forOwnJob.applications.map((a) => a.job_uuid)).toEqual([JOB]);
    // Another company's job is no list of this one's, not even an empty one.
    await expect(service.forBusiness(owner, { ...FIRST_PAGE, jobUuid: OTHER_JOB })).rejects.toEqual(
      new NotFoundException(JOB_MESSAGES.notFound),
    );
  });

  it("refuses to change another company's application (403) and an unknown one (404)", async () => {
    const { service, mail } = setup();
    const applied = await service.apply(student, JOB, letter);
    await expect(
      service.setStatus(stranger, applied.id, { status: 'accepted' }),
    ).rejects.toBeInstanceOf(ForbiddenException);
    await expect(
      service.setStatus(owner, 'dddddddd-0000-4000-8000-00000000ffff', { status: 'accepted' }),
    ).rejects.toBeInstanceOf(NotFoundException);
    expect(mail.send).not.toHaveBeenCalled();
  });

  it('mails the student once per change, keyed by the change itself', async () => {
    const { service, mail } = setup();
    const applied = await service.apply(student, JOB, letter);
    await service.setStatus(owner, applied.id, { status: 'accepted' });
    await service.setStatus(owner, applied.id, { status: 'accepted' });
    expect(mail.send).toHaveBeenCalledTimes(1);
    const [[job, key]] = mail.send.mock.calls as unknown as [{ to: string }, string][];
    expect(job.to).toBe(student.email);
    expect(key).toMatch(new RegExp(`^application-status-${applied.id}-accepted-\\d+$`));
    await service.setStatus(owner, applied.id, { status: 'rejected' });
    await service.setStatus(owner, applied.id, { status: 'accepted' });
    const keys = (mail.send.mock.calls as unknown as [unknown, string][]).map(([, k]) => k);
    expect(new Set(keys).size).toBe(3);
  });

  it('plans an interview: status, both calendars and an .ics invitation; planning again moves it', async () => {
    const { service, calendar, mail, transactions } = setup();
    const applied = await service.apply(student, JOB, letter);
    const request = {
      interviewDate: '2030-03-12',
      interviewTime: '10:30',
      meetingType: 'physical' as const,
      location: 'Verkstedveien 1',
    };
    const planned = await service.scheduleInterview(owner, applied.id, request);
    expect(planned.status).toBe('interview');
    expect(planned.interview).toMatchObject({
      interviewDate: '2030-03-12',
      interviewTime: '10:30',
    });
    expect(transactions.run).toHaveBeenCalledTimes(1);
    const [interviewId, time, entries] = (
      calendar.replaceInterviewEvents.mock.calls as unknown as [
        string,
        { startDate: Date },
        { userId: string }[],
      ][]
    )[0];
    expect(time.startDate.toISOString()).toBe('2030-03-12T09:30:00.000Z');
    expect(entries.map((e) => e.userId)).toEqual([student.id, owner.id]);
    const [[invitation, key]] = mail.send.mock.calls as unknown as [
      { attachments: { filename: string }[] },
      string,
    ][];
    expect(invitation.attachments[0].filename).toBe('intervju.ics');
    expect(key).toMatch(/^interview-/);
    await service.scheduleInterview(owner, applied.id, { ...request, interviewTime: '12:00' });
    const calls = calendar.replaceInterviewEvents.mock.calls as unknown as [string][];
    expect(calls[1][0]).toBe(interviewId);
    // One mail each time: the invitation, then the move with the same UID, a higher SEQUENCE.
    const sent = mail.send.mock.calls as unknown as [MailJob, string][];
    expect(sent).toHaveLength(2);
    expect(sent[1][0].subject).toBe('Intervjuet hos Rør AS er flyttet');
    const ics = sent.map(([job]) => job.attachments![0].content);
    expect(ics[0]).toContain('SEQUENCE:0');
    expect(ics[1]).toContain('SEQUENCE:1');
    expect(ics[1]).toContain(`UID:interview-${interviewId}@yrkesbro.no`);
    expect(new Set(sent.map(([, key]) => key)).size).toBe(2);
  });

  it('refuses a change to a status it no longer has (409), and answers a retry of the one made', async () => {
    const { service, mail } = setup();
    const applied = await service.apply(student, JOB, letter);
    await service.setStatus(owner, applied.id, { status: 'rejected', from: 'pending' });
    // Another tab still showing Venter.
    await expect(
      service.setStatus(owner, applied.id, { status: 'accepted', from: 'pending' }),
    ).rejects.toEqual(new ConflictException(APPLICATION_MESSAGES.changedMeanwhile));
    const retried = await service.setStatus(owner, applied.id, {
      status: 'rejected',
      from: 'pending',
    });
    expect(retried.status).toBe('rejected');
    expect(mail.send).toHaveBeenCalledTimes(1);
  });

  it('refuses to move an interview that is gone, or to plan one over one planned meanwhile (409)', async () => {
    const { service, applications, calendar, mail } = setup();
    const applied = await service.apply(student, JOB, letter);
    const request = {
      interviewDate: '2030-03-12',
      interviewTime: '10:30',
      meetingType: 'online' as const,
      location: ONLINE_MEETING,
    };
    const changedMeanwhile = new ConflictException(APPLICATION_MESSAGES.changedMeanwhile);
    await expect(
      service.scheduleInterview(owner, applied.id, { ...request, moving: true }),
    ).rejects.toEqual(changedMeanwhile);
    expect(applications.interviews).toEqual([]);
    expect(applications.rows[0].status).toBe('pending');
    await service.scheduleInterview(owner, applied.id, { ...request, moving: false });
    await expect(
      service.scheduleInterview(owner, applied.id, { ...request, moving: false }),
    ).rejects.toEqual(changedMeanwhile);
    expect(applications.interviews).toMatchObject([{ sequence: 0, interviewTime: '10:30' }]);
    expect(calendar.replaceInterviewEvents).toHaveBeenCalledTimes(1);
    expect(mail.send).toHaveBeenCalledTimes(1);
  });

  it('sets Intervju only by planning the interview, never on its own', async () => {
    const { service, mail } = setup();
    const applied = await service.apply(student, JOB, letter);
    await expect(service.setStatus(owner, applied.id, { status: 'interview' })).rejects.toEqual(
      new BadRequestException(APPLICATION_MESSAGES.interviewNeedsPlan),
    );
    expect(mail.send).not.toHaveBeenCalled();
  });

  it('cancels an interview: out of both calendars, Venter again, one CANCEL mail', async () => {
    const { service, calendar, mail, applications } = setup();
    const applied = await service.apply(student, JOB, letter);
    await expect(service.cancelInterview(owner, applied.id)).rejects.toEqual(
      new NotFoundException(APPLICATION_MESSAGES.noInterview),
    );
    await service.scheduleInterview(owner, applied.id, {
      interviewDate: '2030-03-12',
      interviewTime: '10:30',
      meetingType: 'online',
      location: 'https://meet.example/abc',
    });
    const interviewId = applications.interviews[0].id;
    await expect(service.cancelInterview(stranger, applied.id)).rejects.toBeInstanceOf(
      ForbiddenException,
    );
    const cancelled = await service.cancelInterview(owner, applied.id);
    expect(cancelled).toMatchObject({ status: 'pending', interview: null });
    expect(calendar.removeInterviewEvents).toHaveBeenCalledWith(interviewId);
    const sent = mail.send.mock.calls as unknown as [MailJob, string][];
    expect(sent).toHaveLength(2);
    expect(sent[0][0].text).toContain('Digitalt møte: https://meet.example/abc');
    const [cancellation] = sent[1];
    expect(cancellation.subject).toBe('Intervjuet hos Rør AS er avlyst');
    expect(cancellation.attachments![0].content).toContain('METHOD:CANCEL');
    expect(cancellation.attachments![0].content).toContain('STATUS:CANCELLED');
    expect(cancellation.attachments![0].content).toContain('SEQUENCE:1');
  });

  it('lets the student withdraw her own waiting application, no one else’s, and none answered', async () => {
    const { service, applications, mail, notices } = setup();
    const applied = await service.apply(student, JOB, letter);
    const other = { id: 'bbbbbbbb-0000-4000-8000-000000000002', email: 'annen@elev.no' } as User;
    for (const [who, id] of [
      [other, applied.id],
      [student, 'not-a-uuid'],
      [student, 'dddddddd-0000-4000-8000-00000000ffff'],
    ] as const) {
      await expect(service.withdraw(who, id)).rejects.toEqual(
        new NotFoundException(APPLICATION_MESSAGES.notFound),
      );
    }
    for (const status of ['accepted', 'rejected'] as const) {
      await applications.setStatus(applied.id, status);
      await expect(service.withdraw(student, applied.id)).rejects.toEqual(
        new ConflictException(APPLICATION_MESSAGES.notWithdrawable),
      );
    }
    expect(applications.rows).toHaveLength(1);
    await applications.setStatus(applied.id, 'pending');
    await service.withdraw(student, applied.id);
    expect(applications.rows).toEqual([]);
    await expect(service.hasApplied(student, JOB)).resolves.toBe(false);
    // Never announced to the employer: nobody is told of its end.
    expect(notices.withdrawn).not.toHaveBeenCalled();
    expect(mail.send).not.toHaveBeenCalled();
  });

  it('withdraws an application at interview: out of both calendars, the business told, a CANCEL for her', async () => {
    const { service, applications, calendar, mail, notices } = setup();
    const applied = await service.apply(student, JOB, letter);
    await service.scheduleInterview(owner, applied.id, {
      interviewDate: '2030-03-12',
      interviewTime: '10:30',
      meetingType: 'physical',
      location: 'Verkstedveien 1',
    });
    const interviewId = applications.interviews[0].id;
    await service.withdraw(student, applied.id);
    expect(applications.rows).toEqual([]);
    expect(applications.interviews).toEqual([]);
    expect(calendar.removeInterviewEvents).toHaveBeenCalledWith(interviewId);
    expect(notices.withdrawn).toHaveBeenCalledWith(expect.objectContaining({ id: JOB }), {
      applicationId: applied.id,
      studentName: 'Kari Nordmann',
      interviewWhen: '12. mars 2030 kl. 10:30',
    });
    const [cancellation, key] = (mail.send.mock.calls as unknown as [MailJob, string][]).at(-1)!;
    expect(key).toBe(`interview-${interviewId}-cancelled`);
    expect(cancellation).toMatchObject({
      to: student.email,
      subject: 'Intervjuet hos Rør AS er avlyst',
    });
    expect(cancellation.text).toContain('Du har trukket søknaden din');
    expect(cancellation.attachments![0].content).toContain('METHOD:CANCEL');
    expect(cancellation.attachments![0].content).toContain(
      'ORGANIZER;CN="Rør AS":mailto:ikke-svar@yrkesbro.test',
    );
    expect(cancellation.attachments![0].content).not.toContain(owner.email);
  });

  it("never puts the owner's login e-mail in an .ics: the contact e-mail, or the platform's sender", async () => {
    const interview = {
      interviewDate: '2030-03-12',
      interviewTime: '10:30',
      meetingType: 'physical' as const,
      location: 'Verkstedveien 1',
    };
    for (const [contactEmail, organizer] of [
      ['post@ror.no', 'post@ror.no'],
      [null, 'ikke-svar@yrkesbro.test'],
    ] as const) {
      const { service, mail } = setup({ contactEmail });
      const applied = await service.apply(student, JOB, letter);
      await service.scheduleInterview(owner, applied.id, interview);
      await service.scheduleInterview(owner, applied.id, { ...interview, interviewTime: '12:00' });
      await service.cancelInterview(owner, applied.id);
      await service.scheduleInterview(owner, applied.id, interview);
      await service.setStatus(owner, applied.id, { status: 'rejected' });
      const ics = (mail.send.mock.calls as unknown as [MailJob][])
        .filter(([job]) => job.attachments)
        .map(([job]) => String(job.attachments![0].content));
      // Planned, moved, cancelled, planned again and cancelled by Avvist.
      expect(ics).toHaveLength(5);
      for (const text of ics) {
        expect(text).toContain(`\r\nORGANIZER;CN="Rør AS":mailto:${organizer}\r\n`);
        expect(text).not.toContain(owner.email);
      }
    }
  });
});
