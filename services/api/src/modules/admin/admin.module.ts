import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AuthModule } from '../auth/auth.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { JobsModule } from '../jobs/jobs.module';
import { MailingsModule } from '../mailings/mailings.module';
import { StudentsModule } from '../students/students.module';
import { UsersModule } from '../users/users.module';
import { AdminOverviewService } from './admin-overview.service';
import { AdminRecipientsService } from './admin-recipients.service';
import { AdminController } from './admin.controller';

@Module({
  imports: [
    AuthModule,
    UsersModule,
    StudentsModule,
    BusinessesModule,
    JobsModule,
    ApplicationsModule,
    MailingsModule,
  ],
  controllers: [AdminController],
  providers: [AdminRecipientsService, AdminOverviewService],
})
export class AdminModule {}
