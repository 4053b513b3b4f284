import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { projectSchema, STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Project } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { validateWith } from '../../common/yup-validation.pipe';
import { IMAGE_KINDS } from '../uploads/file-kind';
import type { FileRule, ReceivedForm } from '../uploads/multipart-files';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { deleteOwnRow, findOwnRow } from './owned-rows';
import { LIST_QUERIES, toProject } from './profile-rows';
import type { ProjectRow } from './profile-rows';
import { StudentProfilesService } from './student-profiles.service';

export const PROJECT_IMAGES: Record<string, FileRule> = {
  images: {
    kinds: IMAGE_KINDS,
    maxBytes: STUDENT_LIMITS.projectImageMaxBytes,
    maxCount: STUDENT_LIMITS.projectMaxImages,
    wrongType: STUDENT_MESSAGES.projectImageType,
    tooLarge: STUDENT_MESSAGES.projectImageTooLarge,
    tooMany: STUDENT_MESSAGES.projectTooManyImages,
  },
};

const RETURNING = 'RETURNING id, title, description, link, image_urls';

/** The portfolio: projects with one to five images each; a project's images go with it. */
@Injectable()
export class ProjectsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: StudentProfilesService,
    private readonly uploads: UploadStorage,
  ) {}

  async list(user: User): Promise<Project[]> {
    const { id } = await this.profiles.ownRow(user);
    const rows: ProjectRow[] = await this.dataSource.query(LIST_QUERIES.projects, [id]);
    return rows.map(toProject);
  }

  async add(user: User, form: ReceivedForm): Promise<Project> {
    try {
      const fields = await validateWith(projectSchema, form.fields);
      if (form.files.length === 0)
        throw new BadRequestException(STUDENT_MESSAGES.projectImageRequired);
      const { id } = await this.profiles.ownRow(user);
      const images = await this.publish(form);
      const [row]: ProjectRow[] = await this.dataSource.query(
        `INSERT INTO student_projects (student_id, title, description, link, image_urls)
         VALUES ($1, $2, $3, $4, $5) ${RETURNING}`,
        [id, fields.project_title, fields.description, fields.project_link || null, images],
      );
      await this.profiles.refreshCompletion(id);
      return toProject(row);
    } finally {
      await form.discard();
    }
  }

  /** New text and images; `keep_images` lists which of the project's current images stay. */
  async update(user: User, projectId: string, form: ReceivedForm): Promise<Project> {
    try {
      const fields = await validateWith(projectSchema, form.fields);
      const { id } = await this.profiles.ownRow(user);
      const current = await findOwnRow<ProjectRow>(
        this.dataSource,
        'student_projects',
        projectId,
        id,
      );
      const kept = keptImages(form.fields.keep_images, current.image_urls);
      const total = kept.length + form.files.length;
      if (total === 0) throw new BadRequestException(STUDENT_MESSAGES.projectImageRequired);
      if (total > STUDENT_LIMITS.projectMaxImages)
        throw new BadRequestException(STUDENT_MESSAGES.projectTooManyImages);
      const images = [...kept, ...(await this.publish(form))];
      const [[row]]: [ProjectRow[]] = await this.dataSource.query(
        `UPDATE student_projects SET title = $3, description = $4, link = $5, image_urls = $6,
                updated_at = now()
          WHERE id = $1 AND student_id = $2 ${RETURNING}`,
        [
          projectId,
          id,
          fields.project_title,
          fields.description,
          fields.project_link || null,
          images,
        ],
      );
      await this.uploads.removeAll(current.image_urls.filter((url) => !kept.includes(url)));
      return toProject(row);
    } finally {
      await form.discard();
    }
  }

  async remove(user: User, projectId: string): Promise<void> {
    const { id } = await this.profiles.ownRow(user);
    const row = await deleteOwnRow<ProjectRow>(this.dataSource, 'student_projects', projectId, id);
    await this.uploads.removeAll(row.image_urls);
    await this.profiles.refreshCompletion(id);
  }

  private async publish(form: ReceivedForm): Promise<string[]> {
    const urls: string[] = [];
    for (const file of form.files)
      urls.push(await this.uploads.publish(file.path, 'projects', file.kind));
    return urls;
  }
}

/** The current images named in `keep_images`; names of anything else are ignored. */
function keptImages(json: string | undefined, current: string[]): string[] {
  let wanted: unknown;
  try {
    wanted = JSON.parse(json ?? 'null');
  } catch {
    wanted = null;
  }
  // Left out entirely, every current image stays.
  if (wanted === null) return current;
  if (!Array.isArray(wanted)) throw new BadRequestException(STUDENT_MESSAGES.projectImageRequired);
  return current.filter((url) => wanted.includes(url));
}
