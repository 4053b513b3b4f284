import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ApplicationsService } from './applications.service';
import {
  BusinessApplicationsController,
  StudentApplicationsController,
} from './applications.controller';

@Module({
  imports: [MailModule],
  controllers: [StudentApplicationsController, BusinessApplicationsController],
  providers: [ApplicationsService],
})
export class ApplicationsModule {}
