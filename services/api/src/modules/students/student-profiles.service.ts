import { Injectable, NotFoundException } from '@nestjs/common';
import {
  completionInputOf,
  DEFAULT_PROFILE_GRADIENT,
  profileCompletion,
  STUDENT_MESSAGES,
} from '@yrkesbro/contracts';
import type {
  AdminListQuery,
  AdminPage,
  AdminStudentRow,
  Badge,
  Grade,
  PlanFeature,
  ProfileUpdateRequest,
  Project,
  PublicStudentProfile,
  StudentProfile as StudentProfileDto,
} from '@yrkesbro/contracts';
import { Transactions } from '../../database/transactions';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { BadgesRepository } from './badges.repository';
import { ProfileListsRepository } from './profile-lists.repository';
import {
  toBadge,
  toEducation,
  toGrade,
  toProject,
  toSkill,
  toWorkExperience,
} from './profile-rows';
import type { StudentProfile } from './student-profile.entity';
import { StudentProfilesRepository } from './student-profiles.repository';
import type { DirectoryFilter, DirectoryRow, StudentSummary } from './student-profiles.repository';

type MediaColumn = 'profilePictureUrl' | 'profilePictureThumbUrl' | 'videoUrl';

/** The profile with every part, before a business viewer's plan leaves some out. */
type WholeProfile = PublicStudentProfile & { grades: Grade[]; projects: Project[] };

/** A favourite student's card: what a business's list shows of them. */
export interface StudentCard {
  uuid: string;
  userId: string;
  name: string | null;
  headline: string | null;
  location: string | null;
  bio: string | null;
  profilePicture: string | null;
}

/** Takes out the parts in `locked` (their keys, not only their values) and names them. */
export function withoutLocked(profile: WholeProfile, locked: PlanFeature[]): PublicStudentProfile {
  const { grades, projects, ...rest } = profile;
  return {
    ...rest,
    ...(locked.includes('grades') ? {} : { grades }),
    ...(locked.includes('portfolio')
      ? { video_resumes: null, has_video_cv: Boolean(profile.video_resumes) }
      : { projects }),
    locked,
  };
}

/** A profile someone signed in has found (`find`), to be shown (`show`). */
export interface FoundProfile {
  row: StudentProfile;
  isOwn: boolean;
}

/** The profile itself: reading it whole, changing its own fields, and keeping its score. */
@Injectable()
export class StudentProfilesService {
  constructor(
    private readonly profiles: StudentProfilesRepository,
    private readonly lists: ProfileListsRepository,
    private readonly badgeRows: BadgesRepository,
    private readonly transactions: Transactions,
    private readonly uploads: UploadStorage,
  ) {}

  /** The new student's profile, with the school they registered with. */
  createForRegistration(userId: string, school: string): Promise<void> {
    return this.profiles.create(userId, school);
  }

  /** The students among `userIds` who have a profile, by user id. */
  async summaries(userIds: string[]): Promise<Map<string, StudentSummary>> {
    const rows = await this.profiles.summariesOf([...new Set(userIds)]);
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** Every profile for the admin's list, with its stored completion. */
  async adminList(query: AdminListQuery): Promise<AdminPage<AdminStudentRow>> {
    const { rows, total } = await this.profiles.adminList(query);
    return { rows, total, page: query.page, limit: query.limit };
  }

  /** The signed-in student's profile row; a student created without one (by an admin, in tests) gets it now. */
  ownRow(user: User): Promise<StudentProfile> {
    return this.madeOnFirstVisit(user, () => this.profiles.findByUser(user.id));
  }

  async own(user: User): Promise<StudentProfileDto> {
    const { row, applications } = await this.madeOnFirstVisit(user, () =>
      this.profiles.findByUserWithApplications(user.id),
    );
    return { ...(await this.assemble(row, true)), email: user.email, applications };
  }

  /** What `find` reads of the student's profile, the profile made first when they have none. */
  private async madeOnFirstVisit<T>(user: User, find: () => Promise<T | null>): Promise<T> {
    const existing = await find();
    if (existing) return existing;
    await this.profiles.createIfMissing(user.id, '');
    const created = await find();
    if (!created) throw new Error(`Profilen til ${user.id} ble ikke opprettet`);
    return created;
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
    await this.profiles.update(row.id, text);
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
    const previous = await this.transactions.run(async () => {
      const current = await this.profiles.lock(profileId);
      await this.profiles.update(profileId, media);
      return columns.map((column) => current?.[column]);
    });
    const kept = new Set(Object.values(media));
    await this.uploads.removeAll(previous.filter((url) => !kept.has(url ?? null)));
    await this.refreshCompletion(profileId);
  }

  async badges(user: User): Promise<Badge[]> {
    const { id } = await this.ownRow(user);
    return (await this.badgeRows.list(id)).map(toBadge);
  }

  /**
   * Gives the student a badge once (an assessment passed); false when they had it already or
   * have no student profile. The completion score counts badges, so it is stored again.
   */
  async awardBadge(userId: string, badge: { name: string; description: string }): Promise<boolean> {
    const profile = await this.profiles.findByUser(userId);
    if (!profile) return false;
    const awarded = await this.badgeRows.award(profile.id, badge);
    if (awarded) await this.refreshCompletion(profile.id);
    return awarded;
  }

  /** The profile's ids, or 404 with the spec's text. */
  async locate(uuid: string): Promise<{ id: string; userId: string }> {
    const found = await this.profiles.findWithClosing(uuid);
    if (!found || found.closing) throw new NotFoundException(STUDENT_MESSAGES.profileNotFound);
    return { id: found.row.id, userId: found.row.userId };
  }

  /**
   * What someone signed in sees at /profile/{uuid}, less the parts in `locked` (a business
   * viewer's plan decides them); a visit by someone else counts as a view.
   */
  async publicProfile(
    uuid: string,
    viewer: User,
    locked: PlanFeature[] = [],
  ): Promise<PublicStudentProfile> {
    return this.show(await this.find(uuid, viewer), locked);
  }

  /**
   * The profile at /profile/{uuid} as `viewer` may find it, read once for `show`, or 404 with the
   * spec's text: a profile whose account is being deleted is gone for everyone but its owner.
   */
  async find(uuid: string, viewer: User): Promise<FoundProfile> {
    const found = await this.profiles.findWithClosing(uuid);
    const isOwn = found?.row.userId === viewer.id;
    if (!found || (!isOwn && found.closing))
      throw new NotFoundException(STUDENT_MESSAGES.profileNotFound);
    return { row: found.row, isOwn };
  }

  /**
   * A found profile whole, less `locked`; a visit by someone else counts as a view, stored while
   * the profile's lists are read.
   */
  async show(
    { row, isOwn }: FoundProfile,
    locked: PlanFeature[] = [],
  ): Promise<PublicStudentProfile> {
    if (isOwn) return this.assemble(row, true);
    row.views += 1;
    const [profile] = await Promise.all([
      this.assemble(row, false),
      this.profiles.countView(row.id),
    ]);
    return withoutLocked(profile, locked);
  }

  /** A page of the business's student directory. */
  directory(filter: DirectoryFilter): Promise<{ rows: DirectoryRow[]; total: number }> {
    return this.profiles.directory(filter);
  }

  /** Cards of the given profiles, by profile id (unknown ids are left out). */
  async cards(profileIds: string[]): Promise<Map<string, StudentCard>> {
    const rows = await this.profiles.findByIds([...new Set(profileIds)]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          uuid: row.id,
          userId: row.userId,
          name: row.name,
          headline: row.headline,
          location: row.location,
          bio: row.bio,
          profilePicture: row.profilePictureUrl,
        },
      ]),
    );
  }

  /** Stores the score again after anything it reads has changed. */
  async refreshCompletion(profileId: string): Promise<void> {
    const row = await this.profiles.findById(profileId);
    if (!row) throw new NotFoundException(STUDENT_MESSAGES.profileNotFound);
    const profile = await this.assemble(row, true);
    await this.profiles.update(profileId, { completion: profile.completionPercentage });
  }

  private async assemble(row: StudentProfile, isOwn: boolean): Promise<WholeProfile> {
    const { education, skills, work, grades, projects, badges } = await this.lists.of(row.id);
    const latestEducation = education.at(-1);
    const profile: WholeProfile = {
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
      locked: [],
    };
    profile.completionPercentage = profileCompletion(completionInputOf(profile));
    return profile;
  }
}
