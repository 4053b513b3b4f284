import { Injectable } from '@nestjs/common';
import type { AdminStudentRow, StudentDirectoryEntry } from '@yrkesbro/contracts';
import { In } from 'typeorm';
import { isUuid } from '../../common/uuid';
import { CoalescedIncrements } from '../../database/coalesced-increments';
import { DatabaseContext } from '../../database/database-context';
import { StudentProfile } from './student-profile.entity';
import { containsPattern } from '../../database/like-pattern';

/** The columns a change may write; the ids and timestamps are the table's own. */
export type ProfileChanges = Partial<
  Omit<StudentProfile, 'id' | 'userId' | 'user' | 'views' | 'createdAt' | 'updatedAt'>
>;

/** What other modules show of a student beside their own rows (an application's sender). */
export interface StudentSummary {
  userId: string;
  /** The profile's id, the address of /profile/{uuid}. */
  uuid: string;
  name: string | null;
  headline: string | null;
  location: string | null;
  school: string;
  /** The thumbnail when there is one: summaries are shown small. */
  profilePicture: string | null;
}

/** The `student_profiles` table. */
@Injectable()
export class StudentProfilesRepository {
  private readonly views = new CoalescedIncrements((id, by) => this.addViews(id, by));

  constructor(private readonly db: DatabaseContext) {}

  private get profiles() {
    return this.db.repository(StudentProfile);
  }

  /** The student's own profile, read on each of their pages: prepared per connection. */
  findByUser(userId: string): Promise<StudentProfile | null> {
    return this.db.preparedEntity(StudentProfile, 'student-profile-by-user', 'user_id = $1', [
      userId,
    ]);
  }

  findById(id: string): Promise<StudentProfile | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.db.preparedEntity(StudentProfile, 'student-profile-by-id', 'id = $1', [id]);
  }

  /**
   * The profile, and whether the student asked to delete their account: until it is deleted,
   * nobody else finds the profile. Asked in the same statement as the profile, as
   * `findByUserWithApplications` reads applications, because the privacy module sits above this
   * one.
   */
  async findWithClosing(id: string): Promise<{ row: StudentProfile; closing: boolean } | null> {
    if (!isUuid(id)) return null;
    const [found] = await this.db.prepared<Record<string, unknown> & { closing: boolean }>(
      'student-profile-by-id-closing',
      `SELECT p.*, EXISTS (SELECT 1 FROM account_deletions d WHERE d.user_id = p.user_id) AS closing
         FROM student_profiles p WHERE p.id = $1`,
      [id],
    );
    if (!found) return null;
    return { row: this.db.entitiesFrom(StudentProfile, [found])[0], closing: found.closing };
  }

  /**
   * The summaries of these students' profiles, only the columns a summary shows: a page of
   * applications reads twenty, and the whole rows (the bio, the timestamps) cost more to send and
   * parse than the rest of the page's reads.
   */
  summariesOf(userIds: string[]): Promise<StudentSummary[]> {
    if (!userIds.length) return Promise.resolve([]);
    return this.db.prepared<StudentSummary>(
      'student-summaries-by-users',
      `SELECT user_id AS "userId", id AS uuid, name, headline, location, school,
              coalesce(profile_picture_thumb_url, profile_picture_url) AS "profilePicture"
         FROM student_profiles WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
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

  /**
   * Counts a visit to the profile; settles once it is stored. The visits to one profile that
   * come while its count is being written are written together after it (CoalescedIncrements);
   * inside a transaction the count goes on the transaction's connection, to commit with it.
   */
  countView(id: string): Promise<void> {
    return this.db.inTransaction ? this.addViews(id, 1) : this.views.add(id);
  }

  private async addViews(id: string, by: number): Promise<void> {
    await this.db.prepared(
      'student-profile-add-views',
      `UPDATE student_profiles SET views = views + $2, updated_at = now() WHERE id = $1`,
      [id, by],
    );
  }

  /**
   * The student's own profile with how many jobs they have applied for, in one statement: the
   * profile page and the dashboard ask for both on every visit. The applications module depends
   * on this one (for the student's side of an application), so this module cannot ask its
   * service: the count is read here, and nothing else of `applications` is.
   */
  async findByUserWithApplications(
    userId: string,
  ): Promise<{ row: StudentProfile; applications: number } | null> {
    const [found] = await this.db.prepared<Record<string, unknown> & { application_count: number }>(
      'student-profile-by-user-applications',
      `SELECT p.*, (SELECT count(*)::int FROM applications a WHERE a.student_id = p.user_id)
                   AS application_count
         FROM student_profiles p WHERE p.user_id = $1`,
      [userId],
    );
    if (!found) return null;
    return {
      row: this.db.entitiesFrom(StudentProfile, [found])[0],
      applications: found.application_count,
    };
  }

  /**
   * A page of every profile for the admin, searched by name, e-mail or school. The login
   * e-mail is the users table's, joined here so that a page stays one query. Each searched
   * column has a trigram index (student_profiles_name_trgm_idx, student_profiles_school_trgm_idx,
   * users_email_trgm_idx): the e-mail's matches are looked up on their own and compared by
   * user_id, as an OR across the join could use none of them. A profile without a name is
   * found by its e-mail or school, as before.
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
        WHERE $1 = '' OR lower(p.name) LIKE $4 OR lower(p.school) LIKE $4
              OR p.user_id = ANY (ARRAY(SELECT id FROM users WHERE email LIKE $4))
        ORDER BY p.name NULLS LAST, u.email
        LIMIT $2 OFFSET $3`,
      [filter.q, filter.limit, (filter.page - 1) * filter.limit, containsPattern(filter.q)],
    );
    // A page past the last has no row to carry the total.
    const total =
      rows[0]?.total ??
      (filter.page > 1 ? (await this.adminList({ ...filter, page: 1, limit: 1 })).total : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }
  /**
   * A page of the business's student directory: named profiles found by name and city
   * (substring, or a close match through pg_trgm, so 'Bergn' finds Bergen) and by a skill's
   * vocation, best match first, then the most complete profiles.
   */
  async directory(filter: DirectoryFilter): Promise<{ rows: DirectoryRow[]; total: number }> {
    const conditions = [
      'p.name IS NOT NULL',
      'NOT EXISTS (SELECT 1 FROM account_deletions a WHERE a.user_id = p.user_id)',
    ];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const relevance: string[] = [];
    for (const [column, text] of [
      ['p.name', filter.name],
      ['p.location', filter.city],
    ] as const) {
      if (!text) continue;
      const pattern = param(containsPattern(text));
      const plain = param(text.toLowerCase());
      conditions.push(`(lower(${column}) LIKE ${pattern} OR ${plain} <% lower(${column}))`);
      relevance.push(
        `word_similarity(${plain}, lower(coalesce(${column}, ''))) + (lower(${column}) LIKE ${pattern})::int`,
      );
    }
    if (filter.vocation) {
      conditions.push(
        `EXISTS (SELECT 1 FROM student_skills s WHERE s.student_id = p.id AND s.vocation_id = ${param(filter.vocation)})`,
      );
    }
    if (filter.joinedBefore) conditions.push(`p.created_at <= ${param(filter.joinedBefore)}`);
    const rows = await this.db.query<DirectoryRow & { total: number }>(
      `SELECT p.id AS uuid, p.user_id, p.name, p.profile_picture_url, p.headline, p.location,
              p.looking_for AS "lookingFor", p.bio, p.completion,
              (SELECT count(*)::int FROM student_skills s WHERE s.student_id = p.id) AS skills_count,
              (SELECT count(*)::int FROM student_grades g WHERE g.student_id = p.id) AS grades_count,
              (SELECT count(*)::int FROM student_badges b WHERE b.student_id = p.id) AS badges_count,
              coalesce((SELECT string_agg(DISTINCT s.vocation_id::text, ',')
                          FROM student_skills s WHERE s.student_id = p.id), '') AS concatenated_vocations_id,
              count(*) OVER ()::int AS total
         FROM student_profiles p
        WHERE ${conditions.join(' AND ')}
        ORDER BY ${relevance.length > 0 ? `${relevance.join(' + ')} DESC, ` : ''}p.completion DESC,
                 p.created_at DESC, p.id
        LIMIT ${param(filter.limit)} OFFSET ${param((filter.page - 1) * filter.limit)}`,
      params,
    );
    const total =
      rows[0]?.total ??
      (filter.page > 1 ? (await this.directory({ ...filter, page: 1, limit: 1 })).total : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  findByIds(ids: string[]): Promise<StudentProfile[]> {
    const valid = ids.filter(isUuid);
    return valid.length > 0 ? this.profiles.findBy({ id: In(valid) }) : Promise.resolve([]);
  }
}

/** A card of the business's student directory, before the business's own favourites are added. */
export type DirectoryRow = Omit<StudentDirectoryEntry, 'is_favorite'>;

/** What the directory is asked: the contract's query, and whether the newest joiners are hidden. */
export interface DirectoryFilter {
  name: string;
  city: string;
  vocation?: number;
  page: number;
  limit: number;
  /** Only students whose profile was created before this moment (early access); null: all. */
  joinedBefore: Date | null;
}
