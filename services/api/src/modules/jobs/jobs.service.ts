import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { BUSINESS_MESSAGES, JOB_MESSAGES } from '@yrkesbro/contracts';
import type {
  BusinessJobsResponse,
  BusinessProfile,
  Job as JobDto,
  JobRequest,
  JobStatus,
  PublicJobRequest,
} from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { BusinessesService } from '../businesses/businesses.service';
import type { CompanyProfile } from '../businesses/businesses.service';
import type { User } from '../users/user.entity';
import { VocationsService } from '../vocations/vocations.service';
import { toJob } from './job-rows';
import type { JobRow } from './job-rows';
import { JobsRepository } from './jobs.repository';
import type { JobFields } from './jobs.repository';

/** What the applications domain needs to know of a job it is asked about. */
export interface JobForApplication {
  id: string;
  status: JobStatus;
  /** Null for a job posted without an account. */
  businessId: string | null;
  title: string;
  /** Who posted a job without an account; null for a company's job. */
  posterEmail: string | null;
}

/** A job as a list of applications names it. */
export interface JobSummary {
  id: string;
  title: string;
  /** The company's name, or the name typed by someone who posted without an account. */
  businessName: string;
  /** The company owner's user id; null for a job posted without an account. */
  businessUserId: string | null;
  /** Published; a closed job (Utkast) is shown to its owner only. */
  open: boolean;
}

/** A business's own jobs: create, change, delete — each only by the company that owns it. */
@Injectable()
export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly businesses: BusinessesService,
    private readonly vocations: VocationsService,
  ) {}

  /** An open job for anyone; a draft only for its owner. */
  async findVisible(uuid: string, viewer?: User): Promise<JobDto> {
    const row = isUuid(uuid) ? await this.jobs.view(uuid) : undefined;
    if (!row || (row.status !== 'open' && !(await this.owns(viewer, row.business_uuid)))) {
      throw new NotFoundException(JOB_MESSAGES.notFound);
    }
    return toJob(row);
  }

  async create(owner: User, request: JobRequest): Promise<JobDto> {
    const businessId = await this.businesses.ownBusinessId(owner);
    await this.publishableBy(owner, request);
    const id = await this.jobs.insert({
      ...(await jobFields(request, this.vocations)),
      status: request.status ?? 'open',
      businessId,
    });
    return toJob((await this.jobs.view(id))!);
  }

  async update(owner: User, uuid: string, request: JobRequest): Promise<{ jobId: string }> {
    await this.ownedJob(owner, uuid);
    await this.publishableBy(owner, request);
    await this.jobs.update(uuid, {
      ...(await jobFields(request, this.vocations)),
      status: request.status ?? 'open',
    });
    return { jobId: uuid };
  }

  /** The owner's job held for deleting, inside the caller's transaction (403/404 as `remove`). */
  async lockOwned(owner: User, uuid: string): Promise<void> {
    await this.ownedJob(owner, uuid);
    await this.jobs.lock(uuid);
  }

  async remove(owner: User, uuid: string): Promise<void> {
    await this.ownedJob(owner, uuid);
    await this.jobs.delete(uuid);
  }

  async ownJobs(owner: User): Promise<BusinessJobsResponse> {
    const businessId = await this.businesses.ownBusinessId(owner);
    const [rows, pending] = await Promise.all([
      this.jobs.ofBusiness(businessId, true),
      this.jobs.pendingApplicationsOf(businessId),
    ]);
    return { ...listing(rows), pending_reviews: pending };
  }

  /** Another company's list shows its open jobs only; the owner sees drafts too. */
  async jobsOfBusiness(businessUuid: string, viewer: User): Promise<BusinessJobsResponse> {
    if (!isUuid(businessUuid)) throw new NotFoundException(JOB_MESSAGES.notFound);
    return listing(await this.jobs.ofBusiness(businessUuid, await this.owns(viewer, businessUuid)));
  }

  /** The company page: its profile with its open jobs, which everyone (the owner too) sees there. */
  async withOpenJobs(profile: CompanyProfile): Promise<BusinessProfile> {
    const rows = await this.jobs.ofBusiness(profile.uuid, false);
    return { ...profile, active_jobs: rows.map(toJob) };
  }

  /**
   * A job as an application sees it: to apply to (status) and to check that an application is to
   * the business's own job (businessId). A job still waiting for its posting code is not there.
   */
  async jobForApplication(jobUuid: string): Promise<JobForApplication | null> {
    const job = isUuid(jobUuid) ? await this.jobs.byId(jobUuid) : null;
    if (!job || job.status === 'awaiting-verification') return null;
    return {
      id: job.id,
      status: job.status,
      businessId: job.businessId,
      title: job.title,
      posterEmail: job.businessId ? null : job.posterEmail,
    };
  }

  /** Every job of a company, whatever its status: applications may outlive a job's opening. */
  idsOfBusiness(businessId: string): Promise<string[]> {
    return this.jobs.idsOfBusiness(businessId);
  }

  /** For the admin's overview: every posted job, and how many of them are open. */
  counts(): Promise<{ total: number; open: number }> {
    return this.jobs.counts();
  }

  /** The named jobs by id; ids that are no job are left out. */
  async summaries(jobIds: string[]): Promise<Map<string, JobSummary>> {
    const ids = [...new Set(jobIds.filter(isUuid))];
    const rows = ids.length > 0 ? await this.jobs.summaries(ids) : [];
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          title: row.title,
          businessName: row.business_name,
          businessUserId: row.business_user_id,
          open: row.status === 'open',
        },
      ]),
    );
  }

  /**
   * A published ad links to its company's page and shows its place and contacts, which only a
   * filled-in profile has: until then a job can be kept as a draft (Utkast) only.
   */
  private async publishableBy(owner: User, request: JobRequest): Promise<void> {
    if ((request.status ?? 'open') !== 'open') return;
    const company = await this.businesses.findOwn(owner);
    if (!company?.profileCompletedAt)
      throw new ConflictException(BUSINESS_MESSAGES.profileRequiredToPublish);
  }

  /** 404 for a job that does not exist, 403 for someone else's. */
  private async ownedJob(owner: User, uuid: string): Promise<void> {
    const job = isUuid(uuid) ? await this.jobs.byId(uuid) : null;
    if (!job || job.status === 'awaiting-verification')
      throw new NotFoundException(JOB_MESSAGES.notFound);
    if (job.businessId !== (await this.businesses.ownBusinessId(owner)))
      throw new ForbiddenException(JOB_MESSAGES.notOwner);
  }

  private async owns(viewer: User | undefined, businessUuid: string | null): Promise<boolean> {
    if (!viewer || viewer.role !== 'business' || !businessUuid) return false;
    return (await this.businesses.findOwn(viewer))?.id === businessUuid;
  }
}

function listing(rows: JobRow[]): BusinessJobsResponse {
  return {
    jobs: rows.map(toJob),
    total: rows.length,
    active_jobs: rows.filter((row) => row.status === 'open').length,
  };
}

/** The columns a posted job sets; a vocation id that is none is refused as not chosen. */
export async function jobFields(
  request: JobRequest | PublicJobRequest,
  vocations: VocationsService,
): Promise<JobFields> {
  if (!(await vocations.exists(request.vocation_id)))
    throw new BadRequestException(JOB_MESSAGES.vocationRequired);
  return {
    title: request.title,
    description: request.description,
    requirements: request.requirements,
    location: request.location,
    salaryMin: request.salary_min,
    salaryMax: request.salary_max,
    vocationId: request.vocation_id,
    jobType: request.job_type,
  };
}
