import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../../infrastructure/queue/queue-names';
import { BusinessesModule } from '../businesses/businesses.module';
import { CalendarModule } from '../calendar/calendar.module';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { StudentsModule } from '../students/students.module';
import { UsersModule } from '../users/users.module';
import {
  BusinessApplicationsController,
  BusinessJobChangesController,
  StudentApplicationsController,
} from './applications.controller';
import { ApplicationNoticesService } from './application-notices.service';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationsService } from './applications.service';
import { PostedJobsController } from './posted-jobs.controller';

@Module({
  imports: [
    JobsModule,
    BusinessesModule,
    StudentsModule,
    UsersModule,
    CalendarModule,
    MailModule,
    BullModule.registerQueue({ name: QUEUES.applicationNotices }),
  ],
  controllers: [
    BusinessJobChangesController,
    StudentApplicationsController,
    BusinessApplicationsController,
    PostedJobsController,
  ],
  providers: [ApplicationsRepository, ApplicationsService, ApplicationNoticesService],
  exports: [ApplicationsService, ApplicationNoticesService],
})
export class ApplicationsModule {}
