import { BadRequestException, Injectable } from '@nestjs/common';
import { STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { AvatarResponse, VideoUploadResponse } from '@yrkesbro/contracts';
import { IMAGE_KINDS, VIDEO_KINDS } from '../uploads/file-kind';
import { InvalidImageError, squareJpegs } from '../uploads/image-encoding';
import type { FileRule, ReceivedForm } from '../uploads/multipart-files';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { StudentProfilesService } from './student-profiles.service';

export const AVATAR_FILE: Record<string, FileRule> = {
  avatar: {
    kinds: IMAGE_KINDS,
    maxBytes: STUDENT_LIMITS.photoMaxBytes,
    maxCount: 1,
    wrongType: STUDENT_MESSAGES.photoNotImage,
    tooLarge: STUDENT_MESSAGES.photoTooLarge,
  },
};

export const VIDEO_FILE: Record<string, FileRule> = {
  video: {
    kinds: VIDEO_KINDS,
    maxBytes: STUDENT_LIMITS.videoMaxBytes,
    maxCount: 1,
    wrongType: STUDENT_MESSAGES.videoNotVideo,
    tooLarge: STUDENT_MESSAGES.videoTooLarge,
  },
};

// The header shows 160 px at most and lists 48 px: twice that covers sharp screens.
const AVATAR_SIZE = 512;
const THUMB_SIZE = 128;

/** The profile's photo and video CV; a new one replaces the old, whose files are deleted. */
@Injectable()
export class ProfileMediaService {
  constructor(
    private readonly profiles: StudentProfilesService,
    private readonly uploads: UploadStorage,
  ) {}

  /** Re-encodes the photo as square JPEGs, so no uploaded bytes are ever served as they came. */
  async setAvatar(user: User, form: ReceivedForm): Promise<AvatarResponse> {
    try {
      const file = form.files[0];
      if (!file) throw new BadRequestException(STUDENT_MESSAGES.photoNotImage);
      const [large, small] = await squareJpegs(file.path, [AVATAR_SIZE, THUMB_SIZE]).catch(
        (error: unknown) => {
          if (error instanceof InvalidImageError)
            throw new BadRequestException(STUDENT_MESSAGES.photoNotImage);
          throw error;
        },
      );
      const row = await this.profiles.ownRow(user);
      const urls: AvatarResponse = {
        profile_picture_url: await this.uploads.save('avatars', large, 'jpg'),
        profile_picture_thumb_url: await this.uploads.save('avatars', small, 'jpg'),
      };
      await this.profiles.replaceMedia(row.id, {
        profilePictureUrl: urls.profile_picture_url,
        profilePictureThumbUrl: urls.profile_picture_thumb_url,
      });
      return urls;
    } finally {
      await form.discard();
    }
  }

  async setVideo(user: User, form: ReceivedForm): Promise<VideoUploadResponse> {
    try {
      const file = form.files[0];
      if (!file) throw new BadRequestException(STUDENT_MESSAGES.videoNotVideo);
      const row = await this.profiles.ownRow(user);
      const videoUrl = await this.uploads.publish(file.path, 'videos', file.kind);
      await this.profiles.replaceMedia(row.id, { videoUrl });
      return { videoUrl };
    } finally {
      await form.discard();
    }
  }
}
