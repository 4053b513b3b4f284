import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPLICATION_MESSAGES, APPLICATION_STATUS_LABELS, JOB_MESSAGES } from '@yrkesbro/contracts';
import type {
  ApplicationStatus,
  ApplyRequest,
  BusinessApplication,
  BusinessApplicationsResponse,
  ScheduleInterviewRequest,
  StudentApplication,
} from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Business } from '../businesses/business.entity';
import { CalendarEventRow } from '../calendar/calendar-event.entity';
import { composeMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { Application } from './application.entity';
import {
  APPLICATION_SELECT,
  toBusinessApplication,
  toStudentApplication,
} from './application-rows';
import type { ApplicationRow } from './application-rows';
import { Interview } from './interview.entity';
import { interviewIcs } from './interview-ics';
import { osloToUtc } from './oslo-time';
import { isUuid } from '../../common/uuid';

const UNIQUE_VIOLATION = '23505';
const INTERVIEW_LENGTH_MS = 60 * 60 * 1000;
const DATE = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric' });

@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** One application per student and job, to open jobs only. */
  async apply(student: User, jobUuid: string, request: ApplyRequest): Promise<StudentApplication> {
    const [job] = isUuid(jobUuid)
      ? await this.dataSource.query(`SELECT status FROM jobs WHERE id = $1`, [jobUuid])
      : [];
    if (!job) throw new NotFoundException(JOB_MESSAGES.notFound);
    if (job.status !== 'open') throw new BadRequestException(APPLICATION_MESSAGES.jobClosed);
    const applications = this.dataSource.getRepository(Application);
    try {
      const saved = await applications.save(
        applications.create({
          jobId: jobUuid,
          studentId: student.id,
          coverLetter: request.cover_letter,
          resumeUrl: request.resume_url,
        }),
      );
      return toStudentApplication(await this.row(saved.id));
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw new ConflictException(APPLICATION_MESSAGES.alreadyApplied);
      throw error;
    }
  }

  async hasApplied(student: User, jobUuid: string): Promise<boolean> {
    if (!isUuid(jobUuid)) return false;
    return this.dataSource
      .getRepository(Application)
      .existsBy({ jobId: jobUuid, studentId: student.id });
  }

  async forStudent(student: User): Promise<StudentApplication[]> {
    const rows: ApplicationRow[] = await this.dataSource.query(
      `${APPLICATION_SELECT} WHERE a.student_id = $1 ORDER BY a.created_at DESC`,
      [student.id],
    );
    return rows.map(toStudentApplication);
  }

  /** The business's applications: all, the latest few, or those to one of its jobs. */
  async forBusiness(
    owner: User,
    options: { jobUuid?: string; limit?: number } = {},
  ): Promise<BusinessApplicationsResponse> {
    const business = await this.businessOf(owner);
    if (options.jobUuid !== undefined && !isUuid(options.jobUuid))
      throw new NotFoundException(JOB_MESSAGES.notFound);
    const params: unknown[] = [business.id];
    let where = 'j.business_id = $1';
    if (options.jobUuid) {
      params.push(options.jobUuid);
      where += ` AND j.id = $2`;
    }
    const rows: ApplicationRow[] = await this.dataSource.query(
      `${APPLICATION_SELECT} WHERE ${where} ORDER BY a.created_at DESC ${options.limit ? `LIMIT ${Number(options.limit)}` : ''}`,
      params,
    );
    const [counts] = await this.dataSource.query(
      `SELECT count(*) AS total, count(*) FILTER (WHERE a.status = 'pending') AS pending
         FROM applications a JOIN jobs j ON j.id = a.job_id WHERE ${where}`,
      params,
    );
    return {
      applications: rows.map(toBusinessApplication),
      application_count: Number(counts.total),
      pending_reviews: Number(counts.pending),
    };
  }

  /** A business may set any status on applications to its own jobs; the student hears of it. */
  async setStatus(
    owner: User,
    applicationUuid: string,
    status: ApplicationStatus,
  ): Promise<BusinessApplication> {
    const application = await this.ownedApplication(owner, applicationUuid);
    if (application.status !== status) {
      await this.dataSource.getRepository(Application).update({ id: application.id }, { status });
      const row = await this.row(application.id);
      await this.mail.send(
        composeMail({
          to: row.student_email,
          subject: `Søknaden din til ${row.business_name} er oppdatert`,
          heading: `Ny status: ${APPLICATION_STATUS_LABELS[status]}`,
          paragraphs: [
            `${row.business_name} har endret statusen på søknaden din til «${row.job_title}» til ${APPLICATION_STATUS_LABELS[status].toLowerCase()}.`,
          ],
          action: { label: 'Se søknadene dine', url: `${this.config.appUrl}/applications` },
        }),
        `application-status-${application.id}-${Date.now()}`,
      );
    }
    return toBusinessApplication(await this.row(application.id));
  }

  /**
   * Stores the interview, marks the application, mails the student an .ics invitation and puts
   * the interview in both calendars. Rescheduling moves the same calendar events.
   */
  async scheduleInterview(
    owner: User,
    applicationUuid: string,
    request: ScheduleInterviewRequest,
  ): Promise<BusinessApplication> {
    const application = await this.ownedApplication(owner, applicationUuid);
    const startsAt = osloToUtc(request.interviewDate, request.interviewTime);
    const location = request.location ?? '';
    const row = await this.row(application.id);
    const interview = await this.dataSource.transaction(async (manager) => {
      const interviews = manager.getRepository(Interview);
      const saved = await interviews.save(
        Object.assign(
          (await interviews.findOneBy({ applicationId: application.id })) ??
            interviews.create({ applicationId: application.id }),
          {
            interviewDate: request.interviewDate,
            interviewTime: request.interviewTime,
            meetingType: request.meetingType,
            location,
            startsAt,
          },
        ),
      );
      await manager
        .getRepository(Application)
        .update({ id: application.id }, { status: 'interview' });
      const events = manager.getRepository(CalendarEventRow);
      await events.delete({ interviewId: saved.id });
      const event = (userId: string, title: string) =>
        events.create({
          userId,
          title,
          type: 'interview',
          startDate: startsAt,
          endDate: new Date(startsAt.getTime() + INTERVIEW_LENGTH_MS),
          description: `${request.meetingType === 'online' ? 'Digitalt møte' : `Sted: ${location}`}`,
          interviewId: saved.id,
        });
      await events.save([
        event(row.student_uuid, `Intervju: ${row.job_title} hos ${row.business_name}`),
        event(owner.id, `Intervju med ${row.student_name || row.student_email} – ${row.job_title}`),
      ]);
      return saved;
    });
    const when = `${DATE.format(new Date(`${request.interviewDate}T12:00:00Z`))} kl. ${request.interviewTime}`;
    const invitation = composeMail({
      to: row.student_email,
      subject: `Invitasjon til intervju hos ${row.business_name}`,
      heading: 'Du er invitert til intervju!',
      paragraphs: [
        `${row.business_name} vil gjerne møte deg til intervju om stillingen «${row.job_title}».`,
        `Tid: ${when}`,
        request.meetingType === 'online'
          ? 'Møtet er digitalt; lenken kommer fra bedriften.'
          : `Sted: ${location}`,
        'Invitasjonen ligger ved som kalenderfil, og intervjuet står i kalenderen din på Yrkesbro.',
      ],
      action: { label: 'Åpne kalenderen', url: `${this.config.appUrl}/calendar` },
    });
    invitation.attachments = [
      {
        filename: 'intervju.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: interviewIcs({
          uid: `interview-${interview.id}@yrkesbro.no`,
          start: startsAt,
          end: new Date(startsAt.getTime() + INTERVIEW_LENGTH_MS),
          summary: `Intervju: ${row.job_title} hos ${row.business_name}`,
          location: request.meetingType === 'online' ? 'Digitalt møte' : location,
          description: `Intervju om stillingen «${row.job_title}» hos ${row.business_name}.`,
          organizerEmail: owner.email,
        }),
      },
    ];
    await this.mail.send(invitation, `interview-${interview.id}-${interview.updatedAt.getTime()}`);
    return toBusinessApplication(await this.row(application.id));
  }

  private async row(id: string): Promise<ApplicationRow> {
    const [row] = await this.dataSource.query(`${APPLICATION_SELECT} WHERE a.id = $1`, [id]);
    if (!row) throw new NotFoundException(APPLICATION_MESSAGES.notFound);
    return row;
  }

  /** 404 for no such application, 403 for one to another company's job. */
  private async ownedApplication(owner: User, uuid: string): Promise<Application> {
    const application = isUuid(uuid)
      ? await this.dataSource.getRepository(Application).findOneBy({ id: uuid })
      : null;
    if (!application) throw new NotFoundException(APPLICATION_MESSAGES.notFound);
    const business = await this.businessOf(owner);
    const [job] = await this.dataSource.query(`SELECT business_id FROM jobs WHERE id = $1`, [
      application.jobId,
    ]);
    if (job?.business_id !== business.id)
      throw new ForbiddenException(APPLICATION_MESSAGES.notFound);
    return application;
  }

  private async businessOf(owner: User): Promise<Business> {
    const business = await this.dataSource.getRepository(Business).findOneBy({ userId: owner.id });
    if (!business) throw new ForbiddenException(JOB_MESSAGES.notOwner);
    return business;
  }
}
