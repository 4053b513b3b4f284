import {
  BadRequestException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { JOB_MESSAGES, MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from '@yrkesbro/contracts';
import type { SavedSearch, SavedSearchRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { isUuid } from '../../common/uuid';
import { APP_CONFIG } from '../../config/config.module';
import { VocationsService } from '../vocations/vocations.service';
import { isSavedSearchToken } from './saved-search-link';
import { SavedSearchesRepository } from './saved-searches.repository';
import type { SavedSearchRow } from './saved-searches.repository';

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    q: row.q,
    location: row.location,
    vocation: row.vocation_id,
    job_type: row.job_type,
    frequency: row.frequency,
    created_at: row.created_at.toISOString(),
  };
}

/** A student's saved searches: up to MAX_SAVED_SEARCHES, each with its e-mail alerts. */
@Injectable()
export class SavedSearchesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly searches: SavedSearchesRepository,
    private readonly vocations: VocationsService,
  ) {}

  async list(studentId: string): Promise<SavedSearch[]> {
    return (await this.searches.list(studentId)).map(toSavedSearch);
  }

  async save(studentId: string, request: SavedSearchRequest): Promise<SavedSearch> {
    // The search list ignores an unknown trade; a saved search would store it (a foreign key).
    if (request.vocation !== undefined && !(await this.vocations.exists(request.vocation))) {
      throw new BadRequestException(JOB_MESSAGES.vocationRequired);
    }
    const row = await this.searches.insertBelow(studentId, request, MAX_SAVED_SEARCHES);
    if (!row) throw new UnprocessableEntityException(SAVED_SEARCH_MESSAGES.tooMany);
    return toSavedSearch(row);
  }

  async remove(studentId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.searches.delete(id, studentId))) {
      throw new NotFoundException(SAVED_SEARCH_MESSAGES.notFound);
    }
  }

  /** The mail's link: the signature stands in for a login. */
  async unsubscribe(id: string, token: string): Promise<void> {
    const valid = isUuid(id) && isSavedSearchToken(this.config.jwtSecret, id, token);
    if (!valid || !(await this.searches.delete(id, null))) {
      throw new NotFoundException(SAVED_SEARCH_MESSAGES.invalidLink);
    }
  }
}
