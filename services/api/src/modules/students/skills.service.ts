import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Skill, SkillRequest } from '@yrkesbro/contracts';
import { DataSource, QueryFailedError } from 'typeorm';
import type { User } from '../users/user.entity';
import { deleteOwnRow } from './owned-rows';
import { LIST_QUERIES, toSkill } from './profile-rows';
import type { SkillRow } from './profile-rows';
import { StudentProfilesService } from './student-profiles.service';

@Injectable()
export class SkillsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: StudentProfilesService,
  ) {}

  async list(user: User): Promise<Skill[]> {
    const { id } = await this.profiles.ownRow(user);
    const rows: SkillRow[] = await this.dataSource.query(LIST_QUERIES.skills, [id]);
    return rows.map(toSkill);
  }

  async add(user: User, body: SkillRequest): Promise<Skill> {
    const { id } = await this.profiles.ownRow(user);
    let row: SkillRow | undefined;
    try {
      [row] = await this.dataSource.query(
        `WITH added AS (
           INSERT INTO student_skills (student_id, skill_name, proficiency, vocation_id)
           SELECT $1, $2, $3, v.id FROM vocations v WHERE v.id = $4
           RETURNING id, skill_name, proficiency, vocation_id)
         SELECT added.*, v.name AS vocation_name FROM added JOIN vocations v ON v.id = added.vocation_id`,
        [id, body.name, body.proficiency, body.vocationId],
      );
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === '23505'
      )
        throw new ConflictException(STUDENT_MESSAGES.skillDuplicate);
      throw error;
    }
    if (!row) throw new BadRequestException(STUDENT_MESSAGES.skillVocationRequired);
    await this.profiles.refreshCompletion(id);
    return toSkill(row);
  }

  async remove(user: User, skillId: string): Promise<void> {
    const { id } = await this.profiles.ownRow(user);
    await deleteOwnRow(this.dataSource, 'student_skills', skillId, id);
    await this.profiles.refreshCompletion(id);
  }
}
