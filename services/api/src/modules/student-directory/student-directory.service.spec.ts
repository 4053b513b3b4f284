import { NotFoundException } from '@nestjs/common';
import { EARLY_ACCESS_HOURS } from '@yrkesbro/contracts';
import type { PlanFeature, PublicStudentProfile } from '@yrkesbro/contracts';
import { QuotaExceededException } from '../../common/quota-exceeded.exception';
import type { DirectoryFilter } from '../students/student-profiles.repository';
import type { StudentCard, StudentProfilesService } from '../students/student-profiles.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { User } from '../users/user.entity';
import type { FavoriteStudentsRepository } from './favorite-students.repository';
import type { ApplicationsService } from '../applications/applications.service';
import { StudentDirectoryService } from './student-directory.service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const business = { id: 'b1', role: 'business' } as User;
const rival = { id: 'b2', role: 'business' } as User;
const student = { id: 's9', role: 'student' } as User;
const NOW = new Date('2026-05-01T10:00:00Z');

const cards: StudentCard[] = [1, 2, 3].map((n) => ({
  uuid: uuid(n),
  userId: `user-${n}`,
  name: `Elev ${n}`,
  headline: null,
  location: 'Bergen',
  bio: null,
  profilePicture: null,
}));

/** favorite_students in memory, one row per business and student, ids in insertion order. */
class FakeFavorites {
  rows: { id: number; businessId: string; profileId: string; createdAt: Date }[] = [];

  readonly repo = {
    list: async (businessId: string) =>
      this.rows
        .filter((row) => row.businessId === businessId)
        .reverse()
        .map((row) => ({
          id: row.id,
          student_profile_id: row.profileId,
          created_at: row.createdAt,
        })),
    among: async (businessId: string, ids: string[]) =>
      new Set(
        this.rows
          .filter((row) => row.businessId === businessId && ids.includes(row.profileId))
          .map((row) => row.profileId),
      ),
    add: async (businessId: string, profileId: string) => {
      if (!this.rows.some((r) => r.businessId === businessId && r.profileId === profileId)) {
        this.rows.push({ id: this.rows.length + 1, businessId, profileId, createdAt: NOW });
      }
    },
    remove: async (businessId: string, profileId: string) => {
      this.rows = this.rows.filter(
        (r) => !(r.businessId === businessId && r.profileId === profileId),
      );
    },
  } as unknown as FavoriteStudentsRepository;
}

function setup({ earlyAccess = false, quotaLeft = true } = {}) {
  const favorites = new FakeFavorites();
  const filters: DirectoryFilter[] = [];
  // How each profile was shown: a business's through `show`, the profile it found read once.
  const opened: { by: string; viewer: string; locked: PlanFeature[] }[] = [];
  const shown = (by: string, id: string, viewer: User, locked: PlanFeature[]) => {
    opened.push({ by, viewer: viewer.id, locked });
    return { id, locked } as PublicStudentProfile;
  };
  const profiles = {
    directory: async (filter: DirectoryFilter) => {
      filters.push(filter);
      return {
        rows: cards.map((card) => ({
          uuid: card.uuid,
          user_id: card.userId,
          name: card.name,
          profile_picture_url: null,
          headline: null,
          location: card.location,
          lookingFor: null,
          bio: null,
          skills_count: 0,
          grades_count: 0,
          badges_count: 0,
          concatenated_vocations_id: '',
          completion: 50,
        })),
        total: 3,
      };
    },
    locate: async (id: string) => {
      const card = cards.find((c) => c.uuid === id);
      if (!card) throw new NotFoundException('Profil ikke funnet');
      return { id: card.uuid, userId: card.userId };
    },
    publicProfile: async (id: string, viewer: User, locked: PlanFeature[] = []) =>
      shown('publicProfile', id, viewer, locked),
    find: async (id: string, viewer: User) => {
      const card = cards.find((c) => c.uuid === id);
      if (!card) throw new NotFoundException('Profil ikke funnet');
      return { row: { id: card.uuid, userId: card.userId }, viewer };
    },
    show: async (
      { row, viewer }: { row: { id: string }; viewer: User },
      locked: PlanFeature[] = [],
    ) => shown('show', row.id, viewer, locked),
    cards: async (ids: string[]) =>
      new Map(cards.filter((c) => ids.includes(c.uuid)).map((c) => [c.uuid, c])),
  } as unknown as StudentProfilesService;
  const subscriptions = {
    includes: async (_id: string, feature: PlanFeature) => feature === 'earlyAccess' && earlyAccess,
    openProfile: async () => {
      if (!quotaLeft) throw new QuotaExceededException(10);
      return { priceId: null, locked: ['portfolio', 'grades'] };
    },
  } as unknown as SubscriptionsService;
  const applications = {
    hasAppliedToCompanyOf: async () => false,
  } as unknown as ApplicationsService;
  const service = new StudentDirectoryService(
    profiles,
    subscriptions,
    favorites.repo,
    applications,
  );
  return { service, favorites, filters, opened };
}

describe('StudentDirectoryService', () => {
  it('hides students who joined within the early-access window unless the plan includes it', async () => {
    const plain = setup();
    await plain.service.directory(business, { name: '', city: '', page: 1, limit: 24 }, NOW);
    expect(plain.filters[0].joinedBefore).toEqual(
      new Date(NOW.getTime() - EARLY_ACCESS_HOURS * 3600_000),
    );
    const premium = setup({ earlyAccess: true });
    await premium.service.directory(business, { name: 'a', city: 'b', page: 2, limit: 5 }, NOW);
    expect(premium.filters[0]).toEqual({
      name: 'a',
      city: 'b',
      vocation: undefined,
      page: 2,
      limit: 5,
      joinedBefore: null,
    });
  });

  it('marks the business’s own favourites on the cards', async () => {
    const { service } = setup();
    await service.addFavorite(business, uuid(2));
    await service.addFavorite(rival, uuid(3));
    const page = await service.directory(business, { name: '', city: '', page: 1, limit: 24 });
    expect(page.students.map((s) => s.is_favorite)).toEqual([false, true, false]);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 24 });
  });

  it('keeps favourites once each, newest first, and removes only the business’s own', async () => {
    const { service, favorites } = setup();
    await service.addFavorite(business, uuid(1));
    await service.addFavorite(business, uuid(3));
    await service.addFavorite(business, uuid(1));
    await service.addFavorite(rival, uuid(1));
    expect((await service.favoriteStudents(business)).map((f) => f.student_uuid)).toEqual([
      uuid(3),
      uuid(1),
    ]);
    expect((await service.favoriteStudents(business))[0]).toMatchObject({
      isFavorited_id: 2,
      student_id: 'user-3',
      name: 'Elev 3',
    });
    await service.removeFavorite(rival, uuid(3));
    await service.removeFavorite(business, 'not-a-uuid');
    expect(favorites.rows).toHaveLength(3);
    await expect(service.addFavorite(business, uuid(99))).rejects.toThrow(NotFoundException);
  });

  it('opens a profile for a business through its plan or quota, with the favourite mark; for a student, all but the grades', async () => {
    const { service, opened } = setup();
    await service.addFavorite(business, uuid(1));
    expect(await service.viewProfile(business, uuid(1))).toEqual({
      id: uuid(1),
      locked: ['portfolio', 'grades'],
      is_favorite: true,
    });
    expect(await service.viewProfile(student, uuid(1))).toEqual({
      id: uuid(1),
      locked: ['grades'],
    });
    expect(opened).toEqual([
      { by: 'show', viewer: 'b1', locked: ['portfolio', 'grades'] },
      { by: 'publicProfile', viewer: 's9', locked: ['grades'] },
    ]);
  });

  it('passes the 402 on and shows nothing past the quota', async () => {
    const { service, opened } = setup({ quotaLeft: false });
    await expect(service.viewProfile(business, uuid(1))).rejects.toThrow(QuotaExceededException);
    expect(opened).toEqual([]);
  });
});
