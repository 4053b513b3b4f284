import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WorkExperience, WorkExperienceRequest } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import type { User } from '../users/user.entity';
import { deleteOwnRow } from './owned-rows';
import { LIST_QUERIES, toWorkExperience } from './profile-rows';
import type { WorkRow } from './profile-rows';
import { StudentProfilesService } from './student-profiles.service';

@Injectable()
export class WorkExperienceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: StudentProfilesService,
  ) {}

  async list(user: User): Promise<WorkExperience[]> {
    const { id } = await this.profiles.ownRow(user);
    const rows: WorkRow[] = await this.dataSource.query(LIST_QUERIES.work, [id]);
    return rows.map(toWorkExperience);
  }

  async add(user: User, body: WorkExperienceRequest): Promise<WorkExperience> {
    const { id } = await this.profiles.ownRow(user);
    const [row]: WorkRow[] = await this.dataSource.query(
      `INSERT INTO student_work_experience (student_id, position, company, year_period, description)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING id, position, company, year_period, description`,
      [id, body.position, body.company, body.year_period, body.description],
    );
    await this.profiles.refreshCompletion(id);
    return toWorkExperience(row);
  }

  async remove(user: User, workId: string): Promise<void> {
    const { id } = await this.profiles.ownRow(user);
    await deleteOwnRow(this.dataSource, 'student_work_experience', workId, id);
    await this.profiles.refreshCompletion(id);
  }
}
