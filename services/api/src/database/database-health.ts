import { Injectable } from '@nestjs/common';
import { DatabaseContext } from './database-context';

/** Whether the database answers, for the health check. */
@Injectable()
export class DatabaseHealth {
  constructor(private readonly db: DatabaseContext) {}

  async isUp(): Promise<boolean> {
    try {
      await this.db.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
