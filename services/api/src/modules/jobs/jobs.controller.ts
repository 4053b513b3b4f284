import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  JOB_MESSAGES,
  jobSearchSchema,
  publicJobSchema,
  verifyOtpSchema,
} from '@yrkesbro/contracts';
import type {
  FavoriteJob,
  Job as JobDto,
  JobSearchQuery,
  JobSearchResponse,
  MessageResponse,
  PublicJobRequest,
  PublicJobResponse,
  VerifyOtpRequest,
} from '@yrkesbro/contracts';
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../common/client-ip';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { OptionalJwtGuard } from '../auth/optional-jwt.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import type { User } from '../users/user.entity';
import { FavoriteJobsService } from './favorite-jobs.service';
import { JobSearchService } from './job-search.service';
import { JobsService } from './jobs.service';
import { PublicJobsService } from './public-jobs.service';

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly search: JobSearchService,
    private readonly jobs: JobsService,
    private readonly favorites: FavoriteJobsService,
    private readonly publicJobs: PublicJobsService,
  ) {}

  /** Open jobs are public: anyone may search them. */
  @Get()
  list(
    @Query(new YupValidationPipe(jobSearchSchema)) query: JobSearchQuery,
  ): Promise<JobSearchResponse> {
    return this.search.search(query);
  }

  @Get('favorites')
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('student')
  favoriteJobs(@CurrentUser() user: User): Promise<FavoriteJob[]> {
    return this.favorites.list(user.id);
  }

  @Post('favorites/:uuid')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('student')
  addFavorite(@CurrentUser() user: User, @Param('uuid') uuid: string): Promise<void> {
    return this.favorites.add(user.id, uuid);
  }

  @Delete('favorites/:uuid')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('student')
  removeFavorite(@CurrentUser() user: User, @Param('uuid') uuid: string): Promise<void> {
    return this.favorites.remove(user.id, uuid);
  }

  @Post('public')
  @HttpCode(201)
  @UseGuards(OptionalJwtGuard)
  postPublic(
    @Body(new YupValidationPipe(publicJobSchema)) body: PublicJobRequest,
    @Req() request: FastifyRequest & { user?: User },
  ): Promise<PublicJobResponse> {
    return this.publicJobs.submit(body, clientIp(request), request.user);
  }

  @Post('verify-otp')
  @HttpCode(200)
  async verifyOtp(
    @Body(new YupValidationPipe(verifyOtpSchema)) body: VerifyOtpRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.publicJobs.verify(body, clientIp(request));
    return { message: JOB_MESSAGES.published };
  }

  @Get(':uuid')
  @UseGuards(OptionalJwtGuard)
  detail(@Param('uuid') uuid: string, @Req() request: { user?: User }): Promise<JobDto> {
    return this.jobs.findVisible(uuid, request.user);
  }
}
