import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RecipientListResponse } from '@yrkesbro/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { AdminRecipientsService } from './admin-recipients.service';

@ApiTags('admin')
@Controller('admin')
@UseGuards(JwtAuthGuard, AdminGuard)
export class AdminController {
  constructor(private readonly recipients: AdminRecipientsService) {}

  @Get('emails/students')
  studentEmails(): Promise<RecipientListResponse> {
    return this.recipients.forRole('student');
  }

  @Get('emails/businesses')
  businessEmails(): Promise<RecipientListResponse> {
    return this.recipients.forRole('business');
  }
}
