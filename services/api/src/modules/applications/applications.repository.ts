import { Injectable } from '@nestjs/common';
import type { ApplicationStatus } from '@yrkesbro/contracts';
import { In } from 'typeorm';
import { DatabaseContext } from '../../database/database-context';
import { Application } from './application.entity';
import { Interview } from './interview.entity';

export type InterviewFields = Pick<
  Interview,
  'interviewDate' | 'interviewTime' | 'meetingType' | 'location' | 'startsAt' | 'sequence'
>;

/** A page of applications with their interviews, and how many there are in all and waiting for review. */
export interface ApplicationsPage {
  applications: Application[];
  interviews: Interview[];
  total: number;
  pending: number;
}

/** The `applications` and `interviews` tables. */
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
   * A page of the applications to these jobs, in `ofJobs`' order, with their interviews, how many
   * there are in all and how many wait for review: one statement for what took three round
   * trips. The window counts every row `WHERE` finds before the page is cut; interviews are read
   * for the page's rows only, after the cut.
   */
  async pageOfJobs(
    jobIds: string[],
    { limit, offset }: { limit: number; offset: number },
  ): Promise<ApplicationsPage> {
    if (!jobIds.length) return { applications: [], interviews: [], total: 0, pending: 0 };
    const rows = await this.db.prepared<
      Record<string, unknown> & {
        total: string;
        pending: string;
        interview: Record<string, unknown> | null;
      }
    >(
      'application-page-of-jobs',
      `SELECT page.*,
              (SELECT row_to_json(i) FROM interviews i WHERE i.application_id = page.id) AS interview
         FROM (SELECT applications.*, count(*) OVER () AS total,
                      count(*) FILTER (WHERE status = 'pending') OVER () AS pending
                 FROM applications WHERE job_id = ANY($1::uuid[])
                ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3) AS page
        ORDER BY page.created_at DESC, page.id DESC`,
      [jobIds, limit, offset],
    );
    // A page past the last has no row to carry the counts.
    if (!rows.length) {
      return { applications: [], interviews: [], ...(await this.countsOfJobs(jobIds)) };
    }
    return {
      applications: this.db.entitiesFrom(Application, rows),
      interviews: this.db.entitiesFrom(
        Interview,
        rows.flatMap(({ interview }) => (interview ? [interview] : [])),
      ),
      total: Number(rows[0].total),
      pending: Number(rows[0].pending),
    };
  }

  private async countsOfJobs(jobIds: string[]): Promise<{ total: number; pending: number }> {
    const [row] = await this.db.query<{ total: string; pending: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE status = 'pending') AS pending
         FROM applications WHERE job_id = ANY($1::uuid[])`,
      [jobIds],
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

  interviewOf(applicationId: string): Promise<Interview | null> {
    return this.interviews.findOneBy({ applicationId });
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
