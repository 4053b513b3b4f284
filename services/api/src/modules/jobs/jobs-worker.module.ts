import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { JobAlerts } from './job-alerts';
import { JobAlertsProcessor } from './job-alerts.processor';
import { CurrentJobIndex } from './current-job-index';
import { JobSearchRepository } from './job-search.repository';
import { JobSearchService } from './job-search.service';
import { SavedSearchesRepository } from './saved-searches.repository';

/** The worker's part of jobs: saved searches' e-mail alerts, and pruning the search's change log. */
@Module({
  imports: [MailModule, UsersModule, BullModule.registerQueue({ name: QUEUES.jobAlerts })],
  providers: [
    JobSearchRepository,
    CurrentJobIndex,
    JobSearchService,
    SavedSearchesRepository,
    JobAlerts,
    JobAlertsProcessor,
  ],
})
export class JobsWorkerModule {}
