import { NotFoundException } from '@nestjs/common';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { FavoriteJobsRepository } from './favorite-jobs.repository';
import { FavoriteJobsService } from './favorite-jobs.service';
import type { Job } from './job.entity';
import type { JobRow } from './job-rows';
import type { JobsRepository } from './jobs.repository';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const jobs = [
  { id: uuid(1), title: 'Lærling elektriker', status: 'open' },
  { id: uuid(2), title: 'Utkast', status: 'draft' },
  { id: uuid(3), title: 'Kokk', status: 'awaiting-verification' },
  { id: uuid(4), title: 'Rørlegger', status: 'open' },
] as Job[];

/** The favorite_jobs table in memory, keyed like the SQL's primary key (user, job). */
class FakeFavorites {
  rows: { userId: string; jobId: string }[] = [];

  async openOf(userId: string) {
    return this.rows
      .filter((row) => row.userId === userId)
      .reverse()
      .map((row) => jobs.find((job) => job.id === row.jobId)!)
      .filter((job) => job.status === 'open')
      .map(
        (job) =>
          ({ id: job.id, title: job.title, status: job.status, created_at: new Date() }) as JobRow,
      );
  }

  async add(userId: string, jobId: string) {
    if (!this.rows.some((row) => row.userId === userId && row.jobId === jobId))
      this.rows.push({ userId, jobId });
  }

  async remove(userId: string, jobId: string) {
    this.rows = this.rows.filter((row) => !(row.userId === userId && row.jobId === jobId));
  }
}

function setup() {
  const favorites = new FakeFavorites();
  const remove = jest.spyOn(favorites, 'remove');
  const service = new FavoriteJobsService(
    favorites as unknown as FavoriteJobsRepository,
    { byId: async (id: string) => jobs.find((job) => job.id === id) ?? null } as JobsRepository,
  );
  return { service, favorites, remove };
}

describe('FavoriteJobsService', () => {
  it('keeps open jobs as favourites, the latest first; keeping one twice is harmless', async () => {
    const { service, favorites } = setup();
    await service.add('u1', uuid(1));
    await service.add('u1', uuid(4));
    await service.add('u1', uuid(1));
    await service.add('u2', uuid(1));
    expect(favorites.rows).toHaveLength(3);
    expect((await service.list('u1')).map((job) => job.title)).toEqual([
      'Rørlegger',
      'Lærling elektriker',
    ]);
  });

  it('refuses drafts, unpublished, unknown and malformed jobs with 404', async () => {
    const { service, favorites } = setup();
    for (const id of [uuid(2), uuid(3), uuid(99), 'ikke-en-uuid']) {
      const error = await service.add('u1', id).catch((e: Error) => e);
      expect(error).toBeInstanceOf(NotFoundException);
      expect((error as Error).message).toBe(JOB_MESSAGES.notFound);
    }
    expect(favorites.rows).toEqual([]);
  });

  it('removes only the user’s own favourite, and removing a missing one is harmless', async () => {
    const { service, favorites, remove } = setup();
    await service.add('u1', uuid(1));
    await service.add('u2', uuid(1));
    await service.remove('u1', uuid(1));
    await service.remove('u1', uuid(1));
    expect(favorites.rows).toEqual([{ userId: 'u2', jobId: uuid(1) }]);
    await service.remove('u1', 'ikke-en-uuid');
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('leaves a favourite out of the list once its job is no longer open', async () => {
    const { service, favorites } = setup();
    favorites.rows.push({ userId: 'u1', jobId: uuid(2) });
    expect(await service.list('u1')).toEqual([]);
  });
});
