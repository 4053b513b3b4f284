import { Injectable } from '@nestjs/common';
import type { JobSearchQuery, JobType } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';
import { JOB_COLUMNS, JOB_JOINS } from './job-rows';
import type { JobRow } from './job-rows';

type Filter = 'vocation' | 'job_type';

/** One word of a search as the database matches it. */
export interface ExpandedTerm {
  /** The word and its synonyms: a hit on one of these is a whole-word hit. */
  whole: string[];
  /** Every word of the job texts that contains one of `whole` (compounds). */
  words: string[];
  /** Jobs tied to these trades match even when their text lacks the word. */
  vocationIds: number[];
}

/** The filters of a search with its words already expanded. */
export type ExpandedSearch = Omit<JobSearchQuery, 'q'> & { terms: ExpandedTerm[] };

/** A term's compounds are capped: a very short word would otherwise pull in thousands. */
export const MAX_EXPANSION = 100;

/** How many open jobs match with one vocation and one job type. */
export interface FacetCell {
  vocation_id: number;
  vocation_name: string;
  job_type: JobType;
  count: number;
}

/**
 * Searching open jobs: each word expands through the trigram-indexed table of words to the
 * compounds containing it (job_words), the expanded words hit the full-text index, a word naming
 * a trade also matches that trade's jobs; typo-tolerant location (pg_trgm); filters, ranking,
 * pages and the counts per filter value.
 */
@Injectable()
export class JobSearchRepository {
  constructor(private readonly db: DatabaseContext) {}

  /** Changes with every write to jobs: an answer cached under another version is stale. */
  async version(): Promise<string> {
    const [row] = await this.db.query<{ version: string }>(
      `SELECT version FROM job_search_version`,
    );
    return row.version;
  }

  /** For each variant, the words of the job texts that contain it, shortest first. */
  async compounds(variants: string[]): Promise<Map<string, string[]>> {
    const rows = await this.db.query<{ variant: string; word: string }>(
      `SELECT v.variant, w.word FROM unnest($1::text[]) AS v(variant)
         CROSS JOIN LATERAL (
           SELECT word FROM job_words
            WHERE length(v.variant) >= 3 AND word LIKE '%' || v.variant || '%'
            ORDER BY length(word), word LIMIT $2) w`,
      [variants, MAX_EXPANSION],
    );
    const found = new Map<string, string[]>(variants.map((variant) => [variant, []]));
    for (const row of rows) found.get(row.variant)?.push(row.word);
    return found;
  }

  /** The known words one edit away from `term`, nearest first. */
  async corrections(term: string): Promise<string[]> {
    const rows = await this.db.query<{ word: string }>(
      `SELECT word FROM job_words
        WHERE word % $1 AND levenshtein(word, $1) <= 1
        ORDER BY levenshtein(word, $1), similarity(word, $1) DESC, word LIMIT 3`,
      [term],
    );
    return rows.map((row) => row.word);
  }

  async vocationIds(names: string[]): Promise<number[]> {
    if (names.length === 0) return [];
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM vocations WHERE name = ANY($1::text[]) ORDER BY id`,
      [names],
    );
    return rows.map((row) => row.id);
  }

  /** One page; best matches first when sorted by relevance. */
  async page(search: ExpandedSearch): Promise<JobRow[]> {
    const { where, params } = matching(search);
    let order = 'j.created_at DESC';
    if (search.sort === 'salary') order = 'j.salary_max DESC, j.created_at DESC';
    if (search.sort === 'relevance' && search.terms.length > 0) {
      order = `${relevance(search.terms, params)} DESC, j.created_at DESC`;
    }
    return this.db.query<JobRow>(
      `SELECT ${JOB_COLUMNS}
         FROM jobs j ${JOB_JOINS}
        WHERE ${where}
        ORDER BY ${order}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, search.limit, (search.page - 1) * search.limit],
    );
  }

  /**
   * How many match per vocation and job type, as if neither were chosen: the total and both
   * facets come from this one pass over the matches.
   */
  async facetCells(search: ExpandedSearch): Promise<FacetCell[]> {
    const { where, params } = matching(search, ['vocation', 'job_type']);
    const rows = await this.db.query<FacetCell & { count: string }>(
      `SELECT c.vocation_id, v.name AS vocation_name, c.job_type, c.count
         FROM (SELECT j.vocation_id, j.job_type, count(*) AS count FROM jobs j WHERE ${where}
                GROUP BY j.vocation_id, j.job_type) c
         JOIN vocations v ON v.id = c.vocation_id`,
      params,
    );
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /**
   * The open jobs published since `since` that match `search` and are not in `sentTo`'s ledger,
   * oldest first: what a saved search has not been alerted of yet.
   */
  async unsent(search: ExpandedSearch, since: Date, sentTo: string, limit: number) {
    const { where, params } = matching(search);
    params.push(since, sentTo, limit);
    const n = params.length;
    return this.db.query<{ id: string; title: string; location: string; company_name: string }>(
      `SELECT j.id, j.title, j.location, coalesce(b.company_name, j.poster_company) AS company_name
         FROM jobs j LEFT JOIN businesses b ON b.id = j.business_id
        WHERE ${where} AND j.published_at >= $${n - 2}
          AND NOT EXISTS (SELECT 1 FROM saved_search_alerts s
                           WHERE s.saved_search_id = $${n - 1} AND s.job_id = j.id)
        ORDER BY j.published_at, j.id LIMIT $${n}`,
      params,
    );
  }
}

/** A tsquery of lexemes, each quoted (the words hold letters and digits only). */
function anyOf(lexemes: string[], suffix = ''): string {
  return [...new Set(lexemes)].map((lexeme) => `'${lexeme}'${suffix}`).join(' | ');
}

/** One word's condition: its compounds (and itself as a prefix) in the text, or its trades. */
function termQuery(term: ExpandedTerm): string {
  return [anyOf(term.words), anyOf(term.whole, ':*')].filter(Boolean).join(' | ');
}

/**
 * Whole-word and title hits first: a title with the word itself scores 5, a title with a
 * compound 2, the word itself elsewhere 1, a compound elsewhere or only the trade 0.
 */
function relevance(terms: ExpandedTerm[], params: unknown[]): string {
  const whole = terms.flatMap((term) => term.whole);
  const all = terms.flatMap((term) => [...term.whole, ...term.words]);
  const hit = (tsquery: string) => {
    params.push(tsquery);
    return `(j.search_vector @@ to_tsquery('norwegian', $${params.length}))::int`;
  };
  return `(${hit(anyOf(whole, ':A'))} * 2 + ${hit(anyOf(all, ':A'))} * 2 + ${hit(anyOf(whole))})`;
}

/** Only open jobs; `except` leaves filters out, so their facets show every choice's count. */
function matching(
  search: ExpandedSearch,
  except: Filter[] = [],
): { where: string; params: unknown[] } {
  const conditions = [`j.status = 'open'`];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const term of search.terms) {
    const text = `j.search_vector @@ to_tsquery('norwegian', ${param(termQuery(term))})`;
    conditions.push(
      term.vocationIds.length > 0
        ? `(${text} OR j.vocation_id = ANY(${param(term.vocationIds)}::int[]))`
        : text,
    );
  }
  if (search.location) {
    const place = param(search.location);
    conditions.push(
      `(lower(j.location) LIKE '%' || lower(${place}) || '%' OR lower(${place}) <% lower(j.location))`,
    );
  }
  if (search.vocation && !except.includes('vocation')) {
    conditions.push(`j.vocation_id = ${param(search.vocation)}`);
  }
  if (search.job_type && !except.includes('job_type')) {
    conditions.push(`j.job_type = ${param(search.job_type)}`);
  }
  if (search.business) {
    conditions.push(`j.business_id = ${param(search.business)}`);
  }
  return { where: conditions.join(' AND '), params };
}
