import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminListSchema } from '@yrkesbro/contracts';
import type {
  AdminBusinessRow,
  AdminListQuery,
  AdminPage,
  AdminStats,
  AdminStudentRow,
  RecipientListResponse,
} from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminGuard } from '../auth/admin.guard';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AdminOverviewService } from './admin-overview.service';
import { AdminRecipientsService } from './admin-recipients.service';

@ApiTags('admin')
@Controller('admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminController {
  constructor(
    private readonly recipients: AdminRecipientsService,
    private readonly overview: AdminOverviewService,
  ) {}

  @Get('stats')
  stats(): Promise<AdminStats> {
    return this.overview.stats();
  }

  @Get('students')
  students(
    @Query(new YupValidationPipe(adminListSchema)) query: AdminListQuery,
  ): Promise<AdminPage<AdminStudentRow>> {
    return this.overview.students(query);
  }

  @Get('businesses')
  businesses(
    @Query(new YupValidationPipe(adminListSchema)) query: AdminListQuery,
  ): Promise<AdminPage<AdminBusinessRow>> {
    return this.overview.businesses(query);
  }

  @Get('emails/students')
  studentEmails(): Promise<RecipientListResponse> {
    return this.recipients.forRole('student');
  }

  @Get('emails/businesses')
  businessEmails(): Promise<RecipientListResponse> {
    return this.recipients.forRole('business');
  }
}
