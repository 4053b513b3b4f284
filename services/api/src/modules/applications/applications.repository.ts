import { Injectable } from '@nestjs/common';
import type { ApplicationStatus } from '@yrkesbro/contracts';
import { In } from 'typeorm';
import { DatabaseContext } from '../../database/database-context';
import { Application } from './application.entity';
import type { ApplicationView } from './application-views';
import { Interview } from './interview.entity';

export type InterviewFields = Pick<
  Interview,
  'interviewDate' | 'interviewTime' | 'meetingType' | 'location' | 'startsAt' | 'sequence'
>;

/** A page of applications as they are shown, and how many there are in all and waiting for review. */
export interface ApplicationViewsPage {
  views: ApplicationView[];
  total: number;
  pending: number;
}

/** A row of `pageOfBusiness`: the application's columns, the windows and the joined view. */
type BusinessPageRow = Record<string, unknown> & {
  job_id: string;
  student_id: string;
  total: string;
  pending: string;
  interview: Record<string, unknown> | null;
  view_job_title: string;
  view_business_name: string;
  view_business_user_id: string | null;
  view_job_open: boolean;
  view_email: string;
  view_profile_uuid: string | null;
  view_name: string | null;
  view_headline: string | null;
  view_location: string | null;
  view_school: string | null;
  view_picture: string | null;
};

/**
 * The `applications` and `interviews` tables. A page of a business's applications also reads the
 * display columns of its jobs, the company and the students (`pageOfBusiness`), as the inbox
 * reads names and pictures: it changes none of them.
 */
@Injectable()
export class ApplicationsRepository {
  constructor(private readonly db: DatabaseContext) {}

  private get applications() {
    return this.db.repository(Application);
  }

  private get interviews() {
    return this.db.repository(Interview);
  }

  insert(
    fields: Pick<Application, 'jobId' | 'studentId' | 'coverLetter' | 'resumeUrl'>,
  ): Promise<Application> {
    return this.applications.save(this.applications.create(fields));
  }

  count(): Promise<number> {
    return this.applications.count();
  }

  findById(id: string): Promise<Application | null> {
    return this.applications.findOneBy({ id });
  }

  /**
   * The application, held until the transaction ends: the business's answers to it (a status,
   * an interview planned, moved or cancelled) wait for each other, so each sees what the one
   * before it left, and none slips in between another's check and its change.
   */
  lock(id: string): Promise<Application | null> {
    return this.applications.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The student's own application, held until the transaction ends: no status, interview or
   * employer notice changes it meanwhile (they wait for the row, and find it gone).
   */
  lockOfStudent(id: string, studentId: string): Promise<Application | null> {
    return this.applications.findOne({
      where: { id, studentId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Deletes the application; its interview and their calendar events go with it (cascade). */
  async remove(id: string): Promise<void> {
    await this.applications.delete({ id });
  }

  exists(jobId: string, studentId: string): Promise<boolean> {
    return this.applications.existsBy({ jobId, studentId });
  }

  anyOfStudent(studentId: string, jobIds: string[]): Promise<boolean> {
    if (!jobIds.length) return Promise.resolve(false);
    return this.applications.existsBy({ studentId, jobId: In(jobIds) });
  }

  ofStudent(studentId: string): Promise<Application[]> {
    return this.applications.find({ where: { studentId }, order: { createdAt: 'DESC' } });
  }

  /** Every application to these jobs, newest first (the id keeps equal times in order). */
  ofJobs(jobIds: string[]): Promise<Application[]> {
    if (!jobIds.length) return Promise.resolve([]);
    return this.db.preparedEntities(
      Application,
      'applications-of-jobs',
      'job_id = ANY($1::uuid[]) ORDER BY created_at DESC, id DESC',
      [jobIds],
    );
  }

  /**
   * A page of the applications to a company's jobs (or to the one of them `jobId` names), in
   * `ofJobs`' order, as they are shown: each with its interview, its job's title and company,
   * and the student's e-mail and profile summary, and with how many there are in all and how
   * many wait for review. One statement for what took five round trips: the employer's list is
   * the page a business opens most. The windows count every row `WHERE` finds before the page is
   * cut; the rest is joined to the page's rows only, after the cut.
   */
  async pageOfBusiness(
    businessId: string,
    { jobId, limit, offset }: { jobId?: string; limit: number; offset: number },
  ): Promise<ApplicationViewsPage> {
    const oneJob = jobId !== undefined;
    const rows = await this.db.prepared<BusinessPageRow>(
      oneJob ? 'application-page-of-business-job' : 'application-page-of-business',
      `SELECT page.*,
              (SELECT row_to_json(i) FROM interviews i WHERE i.application_id = page.id) AS interview,
              j.title AS view_job_title,
              coalesce(b.company_name, j.poster_company) AS view_business_name,
              b.user_id AS view_business_user_id, j.status = 'open' AS view_job_open,
              u.email AS view_email, s.id AS view_profile_uuid, s.name AS view_name,
              s.headline AS view_headline, s.location AS view_location, s.school AS view_school,
              coalesce(s.profile_picture_thumb_url, s.profile_picture_url) AS view_picture
         FROM (SELECT a.*, count(*) OVER () AS total,
                      count(*) FILTER (WHERE a.status = 'pending') OVER () AS pending
                 FROM applications a JOIN jobs own ON own.id = a.job_id
                WHERE own.business_id = $1 ${oneJob ? 'AND a.job_id = $4' : ''}
                ORDER BY a.created_at DESC, a.id DESC LIMIT $2 OFFSET $3) AS page
         JOIN jobs j ON j.id = page.job_id
         LEFT JOIN businesses b ON b.id = j.business_id
         JOIN users u ON u.id = page.student_id
         LEFT JOIN student_profiles s ON s.user_id = page.student_id
        ORDER BY page.created_at DESC, page.id DESC`,
      oneJob ? [businessId, limit, offset, jobId] : [businessId, limit, offset],
    );
    // A page past the last has no row to carry the counts.
    if (!rows.length) return { views: [], ...(await this.countsOfBusiness(businessId, jobId)) };
    const applications = this.db.entitiesFrom(Application, rows);
    return {
      views: rows.map((row, at) => ({
        application: applications[at],
        job: {
          id: row.job_id,
          title: row.view_job_title,
          businessName: row.view_business_name,
          businessUserId: row.view_business_user_id,
          open: row.view_job_open,
        },
        student: {
          userId: row.student_id,
          email: row.view_email,
          profileUuid: row.view_profile_uuid,
          name: row.view_name,
          headline: row.view_headline,
          location: row.view_location,
          school: row.view_school,
          picture: row.view_picture,
        },
        interview: row.interview ? this.db.entitiesFrom(Interview, [row.interview])[0] : null,
      })),
      total: Number(rows[0].total),
      pending: Number(rows[0].pending),
    };
  }

  private async countsOfBusiness(
    businessId: string,
    jobId: string | undefined,
  ): Promise<{ total: number; pending: number }> {
    const [row] = await this.db.query<{ total: string; pending: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE a.status = 'pending') AS pending
         FROM applications a JOIN jobs own ON own.id = a.job_id
        WHERE own.business_id = $1 AND ($2::uuid IS NULL OR a.job_id = $2)`,
      [businessId, jobId ?? null],
    );
    return { total: Number(row.total), pending: Number(row.pending) };
  }

  /** Answers the row as changed, with its new `updatedAt`. */
  async setStatus(id: string, status: ApplicationStatus): Promise<Application> {
    await this.applications.update({ id }, { status });
    return this.applications.findOneByOrFail({ id });
  }

  /** Of these jobs, those with an application the employer has not been told of. */
  async jobsWithUnnotified(jobIds: string[]): Promise<string[]> {
    if (!jobIds.length) return [];
    const rows = await this.db.query<{ job_id: string }>(
      `SELECT DISTINCT job_id FROM applications
        WHERE employer_notified_at IS NULL AND job_id = ANY($1::uuid[])`,
      [jobIds],
    );
    return rows.map((row) => row.job_id);
  }

  /**
   * Takes the applications to these jobs that no notice has announced yet, marking them in the
   * same statement, so two notices never list the same application (applications_unnotified_idx).
   */
  async claimUnnotified(jobIds: string[]): Promise<Application[]> {
    if (!jobIds.length) return [];
    // Through a CTE, so that the driver answers the rows as for a SELECT.
    const rows = await this.db.query<{ id: string }>(
      `WITH claimed AS (
         UPDATE applications SET employer_notified_at = now()
          WHERE employer_notified_at IS NULL AND job_id = ANY($1::uuid[])
          RETURNING id)
       SELECT id FROM claimed`,
      [jobIds],
    );
    if (!rows.length) return [];
    return this.applications.find({
      where: { id: In(rows.map((row) => row.id)) },
      order: { createdAt: 'ASC' },
    });
  }

  interviewsOf(applicationIds: string[]): Promise<Interview[]> {
    return this.db.preparedEntitiesAmong(
      Interview,
      'interviews-of-applications',
      'application_id',
      applicationIds,
    );
  }

  async removeInterview(id: string): Promise<void> {
    await this.interviews.delete({ id });
  }

  /** One interview per application: planning again moves it. */
  async saveInterview(applicationId: string, fields: InterviewFields): Promise<Interview> {
    const existing = await this.interviews.findOneBy({ applicationId });
    return this.interviews.save(
      Object.assign(existing ?? this.interviews.create({ applicationId }), fields),
    );
  }
}
