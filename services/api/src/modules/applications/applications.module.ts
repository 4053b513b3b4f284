import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { CalendarModule } from '../calendar/calendar.module';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { StudentsModule } from '../students/students.module';
import { UsersModule } from '../users/users.module';
import {
  BusinessApplicationsController,
  StudentApplicationsController,
} from './applications.controller';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationsService } from './applications.service';

@Module({
  imports: [JobsModule, BusinessesModule, StudentsModule, UsersModule, CalendarModule, MailModule],
  controllers: [StudentApplicationsController, BusinessApplicationsController],
  providers: [ApplicationsRepository, ApplicationsService],
  exports: [ApplicationsService],
})
export class ApplicationsModule {}
