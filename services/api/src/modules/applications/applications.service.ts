import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  APPLICATION_MESSAGES,
  isWithdrawable,
  JOB_MESSAGES,
  ONLINE_MEETING,
  osloToUtc,
} from '@yrkesbro/contracts';
import type {
  ApplicationStatusRequest,
  ApplyRequest,
  PostedApplicationAnswer,
  BusinessApplication,
  BusinessApplicationsResponse,
  JobRequest,
  ScheduleInterviewRequest,
  StudentApplication,
} from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { isUuid } from '../../common/uuid';
import { Transactions } from '../../database/transactions';
import { isForeignKeyViolation } from '../../database/foreign-key-violation';
import { isUniqueViolation } from '../../database/unique-violation';
import { BusinessesService } from '../businesses/businesses.service';
import { CalendarService } from '../calendar/calendar.service';
import type { InterviewCalendarEntry } from '../calendar/calendar.service';
import { JobsService } from '../jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { StudentProfilesService } from '../students/student-profiles.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { Application } from './application.entity';
import type { Interview } from './interview.entity';
import {
  interviewMail,
  interviewWhen,
  jobWithdrawnMail,
  statusChangedMail,
} from './application-mails';
import { studentName, toBusinessApplication, toStudentApplication } from './application-views';
import type { ApplicationView } from './application-views';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationNoticesService } from './application-notices.service';
import { posterAnswerMail } from './poster-answer-mail';
import { interviewOrganizerEmail } from './interview-ics';

const INTERVIEW_LENGTH_MS = 60 * 60 * 1000;

@Injectable()
export class ApplicationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly applications: ApplicationsRepository,
    private readonly transactions: Transactions,
    private readonly jobs: JobsService,
    private readonly businesses: BusinessesService,
    private readonly students: StudentProfilesService,
    private readonly users: UsersService,
    private readonly calendar: CalendarService,
    private readonly mail: MailService,
    private readonly notices: ApplicationNoticesService,
  ) {}

  /** Every application ever sent, for the admin's overview. */
  count(): Promise<number> {
    return this.applications.count();
  }

  /** One application per student and job, to open jobs only. */
  async apply(student: User, jobUuid: string, request: ApplyRequest): Promise<StudentApplication> {
    const job = isUuid(jobUuid) ? await this.jobs.jobForApplication(jobUuid) : null;
    if (!job) throw new NotFoundException(JOB_MESSAGES.notFound);
    if (job.status !== 'open') throw new BadRequestException(APPLICATION_MESSAGES.jobClosed);
    try {
      const saved = await this.applications.insert({
        jobId: job.id,
        studentId: student.id,
        coverLetter: request.cover_letter,
        resumeUrl: request.resume_url,
      });
      await this.notices.schedule(job);
      return toStudentApplication(await this.view(saved));
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictException(APPLICATION_MESSAGES.alreadyApplied);
      // The job was deleted while the application was on its way.
      if (isForeignKeyViolation(error)) throw new NotFoundException(JOB_MESSAGES.notFound);
      throw error;
    }
  }

  async hasApplied(student: User, jobUuid: string): Promise<boolean> {
    if (!isUuid(jobUuid)) return false;
    return this.applications.exists(jobUuid, student.id);
  }

  /**
   * Whether the student (her user id) has applied to any job of the company that `owner` runs:
   * messaging and the free quota ask.
   */
  async hasAppliedToCompanyOf(studentId: string, owner: User): Promise<boolean> {
    const business = await this.businesses.findOwn(owner);
    if (!business) return false;
    return this.applications.anyOfStudent(studentId, await this.jobs.idsOfBusiness(business.id));
  }

  async forStudent(student: User): Promise<StudentApplication[]> {
    const views = await this.views(await this.applications.ofStudent(student.id));
    return views.map(toStudentApplication);
  }

  /** A page of the business's applications, newest first: to all its jobs, or to one of them. */
  async forBusiness(
    owner: User,
    { page, limit, jobUuid }: { page: number; limit: number; jobUuid?: string },
  ): Promise<BusinessApplicationsResponse> {
    const businessId = await this.businesses.ownBusinessId(owner);
    // One job's list names the job: one that is not there, or not this company's, is no list.
    if (jobUuid !== undefined) {
      const job = await this.jobs.jobForApplication(jobUuid);
      if (job?.businessId !== businessId) throw new NotFoundException(JOB_MESSAGES.notFound);
    }
    const { views, total, pending } = await this.applications.pageOfBusiness(businessId, {
      jobId: jobUuid,
      limit,
      offset: (page - 1) * limit,
    });
    return {
      applications: views.map(toBusinessApplication),
      application_count: total,
      pending_reviews: pending,
      page,
      limit,
    };
  }

  /**
   * A business may set any status on applications to its own jobs; the student hears of it.
   * Intervju comes with a time: it is set by planning the interview, never on its own. Avvist
   * before the interview has taken place cancels it, as if it were cancelled itself: a rejected
   * applicant is not left with an invitation in her calendar. Other statuses keep it; an
   * accepted applicant may still be met. `from`, the status the business saw, guards against a
   * page gone stale: a change made meanwhile (in another tab) is refused, not overwritten.
   */
  async setStatus(
    owner: User,
    applicationUuid: string,
    { status, from }: ApplicationStatusRequest,
  ): Promise<BusinessApplication> {
    const { id } = await this.ownedApplication(owner, applicationUuid);
    const { before, upcoming, changed } = await this.transactions.run(async () => {
      const application = await this.locked(id);
      const before = await this.view(application);
      // Asked again (a retry, or the same choice in another tab): done already, told already.
      if (application.status === status) return { before, upcoming: null, changed: null };
      if (from !== undefined && from !== application.status)
        throw new ConflictException(APPLICATION_MESSAGES.changedMeanwhile);
      if (status === 'interview' && !before.interview)
        throw new BadRequestException(APPLICATION_MESSAGES.interviewNeedsPlan);
      // Avvist ends the interview still to come, and so does Venter from Intervju (as «Avlys
      // intervju» leaves it): neither may keep an interview in both calendars.
      const endsInterview =
        status === 'rejected' || (status === 'pending' && application.status === 'interview');
      const upcoming =
        endsInterview && before.interview && new Date(before.interview.startsAt) > new Date()
          ? before.interview
          : null;
      if (upcoming) await this.removeInterview(upcoming);
      return { before, upcoming, changed: await this.applications.setStatus(id, status) };
    });
    if (!changed) return toBusinessApplication(before);
    // The cancellation first: a retried change returns early, so it must not wait on the other.
    if (upcoming) await this.sendCancellation(before, upcoming, owner);
    const view = await this.view(changed);
    // Keyed by the change itself, so a retried job is one mail and a later change is another.
    await this.mail.send(
      statusChangedMail(this.mailParties(view), status),
      `application-status-${id}-${status}-${changed.updatedAt.getTime()}`,
    );
    return toBusinessApplication(view);
  }

  /**
   * Plans the interview, or moves the one planned: stores it, marks the application, puts it in
   * both calendars (moving the same events) and sends the student one mail with the .ics, whose
   * SEQUENCE rises with each move so calendar apps update the event they have. `moving` says
   * which of the two the business chose: an interview cancelled or planned meanwhile (in another
   * tab) makes it the other, so it is refused rather than done.
   */
  async scheduleInterview(
    owner: User,
    applicationUuid: string,
    request: ScheduleInterviewRequest,
  ): Promise<BusinessApplication> {
    const { id } = await this.ownedApplication(owner, applicationUuid);
    const start = osloToUtc(request.interviewDate, request.interviewTime);
    const end = new Date(start.getTime() + INTERVIEW_LENGTH_MS);
    const location = request.location ?? '';
    const { before, interview } = await this.transactions.run(async () => {
      const before = await this.view(await this.locked(id));
      if (request.moving !== undefined && request.moving !== Boolean(before.interview))
        throw new ConflictException(APPLICATION_MESSAGES.changedMeanwhile);
      const saved = await this.applications.saveInterview(id, {
        interviewDate: request.interviewDate,
        interviewTime: request.interviewTime,
        meetingType: request.meetingType,
        location,
        startsAt: start,
        sequence: before.interview ? before.interview.sequence + 1 : 0,
      });
      await this.applications.setStatus(id, 'interview');
      await this.calendar.replaceInterviewEvents(
        saved.id,
        {
          startDate: start,
          endDate: end,
          description:
            request.meetingType === 'online'
              ? location === ONLINE_MEETING
                ? 'Digitalt møte'
                : `Digitalt møte: ${location}`
              : `Sted: ${location}`,
        },
        interviewEntries(before, owner.id),
      );
      return { before, interview: saved };
    });
    await this.mail.send(
      interviewMail(this.mailParties(before), before.interview ? 'moved' : 'planned', {
        ...this.interviewDetails(interview, await this.organizerEmail(owner)),
        start,
        end,
      }),
      `interview-${interview.id}-${interview.sequence}`,
    );
    return toBusinessApplication(await this.view((await this.applications.findById(id))!));
  }

  /**
   * Cancels the planned interview: it leaves both calendars, an application at Intervju waits
   * again (Venter; a decision already taken stays), and the student gets the cancellation with
   * METHOD:CANCEL for their calendar app.
   */
  async cancelInterview(owner: User, applicationUuid: string): Promise<BusinessApplication> {
    const { id } = await this.ownedApplication(owner, applicationUuid);
    // Held as planning holds it: a move sent meanwhile finds the interview gone (409), never
    // plans a new one in its place.
    const { before, interview } = await this.transactions.run(async () => {
      const application = await this.locked(id);
      const before = await this.view(application);
      const interview = before.interview;
      if (!interview) throw new NotFoundException(APPLICATION_MESSAGES.noInterview);
      await this.removeInterview(interview);
      if (application.status === 'interview') await this.applications.setStatus(id, 'pending');
      return { before, interview };
    });
    await this.sendCancellation(before, interview, owner);
    return toBusinessApplication(await this.view((await this.applications.findById(id))!));
  }

  /**
   * The owner changes a job (JobsService.update's checks). Its interviews' calendar events are
   * named after the job, so they take its new title; the invitations already sent keep theirs.
   */
  async updateJob(owner: User, jobUuid: string, request: JobRequest): Promise<{ jobId: string }> {
    return this.transactions.run(async () => {
      const updated = await this.jobs.update(owner, jobUuid, request);
      const views = await this.views(await this.applications.ofJobs([jobUuid]));
      for (const view of views)
        if (view.interview)
          await this.calendar.retitleInterviewEvents(
            view.interview.id,
            interviewEntries(view, owner.id),
          );
      return updated;
    });
  }

  /**
   * Deletes a job of the business's with its applications: each applicant still waiting or
   * chosen hears that it is gone, and one with an interview still to come gets its
   * cancellation for her calendar app too. They are read before the delete, which takes them
   * with it, with the job held so that no application comes in between untold.
   */
  async deleteJob(owner: User, jobUuid: string): Promise<void> {
    const told = await this.transactions.run(async () => {
      await this.jobs.lockOwned(owner, jobUuid);
      const views = await this.views(await this.applications.ofJobs([jobUuid]));
      await this.jobs.remove(owner, jobUuid);
      return views.filter((view) => view.application.status !== 'rejected');
    });
    const now = new Date();
    for (const view of told) {
      await this.mail.send(
        jobWithdrawnMail(this.mailParties(view)),
        `job-withdrawn-${view.application.id}`,
      );
      if (view.interview && new Date(view.interview.startsAt) > now)
        await this.sendCancellation(view, view.interview, owner);
    }
  }

  /**
   * The student withdraws (trekker) a søknad the business has not answered (Venter or
   * Intervju): it is deleted with its interview and both calendars' events, so the business no
   * longer sees it, the job's count follows and she may apply again. Another student's søknad is
   * as unknown as none. The business hears of it when it was told of the søknad or had planned
   * the interview, and an interview still to come is cancelled in her calendar app too.
   */
  async withdraw(student: User, applicationUuid: string): Promise<void> {
    const withdrawn = await this.transactions.run(async () => {
      // Held to the end, so no answer, interview or notice of the business's comes in between.
      const application = isUuid(applicationUuid)
        ? await this.applications.lockOfStudent(applicationUuid, student.id)
        : null;
      if (!application) throw new NotFoundException(APPLICATION_MESSAGES.notFound);
      if (!isWithdrawable(application.status))
        throw new ConflictException(APPLICATION_MESSAGES.notWithdrawable);
      const view = await this.view(application);
      if (view.interview) await this.removeInterview(view.interview);
      await this.applications.remove(application.id);
      return view;
    });
    await this.tellWithdrawn(withdrawn);
  }

  /**
   * After a withdrawal: the business hears of it if it knew of the søknad (its notice had
   * announced it, or it had planned the interview); an interview still to come leaves her
   * calendar app too.
   */
  private async tellWithdrawn(view: ApplicationView): Promise<void> {
    const { application, interview } = view;
    const upcoming = interview && new Date(interview.startsAt) > new Date() ? interview : null;
    const known = Boolean(application.employerNotifiedAt) || interview !== null;
    const job = known ? await this.jobs.jobForApplication(view.job.id) : null;
    if (job)
      await this.notices.withdrawn(job, {
        applicationId: application.id,
        studentName: studentName(view),
        interviewWhen: upcoming
          ? interviewWhen(String(upcoming.interviewDate).slice(0, 10), upcoming.interviewTime)
          : null,
      });
    const owner =
      upcoming && view.job.businessUserId
        ? await this.users.findById(view.job.businessUserId)
        : null;
    if (upcoming && owner) await this.sendCancellation(view, upcoming, owner, 'withdrawn');
  }

  /** Takes the interview out of both calendars and the application (inside a transaction). */
  private async removeInterview(interview: Interview): Promise<void> {
    await this.calendar.removeInterviewEvents(interview.id);
    await this.applications.removeInterview(interview.id);
  }

  /** The .ics that takes the interview out of the student's calendar app, with its mail. */
  private async sendCancellation(
    before: ApplicationView,
    interview: Interview,
    owner: User,
    change: 'cancelled' | 'withdrawn' = 'cancelled',
  ): Promise<void> {
    const start = new Date(interview.startsAt);
    await this.mail.send(
      interviewMail(this.mailParties(before), change, {
        ...this.interviewDetails(interview, await this.organizerEmail(owner)),
        sequence: interview.sequence + 1,
        start,
        end: new Date(start.getTime() + INTERVIEW_LENGTH_MS),
      }),
      `interview-${interview.id}-cancelled`,
    );
  }

  /**
   * The .ics's organizer, by the company's contact e-mail as it is now (interviewOrganizerEmail):
   * an applicant never sees the owner's login e-mail.
   */
  private async organizerEmail(owner: User): Promise<string> {
    const company = await this.businesses.findOwn(owner);
    return interviewOrganizerEmail(company?.contactEmail, this.config.smtp.from);
  }

  private interviewDetails(interview: Interview, organizerEmail: string) {
    return {
      id: interview.id,
      sequence: interview.sequence,
      interviewDate: String(interview.interviewDate).slice(0, 10),
      interviewTime: interview.interviewTime,
      meetingType: interview.meetingType,
      location: interview.location,
      organizerEmail,
    };
  }

  /** The applications to a job posted without an account, read through its private link. */
  async forPostedJob(jobId: string): Promise<BusinessApplication[]> {
    return (await this.views(await this.applications.ofJobs([jobId]))).map(toBusinessApplication);
  }

  /**
   * The poster without an account answers an application to the job its link opened: accepted
   * or turned down, with a message if they like; the student is mailed, and a reply reaches the
   * poster.
   */
  async answerForPostedJob(
    job: { id: string; posterEmail: string },
    applicationUuid: string,
    answer: PostedApplicationAnswer,
  ): Promise<BusinessApplication> {
    const current = isUuid(applicationUuid)
      ? await this.applications.findById(applicationUuid)
      : null;
    if (current?.jobId !== job.id) throw new NotFoundException(APPLICATION_MESSAGES.notFound);
    const application = await this.applications.setStatus(current.id, answer.status);
    const view = await this.view(application);
    await this.mail.send(
      posterAnswerMail(this.mailParties(view), answer, job.posterEmail),
      `application-answer-${application.id}-${application.updatedAt.getTime()}`,
    );
    return toBusinessApplication(view);
  }

  private mailParties(view: ApplicationView) {
    return {
      studentEmail: view.student.email,
      businessName: view.job.businessName,
      jobTitle: view.job.title,
      appUrl: this.config.appUrl,
    };
  }

  private async view(application: Application): Promise<ApplicationView> {
    const [view] = await this.views([application]);
    return view;
  }

  /** Each part from the domain that owns it, one batched call per domain. */
  private async views(applications: Application[]): Promise<ApplicationView[]> {
    if (!applications.length) return [];
    const studentIds = applications.map((a) => a.studentId);
    const [jobs, emails, profiles, interviews] = await Promise.all([
      this.jobs.summaries(applications.map((a) => a.jobId)),
      this.users.emailsOf(studentIds),
      this.students.summaries(studentIds),
      this.applications.interviewsOf(applications.map((a) => a.id)),
    ]);
    const interviewOf = new Map(
      interviews.map((interview) => [interview.applicationId, interview]),
    );
    return applications.map((application) => {
      const job = jobs.get(application.jobId);
      const email = emails.get(application.studentId);
      if (!job || email === undefined) throw new NotFoundException(APPLICATION_MESSAGES.notFound);
      const profile = profiles.get(application.studentId);
      return {
        application,
        job,
        student: {
          userId: application.studentId,
          email,
          profileUuid: profile?.uuid ?? null,
          name: profile?.name ?? null,
          headline: profile?.headline ?? null,
          location: profile?.location ?? null,
          school: profile?.school ?? null,
          picture: profile?.profilePicture ?? null,
        },
        interview: interviewOf.get(application.id) ?? null,
      };
    });
  }

  /** The application held to the end of the transaction; withdrawn meanwhile, it is 404. */
  private async locked(id: string): Promise<Application> {
    const application = await this.applications.lock(id);
    if (!application) throw new NotFoundException(APPLICATION_MESSAGES.notFound);
    return application;
  }

  /** 404 for no such application, 403 for one to another company's job. */
  private async ownedApplication(owner: User, uuid: string): Promise<Application> {
    const application = isUuid(uuid) ? await this.applications.findById(uuid) : null;
    if (!application) throw new NotFoundException(APPLICATION_MESSAGES.notFound);
    const businessId = await this.businesses.ownBusinessId(owner);
    const job = await this.jobs.jobForApplication(application.jobId);
    if (job?.businessId !== businessId) throw new ForbiddenException(APPLICATION_MESSAGES.notFound);
    return application;
  }
}

/** The interview's event in each calendar: the student's names the company, the business's her. */
function interviewEntries(view: ApplicationView, ownerId: string): InterviewCalendarEntry[] {
  return [
    {
      userId: view.student.userId,
      title: `Intervju: ${view.job.title} hos ${view.job.businessName}`,
      link: '/applications',
    },
    {
      userId: ownerId,
      title: `Intervju med ${studentName(view)} – ${view.job.title}`,
      link: `/business/applications/${view.job.id}`,
    },
  ];
}
