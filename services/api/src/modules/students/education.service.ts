import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Education, EducationRequest } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/uuid';
import type { User } from '../users/user.entity';
import { deleteOwnRow } from './owned-rows';
import { LIST_QUERIES, toEducation } from './profile-rows';
import type { EducationRow } from './profile-rows';
import { StudentProfilesService } from './student-profiles.service';

const RETURNING = 'RETURNING id, education_name, school_name, year_period, description';

@Injectable()
export class EducationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: StudentProfilesService,
  ) {}

  async list(user: User): Promise<Education[]> {
    const { id } = await this.profiles.ownRow(user);
    const rows: EducationRow[] = await this.dataSource.query(LIST_QUERIES.education, [id]);
    return rows.map(toEducation);
  }

  async add(user: User, body: EducationRequest): Promise<Education> {
    const { id } = await this.profiles.ownRow(user);
    const [row]: EducationRow[] = await this.dataSource.query(
      `INSERT INTO student_education (student_id, education_name, school_name, year_period, description)
       VALUES ($1, $2, $3, $4, $5) ${RETURNING}`,
      [id, body.educationName, body.schoolName, body.yearPeriod, body.description],
    );
    await this.profiles.refreshCompletion(id);
    return toEducation(row);
  }

  async update(user: User, educationId: string, body: EducationRequest): Promise<Education> {
    const { id } = await this.profiles.ownRow(user);
    const [rows]: [EducationRow[]] = isUuid(educationId)
      ? await this.dataSource.query(
          `UPDATE student_education
              SET education_name = $3, school_name = $4, year_period = $5, description = $6
            WHERE id = $1 AND student_id = $2 ${RETURNING}`,
          [educationId, id, body.educationName, body.schoolName, body.yearPeriod, body.description],
        )
      : [[]];
    if (!rows.length) throw new NotFoundException(STUDENT_MESSAGES.itemNotFound);
    return toEducation(rows[0]);
  }

  async remove(user: User, educationId: string): Promise<void> {
    const { id } = await this.profiles.ownRow(user);
    await deleteOwnRow(this.dataSource, 'student_education', educationId, id);
    await this.profiles.refreshCompletion(id);
  }
}
