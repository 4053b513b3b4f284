import { Injectable } from '@nestjs/common';
import type { Vocation } from '@yrkesbro/contracts';
import { VocationsRepository } from './vocations.repository';

/** The trades jobs, companies and skills refer to; other domains ask here whether an id is one. */
@Injectable()
export class VocationsService {
  constructor(private readonly vocations: VocationsRepository) {}

  list(): Promise<Vocation[]> {
    return this.vocations.all();
  }

  find(id: number): Promise<Vocation | null> {
    return validId(id) ? this.vocations.byId(id) : Promise.resolve(null);
  }

  async exists(id: number): Promise<boolean> {
    return (await this.find(id)) !== null;
  }

  /** The ids among `ids` that are vocations. */
  async existing(ids: number[]): Promise<Set<number>> {
    const valid = [...new Set(ids.filter(validId))];
    return new Set(valid.length > 0 ? await this.vocations.existingIds(valid) : []);
  }
}

/** A serial id: anything else would reach PostgreSQL only to fail as out of range or not an integer. */
function validId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}
