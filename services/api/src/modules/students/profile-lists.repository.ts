import { Injectable } from '@nestjs/common';
import { DatabaseContext } from '../../database/database-context';
import { BadgesRepository } from './badges.repository';
import { EducationRepository } from './education.repository';
import { GradesRepository } from './grades.repository';
import { ProjectsRepository } from './projects.repository';
import type {
  BadgeRow,
  EducationRow,
  GradeRow,
  ProjectRow,
  SkillRow,
  WorkRow,
} from './profile-rows';
import { SkillsRepository } from './skills.repository';
import { WorkExperienceRepository } from './work-experience.repository';

/** Every list a whole profile shows, each in its own list's order. */
export interface ProfileLists {
  education: EducationRow[];
  skills: SkillRow[];
  work: WorkRow[];
  grades: GradeRow[];
  projects: ProjectRow[];
  badges: BadgeRow[];
}

/**
 * The lists of a profile read together, for the profile pages that show them all: one round trip
 * instead of six, each a round trip and a system call of its own on both sides. Each list is its
 * repository's own query (`listQuery`), its rows aggregated as JSON in that query's order;
 * timestamps come as text.
 */
@Injectable()
export class ProfileListsRepository {
  private readonly query: string;

  constructor(
    private readonly db: DatabaseContext,
    education: EducationRepository,
    skills: SkillsRepository,
    work: WorkExperienceRepository,
    grades: GradesRepository,
    projects: ProjectsRepository,
    badges: BadgesRepository,
  ) {
    const lists: Record<keyof ProfileLists, { listQuery: string }> = {
      education,
      skills,
      work,
      grades,
      projects,
      badges,
    };
    this.query = `SELECT ${Object.entries(lists)
      .map(
        ([name, list]) =>
          `(SELECT coalesce(json_agg(list_row), '[]'::json) FROM (${list.listQuery}) list_row) AS ${name}`,
      )
      .join(',\n       ')}`;
  }

  async of(profileId: string): Promise<ProfileLists> {
    const [lists] = await this.db.prepared<ProfileLists>('profile-lists', this.query, [profileId]);
    return lists;
  }
}
