import { Injectable } from '@nestjs/common';
import type { AdminStudentRow } from '@yrkesbro/contracts';
import { In } from 'typeorm';
import { isUuid } from '../../common/uuid';
import { DatabaseContext } from '../../database/database-context';
import { StudentProfile } from './student-profile.entity';

/** The columns a change may write; the ids and timestamps are the table's own. */
export type ProfileChanges = Partial<
  Omit<StudentProfile, 'id' | 'userId' | 'user' | 'views' | 'createdAt' | 'updatedAt'>
>;

/** The `student_profiles` table. */
@Injectable()
export class StudentProfilesRepository {
  constructor(private readonly db: DatabaseContext) {}

  private get profiles() {
    return this.db.repository(StudentProfile);
  }

  findByUser(userId: string): Promise<StudentProfile | null> {
    return this.profiles.findOneBy({ userId });
  }

  findById(id: string): Promise<StudentProfile | null> {
    return isUuid(id) ? this.profiles.findOneBy({ id }) : Promise.resolve(null);
  }

  findByUsers(userIds: string[]): Promise<StudentProfile[]> {
    return userIds.length > 0 ? this.profiles.findBy({ userId: In(userIds) }) : Promise.resolve([]);
  }

  async create(userId: string, school: string): Promise<void> {
    await this.profiles.insert({ userId, school });
  }

  /** Creates the user's profile unless one exists, whoever creates it first. */
  async createIfMissing(userId: string, school: string): Promise<void> {
    await this.profiles
      .createQueryBuilder()
      .insert()
      .values({ userId, school })
      .orIgnore()
      .execute();
  }

  /**
   * The profile, its row locked until the transaction ends (call it inside
   * `Transactions.run`); null when there is no such profile.
   */
  lock(id: string): Promise<StudentProfile | null> {
    return this.profiles.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Writes only the columns given, so a change made meanwhile to another column is kept. */
  async update(id: string, changes: ProfileChanges): Promise<void> {
    if (Object.keys(changes).length > 0) await this.profiles.update({ id }, changes);
  }

  async countView(id: string): Promise<void> {
    await this.profiles.increment({ id }, 'views', 1);
  }

  /**
   * How many jobs the user has applied for. The applications module depends on this one (for
   * the student's side of an application), so this module cannot ask its service: the count
   * is read here, and nothing else of `applications` is.
   */
  async applicationCount(userId: string): Promise<number> {
    const [{ count }] = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM applications WHERE student_id = $1`,
      [userId],
    );
    return count;
  }

  /**
   * A page of every profile for the admin, searched by name, e-mail or school. The login
   * e-mail is the users table's, joined here so that a page stays one query.
   */
  async adminList(filter: {
    q: string;
    page: number;
    limit: number;
  }): Promise<{ rows: AdminStudentRow[]; total: number }> {
    const rows = await this.db.query<AdminStudentRow & { total: number }>(
      `SELECT p.id AS uuid, p.name, u.email, p.school, p.profile_picture_url,
              p.completion AS completion_percentage,
              (SELECT count(*)::int FROM student_education e WHERE e.student_id = p.id) AS education_count,
              (SELECT count(*)::int FROM student_skills s WHERE s.student_id = p.id) AS skills_count,
              count(*) OVER ()::int AS total
         FROM student_profiles p JOIN users u ON u.id = p.user_id
        WHERE $1 = '' OR lower(coalesce(p.name, '')) LIKE '%' || $1 || '%'
              OR u.email LIKE '%' || $1 || '%' OR lower(p.school) LIKE '%' || $1 || '%'
        ORDER BY p.name NULLS LAST, u.email
        LIMIT $2 OFFSET $3`,
      [filter.q.toLowerCase(), filter.limit, (filter.page - 1) * filter.limit],
    );
    return {
      rows: rows.map(({ total: _total, ...row }) => row),
      total: rows[0]?.total ?? 0,
    };
  }
}
