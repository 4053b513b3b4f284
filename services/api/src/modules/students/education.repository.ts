import { Injectable } from '@nestjs/common';
import type { EducationRequest } from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { ProfileListRepository } from './profile-list.repository';
import type { EducationRow } from './profile-rows';

/** The `student_education` table. */
@Injectable()
export class EducationRepository extends ProfileListRepository<EducationRow> {
  protected readonly table = 'student_education';
  protected readonly columns = 'id, education_name, school_name, year_period, description';

  async add(profileId: string, entry: EducationRequest): Promise<EducationRow> {
    const [row] = await this.db.query<EducationRow>(
      `INSERT INTO student_education (student_id, education_name, school_name, year_period, description)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${this.columns}`,
      [profileId, entry.educationName, entry.schoolName, entry.yearPeriod, entry.description],
    );
    return row;
  }

  /** The changed row; null when the profile has no row by that id. */
  async updateOwn(
    id: string,
    profileId: string,
    entry: EducationRequest,
  ): Promise<EducationRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.returning<EducationRow>(
      `UPDATE student_education
          SET education_name = $3, school_name = $4, year_period = $5, description = $6
        WHERE id = $1 AND student_id = $2 RETURNING ${this.columns}`,
      [id, profileId, entry.educationName, entry.schoolName, entry.yearPeriod, entry.description],
    );
    return row ?? null;
  }
}
