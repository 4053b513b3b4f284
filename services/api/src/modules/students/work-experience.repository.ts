import { Injectable } from '@nestjs/common';
import type { WorkExperienceRequest } from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { ProfileListRepository } from './profile-list.repository';
import type { WorkRow } from './profile-rows';

/** The `student_work_experience` table. */
@Injectable()
export class WorkExperienceRepository extends ProfileListRepository<WorkRow> {
  protected readonly table = 'student_work_experience';
  protected readonly columns = 'id, position, company, year_period, description';

  async add(profileId: string, entry: WorkExperienceRequest): Promise<WorkRow> {
    const [row] = await this.db.query<WorkRow>(
      `INSERT INTO student_work_experience (student_id, position, company, year_period, description)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${this.columns}`,
      [profileId, entry.position, entry.company, entry.year_period, entry.description],
    );
    return row;
  }

  /** The changed row; null when the profile has no row by that id. */
  async updateOwn(
    id: string,
    profileId: string,
    entry: WorkExperienceRequest,
  ): Promise<WorkRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.returning<WorkRow>(
      `UPDATE student_work_experience
          SET position = $3, company = $4, year_period = $5, description = $6
        WHERE id = $1 AND student_id = $2 RETURNING ${this.columns}`,
      [id, profileId, entry.position, entry.company, entry.year_period, entry.description],
    );
    return row ?? null;
  }
}
