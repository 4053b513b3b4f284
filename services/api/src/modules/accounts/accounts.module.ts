import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { JobsModule } from '../jobs/jobs.module';
import { MailModule } from '../mail/mail.module';
import { StudentsModule } from '../students/students.module';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { RegistrationService } from './registration.service';

/**
 * Registration sits above auth, students, businesses and jobs (a verified company takes over
 * the jobs posted from its address), so none of them needs the others.
 */
@Module({
  imports: [AuthModule, UsersModule, StudentsModule, BusinessesModule, JobsModule, MailModule],
  controllers: [AccountsController],
  providers: [RegistrationService],
})
export class AccountsModule {}
