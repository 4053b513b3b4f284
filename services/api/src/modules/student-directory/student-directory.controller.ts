import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { studentDirectorySchema } from '@yrkesbro/contracts';
import type {
  FavoriteStudent,
  PublicStudentProfile,
  StudentDirectoryQuery,
  StudentDirectoryResponse,
} from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import type { User } from '../users/user.entity';
import { StudentDirectoryService } from './student-directory.service';

@ApiTags('students')
@Controller('users')
@UseGuards(JwtAuthGuard, RolesGuard)
export class StudentDirectoryController {
  constructor(private readonly directory: StudentDirectoryService) {}

  @Get('students')
  @Roles('business')
  students(
    @CurrentUser() user: User,
    @Query(new YupValidationPipe(studentDirectorySchema)) query: StudentDirectoryQuery,
  ): Promise<StudentDirectoryResponse> {
    return this.directory.directory(user, query);
  }

  /** Any signed-in user; a business gets what its plan or free quota allows (402 past it). */
  @Get('profile/:uuid')
  publicProfile(
    @CurrentUser() user: User,
    @Param('uuid') uuid: string,
  ): Promise<PublicStudentProfile> {
    return this.directory.viewProfile(user, uuid);
  }

  @Get('favorites')
  @Roles('business')
  favorites(@CurrentUser() user: User): Promise<FavoriteStudent[]> {
    return this.directory.favoriteStudents(user);
  }

  @Post('favorites/:uuid')
  @HttpCode(204)
  @Roles('business')
  addFavorite(@CurrentUser() user: User, @Param('uuid') uuid: string): Promise<void> {
    return this.directory.addFavorite(user, uuid);
  }

  @Delete('favorites/:uuid')
  @HttpCode(204)
  @Roles('business')
  removeFavorite(@CurrentUser() user: User, @Param('uuid') uuid: string): Promise<void> {
    return this.directory.removeFavorite(user, uuid);
  }
}
