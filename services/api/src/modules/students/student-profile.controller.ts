import { Body, Controller, Get, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { profileUpdateSchema } from '@yrkesbro/contracts';
import type {
  AvatarResponse,
  Badge,
  ProfileUpdateRequest,
  ResumeAnalysisResponse,
  StudentProfile,
  VideoUploadResponse,
} from '@yrkesbro/contracts';
import type { FastifyRequest } from 'fastify';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import type { User } from '../users/user.entity';
import { UserUploads } from '../uploads/user-uploads';
import { AVATAR_FILE, ProfileMediaService, VIDEO_FILE } from './profile-media.service';
import { RESUME_FILE, ResumeAnalysisService } from './resume-analysis.service';
import { StudentProfilesService } from './student-profiles.service';

@ApiTags('students')
@Controller()
@UseGuards(JwtAuthGuard, RolesGuard)
export class StudentProfileController {
  constructor(
    private readonly profiles: StudentProfilesService,
    private readonly media: ProfileMediaService,
    private readonly resumes: ResumeAnalysisService,
    private readonly uploads: UserUploads,
  ) {}

  @Get('users/profile')
  @Roles('student')
  own(@CurrentUser() user: User): Promise<StudentProfile> {
    return this.profiles.own(user);
  }

  @Put('users/profile')
  @Roles('student')
  update(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(profileUpdateSchema)) body: ProfileUpdateRequest,
  ): Promise<StudentProfile> {
    return this.profiles.update(user, body);
  }

  @Post('users/avatar')
  @Roles('student')
  async avatar(@CurrentUser() user: User, @Req() request: FastifyRequest): Promise<AvatarResponse> {
    return this.media.setAvatar(user, await this.uploads.receive(user, request, AVATAR_FILE));
  }

  @Post('upload/upload-video')
  @Roles('student')
  async video(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<VideoUploadResponse> {
    return this.media.setVideo(user, await this.uploads.receive(user, request, VIDEO_FILE));
  }

  @Get('users/badges')
  @Roles('student')
  badges(@CurrentUser() user: User): Promise<Badge[]> {
    return this.profiles.badges(user);
  }

  @Post('users/resume/analyze')
  @Roles('student')
  async analyzeResume(
    @CurrentUser() user: User,
    @Req() request: FastifyRequest,
  ): Promise<ResumeAnalysisResponse> {
    return this.resumes.analyze(await this.uploads.receive(user, request, RESUME_FILE));
  }
}
