import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { gradeReviewListSchema, gradeReviewSchema } from '@yrkesbro/contracts';
import type {
  GradeReviewListQuery,
  GradeReviewRequest,
  PendingGradeVerification,
} from '@yrkesbro/contracts';
import type { FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { User } from '../users/user.entity';
import { GradeReviewService } from './grade-review.service';

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' } as const;

@ApiTags('admin')
@Controller('admin/grade-verifications')
@UseGuards(JwtAuthGuard, AdminGuard)
export class GradeReviewController {
  constructor(private readonly reviews: GradeReviewService) {}

  @Get()
  list(
    @Query(new YupValidationPipe(gradeReviewListSchema)) { list }: GradeReviewListQuery,
  ): Promise<PendingGradeVerification[]> {
    return this.reviews.list(list);
  }

  /** The document as a download only: never rendered inline on our origin. */
  @Get(':id/document')
  async document(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const { path, kind } = await this.reviews.document(id);
    await reply
      .header(
        'content-type',
        CONTENT_TYPES[kind as keyof typeof CONTENT_TYPES] ?? 'application/octet-stream',
      )
      .header('content-disposition', `attachment; filename="karakterdokument.${kind}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(createReadStream(path));
  }

  @Post(':id/review')
  @HttpCode(204)
  review(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body(new YupValidationPipe(gradeReviewSchema)) body: GradeReviewRequest,
  ): Promise<void> {
    return this.reviews.review(admin, id, body);
  }
}
