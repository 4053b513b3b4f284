import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionsRepository } from './account-deletions.repository';
import { AccountPurge } from './account-purge';
import { AccountPurgeProcessor } from './account-purge.processor';
import { PersonalDataRepository } from './personal-data.repository';

/** The worker's part of privacy: deleting the accounts whose grace period is over. */
@Module({
  imports: [
    UploadsModule,
    UsersModule,
    BullModule.registerQueue({ name: QUEUES.accountDeletions }),
  ],
  providers: [
    AccountDeletionsRepository,
    PersonalDataRepository,
    AccountPurge,
    AccountPurgeProcessor,
  ],
})
export class PrivacyWorkerModule {}
