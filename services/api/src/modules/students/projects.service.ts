import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { projectSchema, STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Project } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/uuid';
import { validateWith } from '../../common/yup-validation.pipe';
import { IMAGE_KINDS } from '../uploads/file-kind';
import { boundedImage, InvalidImageError } from '../uploads/image-encoding';
import type { FileRule, ReceivedForm } from '../uploads/multipart-files';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { deleteOwnRow } from './owned-rows';
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
const PROJECT_IMAGE_MAX_SIDE = 2048;

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

  /**
   * New text and images; `keep_images` lists which of the project's current images stay.
   * The project is locked while it changes, so a concurrent edit or delete never leaves it
   * pointing at deleted files, and new files are removed again if the change is refused.
   */
  async update(user: User, projectId: string, form: ReceivedForm): Promise<Project> {
    try {
      const fields = await validateWith(projectSchema, form.fields);
      const { id } = await this.profiles.ownRow(user);
      const added = await this.publish(form);
      try {
        const { row, dropped } = await this.dataSource.transaction(async (manager) => {
          const [current]: ProjectRow[] = isUuid(projectId)
            ? await manager.query(
                `SELECT image_urls FROM student_projects WHERE id = $1 AND student_id = $2 FOR UPDATE`,
                [projectId, id],
              )
            : [];
          if (!current) throw new NotFoundException(STUDENT_MESSAGES.itemNotFound);
          const kept = keptImages(form.fields.keep_images, current.image_urls);
          const images = [...kept, ...added];
          if (images.length === 0)
            throw new BadRequestException(STUDENT_MESSAGES.projectImageRequired);
          if (images.length > STUDENT_LIMITS.projectMaxImages)
            throw new BadRequestException(STUDENT_MESSAGES.projectTooManyImages);
          const [[updated]]: [ProjectRow[]] = await manager.query(
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
          return {
            row: updated,
            dropped: current.image_urls.filter((url) => !kept.includes(url)),
          };
        });
        await this.uploads.removeAll(dropped);
        return toProject(row);
      } catch (error) {
        await this.uploads.removeAll(added);
        throw error;
      }
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

  /**
   * Re-encoded, at most 2048 px a side: portfolio photos come from phones, with EXIF (GPS
   * positions included) that would otherwise be served to everyone viewing the profile.
   */
  private async publish(form: ReceivedForm): Promise<string[]> {
    const urls: string[] = [];
    try {
      for (const file of form.files) {
        const image = await boundedImage(file.path, file.kind, PROJECT_IMAGE_MAX_SIDE);
        urls.push(await this.uploads.save('projects', image, file.kind));
      }
    } catch (error) {
      await this.uploads.removeAll(urls);
      if (error instanceof InvalidImageError)
        throw new BadRequestException(STUDENT_MESSAGES.projectImageType);
      throw error;
    }
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
