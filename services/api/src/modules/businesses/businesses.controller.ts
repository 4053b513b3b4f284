import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { businessDirectorySchema, jobSchema } from '@yrkesbro/contracts';
import type {
  BusinessDirectoryQuery,
  BusinessDirectoryResponse,
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
import { JobsService } from '../jobs/jobs.service';
import { receiveMultipart } from '../uploads/multipart-files';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { BusinessesService, LOGO_FILE } from './businesses.service';

@ApiTags('businesses')
@Controller('businesses')
@UseGuards(JwtAuthGuard, RolesGuard)
export class BusinessesController {
  constructor(
    private readonly businesses: BusinessesService,
    private readonly jobs: JobsService,
    private readonly uploads: UploadStorage,
  ) {}

  @Get()
  @Roles('student', 'admin')
  directory(
    @Query(new YupValidationPipe(businessDirectorySchema)) query: BusinessDirectoryQuery,
  ): Promise<BusinessDirectoryResponse> {
    return this.businesses.directory(query);
  }

  @Get('mine')
  @Roles('business')
  mine(@CurrentUser() user: User): Promise<BusinessProfile> {
    return this.businesses.mine(user);
  }

  @Post()
  @Roles('business')
  async create(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<BusinessProfile> {
    return this.businesses.create(user, await receiveMultipart(request, this.uploads, LOGO_FILE));
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

  @Put('jobs/:uuid')
  @Roles('business')
  updateJob(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
    @Body(new YupValidationPipe(jobSchema)) body: JobRequest,
  ): Promise<{ jobId: string }> {
    return this.jobs.update(user, uuid, body);
  }

  @Delete('job/:uuid')
  @HttpCode(204)
  @Roles('business')
  deleteJob(@CurrentUser() user: User, @Param('uuid') uuid: string): Promise<void> {
    return this.jobs.remove(user, uuid);
  }

  @Get(':uuid')
  profile(@Param('uuid') uuid: string): Promise<BusinessProfile> {
    return this.businesses.publicProfile(uuid);
  }

  @Put(':uuid')
  @Roles('business')
  async update(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
    @Req() request: FastifyRequest,
  ): Promise<BusinessProfile> {
    return this.businesses.update(
      user,
      uuid,
      await receiveMultipart(request, this.uploads, LOGO_FILE),
    );
  }
}
