import { Body, Controller, Get, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { jobSchema } from '@yrkesbro/contracts';
import type {
  BusinessJobsResponse,
  BusinessProfile,
  Job as JobDto,
  JobRequest,
} from '@yrkesbro/contracts';
import type { FastifyRequest } from 'fastify';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import { BusinessesService, LOGO_FILE } from '../businesses/businesses.service';
import { UserUploads } from '../uploads/user-uploads';
import type { User } from '../users/user.entity';
import { JobsService } from './jobs.service';

/**
 * The company pages and a company's jobs under /businesses. They are served here, in the jobs
 * module, because a company page shows its open jobs: jobs depend on businesses, not the reverse.
 */
@ApiTags('businesses')
@Controller('businesses')
@UseGuards(JwtAuthGuard, RolesGuard)
export class CompanyPagesController {
  constructor(
    private readonly businesses: BusinessesService,
    private readonly jobs: JobsService,
    private readonly userUploads: UserUploads,
  ) {}

  @Get('mine')
  @Roles('business')
  async mine(@CurrentUser() user: User): Promise<BusinessProfile> {
    return this.jobs.withOpenJobs(await this.businesses.mine(user));
  }

  @Post()
  @Roles('business')
  async create(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<BusinessProfile> {
    const form = await this.userUploads.receive(user, request, LOGO_FILE);
    return this.jobs.withOpenJobs(await this.businesses.create(user, form));
  }

  @Get('jobs/jobs-by-business')
  @Roles('business')
  ownJobs(@CurrentUser() user: User): Promise<BusinessJobsResponse> {
    return this.jobs.ownJobs(user);
  }

  @Get('jobs/jobs-by-business/:uuid')
  jobsOfBusiness(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
  ): Promise<BusinessJobsResponse> {
    return this.jobs.jobsOfBusiness(uuid, user);
  }

  @Post('jobs')
  @Roles('business')
  createJob(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(jobSchema)) body: JobRequest,
  ): Promise<JobDto> {
    return this.jobs.create(user, body);
  }

  @Get(':uuid')
  async profile(@Param('uuid') uuid: string): Promise<BusinessProfile> {
    return this.jobs.withOpenJobs(await this.businesses.publicProfile(uuid));
  }

  @Put(':uuid')
  @Roles('business')
  async update(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
    @Req() request: FastifyRequest,
  ): Promise<BusinessProfile> {
    const form = await this.userUploads.receive(user, request, LOGO_FILE);
    return this.jobs.withOpenJobs(await this.businesses.update(user, uuid, form));
  }
}
