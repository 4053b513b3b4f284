import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { Job as JobDto, JobStatus, ManagedJobRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { randomToken, sha256 } from '../auth/secret-token';
import { VocationsService } from '../vocations/vocations.service';
import type { Job } from './job.entity';
import { toJob } from './job-rows';
import { JobManageTokensRepository } from './job-manage-tokens.repository';
import { JobsRepository } from './jobs.repository';
import { jobFields } from './jobs.service';

/** How long an ad posted without an account runs, and with it every link to manage it. */
export const POSTED_AD_LIFETIME_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;

/** A job posted without an account, as its private link opens it. */
export interface ManagedJob {
  job: JobDto;
  contactEmail: string;
  posterEmail: string;
  linkExpiresAt: Date;
}

/**
 * Jobs posted without an account: the private links that manage them (random, stored hashed,
 * ending with the ad), what the link allows, and handing them to a company that proves the
 * same address.
 */
@Injectable()
export class PostedJobsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsRepository,
    private readonly tokens: JobManageTokensRepository,
    private readonly vocations: VocationsService,
  ) {}

  /** A new private link to the job (each mail carries its own; the earlier ones keep working). */
  async issueLink(jobId: string): Promise<{ url: string; expiresAt: Date }> {
    const job = await this.jobs.byId(jobId);
    if (!job) throw new NotFoundException(JOB_MESSAGES.notFound);
    const token = randomToken();
    const expiresAt = adExpiry(job);
    await this.tokens.insert({ jobId, tokenHash: sha256(token), expiresAt });
    return { url: `${this.config.appUrl}/jobs/manage/${token}`, expiresAt };
  }

  /** The job a link opens; 404 alike for an unknown, expired or handed-over link. */
  async jobIdOf(token: string): Promise<string> {
    return (await this.open(token)).id;
  }

  async view(token: string): Promise<ManagedJob> {
    const job = await this.open(token);
    const row = await this.jobs.view(job.id);
    if (!row) throw new NotFoundException(JOB_MESSAGES.manageLinkInvalid);
    return {
      job: toJob(row),
      contactEmail: job.contactEmail ?? '',
      posterEmail: job.posterEmail ?? '',
      linkExpiresAt: adExpiry(job),
    };
  }

  async update(token: string, request: ManagedJobRequest): Promise<ManagedJob> {
    const job = await this.open(token);
    await this.jobs.update(job.id, {
      ...(await jobFields(request, this.vocations)),
      status: request.status ?? 'open',
      contactEmail: request.contact_email || null,
    });
    return this.view(token);
  }

  /** Closing hides the ad and stops applications ('draft'); the link still reads the applications. */
  async setStatus(token: string, status: JobStatus): Promise<ManagedJob> {
    const job = await this.open(token);
    await this.jobs.setStatus(job.id, status);
    return this.view(token);
  }

  /** Published jobs posted without an account from this address. */
  idsOfPoster(email: string): Promise<string[]> {
    return this.jobs.idsOfPoster(email.toLowerCase());
  }

  /**
   * A company whose owner proved this address takes its jobs over: they and their applications
   * are the company's from now on, and the private links stop working.
   */
  async handOver(email: string, businessId: string): Promise<number> {
    const ids = await this.jobs.idsOfPoster(email.toLowerCase());
    await this.jobs.assignToBusiness(ids, businessId);
    await this.tokens.deleteOfJobs(ids);
    return ids.length;
  }

  private async open(token: string): Promise<Job> {
    const jobId =
      typeof token === 'string' && /^[\w-]{20,100}$/.test(token)
        ? await this.tokens.jobOf(sha256(token), new Date())
        : null;
    const job = jobId ? await this.jobs.byId(jobId) : null;
    if (!job || job.businessId || job.status === 'awaiting-verification')
      throw new NotFoundException(JOB_MESSAGES.manageLinkInvalid);
    return job;
  }
}

function adExpiry(job: Job): Date {
  return new Date(job.createdAt.getTime() + POSTED_AD_LIFETIME_DAYS * DAY_MS);
}
