import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  completionInputOf,
  DEFAULT_PROFILE_GRADIENT,
  profileCompletion,
  STUDENT_MESSAGES,
} from '@yrkesbro/contracts';
import type {
  Badge,
  ProfileUpdateRequest,
  PublicStudentProfile,
  StudentProfile as StudentProfileDto,
} from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/uuid';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import {
  LIST_QUERIES,
  toBadge,
  toEducation,
  toGrade,
  toProject,
  toSkill,
  toWorkExperience,
} from './profile-rows';
import type { BadgeRow } from './profile-rows';
import { StudentProfile } from './student-profile.entity';

type MediaColumn = 'profilePictureUrl' | 'profilePictureThumbUrl' | 'videoUrl';

/** The profile itself: reading it whole, changing its own fields, and keeping its score. */
@Injectable()
export class StudentProfilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadStorage,
  ) {}

  private get profiles() {
    return this.dataSource.getRepository(StudentProfile);
  }

  /** The signed-in student's profile row; a student created without one (by an admin, in tests) gets it now. */
  async ownRow(user: User): Promise<StudentProfile> {
    const existing = await this.profiles.findOneBy({ userId: user.id });
    if (existing) return existing;
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(StudentProfile)
      .values({ userId: user.id, school: '' })
      .orIgnore()
      .execute();
    return this.profiles.findOneByOrFail({ userId: user.id });
  }

  async own(user: User): Promise<StudentProfileDto> {
    const row = await this.ownRow(user);
    const [{ applications }] = await this.dataSource.query(
      `SELECT count(*)::int AS applications FROM applications WHERE student_id = $1`,
      [user.id],
    );
    return { ...(await this.assemble(row, true)), email: user.email, applications };
  }

  async update(user: User, changes: ProfileUpdateRequest): Promise<StudentProfileDto> {
    const row = await this.ownRow(user);
    const text = Object.fromEntries(
      Object.entries({
        name: changes.name,
        headline: changes.headline,
        bio: changes.bio,
        location: changes.location,
        lookingFor: changes.lookingfor,
        gradient: changes.gradient,
      }).filter(([, value]) => value !== undefined),
    );
    // Only the columns asked for are written, so an upload finishing meanwhile is kept.
    if (Object.keys(text).length > 0) await this.profiles.update({ id: row.id }, text);
    await this.replaceMedia(row.id, {
      ...(changes.profile_picture_url === null
        ? { profilePictureUrl: null, profilePictureThumbUrl: null }
        : {}),
      ...(changes.video_resumes === null ? { videoUrl: null } : {}),
    });
    await this.refreshCompletion(row.id);
    return this.own(user);
  }

  /**
   * Points the profile at new media files (or none) and deletes the files it pointed at.
   * The old values are read under a row lock, so two uploads at once never delete the
   * file the other one stored.
   */
  async replaceMedia(profileId: string, media: Partial<Pick<StudentProfile, MediaColumn>>) {
    const columns = Object.keys(media) as MediaColumn[];
    if (columns.length === 0) return;
    const previous = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(StudentProfile);
      const current = await repository.findOne({
        where: { id: profileId },
        lock: { mode: 'pessimistic_write' },
      });
      await repository.update({ id: profileId }, media);
      return columns.map((column) => current?.[column]);
    });
    const kept = new Set(Object.values(media));
    await this.uploads.removeAll(previous.filter((url) => !kept.has(url ?? null)));
    await this.refreshCompletion(profileId);
  }

  async badges(user: User): Promise<Badge[]> {
    const { id } = await this.ownRow(user);
    const rows: BadgeRow[] = await this.dataSource.query(LIST_QUERIES.badges, [id]);
    return rows.map(toBadge);
  }

  /** What anyone signed in sees at /profile/{uuid}; a visit by someone else counts as a view. */
  async publicProfile(uuid: string, viewer: User): Promise<PublicStudentProfile> {
    const row = isUuid(uuid) ? await this.profiles.findOneBy({ id: uuid }) : null;
    if (!row) throw new NotFoundException(STUDENT_MESSAGES.profileNotFound);
    const isOwn = row.userId === viewer.id;
    if (!isOwn) {
      await this.profiles.increment({ id: row.id }, 'views', 1);
      row.views += 1;
    }
    return this.assemble(row, isOwn);
  }

  /** Stores the score again after anything it reads has changed. */
  async refreshCompletion(profileId: string): Promise<void> {
    const row = await this.profiles.findOneByOrFail({ id: profileId });
    const profile = await this.assemble(row, true);
    await this.profiles.update({ id: profileId }, { completion: profile.completionPercentage });
  }

  private async assemble(row: StudentProfile, isOwn: boolean): Promise<PublicStudentProfile> {
    const list = <T>(sql: string) => this.dataSource.query(sql, [row.id]) as Promise<T[]>;
    const [education, skills, work, grades, projects, badges] = await Promise.all([
      list<Parameters<typeof toEducation>[0]>(LIST_QUERIES.education),
      list<Parameters<typeof toSkill>[0]>(LIST_QUERIES.skills),
      list<Parameters<typeof toWorkExperience>[0]>(LIST_QUERIES.work),
      list<Parameters<typeof toGrade>[0]>(LIST_QUERIES.grades),
      list<Parameters<typeof toProject>[0]>(LIST_QUERIES.projects),
      list<Parameters<typeof toBadge>[0]>(LIST_QUERIES.badges),
    ]);
    const latestEducation = education.at(-1);
    const profile: PublicStudentProfile = {
      id: row.id,
      user_id: row.userId,
      name: row.name,
      role: 'student',
      profile_picture_url: row.profilePictureUrl,
      profile_picture_thumb_url: row.profilePictureThumbUrl,
      bio: row.bio,
      headline: row.headline,
      location: row.location,
      school: row.school,
      educationDisplay: latestEducation
        ? `${latestEducation.education_name}, ${latestEducation.school_name}`
        : row.school || null,
      gradient: row.gradient ?? DEFAULT_PROFILE_GRADIENT.className,
      lookingfor: row.lookingFor,
      video_resumes: row.videoUrl,
      completionPercentage: 0,
      views: row.views,
      badges_count: badges.length,
      skills_count: skills.length,
      grades_count: grades.length,
      projects_count: projects.length,
      education: education.map(toEducation),
      skills: skills.map(toSkill),
      work_experience: work.map(toWorkExperience),
      grades: grades.map(toGrade),
      projects: projects.map(toProject),
      badges: badges.map(toBadge),
      is_own: isOwn,
    };
    profile.completionPercentage = profileCompletion(completionInputOf(profile));
    return profile;
  }
}
