import { JobSearchIndex } from './job-search-index';
import type { IndexedJob, IndexQuery, IndexTerm } from './job-search-index';

const ELECTRICIAN = 9;
const COOK = 31;
const HOUR = 3_600_000;

/** A job as the index holds it; lexemes stand in for what PostgreSQL's stemmer would make. */
function job(id: string, title: string, body: string, overrides: Partial<IndexedJob> = {}) {
  const titleLexemes = title.toLowerCase().split(' ');
  return {
    id,
    vocationId: ELECTRICIAN,
    jobType: 'apprenticeship',
    businessId: null,
    location: 'bergen',
    createdAt: 0,
    salaryMax: 300_000,
    lexemes: [...titleLexemes, ...body.toLowerCase().split(' ')],
    titleLexemes,
    ...overrides,
  } satisfies IndexedJob;
}

const JOBS = [
  job('a', 'Elektrikerlærling', 'installasjon i bolig', { createdAt: 5 * HOUR }),
  job('b', 'Lærling elektriker', 'service og nybygg', { createdAt: 1 * HOUR, salaryMax: 400_000 }),
  job('c', 'Kokkelærling', 'restaurant på bryggen', {
    createdAt: 4 * HOUR,
    vocationId: COOK,
    jobType: 'full-time',
  }),
  job('d', 'Servitør', 'vi tar også inn en lærling', {
    createdAt: 3 * HOUR,
    vocationId: COOK,
    location: 'oslo',
  }),
  job('e', 'Energimontør', 'strømnettet', { createdAt: 2 * HOUR, businessId: 'firma' }),
];

/** 'lærling' as the service expands it: the compounds found in job_words, and itself as a prefix. */
const LÆRLING: IndexTerm = {
  exact: [['elektrikerlærling'], ['kokkelærling'], ['lærling']],
  prefixes: ['lærling'],
  vocationIds: [],
};
const RANK_LÆRLING = { whole: ['lærling'], all: ['lærling', 'elektrikerlærling', 'kokkelærling'] };

function query(overrides: Partial<IndexQuery> = {}): IndexQuery {
  return {
    terms: [],
    rank: { whole: [], all: [] },
    sort: 'newest',
    offset: 0,
    limit: 10,
    ...overrides,
  };
}

describe('JobSearchIndex', () => {
  it('finds a word inside compounds, and ranks the title with the word itself first', () => {
    const index = new JobSearchIndex(JOBS);
    const found = index.search(query({ terms: [LÆRLING], rank: RANK_LÆRLING, sort: 'relevance' }));
    // b: the word in its title; a, c: a compound in the title; d: the word in its text only.
    expect(found.ids).toEqual(['b', 'a', 'c', 'd']);
    expect(index.search(query({ terms: [LÆRLING] })).ids).toEqual(['a', 'c', 'd', 'b']);
  });

  it('needs every word, and lets a trade stand for its word', () => {
    const index = new JobSearchIndex(JOBS);
    const cook: IndexTerm = { exact: [['kokk']], prefixes: ['kokk'], vocationIds: [COOK] };
    expect(index.search(query({ terms: [cook] })).ids).toEqual(['c', 'd']);
    expect(index.search(query({ terms: [LÆRLING, cook] })).ids).toEqual(['c', 'd']);
    const both: IndexTerm = { exact: [['bolig', 'installasjon']], prefixes: [], vocationIds: [] };
    expect(index.search(query({ terms: [both] })).ids).toEqual(['a']);
    const half: IndexTerm = { exact: [['bolig', 'restaurant']], prefixes: [], vocationIds: [] };
    expect(index.search(query({ terms: [half] })).ids).toEqual([]);
  });

  it('counts per vocation and job type as if neither were chosen, the other filters applied', () => {
    const index = new JobSearchIndex(JOBS);
    const found = index.search(
      query({ terms: [LÆRLING], vocation: COOK, places: new Set(['bergen']) }),
    );
    expect(found.ids).toEqual(['c']);
    expect(found.cells).toEqual(
      expect.arrayContaining([
        { vocationId: ELECTRICIAN, jobType: 'apprenticeship', count: 2 },
        { vocationId: COOK, jobType: 'full-time', count: 1 },
      ]),
    );
    expect(found.cells).toHaveLength(2);
  });

  it('filters by company, sorts by salary and pages', () => {
    const index = new JobSearchIndex(JOBS);
    expect(index.search(query({ business: 'firma' })).ids).toEqual(['e']);
    expect(index.search(query({ sort: 'salary', limit: 2 })).ids).toEqual(['b', 'a']);
    expect(index.search(query({ sort: 'salary', offset: 2, limit: 2 })).ids).toEqual(['c', 'd']);
    expect(index.search(query({ offset: 10 })).ids).toEqual([]);
  });

  it('follows changes: an edit replaces the job, a closed or deleted job is gone', () => {
    const index = new JobSearchIndex(JOBS);
    index.apply(['a', 'b'], [job('a', 'Elektriker', 'bolig', { createdAt: 9 * HOUR })]);
    expect(index.size).toBe(4);
    const found = index.search(query({ terms: [LÆRLING] }));
    expect(found.ids).toEqual(['c', 'd']);
    expect(found.cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(2);
    expect(index.search(query({ limit: 1 })).ids).toEqual(['a']);
    index.apply(['f'], [job('f', 'Tømrerlærling', 'nybygg', { createdAt: 10 * HOUR })]);
    const tømrer: IndexTerm = { exact: [], prefixes: ['tømrer'], vocationIds: [] };
    expect(index.search(query({ terms: [tømrer] })).ids).toEqual(['f']);
  });

  it('keeps its orders right through many small changes, as if built anew', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const make = (n: number) =>
      job(`j${n}`, random(3) ? 'Lærling' : 'Kokk', 'bolig', {
        createdAt: random(50) * HOUR,
        salaryMax: 200_000 + random(5) * 50_000,
      });
    let live = new Map(Array.from({ length: 200 }, (_, n) => [`j${n}`, make(n)]));
    const index = new JobSearchIndex(live.values());
    const all = (sort: 'newest' | 'salary') => query({ sort, limit: 500 });
    index.search(all('newest'));
    index.search(all('salary'));
    for (let round = 0, next = 200; round < 60; round++) {
      const ids = [...live.keys()];
      const gone = [ids[random(ids.length)], ids[random(ids.length)]];
      const edited = make(Number(ids[random(ids.length)].slice(1)));
      const added = make(next++);
      index.apply(gone, [edited, added]);
      live = new Map(live);
      for (const id of gone) live.delete(id);
      live.set(edited.id, edited).set(added.id, added);
      const fresh = new JobSearchIndex(live.values());
      for (const sort of ['newest', 'salary'] as const) {
        expect(index.search(all(sort)).ids).toEqual(fresh.search(all(sort)).ids);
      }
      const ranked = query({ terms: [LÆRLING], rank: RANK_LÆRLING, sort: 'relevance', limit: 500 });
      expect(index.search(ranked)).toEqual(fresh.search(ranked));
    }
  });

  it('stays right when removed jobs outnumber the rest and it compacts', () => {
    const many = Array.from({ length: 3000 }, (_, n) =>
      job(`x${n}`, 'Lærling', 'bolig', { createdAt: n }),
    );
    const index = new JobSearchIndex(many);
    index.apply(
      many.slice(0, 2999).map((gone) => gone.id),
      [],
    );
    index.apply(['y'], [job('y', 'Lærling', 'bolig', { createdAt: -1 })]);
    const found = index.search(query({ terms: [LÆRLING] }));
    expect(found.ids).toEqual(['x2999', 'y']);
    expect(found.cells).toEqual([{ vocationId: ELECTRICIAN, jobType: 'apprenticeship', count: 2 }]);
  });
});
