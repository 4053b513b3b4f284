import { Injectable } from '@nestjs/common';
import type { JobStatus } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';
import { Job } from './job.entity';
import { JOB_COLUMNS, JOB_JOINS } from './job-rows';
import type { JobRow } from './job-rows';

/** What a poster decides about a job; the rest (owner, status) the service sets. */
export type JobFields = Pick<
  Job,
  | 'title'
  | 'description'
  | 'requirements'
  | 'location'
  | 'salaryMin'
  | 'salaryMax'
  | 'vocationId'
  | 'jobType'
>;

export type NewJob = JobFields &
  Pick<Job, 'status'> &
  Partial<
    Pick<
      Job,
      'businessId' | 'posterEmail' | 'posterCompany' | 'statusAfterVerification' | 'contactEmail'
    >
  >;

export interface JobSummaryRow {
  id: string;
  title: string;
  business_name: string;
  business_user_id: string | null;
  status: Job['status'];
}

/** The jobs table. */
@Injectable()
export class JobsRepository {
  constructor(private readonly db: DatabaseContext) {}

  byId(id: string): Promise<Job | null> {
    return this.db.repository(Job).findOneBy({ id });
  }

  /**
   * The job as every answer shows it. A job's page is the most read page there is: its statement
   * is prepared once per connection.
   */
  async view(id: string): Promise<JobRow | undefined> {
    const [row] = await this.db.prepared<JobRow>(
      'job-view',
      `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS} WHERE j.id = $1`,
      [id],
    );
    return row;
  }

  /** A company's open jobs, and its drafts when asked, newest first. */
  ofBusiness(businessId: string, includeDrafts: boolean): Promise<JobRow[]> {
    return this.db.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS}
        WHERE j.business_id = $1 AND (j.status = 'open' OR ($2 AND j.status = 'draft'))
        ORDER BY j.created_at DESC`,
      [businessId, includeDrafts],
    );
  }

  /**
   * How many applications to the company's jobs wait for review: a display count of the
   * applications table, as `application_count` is (applications_job_idx).
   */
  async pendingApplicationsOf(businessId: string): Promise<number> {
    const [row] = await this.db.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE j.business_id = $1 AND a.status = 'pending'`,
      [businessId],
    );
    return row.pending;
  }

  async idsOfBusiness(businessId: string): Promise<string[]> {
    const rows = await this.db.prepared<{ id: string }>(
      'job-ids-of-business',
      'SELECT id FROM jobs WHERE business_id = $1',
      [businessId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Title, company name and company owner of each job: both are display columns of the
   * businesses table, joined so that a page of applications asks once.
   */
  summaries(ids: string[]): Promise<JobSummaryRow[]> {
    return this.db.query<JobSummaryRow>(
      `SELECT j.id, j.title, coalesce(b.company_name, j.poster_company) AS business_name,
              b.user_id AS business_user_id, j.status
         FROM jobs j LEFT JOIN businesses b ON b.id = j.business_id
        WHERE j.id = ANY($1::uuid[])`,
      [ids],
    );
  }

  async insert(job: NewJob): Promise<string> {
    const jobs = this.db.repository(Job);
    return (await jobs.save(jobs.create(job))).id;
  }

  async update(
    id: string,
    fields: JobFields & Pick<Job, 'status'> & Partial<Pick<Job, 'contactEmail'>>,
  ): Promise<void> {
    await this.db.repository(Job).update({ id }, fields);
  }

  async setStatus(id: string, status: JobStatus): Promise<void> {
    await this.db.repository(Job).update({ id }, { status });
  }

  /** The published jobs someone posted without an account from this address (jobs_poster_email_idx). */
  async idsOfPoster(email: string): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `SELECT id FROM jobs
        WHERE business_id IS NULL AND poster_email = $1 AND status <> 'awaiting-verification'`,
      [email],
    );
    return rows.map((row) => row.id);
  }

  /** The company takes the jobs over; their shown e-mail becomes the company's own. */
  async assignToBusiness(ids: string[], businessId: string): Promise<void> {
    if (!ids.length) return;
    await this.db.query(
      `UPDATE jobs SET business_id = $2, contact_email = NULL, updated_at = now()
        WHERE id = ANY($1::uuid[]) AND business_id IS NULL`,
      [ids, businessId],
    );
  }

  /** Holds the job (inside a transaction) until it ends: no application can be added to it. */
  async lock(id: string): Promise<void> {
    await this.db.query(`SELECT id FROM jobs WHERE id = $1 FOR UPDATE`, [id]);
  }

  async delete(id: string): Promise<void> {
    await this.db.repository(Job).delete({ id });
  }

  async publish(id: string, status: JobStatus): Promise<void> {
    await this.db.repository(Job).update({ id }, { status, statusAfterVerification: null });
  }

  /** Posted jobs (a posting still waiting for its e-mail code is not one yet) and the open ones. */
  async counts(): Promise<{ total: number; open: number }> {
    const [row] = await this.db.query<{ total: number; open: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'open'))::int AS open
         FROM jobs WHERE status <> 'awaiting-verification'`,
    );
    return row;
  }
}
