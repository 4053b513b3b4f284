import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  assessmentFeedbackSchema,
  assessmentProgressSchema,
  assessmentSubmitSchema,
} from '@yrkesbro/contracts';
import type {
  Assessment,
  AssessmentAttempt,
  AssessmentFeedback,
  AssessmentFeedbackRequest,
  AssessmentHistoryEntry,
  AssessmentProgressRequest,
  AssessmentResults,
  AssessmentStats,
  AssessmentSubmitRequest,
  VerifiedAssessmentScore,
} from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { User } from '../users/user.entity';
import { AssessmentsService } from './assessments.service';

/**
 * The spec's assessment calls (seed 2, sections 5 and 7), for anyone signed in. Each answer
 * carries its data under the name the spec gives it (assessments, assessment, result, history,
 * statistics, feedback); a started attempt carries its assessment beside its questions.
 */
@ApiTags('assessments')
@Controller('assessments')
@UseGuards(JwtAuthGuard)
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @Get()
  async list(@CurrentUser() user: User): Promise<{ assessments: Assessment[] }> {
    return { assessments: await this.assessments.list(user) };
  }

  @Get('history')
  async history(@CurrentUser() user: User): Promise<{ history: AssessmentHistoryEntry[] }> {
    return { history: await this.assessments.history(user) };
  }

  /** A student's best scores, for their public profile: others see the passed ones only. */
  @Get('users/:userId/scores')
  scores(
    @CurrentUser() user: User,
    @Param('userId') userId: string,
  ): Promise<VerifiedAssessmentScore[]> {
    return this.assessments.verifiedScores(userId, user.id === userId);
  }

  @Get(':id')
  async detail(
    @CurrentUser() user: User,
    @Param('id') id: string,
  ): Promise<{ assessment: Assessment }> {
    return { assessment: await this.assessments.detail(user, id) };
  }

  @Post(':id/start')
  @HttpCode(200)
  start(@CurrentUser() user: User, @Param('id') id: string): Promise<AssessmentAttempt> {
    return this.assessments.start(user, id);
  }

  @Put(':id/progress')
  saveProgress(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new YupValidationPipe(assessmentProgressSchema)) body: AssessmentProgressRequest,
  ): Promise<{ saved: true }> {
    return this.assessments.saveProgress(user, id, body);
  }

  /** A `time_taken` in the body is ignored: the server measures the time itself. */
  @Post(':id/submit')
  @HttpCode(200)
  async submit(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new YupValidationPipe(assessmentSubmitSchema)) body: AssessmentSubmitRequest,
  ): Promise<{ result: AssessmentResults }> {
    return { result: await this.assessments.submit(user, id, body) };
  }

  @Get(':id/results')
  results(@CurrentUser() user: User, @Param('id') id: string): Promise<AssessmentResults> {
    return this.assessments.results(user, id);
  }

  @Get(':id/stats')
  async stats(
    @CurrentUser() user: User,
    @Param('id') id: string,
  ): Promise<{ statistics: AssessmentStats }> {
    return { statistics: await this.assessments.stats(user, id) };
  }

  @Get(':id/feedback')
  async feedback(
    @CurrentUser() user: User,
    @Param('id') id: string,
  ): Promise<{ feedback: AssessmentFeedback | null }> {
    return { feedback: await this.assessments.feedback(user, id) };
  }

  @Post(':id/feedback')
  saveFeedback(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new YupValidationPipe(assessmentFeedbackSchema)) body: AssessmentFeedbackRequest,
  ): Promise<AssessmentFeedback> {
    return this.assessments.saveFeedback(user, id, body);
  }
}
