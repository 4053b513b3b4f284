import { BadRequestException, NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ReceivedFile } from '../uploads/multipart-files';
import type { User } from '../users/user.entity';
import { aForm, InMemoryStudents } from './testing/in-memory-students';

const TEXT = { project_title: 'Sikringsskap', description: 'Koblet opp et skap i garasjen.' };

describe('ProjectsService', () => {
  let world: InMemoryStudents;
  let kari: User;
  let photo: Pick<ReceivedFile, 'path' | 'kind'>;
  let broken: Pick<ReceivedFile, 'path' | 'kind'>;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yb-projects-'));
    photo = { path: path.join(dir, 'skap.png'), kind: 'png' };
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
      .png()
      .toFile(photo.path);
    broken = { path: path.join(dir, 'ødelagt.png'), kind: 'png' };
    writeFileSync(broken.path, 'ikke et bilde');
  });

  beforeEach(async () => {
    world = new InMemoryStudents();
    kari = await world.student();
  });

  const add = (files = [photo]) => world.projectsService.add(kari, aForm(TEXT, files));

  it('adds a project with its re-encoded images and scores it', async () => {
    const project = await add([photo, photo]);

    expect(project).toEqual({
      id: expect.any(String),
      project_title: 'Sikringsskap',
      description: 'Koblet opp et skap i garasjen.',
      project_link: null,
      project_images: [expect.any(String), expect.any(String)],
    });
    expect(new Set(project.project_images)).toEqual(world.files);
    expect(await world.projectsService.list(kari)).toEqual([project]);
    expect(world.completionOf(kari)).toBe(5);
  });

  it('refuses a project without images, and one whose file is no image, keeping no files', async () => {
    const none = aForm(TEXT);
    await expect(world.projectsService.add(kari, none)).rejects.toEqual(
      new BadRequestException(STUDENT_MESSAGES.projectImageRequired),
    );
    await expect(add([photo, broken])).rejects.toEqual(
      new BadRequestException(STUDENT_MESSAGES.projectImageType),
    );

    expect(none.discarded).toBe(true);
    expect(world.projects).toEqual([]);
    expect(world.files.size).toBe(0);
  });

  describe('changing a project', () => {
    it('keeps the images named in keep_images, adds the new ones and deletes the rest', async () => {
      const project = await add([photo, photo]);
      const [kept, dropped] = project.project_images;

      const changed = await world.projectsService.update(
        kari,
        project.id,
        aForm({ ...TEXT, project_title: 'Nytt skap', keep_images: JSON.stringify([kept]) }, [
          photo,
        ]),
      );

      expect(changed.project_title).toBe('Nytt skap');
      expect(changed.project_images).toHaveLength(2);
      expect(changed.project_images[0]).toBe(kept);
      expect(world.files).toEqual(new Set(changed.project_images));
      expect(world.files.has(dropped)).toBe(false);
    });

    it('keeps every image when keep_images is left out', async () => {
      const project = await add([photo]);

      const changed = await world.projectsService.update(kari, project.id, aForm(TEXT));

      expect(changed.project_images).toEqual(project.project_images);
    });

    it('refuses no images or more than five, and removes the files it received', async () => {
      const project = await add([photo, photo, photo, photo]);
      const before = new Set(world.files);

      await expect(
        world.projectsService.update(kari, project.id, aForm({ ...TEXT, keep_images: '[]' })),
      ).rejects.toEqual(new BadRequestException(STUDENT_MESSAGES.projectImageRequired));
      await expect(
        world.projectsService.update(kari, project.id, aForm(TEXT, [photo, photo])),
      ).rejects.toEqual(new BadRequestException(STUDENT_MESSAGES.projectTooManyImages));

      expect(world.files).toEqual(before);
      expect((await world.projectsService.list(kari))[0]).toEqual(project);
    });

    it('answers 404 for another student’s project and keeps none of the new files', async () => {
      const rival = await world.student();
      const project = await add();
      const before = new Set(world.files);

      await expect(
        world.projectsService.update(rival, project.id, aForm(TEXT, [photo])),
      ).rejects.toEqual(new NotFoundException(STUDENT_MESSAGES.itemNotFound));

      expect(world.files).toEqual(before);
    });
  });

  it('deletes an own project with its images, and not another student’s', async () => {
    const rival = await world.student();
    const project = await add([photo, photo]);

    await expect(world.projectsService.remove(rival, project.id)).rejects.toEqual(
      new NotFoundException(STUDENT_MESSAGES.itemNotFound),
    );
    expect(world.files.size).toBe(2);
    await world.projectsService.remove(kari, project.id);

    expect(world.files.size).toBe(0);
    expect(await world.projectsService.list(kari)).toEqual([]);
    expect(world.completionOf(kari)).toBe(0);
  });
});
