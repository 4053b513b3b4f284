import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { DatabaseContext } from '../../database/database-context';
import { Vocation } from './vocation.entity';

/** The vocations table: reference data the migrations fill, read only here. */
@Injectable()
export class VocationsRepository {
  constructor(private readonly db: DatabaseContext) {}

  all(): Promise<Vocation[]> {
    return this.db.repository(Vocation).find({ order: { name: 'ASC' } });
  }

  byId(id: number): Promise<Vocation | null> {
    return this.db.repository(Vocation).findOneBy({ id });
  }

  async existingIds(ids: number[]): Promise<number[]> {
    const rows = await this.db
      .repository(Vocation)
      .find({ select: { id: true }, where: { id: In(ids) } });
    return rows.map((row) => row.id);
  }
}
