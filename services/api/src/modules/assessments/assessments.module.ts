import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { StudentsModule } from '../students/students.module';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsRepository } from './assessments.repository';
import { AssessmentsService } from './assessments.service';

@Module({
  imports: [AuthModule, StudentsModule],
  controllers: [AssessmentsController],
  providers: [AssessmentsRepository, AssessmentsService],
})
export class AssessmentsModule {}
