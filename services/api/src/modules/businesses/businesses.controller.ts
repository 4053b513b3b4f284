import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { businessDirectorySchema } from '@yrkesbro/contracts';
import type {
  BusinessDirectoryQuery,
  BusinessDirectoryResponse,
  BusinessRegistrationDetails,
} from '@yrkesbro/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import type { User } from '../users/user.entity';
import { BusinessesService } from './businesses.service';

/** The directory; the company pages, which show their open jobs, are served by the jobs module. */
@ApiTags('businesses')
@Controller('businesses')
@UseGuards(JwtAuthGuard, RolesGuard)
export class BusinessesController {
  constructor(private readonly businesses: BusinessesService) {}

  @Get()
  @Roles('student', 'admin')
  directory(
    @Query(new YupValidationPipe(businessDirectorySchema)) query: BusinessDirectoryQuery,
  ): Promise<BusinessDirectoryResponse> {
    return this.businesses.directory(query);
  }

  @Get('mine/registration')
  @Roles('business')
  registration(@CurrentUser() user: User): Promise<BusinessRegistrationDetails> {
    return this.businesses.registrationDetails(user);
  }
}
