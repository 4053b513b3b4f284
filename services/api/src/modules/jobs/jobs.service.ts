import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { BusinessJobsResponse, Job as JobDto, JobRequest } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { Business } from '../businesses/business.entity';
import type { User } from '../users/user.entity';
import { Job } from './job.entity';
import { JOB_COLUMNS, JOB_JOINS, toJob } from './job-rows';
import type { JobRow } from './job-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A business's own jobs: create, change, delete — each only by the company that owns it. */
@Injectable()
export class JobsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** An open job for anyone; a draft only for its owner. */
  async findVisible(uuid: string, viewer?: User): Promise<JobDto> {
    const row = await this.row(uuid);
    if (!row || (row.status !== 'open' && !(await this.owns(viewer, row.business_uuid)))) {
      throw new NotFoundException(JOB_MESSAGES.notFound);
    }
    return toJob(row);
  }

  async create(owner: User, request: JobRequest): Promise<JobDto> {
    const business = await this.businessOf(owner);
    const jobs = this.dataSource.getRepository(Job);
    const saved = await jobs.save(jobs.create({ ...toColumns(request), businessId: business.id }));
    return toJob((await this.row(saved.id))!);
  }

  async update(owner: User, uuid: string, request: JobRequest): Promise<{ jobId: string }> {
    await this.ownedJob(owner, uuid);
    await this.dataSource.getRepository(Job).update({ id: uuid }, toColumns(request));
    return { jobId: uuid };
  }

  async remove(owner: User, uuid: string): Promise<void> {
    await this.ownedJob(owner, uuid);
    await this.dataSource.getRepository(Job).delete({ id: uuid });
  }

  async ownJobs(owner: User): Promise<BusinessJobsResponse> {
    const business = await this.businessOf(owner);
    return this.jobsOf(business.id, true);
  }

  /** Another company's list shows its open jobs only; the owner sees drafts too. */
  async jobsOfBusiness(businessUuid: string, viewer: User): Promise<BusinessJobsResponse> {
    if (!UUID.test(businessUuid)) throw new NotFoundException(JOB_MESSAGES.notFound);
    return this.jobsOf(businessUuid, await this.owns(viewer, businessUuid));
  }

  private async jobsOf(businessId: string, includeDrafts: boolean): Promise<BusinessJobsResponse> {
    const rows: JobRow[] = await this.dataSource.query(
      `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS}
        WHERE j.business_id = $1 AND (j.status = 'open' OR ($2 AND j.status = 'draft'))
        ORDER BY j.created_at DESC`,
      [businessId, includeDrafts],
    );
    return {
      jobs: rows.map(toJob),
      total: rows.length,
      active_jobs: rows.filter((r) => r.status === 'open').length,
    };
  }

  private async row(uuid: string): Promise<JobRow | undefined> {
    if (!UUID.test(uuid)) return undefined;
    const [row] = await this.dataSource.query(
      `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS} WHERE j.id = $1`,
      [uuid],
    );
    return row;
  }

  /** 404 for a job that does not exist, 403 for someone else's. */
  private async ownedJob(owner: User, uuid: string): Promise<void> {
    const row = UUID.test(uuid)
      ? await this.dataSource.getRepository(Job).findOneBy({ id: uuid })
      : null;
    if (!row || row.status === 'awaiting-verification')
      throw new NotFoundException(JOB_MESSAGES.notFound);
    const business = await this.businessOf(owner);
    if (row.businessId !== business.id) throw new ForbiddenException(JOB_MESSAGES.notOwner);
  }

  private async businessOf(owner: User): Promise<Business> {
    const business = await this.dataSource.getRepository(Business).findOneBy({ userId: owner.id });
    if (!business) throw new ForbiddenException(JOB_MESSAGES.notOwner);
    return business;
  }

  private async owns(viewer: User | undefined, businessUuid: string | null): Promise<boolean> {
    if (!viewer || viewer.role !== 'business' || !businessUuid) return false;
    return this.dataSource
      .getRepository(Business)
      .existsBy({ id: businessUuid, userId: viewer.id });
  }
}

function toColumns(request: JobRequest) {
  return {
    title: request.title,
    description: request.description,
    requirements: request.requirements,
    location: request.location,
    salaryMin: request.salary_min,
    salaryMax: request.salary_max,
    vocationId: request.vocation_id,
    jobType: request.job_type,
    status: request.status ?? 'open',
  };
}
