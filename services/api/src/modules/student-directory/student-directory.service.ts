import { Injectable } from '@nestjs/common';
import { EARLY_ACCESS_HOURS } from '@yrkesbro/contracts';
import type {
  FavoriteStudent,
  PlanFeature,
  PublicStudentProfile,
  StudentDirectoryQuery,
  StudentDirectoryResponse,
} from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { ApplicationsService } from '../applications/applications.service';
import { StudentProfilesService } from '../students/student-profiles.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { User } from '../users/user.entity';
import { FavoriteStudentsRepository } from './favorite-students.repository';

/**
 * Businesses finding students: the directory (the newest joiners only for plans with early
 * access), favourite students, and opening a profile, which the business's plan or free quota
 * decides.
 */
/**
 * Grades are shown to employers (a plan with them) for hiring; a classmate has no need of them,
 * and a student account must not be a way round the plan. The count still says there are some.
 */
const HIDDEN_FROM_PEERS: PlanFeature[] = ['grades'];

@Injectable()
export class StudentDirectoryService {
  constructor(
    private readonly profiles: StudentProfilesService,
    private readonly subscriptions: SubscriptionsService,
    private readonly favorites: FavoriteStudentsRepository,
    private readonly applications: ApplicationsService,
  ) {}

  async directory(
    business: User,
    query: StudentDirectoryQuery,
    now = new Date(),
  ): Promise<StudentDirectoryResponse> {
    const earlyAccess = await this.subscriptions.includes(business.id, 'earlyAccess');
    const { rows, total } = await this.profiles.directory({
      name: query.name,
      city: query.city,
      vocation: query.vocation,
      page: query.page,
      limit: query.limit,
      joinedBefore: earlyAccess ? null : new Date(now.getTime() - EARLY_ACCESS_HOURS * 3600_000),
    });
    const kept = await this.favorites.among(
      business.id,
      rows.map((row) => row.uuid),
    );
    return {
      students: rows.map((row) => ({ ...row, is_favorite: kept.has(row.uuid) })),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  /**
   * A student's public profile. A business viewing someone else's sees what its plan includes
   * (on the free quota: what Grunnleggende shows, and the view counts, unless the student has
   * applied to it) and whether it keeps the student. Another student sees all but the grades;
   * the admin, who verifies them, sees the whole profile.
   */
  async viewProfile(viewer: User, uuid: string): Promise<PublicStudentProfile> {
    if (viewer.role === 'student')
      return this.profiles.publicProfile(uuid, viewer, HIDDEN_FROM_PEERS);
    if (viewer.role !== 'business') return this.profiles.publicProfile(uuid, viewer);
    // Read once: the plan's check comes between finding the profile and showing it.
    const found = await this.profiles.find(uuid, viewer);
    const studentId = found.row.id;
    const access = await this.subscriptions.openProfile(viewer.id, studentId, () =>
      this.applications.hasAppliedToCompanyOf(found.row.userId, viewer),
    );
    const [profile, kept] = await Promise.all([
      this.profiles.show(found, access.locked),
      this.favorites.among(viewer.id, [studentId]),
    ]);
    return { ...profile, is_favorite: kept.has(studentId) };
  }

  async favoriteStudents(business: User): Promise<FavoriteStudent[]> {
    const rows = await this.favorites.list(business.id);
    const cards = await this.profiles.cards(rows.map((row) => row.student_profile_id));
    return rows.flatMap((row) => {
      const card = cards.get(row.student_profile_id);
      return card
        ? [
            {
              isFavorited_id: row.id,
              student_uuid: card.uuid,
              student_id: card.userId,
              name: card.name,
              location: card.location,
              bio: card.bio,
              headline: card.headline,
              profile_picture_url: card.profilePicture,
              created_at: row.created_at.toISOString(),
            },
          ]
        : [];
    });
  }

  /** Keeping a student (404 for an unknown one); keeping one twice is harmless. */
  async addFavorite(business: User, uuid: string): Promise<void> {
    const student = await this.profiles.locate(uuid);
    await this.favorites.add(business.id, student.id);
  }

  /** Only the business's own favourite goes; removing one it does not keep is harmless. */
  async removeFavorite(business: User, uuid: string): Promise<void> {
    if (isUuid(uuid)) await this.favorites.remove(business.id, uuid);
  }
}
