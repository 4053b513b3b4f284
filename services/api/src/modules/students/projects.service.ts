import { BadRequestException, Injectable } from '@nestjs/common';
import { projectSchema, STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Project, ProjectRequest } from '@yrkesbro/contracts';
import { validateWith } from '../../common/yup-validation.pipe';
import { Transactions } from '../../database/transactions';
import { IMAGE_KINDS } from '../uploads/file-kind';
import { boundedImage, InvalidImageError } from '../uploads/image-encoding';
import type { FileRule, ReceivedForm } from '../uploads/multipart-files';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { ownItem } from './owned-rows';
import { toProject } from './profile-rows';
import { ProjectsRepository } from './projects.repository';
import type { ProjectText } from './projects.repository';
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

const PROJECT_IMAGE_MAX_SIDE = 2048;

/** The portfolio: projects with one to five images each; a project's images go with it. */
@Injectable()
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly transactions: Transactions,
    private readonly profiles: StudentProfilesService,
    private readonly uploads: UploadStorage,
  ) {}

  async list(user: User): Promise<Project[]> {
    const { id } = await this.profiles.ownRow(user);
    return (await this.projects.list(id)).map(toProject);
  }

  async add(user: User, form: ReceivedForm): Promise<Project> {
    try {
      const fields = await validateWith(projectSchema, form.fields);
      if (form.files.length === 0)
        throw new BadRequestException(STUDENT_MESSAGES.projectImageRequired);
      const { id } = await this.profiles.ownRow(user);
      const images = await this.publish(form);
      const row = await this.projects.add(id, projectText(fields), images);
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
        const { row, dropped } = await this.transactions.run(async () => {
          const current = ownItem(await this.projects.lockOwnImages(projectId, id));
          const kept = keptImages(form.fields.keep_images, current);
          const images = [...kept, ...added];
          if (images.length === 0)
            throw new BadRequestException(STUDENT_MESSAGES.projectImageRequired);
          if (images.length > STUDENT_LIMITS.projectMaxImages)
            throw new BadRequestException(STUDENT_MESSAGES.projectTooManyImages);
          return {
            row: ownItem(await this.projects.updateOwn(projectId, id, projectText(fields), images)),
            dropped: current.filter((url) => !kept.includes(url)),
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
    const row = ownItem(await this.projects.deleteOwn(projectId, id));
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

function projectText(fields: ProjectRequest): ProjectText {
  return {
    title: fields.project_title,
    description: fields.description,
    link: fields.project_link || null,
  };
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
