import { Injectable } from '@nestjs/common';
import type { SkillRequest } from '@yrkesbro/contracts';
import { QueryFailedError } from 'typeorm';
import { ProfileListRepository } from './profile-list.repository';
import type { SkillRow } from './profile-rows';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** Why a skill was not added. */
export type SkillRefusal = 'duplicate' | 'unknown-vocation';

/** The `student_skills` table. */
@Injectable()
export class SkillsRepository extends ProfileListRepository<SkillRow> {
  protected readonly table = 'student_skills';
  protected readonly columns = 'id, skill_name, proficiency, vocation_id';

  // The vocation's name is shown beside each skill; joined here so a profile is one query per list.
  override list(profileId: string): Promise<SkillRow[]> {
    return this.db.query(
      `SELECT s.id, s.skill_name, s.proficiency, s.vocation_id, v.name AS vocation_name
         FROM student_skills s JOIN vocations v ON v.id = s.vocation_id
        WHERE s.student_id = $1 ORDER BY s.created_at, s.id`,
      [profileId],
    );
  }

  /**
   * The skill as listed, or why it was refused: the profile has one by that name already
   * (the unique index ignores case), or the vocation does not exist (the foreign key says so).
   */
  async add(profileId: string, skill: SkillRequest): Promise<SkillRow | SkillRefusal> {
    try {
      const [row] = await this.db.query<SkillRow>(
        `WITH added AS (
           INSERT INTO student_skills (student_id, skill_name, proficiency, vocation_id)
           VALUES ($1, $2, $3, $4)
           RETURNING ${this.columns})
         SELECT added.*, v.name AS vocation_name FROM added JOIN vocations v ON v.id = added.vocation_id`,
        [profileId, skill.name, skill.proficiency, skill.vocationId],
      );
      return row;
    } catch (error) {
      const code =
        error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : null;
      if (code === UNIQUE_VIOLATION) return 'duplicate';
      if (code === FOREIGN_KEY_VIOLATION) return 'unknown-vocation';
      throw error;
    }
  }
}
