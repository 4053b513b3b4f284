import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminListSchema, groupMailSchema } from '@yrkesbro/contracts';
import type {
  AdminBusinessRow,
  AdminListQuery,
  AdminPage,
  AdminStats,
  AdminStudentRow,
  GroupMailRequest,
  GroupMailResponse,
  MailingHistoryEntry,
  RecipientListResponse,
} from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { MailingsService } from '../mailings/mailings.service';
import type { User } from '../users/user.entity';
import { AdminOverviewService } from './admin-overview.service';
import { AdminRecipientsService } from './admin-recipients.service';

@ApiTags('admin')
@Controller('admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminController {
  constructor(
    private readonly recipients: AdminRecipientsService,
    private readonly overview: AdminOverviewService,
    private readonly mailings: MailingsService,
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
    return this.recipients.forGroup('student');
  }

  @Get('emails/businesses')
  businessEmails(): Promise<RecipientListResponse> {
    return this.recipients.forGroup('business');
  }

  @Get('emails/history')
  emailHistory(): Promise<MailingHistoryEntry[]> {
    return this.mailings.history();
  }

  @Post('emails/send')
  @HttpCode(202)
  sendEmails(
    @CurrentUser() admin: User,
    @Body(new YupValidationPipe(groupMailSchema)) body: GroupMailRequest,
  ): Promise<GroupMailResponse> {
    return this.mailings.send(admin, body);
  }
}
