import { Module } from '@nestjs/common';
import { StudentsModule } from '../students/students.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { ApplicantsRepository } from './applicants.repository';
import { FavoriteStudentsRepository } from './favorite-students.repository';
import { StudentDirectoryController } from './student-directory.controller';
import { StudentDirectoryService } from './student-directory.service';

/** Businesses finding students: the directory, favourite students and the gated public profile. */
@Module({
  imports: [StudentsModule, SubscriptionsModule],
  controllers: [StudentDirectoryController],
  providers: [ApplicantsRepository, FavoriteStudentsRepository, StudentDirectoryService],
})
export class StudentDirectoryModule {}
