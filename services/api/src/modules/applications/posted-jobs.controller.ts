import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { managedJobSchema, postedApplicationAnswerSchema } from '@yrkesbro/contracts';
import type {
  BusinessApplication,
  ManagedJobRequest,
  ManagedJobResponse,
  PostedApplicationAnswer,
} from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { PostedJobsService } from '../jobs/posted-jobs.service';
import type { ManagedJob } from '../jobs/posted-jobs.service';
import { ApplicationsService } from './applications.service';

/**
 * A job posted without an account, managed through its private link: the token in the path is
 * the only key, so every call opens the job by it and touches nothing else. Served here, in the
 * applications module, because the page reads and answers the job's applications.
 */
@ApiTags('jobs')
@Controller('jobs/manage/:token')
export class PostedJobsController {
  constructor(
    private readonly postedJobs: PostedJobsService,
    private readonly applications: ApplicationsService,
  ) {}

  @Get()
  async view(@Param('token') token: string): Promise<ManagedJobResponse> {
    return this.answer(await this.postedJobs.view(token));
  }

  @Put()
  async update(
    @Param('token') token: string,
    @Body(new YupValidationPipe(managedJobSchema)) body: ManagedJobRequest,
  ): Promise<ManagedJobResponse> {
    return this.answer(await this.postedJobs.update(token, body));
  }

  @Post('close')
  @HttpCode(200)
  async close(@Param('token') token: string): Promise<ManagedJobResponse> {
    return this.answer(await this.postedJobs.setStatus(token, 'draft'));
  }

  @Post('open')
  @HttpCode(200)
  async open(@Param('token') token: string): Promise<ManagedJobResponse> {
    return this.answer(await this.postedJobs.setStatus(token, 'open'));
  }

  @Put('applications/:uuid')
  async answerApplication(
    @Param('token') token: string,
    @Param('uuid') uuid: string,
    @Body(new YupValidationPipe(postedApplicationAnswerSchema)) body: PostedApplicationAnswer,
  ): Promise<BusinessApplication> {
    const { job, posterEmail } = await this.postedJobs.view(token);
    return this.applications.answerForPostedJob({ id: job.id, posterEmail }, uuid, body);
  }

  private async answer(managed: ManagedJob): Promise<ManagedJobResponse> {
    return {
      job: managed.job,
      contact_email: managed.contactEmail,
      poster_email: managed.posterEmail,
      link_expires_at: managed.linkExpiresAt.toISOString(),
      applications: await this.applications.forPostedJob(managed.job.id),
    };
  }
}
