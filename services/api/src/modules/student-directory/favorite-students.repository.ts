import { Injectable } from '@nestjs/common';
import { DatabaseContext } from '../../database/database-context';

export interface FavoriteRow {
  id: number;
  student_profile_id: string;
  created_at: Date;
}

/** The `favorite_students` table: the students each business keeps. */
@Injectable()
export class FavoriteStudentsRepository {
  constructor(private readonly db: DatabaseContext) {}

  /** The business's favourites, the latest kept first. */
  list(businessId: string): Promise<FavoriteRow[]> {
    return this.db.query<FavoriteRow>(
      `SELECT id, student_profile_id, created_at FROM favorite_students
        WHERE business_user_id = $1 ORDER BY created_at DESC, id DESC`,
      [businessId],
    );
  }

  /** Which of `profileIds` the business keeps. */
  async among(businessId: string, profileIds: string[]): Promise<Set<string>> {
    if (profileIds.length === 0) return new Set();
    const rows = await this.db.query<{ student_profile_id: string }>(
      `SELECT student_profile_id FROM favorite_students
        WHERE business_user_id = $1 AND student_profile_id = ANY($2::uuid[])`,
      [businessId, profileIds],
    );
    return new Set(rows.map((row) => row.student_profile_id));
  }

  /** Keeping a student twice leaves the first. */
  async add(businessId: string, profileId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO favorite_students (business_user_id, student_profile_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING`,
      [businessId, profileId],
    );
  }

  async remove(businessId: string, profileId: string): Promise<void> {
    await this.db.query(
      `DELETE FROM favorite_students WHERE business_user_id = $1 AND student_profile_id = $2`,
      [businessId, profileId],
    );
  }
}
