import { Logger, Module } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { MailModule } from '../mail/mail.module';
import { UploadsModule } from '../uploads/uploads.module';
import { VocationsModule } from '../vocations/vocations.module';
import { CompanyPagesController } from './company-pages.controller';
import { CurrentJobIndex } from './current-job-index';
import { FavoriteJobsRepository } from './favorite-jobs.repository';
import { FavoriteJobsService } from './favorite-jobs.service';
import { JobSearchRepository } from './job-search.repository';
import { JobSearchService } from './job-search.service';
import { JobManageTokensRepository } from './job-manage-tokens.repository';
import { JobVerificationsRepository } from './job-verifications.repository';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { PostedJobsService } from './posted-jobs.service';
import { PublicJobsService } from './public-jobs.service';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

@Module({
  imports: [BusinessesModule, VocationsModule, MailModule, UploadsModule],
  controllers: [JobsController, CompanyPagesController, SavedSearchesController],
  providers: [
    JobsRepository,
    JobSearchRepository,
    FavoriteJobsRepository,
    JobVerificationsRepository,
    JobManageTokensRepository,
    CurrentJobIndex,
    JobSearchService,
    JobsService,
    FavoriteJobsService,
    PublicJobsService,
    PostedJobsService,
    SavedSearchesRepository,
    SavedSearchesService,
  ],
  exports: [JobsService, PostedJobsService],
})
export class JobsModule implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobsModule.name);

  constructor(private readonly index: CurrentJobIndex) {}

  /** The index loads now rather than in the first search (seconds at national scale). */
  onApplicationBootstrap(): void {
    this.index.get().catch((error: unknown) => {
      this.logger.warn(`Søkeindeksen ble ikke lastet ved oppstart: ${String(error)}`);
    });
  }
}
