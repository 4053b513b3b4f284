import { Injectable } from '@nestjs/common';
import { isUuid } from '../../common/uuid';
import { ProfileListRepository } from './profile-list.repository';
import type { ProjectRow } from './profile-rows';

/** A project's own text; its images come apart, as stored URLs. */
export interface ProjectText {
  title: string;
  description: string;
  link: string | null;
}

/** The `student_projects` table. */
@Injectable()
export class ProjectsRepository extends ProfileListRepository<ProjectRow> {
  protected readonly table = 'student_projects';
  protected readonly columns = 'id, title, description, link, image_urls';

  async add(profileId: string, text: ProjectText, imageUrls: string[]): Promise<ProjectRow> {
    const [row] = await this.db.query<ProjectRow>(
      `INSERT INTO student_projects (student_id, title, description, link, image_urls)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${this.columns}`,
      [profileId, text.title, text.description, text.link, imageUrls],
    );
    return row;
  }

  /**
   * The project's images, its row locked until the transaction ends (call it inside
   * `Transactions.run`); null when the profile has no project by that id.
   */
  async lockOwnImages(id: string, profileId: string): Promise<string[] | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query<Pick<ProjectRow, 'image_urls'>>(
      `SELECT image_urls FROM student_projects WHERE id = $1 AND student_id = $2 FOR UPDATE`,
      [id, profileId],
    );
    return row?.image_urls ?? null;
  }

  /** The changed row; null when the profile has no project by that id. */
  async updateOwn(
    id: string,
    profileId: string,
    text: ProjectText,
    imageUrls: string[],
  ): Promise<ProjectRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.returning<ProjectRow>(
      `UPDATE student_projects SET title = $3, description = $4, link = $5, image_urls = $6,
              updated_at = now()
        WHERE id = $1 AND student_id = $2 RETURNING ${this.columns}`,
      [id, profileId, text.title, text.description, text.link, imageUrls],
    );
    return row ?? null;
  }
}
