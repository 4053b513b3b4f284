import { Injectable } from '@nestjs/common';
import type { SkillRequest } from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { isUniqueViolation } from '../../database/unique-violation';
import { ProfileListRepository } from './profile-list.repository';
import type { SkillRow } from './profile-rows';

/** A skill as stored; the name of its vocation is the vocations module's. */
export type StoredSkill = Omit<SkillRow, 'vocation_name'>;

/** The `student_skills` table. */
@Injectable()
export class SkillsRepository extends ProfileListRepository<SkillRow, StoredSkill> {
  protected readonly table = 'student_skills';
  protected readonly columns = 'id, skill_name, proficiency, vocation_id';

  // The vocation's name is shown beside each skill; joined here so a profile is one query per list.
  override get listQuery(): string {
    return `SELECT s.id, s.skill_name, s.proficiency, s.vocation_id, v.name AS vocation_name
              FROM student_skills s JOIN vocations v ON v.id = s.vocation_id
             WHERE s.student_id = $1 ORDER BY s.created_at, s.id`;
  }

  /** The added skill; `duplicate` when the profile has one by that name (in any case) already. */
  async add(profileId: string, skill: SkillRequest): Promise<StoredSkill | 'duplicate'> {
    try {
      const [row] = await this.db.query<StoredSkill>(
        `INSERT INTO student_skills (student_id, skill_name, proficiency, vocation_id)
         VALUES ($1, $2, $3, $4) RETURNING ${this.columns}`,
        [profileId, skill.name, skill.proficiency, skill.vocationId],
      );
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  /**
   * The changed skill; null when the profile has no skill by that id, `duplicate` when another
   * of its skills has the new name already.
   */
  async updateOwn(
    id: string,
    profileId: string,
    skill: SkillRequest,
  ): Promise<StoredSkill | 'duplicate' | null> {
    if (!isUuid(id)) return null;
    try {
      const [row] = await this.db.returning<StoredSkill>(
        `UPDATE student_skills SET skill_name = $3, proficiency = $4, vocation_id = $5
          WHERE id = $1 AND student_id = $2 RETURNING ${this.columns}`,
        [id, profileId, skill.name, skill.proficiency, skill.vocationId],
      );
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }
}
