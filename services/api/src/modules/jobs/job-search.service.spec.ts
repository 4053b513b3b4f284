import type { JobSearchQuery } from '@yrkesbro/contracts';
import type { CurrentJobIndex } from './current-job-index';
import type { JobSearchRepository } from './job-search.repository';
import { JobSearchService } from './job-search.service';
import { searchTerms } from './search-terms';

/** The words of the job texts, as the job_words table would hold them. */
const WORDS = ['kokkelærling', 'lærling', 'rørleggerlærling', 'rørlegger', 'elektriker'];
const VOCATIONS = new Map([
  ['Elektriker', 9],
  ['Automatiker', 10],
  ['Kokk', 31],
  ['Rørlegger', 2],
]);

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

const fakeRepository = {
  compounds: async (variants: string[]) => {
    const words = new Map(
      variants.map((variant) => [
        variant,
        variant.length >= 3 ? WORDS.filter((word) => word.includes(variant)) : [],
      ]),
    );
    const all = [...variants, ...[...words.values()].flat()];
    return { words, lexemes: new Map(all.map((word) => [word, [word]])), version: 1 };
  },
  corrections: async (term: string) => WORDS.filter((word) => levenshtein(word, term) <= 1),
  vocationIds: async (names: string[]) =>
    names.map((name) => VOCATIONS.get(name)).filter((id): id is number => id !== undefined),
} as unknown as JobSearchRepository;

const query = (q: string, overrides: Partial<JobSearchQuery> = {}): JobSearchQuery => ({
  q,
  location: '',
  page: 1,
  limit: 12,
  ...overrides,
});

describe('JobSearchService.expand', () => {
  const service = new JobSearchService(fakeRepository, {} as CurrentJobIndex);

  it('expands a word to the compounds that contain it and ranks by relevance', async () => {
    const search = await service.expand(query('lærling'));
    expect(search.sort).toBe('relevance');
    expect(search.terms).toHaveLength(1);
    expect(search.terms[0].words).toEqual(
      expect.arrayContaining(['kokkelærling', 'rørleggerlærling', 'lærling']),
    );
    expect(search.terms[0].whole).toEqual(expect.arrayContaining(['lærling', 'læreplass']));
    expect(search.lexemes.get('kokkelærling')).toEqual(['kokkelærling']);
  });

  it('sorts by newest without words, and keeps an explicit order', async () => {
    expect((await service.expand(query(''))).sort).toBe('newest');
    expect((await service.expand(query('lærling', { sort: 'salary' }))).sort).toBe('salary');
  });

  it('corrects a typo only when the word finds nothing and is long enough', async () => {
    const [typo] = (await service.expand(query('rørleger'))).terms;
    expect(typo.whole).toEqual(['rørlegger']);
    expect(typo.words).toContain('rørleggerlærling');
    expect(typo.vocationIds).toEqual([2]);
    const [short] = (await service.expand(query('røx'))).terms;
    expect(short.words).toEqual([]);
    expect(short.whole).toEqual(['røx']);
  });

  it('ties a programme name to its trades, leaving out the small words', async () => {
    const { terms } = await service.expand(query('Elektro og datateknologi'));
    expect(terms).toHaveLength(2);
    for (const term of terms) expect(term.vocationIds).toEqual(expect.arrayContaining([9, 10]));
    expect(terms[0].vocationIds).not.toContain(31);
  });
});

describe('searchTerms', () => {
  it('gives a trade and its synonyms', () => {
    const [cook] = searchTerms('Kokk');
    expect(cook.vocations).toEqual(['Kokk']);
    expect(searchTerms('læreplass')[0].variants).toEqual(
      expect.arrayContaining(['lærling', 'lærlingplass']),
    );
    expect(searchTerms('og')).toEqual([{ term: 'og', variants: ['og'], vocations: [] }]);
  });
});
