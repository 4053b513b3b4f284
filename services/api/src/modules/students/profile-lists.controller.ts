import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  educationSchema,
  gradesSchema,
  skillSchema,
  workExperienceSchema,
} from '@yrkesbro/contracts';
import type {
  Education,
  EducationRequest,
  Grade,
  GradesRequest,
  GradeVerificationResponse,
  Project,
  Skill,
  SkillRequest,
  WorkExperience,
  WorkExperienceRequest,
} from '@yrkesbro/contracts';
import type { FastifyRequest } from 'fastify';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import type { User } from '../users/user.entity';
import { UserUploads } from '../uploads/user-uploads';
import { EducationService } from './education.service';
import { GradeVerificationService, VERIFICATION_DOCUMENT } from './grade-verification.service';
import { GradesService } from './grades.service';
import { PROJECT_IMAGES, ProjectsService } from './projects.service';
import { SkillsService } from './skills.service';
import { WorkExperienceService } from './work-experience.service';

/** The lists of the signed-in student's own profile; nobody else's items can be reached here. */
@ApiTags('students')
@Controller('users')
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('student')
export class ProfileListsController {
  constructor(
    private readonly education: EducationService,
    private readonly skills: SkillsService,
    private readonly work: WorkExperienceService,
    private readonly grades: GradesService,
    private readonly verification: GradeVerificationService,
    private readonly projects: ProjectsService,
    private readonly uploads: UserUploads,
  ) {}

  @Get('education')
  listEducation(@CurrentUser() user: User): Promise<Education[]> {
    return this.education.list(user);
  }

  @Post('education')
  addEducation(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(educationSchema)) body: EducationRequest,
  ): Promise<Education> {
    return this.education.add(user, body);
  }

  @Put('education/:id')
  updateEducation(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new YupValidationPipe(educationSchema)) body: EducationRequest,
  ): Promise<Education> {
    return this.education.update(user, id, body);
  }

  @Delete('education/:id')
  @HttpCode(204)
  removeEducation(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.education.remove(user, id);
  }

  @Get('skills')
  listSkills(@CurrentUser() user: User): Promise<Skill[]> {
    return this.skills.list(user);
  }

  @Post('skills')
  addSkill(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(skillSchema)) body: SkillRequest,
  ): Promise<Skill> {
    return this.skills.add(user, body);
  }

  @Put('skills/:id')
  updateSkill(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new YupValidationPipe(skillSchema)) body: SkillRequest,
  ): Promise<Skill> {
    return this.skills.update(user, id, body);
  }

  @Delete('skills/:id')
  @HttpCode(204)
  removeSkill(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.skills.remove(user, id);
  }

  @Get('work')
  listWork(@CurrentUser() user: User): Promise<WorkExperience[]> {
    return this.work.list(user);
  }

  @Post('work')
  addWork(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(workExperienceSchema)) body: WorkExperienceRequest,
  ): Promise<WorkExperience> {
    return this.work.add(user, body);
  }

  @Put('work/:id')
  updateWork(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new YupValidationPipe(workExperienceSchema)) body: WorkExperienceRequest,
  ): Promise<WorkExperience> {
    return this.work.update(user, id, body);
  }

  @Delete('work/:id')
  @HttpCode(204)
  removeWork(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.work.remove(user, id);
  }

  @Get('grades')
  listGrades(@CurrentUser() user: User): Promise<Grade[]> {
    return this.grades.list(user);
  }

  @Post('grades')
  addGrades(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(gradesSchema)) body: GradesRequest,
  ): Promise<Grade[]> {
    return this.grades.add(user, body);
  }

  @Post('grades/verify')
  async verifyGrades(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<GradeVerificationResponse> {
    return this.verification.verify(
      user,
      await this.uploads.receive(user, request, VERIFICATION_DOCUMENT),
    );
  }

  @Delete('grades/:id')
  @HttpCode(204)
  removeGrade(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.grades.remove(user, id);
  }

  @Get('projects')
  listProjects(@CurrentUser() user: User): Promise<Project[]> {
    return this.projects.list(user);
  }

  @Post('projects')
  async addProject(@CurrentUser() user: User, @Req() request: FastifyRequest): Promise<Project> {
    return this.projects.add(user, await this.uploads.receive(user, request, PROJECT_IMAGES));
  }

  @Put('projects/:id')
  async updateProject(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<Project> {
    return this.projects.update(
      user,
      id,
      await this.uploads.receive(user, request, PROJECT_IMAGES),
    );
  }

  @Delete('projects/:id')
  @HttpCode(204)
  removeProject(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.projects.remove(user, id);
  }
}
