import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { calendarEventSchema, calendarRangeSchema } from '@yrkesbro/contracts';
import type { CalendarEvent, CalendarEventRequest, CalendarRangeQuery } from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { User } from '../users/user.entity';
import { CalendarService } from './calendar.service';

@ApiTags('calendar')
@Controller('calendar/events')
@UseGuards(JwtAuthGuard)
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Get()
  list(
    @CurrentUser() user: User,
    @Query(new YupValidationPipe(calendarRangeSchema)) range: CalendarRangeQuery,
  ): Promise<CalendarEvent[]> {
    return this.calendar.list(user.id, range);
  }

  @Post()
  create(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(calendarEventSchema)) body: CalendarEventRequest,
  ): Promise<CalendarEvent> {
    return this.calendar.create(user.id, body);
  }

  @Put(':id')
  update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new YupValidationPipe(calendarEventSchema)) body: CalendarEventRequest,
  ): Promise<CalendarEvent> {
    return this.calendar.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.calendar.remove(user.id, id);
  }
}
