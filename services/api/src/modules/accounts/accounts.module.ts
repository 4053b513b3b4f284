import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { MailModule } from '../mail/mail.module';
import { StudentsModule } from '../students/students.module';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { RegistrationService } from './registration.service';

/** Registration sits above auth, students and businesses, so none of them needs the others. */
@Module({
  imports: [AuthModule, UsersModule, StudentsModule, BusinessesModule, MailModule],
  controllers: [AccountsController],
  providers: [RegistrationService],
})
export class AccountsModule {}
