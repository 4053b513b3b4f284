import { JobSearchIndex } from './job-search-index';
import type { IndexCell, IndexedJob, IndexQuery, IndexTerm } from './job-search-index';

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

  it('finds, counts and orders what a plain reading of every job finds, whichever way it takes', () => {
    let seed = 11;
    // The high bits: the low bits of this generator repeat every few draws.
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const pick = <T>(list: readonly T[]) => list[random(list.length)];
    // Words from everywhere to nowhere: 'lærling' in most jobs, 'gullsmed' in few.
    const common = ['lærling', 'bolig', 'service'];
    const rare = ['gullsmed', 'tømrerlærling', 'kokkelærling', 'rør', 'rørlegger', 'sveis'];
    const wordsOf = (n: number) =>
      Array.from({ length: n }, () => (random(3) ? pick(common) : pick(rare)));
    const make = (n: number): IndexedJob =>
      job(`j${n}`, wordsOf(1 + random(2)).join(' '), wordsOf(random(6)).join(' '), {
        vocationId: pick([ELECTRICIAN, COOK, 40]),
        jobType: pick(['apprenticeship', 'full-time', 'contract'] as const),
        location: pick(['bergen', 'oslo', 'molde']),
        businessId: pick([null, 'firma', 'annet']),
        createdAt: random(400) * HOUR,
        salaryMax: 200_000 + random(4) * 50_000,
      });
    let live = new Map(Array.from({ length: 3000 }, (_, n) => [`j${n}`, make(n)]));
    const index = new JobSearchIndex(live.values());

    const terms: IndexTerm[] = [
      {
        exact: [['lærling'], ['tømrerlærling'], ['kokkelærling']],
        prefixes: ['lærling'],
        vocationIds: [],
      },
      { exact: [['gullsmed']], prefixes: ['gullsmed'], vocationIds: [] },
      { exact: [['rørlegger']], prefixes: ['rør'], vocationIds: [COOK] },
      { exact: [['bolig', 'service']], prefixes: [], vocationIds: [] },
      { exact: [], prefixes: ['sveis'], vocationIds: [] },
    ];
    const ranks = [
      { whole: ['lærling'], all: ['lærling', 'tømrerlærling', 'kokkelærling'] },
      { whole: ['gullsmed'], all: ['gullsmed'] },
      { whole: ['rør'], all: ['rør', 'rørlegger'] },
      { whole: [], all: ['bolig', 'service'] },
      { whole: ['sveis'], all: ['sveis'] },
    ];
    const randomQuery = (): IndexQuery => {
      const chosen = [...new Set([random(terms.length), random(terms.length)])].slice(0, random(3));
      return query({
        terms: chosen.map((i) => terms[i]),
        rank: {
          whole: chosen.flatMap((i) => ranks[i].whole),
          all: chosen.flatMap((i) => ranks[i].all),
        },
        places: random(3) ? undefined : new Set([pick(['bergen', 'oslo', 'nowhere'])]),
        vocation: random(2) ? undefined : pick([ELECTRICIAN, COOK]),
        jobType: random(2) ? undefined : pick(['apprenticeship', 'contract'] as const),
        business: random(5) ? undefined : pick(['firma', 'ingen']),
        sort: pick(['relevance', 'newest', 'salary'] as const),
        offset: pick([0, 0, 10, 40]),
        limit: pick([5, 12, 50]),
      });
    };

    for (let round = 0; round < 40; round++) {
      for (let n = 0; n < 25; n++) {
        const asked = randomQuery();
        const found = index.search(asked);
        found.cells.sort(byCell);
        expect({ asked, found }).toEqual({
          asked,
          found: plainSearch([...live.values()], asked),
        });
      }
      if (round === 20) {
        // Every job edited at once, twice: the orders are sorted anew and the index compacts.
        index.apply([...live.keys()], [...live.values()]);
        index.apply([...live.keys()], [...live.values()]);
      }
      const ids = [...live.keys()];
      const gone = Array.from({ length: 20 }, () => ids[random(ids.length)]);
      const added = Array.from({ length: 20 }, () => make(3000 + random(1000)));
      index.apply(gone, added);
      live = new Map(live);
      for (const id of gone) live.delete(id);
      for (const fresh of added) live.set(fresh.id, fresh);
    }
  });
});

function byCell(a: IndexCell, b: IndexCell) {
  return a.vocationId - b.vocationId || a.jobType.localeCompare(b.jobType);
}

/** The search read plainly off every job: what the index must answer, however it gets there. */
function plainSearch(jobs: IndexedJob[], asked: IndexQuery) {
  const has = (job: IndexedJob, term: IndexTerm) =>
    term.exact.some(
      (lexemes) => lexemes.length > 0 && lexemes.every((l) => job.lexemes.includes(l)),
    ) ||
    term.prefixes.some((prefix) => job.lexemes.some((l) => l.startsWith(prefix))) ||
    term.vocationIds.includes(job.vocationId);
  const matching = jobs.filter(
    (job) =>
      asked.terms.every((term) => has(job, term)) &&
      (!asked.places || asked.places.has(job.location)) &&
      (asked.business === undefined || job.businessId === asked.business),
  );
  const cells = new Map<string, IndexCell>();
  for (const job of matching) {
    const key = `${job.vocationId}/${job.jobType}`;
    const cell = cells.get(key) ?? { vocationId: job.vocationId, jobType: job.jobType, count: 0 };
    cell.count += 1;
    cells.set(key, cell);
  }
  const some = (lexemes: string[], among: string[]) => lexemes.some((l) => among.includes(l));
  const rankOf = (job: IndexedJob) =>
    (some(job.titleLexemes, asked.rank.whole) ? 4 : 0) |
    (some(job.titleLexemes, asked.rank.all) ? 2 : 0) |
    (some(job.lexemes, asked.rank.whole) ? 1 : 0);
  const newest = (a: IndexedJob, b: IndexedJob) =>
    b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1);
  const order =
    asked.sort === 'relevance' && asked.terms.length > 0
      ? (a: IndexedJob, b: IndexedJob) => rankOf(b) - rankOf(a) || newest(a, b)
      : asked.sort === 'salary'
        ? (a: IndexedJob, b: IndexedJob) => b.salaryMax - a.salaryMax || newest(a, b)
        : newest;
  const page = matching
    .filter(
      (job) =>
        (!asked.vocation || job.vocationId === asked.vocation) &&
        (!asked.jobType || job.jobType === asked.jobType),
    )
    .sort(order)
    .slice(asked.offset, asked.offset + asked.limit);
  return { ids: page.map((job) => job.id), cells: [...cells.values()].sort(byCell) };
}
