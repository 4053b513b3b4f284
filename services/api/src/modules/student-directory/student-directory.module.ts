import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { StudentsModule } from '../students/students.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { FavoriteStudentsRepository } from './favorite-students.repository';
import { StudentDirectoryController } from './student-directory.controller';
import { StudentDirectoryService } from './student-directory.service';

/** Businesses finding students: the directory, favourite students and the gated public profile. */
@Module({
  imports: [ApplicationsModule, StudentsModule, SubscriptionsModule],
  controllers: [StudentDirectoryController],
  providers: [FavoriteStudentsRepository, StudentDirectoryService],
})
export class StudentDirectoryModule {}
