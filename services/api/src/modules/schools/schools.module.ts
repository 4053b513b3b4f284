import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { SchoolsController } from './schools.controller';
import { SchoolsRepository } from './schools.repository';
import { SchoolsService } from './schools.service';

@Module({
  imports: [AuthModule, MailModule],
  controllers: [SchoolsController],
  providers: [SchoolsRepository, SchoolsService],
})
export class SchoolsModule {}
