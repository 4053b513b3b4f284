import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { VocationsModule } from '../vocations/vocations.module';
import { BadgesRepository } from './badges.repository';
import { EducationRepository } from './education.repository';
import { EducationService } from './education.service';
import { GradeReviewController } from './grade-review.controller';
import { GradeReviewService } from './grade-review.service';
import { GradeVerificationService } from './grade-verification.service';
import { GradeVerificationsRepository } from './grade-verifications.repository';
import { GradesRepository } from './grades.repository';
import { GradesService } from './grades.service';
import { ProfileListsController } from './profile-lists.controller';
import { ProfileListsRepository } from './profile-lists.repository';
import { ProfileMediaService } from './profile-media.service';
import { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';
import { ResumeAi } from './resume-ai';
import { ResumeAnalysisService } from './resume-analysis.service';
import { SkillsRepository } from './skills.repository';
import { SkillsService } from './skills.service';
import { StudentProfileController } from './student-profile.controller';
import { StudentProfilesRepository } from './student-profiles.repository';
import { StudentProfilesService } from './student-profiles.service';
import { WorkExperienceRepository } from './work-experience.repository';
import { WorkExperienceService } from './work-experience.service';

@Module({
  imports: [UploadsModule, VocationsModule],
  controllers: [StudentProfileController, ProfileListsController, GradeReviewController],
  providers: [
    StudentProfilesRepository,
    EducationRepository,
    SkillsRepository,
    WorkExperienceRepository,
    GradesRepository,
    GradeVerificationsRepository,
    ProjectsRepository,
    BadgesRepository,
    ProfileListsRepository,
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
  ],
  exports: [StudentProfilesService],
})
export class StudentsModule {}
