import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SAVED_SEARCH_MESSAGES, savedSearchSchema } from '@yrkesbro/contracts';
import type { SavedSearch, SavedSearchRequest } from '@yrkesbro/contracts';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import type { User } from '../users/user.entity';
import { SavedSearchesService } from './saved-searches.service';
import { plainPage } from '../../common/plain-page';

/** A student's saved job searches and their alerts; the unsubscribe link needs no login. */
@ApiTags('jobs')
@Controller('jobs/saved-searches')
export class SavedSearchesController {
  constructor(private readonly saved: SavedSearchesService) {}

  @Get()
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('student')
  list(@CurrentUser() user: User): Promise<SavedSearch[]> {
    return this.saved.list(user.id);
  }

  @Post()
  @HttpCode(201)
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('student')
  save(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(savedSearchSchema)) body: SavedSearchRequest,
  ): Promise<SavedSearch> {
    return this.saved.save(user.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('student')
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.saved.remove(user.id, id);
  }

  /** Opening the link only asks (mail scanners open links); the button or a one-click POST stops. */
  @Get(':id/unsubscribe')
  @Header('content-type', 'text/html; charset=utf-8')
  // Under no-referrer the button's form would post with `Origin: null`, which the CSRF check refuses.
  @Header('referrer-policy', 'same-origin')
  confirm(): string {
    return plainPage(`<h1 style="font-size:22px;color:#1d4e89">Stopp varsler for dette søket</h1>
<p>Søket slettes, og du får ingen flere e-poster om nye jobber for det.</p>
<form method="post"><button type="submit" style="background:#1d4e89;color:#fff;border:0;padding:12px 20px;border-radius:8px;font-size:16px">Stopp varslene</button></form>`);
  }

  @Post(':id/unsubscribe')
  @HttpCode(200)
  @Header('content-type', 'text/html; charset=utf-8')
  async unsubscribe(@Param('id') id: string, @Query('token') token = ''): Promise<string> {
    try {
      await this.saved.unsubscribe(id, token);
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      return plainPage(
        `<h1 style="font-size:22px;color:#1d4e89">${SAVED_SEARCH_MESSAGES.invalidLink}</h1>`,
      );
    }
    return plainPage(
      `<h1 style="font-size:22px;color:#1d4e89">${SAVED_SEARCH_MESSAGES.unsubscribed}</h1>`,
    );
  }
}
