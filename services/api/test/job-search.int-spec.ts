import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { jobSearchSchema, PAGE_MESSAGES } from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DatabaseContext } from '../src/database/database-context';
import { JobSearchRepository } from '../src/modules/jobs/job-search.repository';
import { JobSearchService } from '../src/modules/jobs/job-search.service';
import { startTestApp } from './support/test-app';

/** Every shape of search the job list makes (bench/search-jobs.mjs measures the same). */
const SEARCH_SHAPES: Record<string, string | number>[] = [
  { q: 'lærling' },
  { q: 'rør' },
  { q: 'elektrikker' },
  { q: 'læreplass' },
  { q: 'Elektro og datateknologi' },
  { q: 'kokk bergen' },
  { q: 'lærling', location: 'Bergn', job_type: 'apprenticeship' },
  { q: 'lærling', sort: 'newest', page: 3 },
  {},
  { vocation: 9, job_type: 'apprenticeship', sort: 'salary', page: 5 },
];

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
/** The change log's head is one row: reading it whole is right. */
const ONE_ROW = new Set(['job_search_version']);
function seqScans(node: PlanNode): string[] {
  const relation = node['Relation Name'] ?? '';
  const own = node['Node Type'] === 'Seq Scan' && !ONE_ROW.has(relation) ? [relation] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** Real Norwegian job titles, the way employers write them: trades as compounds. */
const FIXTURE: { title: string; trade: string; location: string; description: string }[] = [
  {
    title: 'Tømrerlærling',
    trade: 'Tømrer',
    location: 'Bergen',
    description: 'Byggefirma søker motivert ungdom til nybygg og rehabilitering.',
  },
  {
    title: 'Kokkelærling',
    trade: 'Kokk',
    location: 'Bergen',
    description: 'Restaurant på Bryggen i Bergen med fokus på lokale råvarer.',
  },
  {
    title: 'Rørleggerlærling',
    trade: 'Rørlegger',
    location: 'Oslo',
    description: 'Service og nybygg, varme og sanitær. Vi har fem rørleggere i firmaet.',
  },
  {
    title: 'Elektrikerlærling',
    trade: 'Elektriker',
    location: 'Trondheim',
    description: 'Installasjon i bolig og næring sammen med erfarne elektrikere.',
  },
  {
    title: 'Automatikerlærling til industrikunder',
    trade: 'Automatiker',
    location: 'Stavanger',
    description: 'Styringssystemer og feilsøking hos industrikunder i regionen.',
  },
  {
    title: 'Blikkenslagerlærling',
    trade: 'Blikkenslager',
    location: 'Bergen',
    description: 'Tak, beslag og fasader.',
  },
  {
    title: 'Lærling i salgsfaget',
    trade: 'Salgsmedarbeider',
    location: 'Bergen',
    description: 'Butikk i sentrum søker lærling.',
  },
  {
    title: 'Servitør til sommersesongen',
    trade: 'Servitør',
    location: 'Bergen',
    description: 'Vi tar også inn en lærling i servitørfaget fra høsten.',
  },
  {
    title: 'Energimontør',
    trade: 'Energimontør',
    location: 'Bergen',
    description: 'Bygging og vedlikehold av strømnettet.',
  },
  {
    title: 'Frisør med svennebrev',
    trade: 'Frisør',
    location: 'Oslo',
    description: 'Salong på Grünerløkka.',
  },
];

describe('job search in Norwegian', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startTestApp();
    const db = app.get(DataSource);
    // Older first, so the newest-first order differs from the relevance order under test.
    for (const [index, job] of FIXTURE.entries()) {
      await db.query(
        `INSERT INTO jobs (poster_email, poster_company, title, description, requirements, location,
                           salary_min, salary_max, vocation_id, job_type, status, created_at)
         SELECT 'post@firma.test', 'Firma AS', $1, $2, $3, $4, 200000, 300000, v.id,
                $5, 'open', now() - make_interval(hours => $6)
           FROM vocations v WHERE v.name = $7`,
        [
          job.title,
          job.description,
          ['Godt humør'],
          job.location,
          index % 2 ? 'apprenticeship' : 'full-time',
          FIXTURE.length - index,
          job.trade,
        ],
      );
    }
  });

  afterAll(async () => {
    await app.close();
  });

  const search = async (query: Record<string, string | number>) =>
    (await request(app.getHttpServer()).get('/api/jobs').query(query).expect(200)).body as {
      jobs: { title: string }[];
      total: number;
      facets: { vocation: { label: string; count: number }[] };
    };
  const titles = async (query: Record<string, string | number>) =>
    (await search({ limit: 50, ...query })).jobs.map((job) => job.title);

  it('finds a word inside compounds', async () => {
    expect(await titles({ q: 'lærling' })).toEqual(
      expect.arrayContaining([
        'Tømrerlærling',
        'Kokkelærling',
        'Rørleggerlærling',
        'Elektrikerlærling',
        'Automatikerlærling til industrikunder',
        'Blikkenslagerlærling',
        'Lærling i salgsfaget',
        'Servitør til sommersesongen',
      ]),
    );
    expect(await titles({ q: 'rør' })).toEqual(['Rørleggerlærling']);
    expect(await titles({ q: 'elektro' })).toContain('Elektrikerlærling');
    expect(await titles({ q: 'industrikunder' })).toEqual([
      'Automatikerlærling til industrikunder',
    ]);
  });

  it('ranks whole words and title hits first', async () => {
    const ranked = await titles({ q: 'lærling' });
    // Title with the word itself, then titles with a compound, then the word in the text only.
    expect(ranked[0]).toBe('Lærling i salgsfaget');
    expect(ranked.at(-1)).toBe('Servitør til sommersesongen');
    expect(ranked.slice(1, -1)).toHaveLength(6);
    expect(await titles({ q: 'lærling', sort: 'newest' })).not.toEqual(ranked);
  });

  it('corrects one typo in a word of five letters or more', async () => {
    expect(await titles({ q: 'elektrikker' })).toContain('Elektrikerlærling');
    expect(await titles({ q: 'rørleger' })).toEqual(['Rørleggerlærling']);
    expect(await titles({ q: 'kokkelærlin' })).toEqual(['Kokkelærling']);
    // A short word is not corrected: 'røx' is no typo of anything.
    expect(await titles({ q: 'røx' })).toEqual([]);
  });

  it('finds the jobs of a programme or a trade, and the words for an apprenticeship', async () => {
    const electro = await titles({ q: 'Elektro og datateknologi' });
    expect(electro).toEqual(
      expect.arrayContaining([
        'Elektrikerlærling',
        'Automatikerlærling til industrikunder',
        'Energimontør',
      ]),
    );
    expect(electro).not.toContain('Kokkelærling');
    expect(await titles({ q: 'kokk' })).toEqual(['Kokkelærling']);
    const apprentice = (await titles({ q: 'lærling' })).sort();
    expect((await titles({ q: 'læreplass' })).sort()).toEqual(apprentice);
    expect((await titles({ q: 'lærlingplass' })).sort()).toEqual(apprentice);
  });

  it('combines words, place, type and trade', async () => {
    expect((await titles({ q: 'lærling', location: 'Bergen' })).sort()).toEqual([
      'Blikkenslagerlærling',
      'Kokkelærling',
      'Lærling i salgsfaget',
      'Servitør til sommersesongen',
      'Tømrerlærling',
    ]);
    expect(await titles({ q: 'lærling', location: 'Bergn', job_type: 'full-time' })).toEqual(
      expect.arrayContaining(['Tømrerlærling']),
    );
    const kitchen = await search({ q: 'lærling', location: 'Bergen' });
    const cook = kitchen.facets.vocation.find((facet) => facet.label === 'Kokk');
    expect(cook?.count).toBe(1);
    const vocation = (await request(app.getHttpServer()).get('/api/vocations')).body.find(
      (v: { name: string }) => v.name === 'Kokk',
    ).id;
    const found = await search({ q: 'lærling', location: 'Bergen', vocation });
    expect(found.jobs.map((job) => job.title)).toEqual(['Kokkelærling']);
    expect(found.total).toBe(1);
  });

  it("takes LIKE's own characters in a place literally: % and _ match nothing here", async () => {
    expect(await titles({ location: '%' })).toEqual([]);
    expect(await titles({ location: 'B_rgen' })).toEqual([]);
  });

  it('refuses a page past the bound with a Norwegian message, not a 500', async () => {
    for (const page of ['1001', '1e300']) {
      const refused = await request(app.getHttpServer())
        .get('/api/jobs')
        .query({ q: 'lærling', page })
        .expect(400);
      expect(refused.body.message).toBe(PAGE_MESSAGES.pageInvalid);
    }
  });

  it.each(SEARCH_SHAPES.filter((shape) => shape.q))(
    'the index finds what the full-text query in PostgreSQL finds for %j',
    async (shape) => {
      const service = app.get(JobSearchService);
      const parsed = jobSearchSchema.validateSync({ ...shape, page: 1, limit: 50 });
      const fromIndex = (await service.search(parsed)).jobs.map((job) => job.id).sort();
      // The alerts match in SQL: every job since the epoch, for a search never alerted.
      const fromSql = await app
        .get(JobSearchRepository)
        .unsent(await service.expand(parsed), new Date(0), randomUUID(), 1000);
      expect(fromSql.map((job) => job.id).sort()).toEqual(fromIndex);
      expect(fromIndex.length).toBeGreaterThan(0);
    },
  );

  it('shows a published, edited, closed or deleted job in the very next search', async () => {
    const db = app.get(DataSource);
    const [{ id }] = await db.query(
      `INSERT INTO jobs (poster_email, poster_company, title, description, requirements, location,
                         salary_min, salary_max, vocation_id, job_type, status)
       SELECT 'post@firma.test', 'Firma AS', 'Gullsmedlærling', 'Smykker.', '{}', 'Ålesund',
              200000, 300000, v.id, 'apprenticeship', 'open' FROM vocations v WHERE v.name = 'Gullsmed'
       RETURNING id`,
    );
    expect(await titles({ q: 'gullsmed' })).toEqual(['Gullsmedlærling']);
    await db.query(`UPDATE jobs SET title = 'Gullsmed søkes' WHERE id = $1`, [id]);
    expect(await titles({ q: 'gullsmed' })).toEqual(['Gullsmed søkes']);
    expect(await titles({ q: 'gullsmedlærling' })).toEqual([]);
    await db.query(`UPDATE jobs SET status = 'draft' WHERE id = $1`, [id]);
    expect(await titles({ q: 'gullsmed' })).toEqual([]);
    await db.query(`UPDATE jobs SET status = 'open' WHERE id = $1`, [id]);
    expect(await titles({ q: 'gullsmed' })).toEqual(['Gullsmed søkes']);
    // A log pruned past the index's version loads the index anew, and misses nothing.
    await app.get(JobSearchRepository).pruneChanges(0);
    await db.query(`DELETE FROM jobs WHERE id = $1`, [id]);
    expect(await titles({ q: 'gullsmed' })).toEqual([]);
    expect(await titles({ q: 'kokk' })).toEqual(['Kokkelærling']);
  });

  // With sequential scans priced out, a plan that still reads all of jobs has no index to use.
  // The index loads every open job once (a sequential read is right there); what a search runs
  // each time is the change log since the index's version, and the page's rows.
  it.each(SEARCH_SHAPES)('has an index for every query of the search %j', async (shape) => {
    const db = app.get(DatabaseContext);
    const service = app.get(JobSearchService);
    const parsed = jobSearchSchema.validateSync(shape);
    await service.search(parsed);
    // A write since, so the search also reads the change log.
    await db.query(`UPDATE jobs SET updated_at = now() WHERE title = 'Tømrerlærling'`);
    const statements: [string, unknown[]][] = [];
    const query = db.query.bind(db);
    const prepared = db.prepared.bind(db);
    const spies = [
      jest.spyOn(db, 'query').mockImplementation((sql, params = []) => {
        statements.push([sql, params]);
        return query(sql, params);
      }),
      jest.spyOn(db, 'prepared').mockImplementation((name, sql, params = []) => {
        statements.push([sql, params]);
        return prepared(name, sql, params);
      }),
    ];
    try {
      await service.search(parsed);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const onJobs = statements.filter(([sql]) => /\bjobs j\b|job_search_changes/.test(sql));
    expect(onJobs.length).toBeGreaterThanOrEqual(2);
    const runner = app.get(DataSource).createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('SET LOCAL enable_seqscan = off');
      for (const [sql, params] of onJobs) {
        const [{ 'QUERY PLAN': plan }] = await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        expect({ sql, seqScans: seqScans(plan[0].Plan) }).toEqual({ sql, seqScans: [] });
      }
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
