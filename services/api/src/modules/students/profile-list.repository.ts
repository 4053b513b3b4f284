import { Injectable } from '@nestjs/common';
import { isUuid } from '../../common/uuid';
import { DatabaseContext } from '../../database/database-context';

type ProfileListTable =
  | 'student_education'
  | 'student_skills'
  | 'student_work_experience'
  | 'student_grades'
  | 'student_projects';

/**
 * What the lists of a profile share: each row belongs to one profile (`student_id`) and is
 * only ever reached together with it, so another student's id finds as little as a made-up one.
 */
@Injectable()
export abstract class ProfileListRepository<Row, Deleted = Row> {
  protected abstract readonly table: ProfileListTable;
  /** What the list shows of a row; inserts and updates answer the same. */
  protected abstract readonly columns: string;

  constructor(protected readonly db: DatabaseContext) {}

  /** The query of `list`, the profile's id its one parameter: ProfileListsRepository reads it too. */
  get listQuery(): string {
    return `SELECT ${this.columns} FROM ${this.table} WHERE student_id = $1 ORDER BY created_at, id`;
  }

  /** The profile's rows, oldest first, as the student added them. */
  list(profileId: string): Promise<Row[]> {
    return this.db.prepared(`${this.table}-list`, this.listQuery, [profileId]);
  }

  /** Deletes the profile's row and answers it; null when the profile has no row by that id. */
  async deleteOwn(id: string, profileId: string): Promise<Deleted | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.returning<Deleted>(
      `DELETE FROM ${this.table} WHERE id = $1 AND student_id = $2 RETURNING *`,
      [id, profileId],
    );
    return row ?? null;
  }
}
