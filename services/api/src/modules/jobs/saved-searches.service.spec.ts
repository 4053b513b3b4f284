import { NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from '@yrkesbro/contracts';
import type { SavedSearchRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import type { Transactions } from '../../database/transactions';
import type { MailJob } from '../mail/mail-job';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import type { VocationsService } from '../vocations/vocations.service';
import { JobAlerts } from './job-alerts';
import type { JobSearchRepository } from './job-search.repository';
import type { JobSearchService } from './job-search.service';
import { savedSearchToken } from './saved-search-link';
import type { SavedSearchesRepository, SavedSearchRow } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

const config = { appUrl: 'https://yrkesbro.test', jwtSecret: 'secret' } as AppConfig;
const STUDENT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

/** saved_searches and saved_search_alerts in memory. */
class FakeSavedSearches {
  rows: SavedSearchRow[] = [];
  sent = new Set<string>();
  private next = 0;

  async list(studentId: string) {
    return this.rows.filter((row) => row.student_user_id === studentId);
  }
  async insertBelow(studentId: string, search: SavedSearchRequest, max: number) {
    if ((await this.list(studentId)).length >= max) return null;
    this.next += 1;
    const row: SavedSearchRow = {
      id: `00000000-0000-4000-8000-${String(this.next).padStart(12, '0')}`,
      student_user_id: studentId,
      name: search.name,
      q: search.q,
      location: search.location,
      vocation_id: search.vocation ?? null,
      job_type: search.job_type ?? null,
      frequency: search.frequency,
      created_at: new Date(Date.UTC(2026, 0, 1, 12)),
    };
    this.rows.push(row);
    return row;
  }
  async delete(id: string, studentId: string | null) {
    const before = this.rows.length;
    this.rows = this.rows.filter(
      (row) => !(row.id === id && (studentId === null || row.student_user_id === studentId)),
    );
    return this.rows.length < before;
  }
  async withFrequency(frequency: string) {
    return this.rows.filter((row) => row.frequency === frequency);
  }
  async markSent(searchId: string, jobIds: string[]) {
    const fresh = jobIds.filter((id) => !this.sent.has(`${searchId}/${id}`));
    fresh.forEach((id) => this.sent.add(`${searchId}/${id}`));
    return fresh;
  }
}

const request = (overrides: Partial<SavedSearchRequest> = {}): SavedSearchRequest => ({
  name: 'Lærling i Bergen',
  q: 'lærling',
  location: 'Bergen',
  frequency: 'immediate',
  ...overrides,
});

describe('SavedSearchesService', () => {
  let saved: FakeSavedSearches;
  let service: SavedSearchesService;

  beforeEach(() => {
    saved = new FakeSavedSearches();
    service = new SavedSearchesService(
      config,
      saved as unknown as SavedSearchesRepository,
      { exists: async () => true } as unknown as VocationsService,
    );
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches per student`, async () => {
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) await service.save(STUDENT, request());
    await expect(service.save(STUDENT, request())).rejects.toThrow(
      new UnprocessableEntityException(SAVED_SEARCH_MESSAGES.tooMany),
    );
    await expect(service.save(OTHER, request())).resolves.toMatchObject({
      name: 'Lærling i Bergen',
    });
  });

  it('deletes only the owner’s search', async () => {
    const search = await service.save(STUDENT, request());
    await expect(service.remove(OTHER, search.id)).rejects.toThrow(NotFoundException);
    await expect(service.remove(STUDENT, 'not-a-uuid')).rejects.toThrow(NotFoundException);
    await service.remove(STUDENT, search.id);
    expect(await service.list(STUDENT)).toEqual([]);
  });

  it('unsubscribes with the signed token only', async () => {
    const search = await service.save(STUDENT, request());
    await expect(service.unsubscribe(search.id, 'forged')).rejects.toThrow(NotFoundException);
    expect(await service.list(STUDENT)).toHaveLength(1);
    await service.unsubscribe(search.id, savedSearchToken(config.jwtSecret, search.id));
    expect(await service.list(STUDENT)).toEqual([]);
  });
});

describe('JobAlerts', () => {
  const published = (id: string, title: string, at: Date) => ({
    id,
    title,
    location: 'Bergen',
    company_name: 'Byggmester AS',
    published_at: at,
  });

  it('mails each new job once per search, never one published before the save', async () => {
    const saved = new FakeSavedSearches();
    const search = await saved.insertBelow(STUDENT, request(), MAX_SAVED_SEARCHES);
    const jobs = [published('job-before', 'Tømrerlærling', new Date(Date.UTC(2026, 0, 1, 11)))];
    const matches = {
      unsent: async (_search: unknown, since: Date, searchId: string) =>
        jobs.filter((job) => job.published_at >= since && !saved.sent.has(`${searchId}/${job.id}`)),
    };
    const mails: { mail: MailJob; key: string }[] = [];
    const alerts = new JobAlerts(
      config,
      saved as unknown as SavedSearchesRepository,
      { expand: async () => ({ terms: [] }) } as unknown as JobSearchService,
      matches as unknown as JobSearchRepository,
      {
        findById: async () => ({ id: STUDENT, email: 'elev@skole.test' }),
      } as unknown as UsersService,
      {
        send: async (mail: MailJob, key: string) => mails.push({ mail, key }),
      } as unknown as MailService,
      { run: (work: () => Promise<unknown>) => work() } as unknown as Transactions,
    );

    expect(await alerts.run('immediate')).toBe(0);
    jobs.push(published('job-after', 'Tømrerlærling', new Date(Date.UTC(2026, 0, 1, 13))));
    expect(await alerts.run('immediate')).toBe(1);
    expect(await alerts.run('immediate')).toBe(0);
    expect(await alerts.run('daily')).toBe(0);
    expect(mails).toHaveLength(1);
    expect(mails[0].mail.subject).toBe('Én ny jobb for søket «Lærling i Bergen»');
    expect(mails[0].mail.text).toContain('https://yrkesbro.test/jobs/job-after');
    expect(mails[0].mail.text).not.toContain('job-before');
    expect(mails[0].mail.text).toContain(
      `/api/jobs/saved-searches/${search!.id}/unsubscribe?token=`,
    );
  });
});
