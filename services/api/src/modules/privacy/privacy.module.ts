import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionsRepository } from './account-deletions.repository';
import { DataExportService } from './data-export.service';
import { PersonalDataRepository } from './personal-data.repository';
import { PrivacyController } from './privacy.controller';

/** The user's privacy rights: a copy of their data, and deleting their account. */
@Module({
  imports: [AuthModule, MailModule, UploadsModule, UsersModule],
  controllers: [PrivacyController],
  providers: [
    DataExportService,
    AccountDeletionService,
    PersonalDataRepository,
    AccountDeletionsRepository,
  ],
})
export class PrivacyModule {}
