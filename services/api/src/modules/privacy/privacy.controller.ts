import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { accountDeletionSchema } from '@yrkesbro/contracts';
import type { AccountDeletionRequest, AccountDeletionStatus } from '@yrkesbro/contracts';
import type { FastifyReply } from 'fastify';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { clearSessionCookies } from '../auth/auth-cookies';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { User } from '../users/user.entity';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportService } from './data-export.service';

/** Any signed-in account's own data: a copy to download, and deleting the account. */
@ApiTags('account')
@Controller('account')
@UseGuards(JwtAuthGuard)
export class PrivacyController {
  constructor(
    private readonly exports: DataExportService,
    private readonly deletions: AccountDeletionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('export')
  async export(@CurrentUser() user: User, @Res() reply: FastifyReply): Promise<void> {
    const { fileName, zip } = await this.exports.export(user);
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(zip);
  }

  @Get('deletion')
  status(@CurrentUser() user: User): Promise<AccountDeletionStatus> {
    return this.deletions.status(user);
  }

  /** Schedules the deletion and signs the browser out, as every other session already is. */
  @Post('deletion')
  @HttpCode(200)
  async schedule(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(accountDeletionSchema)) { password }: AccountDeletionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountDeletionStatus> {
    const status = await this.deletions.schedule(user, password);
    clearSessionCookies(reply, this.config.isProduction);
    return status;
  }

  @Delete('deletion')
  cancel(@CurrentUser() user: User): Promise<AccountDeletionStatus> {
    return this.deletions.cancel(user);
  }
}
