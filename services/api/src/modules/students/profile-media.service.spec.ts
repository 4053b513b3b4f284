import { BadRequestException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { User } from '../users/user.entity';
import { ProfileMediaService } from './profile-media.service';
import { aForm, InMemoryStudents } from './testing/in-memory-students';

describe('ProfileMediaService', () => {
  let world: InMemoryStudents;
  let media: ProfileMediaService;
  let kari: User;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'yb-media-'));
    await sharp({ create: { width: 20, height: 10, channels: 4, background: '#00000000' } })
      .png()
      .toFile(path.join(dir, 'meg.png'));
    writeFileSync(path.join(dir, 'ødelagt.png'), 'ikke et bilde');
  });

  beforeEach(async () => {
    world = new InMemoryStudents();
    media = new ProfileMediaService(world.profileService, world.uploads);
    kari = await world.student();
  });

  const avatar = (name = 'meg.png') =>
    media.setAvatar(kari, aForm({}, [{ path: path.join(dir, name), kind: 'png' }]));

  it('stores a new photo in two sizes and deletes the photo it replaces', async () => {
    const first = await avatar();

    const second = await avatar();

    expect(world.files).toEqual(
      new Set([second.profile_picture_url, second.profile_picture_thumb_url]),
    );
    expect(world.files.has(first.profile_picture_url)).toBe(false);
    expect(world.profileOf(kari)).toMatchObject({
      profilePictureUrl: second.profile_picture_url,
      profilePictureThumbUrl: second.profile_picture_thumb_url,
      completion: 10,
    });
  });

  it('refuses a file that is no image, leaving the photo there is', async () => {
    const kept = await avatar();

    await expect(avatar('ødelagt.png')).rejects.toEqual(
      new BadRequestException(STUDENT_MESSAGES.photoNotImage),
    );

    expect(world.profileOf(kari).profilePictureUrl).toBe(kept.profile_picture_url);
    expect(world.files.size).toBe(2);
  });

  it('replaces the video CV and deletes the old file', async () => {
    const video = () =>
      media.setVideo(kari, aForm({}, [{ path: path.join(dir, 'cv.mp4'), kind: 'mp4' }]));
    const { videoUrl: first } = await video();

    const { videoUrl } = await video();

    expect([...world.files]).toEqual([videoUrl]);
    expect(first).not.toBe(videoUrl);
    expect(world.profileOf(kari)).toMatchObject({ videoUrl, completion: 5 });
  });
});
