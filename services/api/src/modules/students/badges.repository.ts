import { Injectable } from '@nestjs/common';
import { DatabaseContext } from '../../database/database-context';
import type { BadgeRow } from './profile-rows';

/** The `badges` a student can earn and `student_badges`, the ones each has. */
@Injectable()
export class BadgesRepository {
  constructor(private readonly db: DatabaseContext) {}

  /** The query of `list`, the profile's id its one parameter: ProfileListsRepository reads it too. */
  readonly listQuery: string = `SELECT b.id, b.name, b.description, b.image_url, sb.earned_at
                          FROM student_badges sb JOIN badges b ON b.id = sb.badge_id
                         WHERE sb.student_id = $1 ORDER BY sb.earned_at DESC`;

  /** The profile's badges, the latest earned first. */
  list(profileId: string): Promise<BadgeRow[]> {
    return this.db.prepared('student_badges-list', this.listQuery, [profileId]);
  }

  /** Gives the profile the badge, creating the badge by its name; false when it already had it. */
  async award(profileId: string, badge: { name: string; description: string }): Promise<boolean> {
    const [{ id }] = await this.db.query<{ id: string }>(
      `INSERT INTO badges (name, description) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET description = excluded.description
       RETURNING id`,
      [badge.name, badge.description],
    );
    const given = await this.db.query(
      `INSERT INTO student_badges (student_id, badge_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING badge_id`,
      [profileId, id],
    );
    return given.length > 0;
  }
}
