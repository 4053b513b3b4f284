import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { FavoriteJobsService } from './favorite-jobs.service';
import { JobSearchService } from './job-search.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { PublicJobsService } from './public-jobs.service';

@Module({
  imports: [MailModule],
  controllers: [JobsController],
  providers: [JobSearchService, JobsService, FavoriteJobsService, PublicJobsService],
  exports: [JobsService],
})
export class JobsModule {}
