import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  schoolEmailSchema,
  schoolImportSchema,
  schoolListSchema,
  schoolSchema,
} from '@yrkesbro/contracts';
import type {
  School,
  SchoolEmailRequest,
  SchoolImportRequest,
  SchoolListQuery,
  SchoolRequest,
} from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminGuard } from '../auth/admin.guard';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { SchoolsService } from './schools.service';

/** Anyone signed in browses the directory (the spec's route group); changes and mail are the admin's. */
@ApiTags('schools')
@Controller('schools')
@UseGuards(JwtAuthGuard)
export class SchoolsController {
  constructor(private readonly schools: SchoolsService) {}

  @Get()
  list(@Query(new YupValidationPipe(schoolListSchema)) query: SchoolListQuery): Promise<School[]> {
    return this.schools.list(query);
  }

  @Post()
  @UseGuards(AdminGuard)
  create(@Body(new YupValidationPipe(schoolSchema)) body: SchoolRequest): Promise<School> {
    return this.schools.create(body);
  }

  @Put(':id')
  @UseGuards(AdminGuard)
  update(
    @Param('id') id: string,
    @Body(new YupValidationPipe(schoolSchema)) body: SchoolRequest,
  ): Promise<School> {
    return this.schools.update(id, body);
  }

  @Post('import')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  import(
    @Body(new YupValidationPipe(schoolImportSchema)) { csv }: SchoolImportRequest,
  ): Promise<{ imported: number }> {
    return this.schools.import(csv);
  }

  @Post('send-email')
  @HttpCode(202)
  @UseGuards(AdminGuard)
  sendEmail(
    @Body(new YupValidationPipe(schoolEmailSchema)) body: SchoolEmailRequest,
  ): Promise<{ message: string }> {
    return this.schools.sendEmail(body);
  }
}
