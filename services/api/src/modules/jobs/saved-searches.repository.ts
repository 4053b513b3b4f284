import { Injectable } from '@nestjs/common';
import type { AlertFrequency, JobType, SavedSearchRequest } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';

export interface SavedSearchRow {
  id: string;
  student_user_id: string;
  name: string;
  q: string;
  location: string;
  vocation_id: number | null;
  job_type: JobType | null;
  frequency: AlertFrequency;
  created_at: Date;
}

const COLUMNS = `id, student_user_id, name, q, location, vocation_id, job_type, frequency, created_at`;

/** The saved_searches table and its ledger of alerted jobs, saved_search_alerts. */
@Injectable()
export class SavedSearchesRepository {
  constructor(private readonly db: DatabaseContext) {}

  list(studentId: string): Promise<SavedSearchRow[]> {
    return this.db.query<SavedSearchRow>(
      `SELECT ${COLUMNS} FROM saved_searches WHERE student_user_id = $1 ORDER BY created_at, id`,
      [studentId],
    );
  }

  async find(id: string): Promise<SavedSearchRow | null> {
    const [row] = await this.db.query<SavedSearchRow>(
      `SELECT ${COLUMNS} FROM saved_searches WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Saves the search unless the student already has `max`; null when full. */
  async insertBelow(
    studentId: string,
    search: SavedSearchRequest,
    max: number,
  ): Promise<SavedSearchRow | null> {
    const [row] = await this.db.query<SavedSearchRow>(
      `INSERT INTO saved_searches (student_user_id, name, q, location, vocation_id, job_type, frequency)
       SELECT $1, $2, $3, $4, $5, $6, $7
        WHERE (SELECT count(*) FROM saved_searches WHERE student_user_id = $1) < $8
       RETURNING ${COLUMNS}`,
      [
        studentId,
        search.name,
        search.q,
        search.location,
        search.vocation ?? null,
        search.job_type ?? null,
        search.frequency,
        max,
      ],
    );
    return row ?? null;
  }

  /** Deletes one search; `studentId` null deletes by id alone (the signed unsubscribe link). */
  async delete(id: string, studentId: string | null): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `WITH deleted AS (
         DELETE FROM saved_searches WHERE id = $1 AND ($2::uuid IS NULL OR student_user_id = $2)
         RETURNING id)
       SELECT id FROM deleted`,
      [id, studentId],
    );
    return rows.length > 0;
  }

  /** The searches to alert; an account waiting for deletion gets no more alerts. */
  withFrequency(frequency: AlertFrequency): Promise<SavedSearchRow[]> {
    return this.db.query<SavedSearchRow>(
      `SELECT ${COLUMNS} FROM saved_searches
        WHERE frequency = $1
          AND NOT EXISTS (SELECT 1 FROM account_deletions d WHERE d.user_id = student_user_id)
        ORDER BY created_at, id`,
      [frequency],
    );
  }

  /** Records the jobs as alerted to the search; answers the ones not recorded before. */
  async markSent(searchId: string, jobIds: string[]): Promise<string[]> {
    const rows = await this.db.query<{ job_id: string }>(
      `INSERT INTO saved_search_alerts (saved_search_id, job_id)
       SELECT $1, unnest($2::uuid[])
       ON CONFLICT DO NOTHING RETURNING job_id`,
      [searchId, jobIds],
    );
    return rows.map((row) => row.job_id);
  }
}
