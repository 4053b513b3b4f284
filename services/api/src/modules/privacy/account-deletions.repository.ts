import { Injectable } from '@nestjs/common';
import { DatabaseContext } from '../../database/database-context';

/** The `account_deletions` table: accounts that asked to be deleted, and when that happens. */
@Injectable()
export class AccountDeletionsRepository {
  constructor(private readonly db: DatabaseContext) {}

  /** Schedules the deletion unless one is scheduled already; answers the date that holds. */
  async schedule(userId: string, scheduledFor: Date): Promise<Date> {
    await this.db.query(
      `INSERT INTO account_deletions (user_id, scheduled_for) VALUES ($1, $2)
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, scheduledFor],
    );
    return (await this.scheduledFor(userId)) ?? scheduledFor;
  }

  async scheduledFor(userId: string): Promise<Date | null> {
    const [row] = await this.db.query<{ scheduled_for: Date }>(
      `SELECT scheduled_for FROM account_deletions WHERE user_id = $1`,
      [userId],
    );
    return row?.scheduled_for ?? null;
  }

  /** Answers whether a deletion was scheduled (and is now called off). */
  async cancel(userId: string): Promise<boolean> {
    const rows = await this.db.returning(
      `DELETE FROM account_deletions WHERE user_id = $1 RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }

  /** Accounts whose day has come, oldest first. */
  async due(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ user_id: string }>(
      `SELECT user_id FROM account_deletions WHERE scheduled_for <= $1
        ORDER BY scheduled_for LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * Locks the account's row until the transaction ends and answers whether it is still due: a
   * cancellation racing the deletion either wins before the lock or waits until it is over.
   */
  async lockIfDue(userId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM account_deletions WHERE user_id = $1 AND scheduled_for <= $2 FOR UPDATE`,
      [userId, now],
    );
    return rows.length > 0;
  }
}
