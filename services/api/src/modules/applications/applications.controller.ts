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
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  applicationStatusSchema,
  applySchema,
  businessApplicationsQuerySchema,
  jobSchema,
  scheduleInterviewSchema,
} from '@yrkesbro/contracts';
import type {
  ApplicationStatusRequest,
  AppliedResponse,
  ApplyRequest,
  BusinessApplication,
  BusinessApplicationsQuery,
  BusinessApplicationsResponse,
  JobRequest,
  ScheduleInterviewRequest,
  StudentApplication,
} from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import type { User } from '../users/user.entity';
import { ApplicationsService } from './applications.service';

/** The student's side: applying and following their applications. */
@ApiTags('applications')
@Controller()
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('student')
export class StudentApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Post('jobs/:uuid/apply')
  @HttpCode(201)
  apply(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
    @Body(new YupValidationPipe(applySchema)) body: ApplyRequest,
  ): Promise<StudentApplication> {
    return this.applications.apply(user, uuid, body);
  }

  @Get('jobs/applied/:uuid')
  async applied(@CurrentUser() user: User, @Param('uuid') uuid: string): Promise<AppliedResponse> {
    return { applied: await this.applications.hasApplied(user, uuid) };
  }

  @Get('users/applications')
  mine(@CurrentUser() user: User): Promise<StudentApplication[]> {
    return this.applications.forStudent(user);
  }

  /**
   * Withdraws one of the student's own applications while it waits or is at interview (409 once
   * answered); another's is 404, as one that is not there.
   */
  @Delete('applications/:uuid')
  @HttpCode(204)
  withdraw(@CurrentUser() user: User, @Param('uuid') uuid: string): Promise<void> {
    return this.applications.withdraw(user, uuid);
  }
}

/** The business's side: reviewing applications to its own jobs. */
@ApiTags('applications')
@Controller('businesses/applications')
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('business')
export class BusinessApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Get('recent')
  recent(@CurrentUser() user: User): Promise<BusinessApplicationsResponse> {
    return this.applications.forBusiness(user, { page: 1, limit: 5 });
  }

  @Get('all')
  all(
    @CurrentUser() user: User,
    @Query(new YupValidationPipe(businessApplicationsQuerySchema)) query: BusinessApplicationsQuery,
  ): Promise<BusinessApplicationsResponse> {
    return this.applications.forBusiness(user, query);
  }

  @Get(':jobUuid')
  forJob(
    @CurrentUser() user: User,
    @Param('jobUuid') jobUuid: string,
    @Query(new YupValidationPipe(businessApplicationsQuerySchema)) query: BusinessApplicationsQuery,
  ): Promise<BusinessApplicationsResponse> {
    return this.applications.forBusiness(user, { ...query, jobUuid });
  }

  @Put(':uuid/status')
  setStatus(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
    @Body(new YupValidationPipe(applicationStatusSchema)) body: ApplicationStatusRequest,
  ): Promise<BusinessApplication> {
    return this.applications.setStatus(user, uuid, body);
  }

  @Post(':uuid/schedule-interview')
  @HttpCode(200)
  schedule(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
    @Body(new YupValidationPipe(scheduleInterviewSchema)) body: ScheduleInterviewRequest,
  ): Promise<BusinessApplication> {
    return this.applications.scheduleInterview(user, uuid, body);
  }

  /** Cancels the planned interview; the student is told and both calendars lose it. */
  @Delete(':uuid/interview')
  cancelInterview(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
  ): Promise<BusinessApplication> {
    return this.applications.cancelInterview(user, uuid);
  }
}

/**
 * Changing or deleting one of the business's jobs (under /businesses with its other job routes):
 * served beside the applications they touch (their interviews' events carry the job's title; a
 * deletion tells their students).
 */
@ApiTags('businesses')
@Controller('businesses')
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('business')
export class BusinessJobChangesController {
  constructor(private readonly applications: ApplicationsService) {}

  @Put('jobs/:uuid')
  updateJob(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
    @Body(new YupValidationPipe(jobSchema)) body: JobRequest,
  ): Promise<{ jobId: string }> {
    return this.applications.updateJob(user, uuid, body);
  }

  @Delete('job/:uuid')
  @HttpCode(204)
  deleteJob(@CurrentUser() user: User, @Param('uuid') uuid: string): Promise<void> {
    return this.applications.deleteJob(user, uuid);
  }
}
