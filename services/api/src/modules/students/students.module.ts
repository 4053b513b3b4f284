import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { EducationService } from './education.service';
import { GradeReviewController } from './grade-review.controller';
import { GradeReviewService } from './grade-review.service';
import { GradeVerificationService } from './grade-verification.service';
import { GradesService } from './grades.service';
import { ProfileListsController } from './profile-lists.controller';
import { ProfileMediaService } from './profile-media.service';
import { ProjectsService } from './projects.service';
import { ResumeAi } from './resume-ai';
import { ResumeAnalysisService } from './resume-analysis.service';
import { SkillsService } from './skills.service';
import { StudentProfileController } from './student-profile.controller';
import { StudentProfilesService } from './student-profiles.service';
import { StudentUploads } from './student-uploads';
import { WorkExperienceService } from './work-experience.service';

@Module({
  imports: [UploadsModule],
  controllers: [StudentProfileController, ProfileListsController, GradeReviewController],
  providers: [
    StudentProfilesService,
    EducationService,
    SkillsService,
    WorkExperienceService,
    GradesService,
    GradeVerificationService,
    GradeReviewService,
    ProjectsService,
    ProfileMediaService,
    ResumeAi,
    ResumeAnalysisService,
    StudentUploads,
  ],
  exports: [StudentProfilesService],
})
export class StudentsModule {}
