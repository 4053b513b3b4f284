import { Injectable } from '@nestjs/common';
import type { JobSearchQuery, JobType } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';
import { JOB_COLUMNS, JOB_JOINS } from './job-rows';
import type { JobRow } from './job-rows';
import type { IndexedJob } from './job-search-index';
import { containsPattern } from '../../database/like-pattern';

/** One word of a search as the database matches it. */
export interface ExpandedTerm {
  /** The word and its synonyms: a hit on one of these is a whole-word hit. */
  whole: string[];
  /** Every word of the job texts that contains one of `whole` (compounds). */
  words: string[];
  /** Jobs tied to these trades match even when their text lacks the word. */
  vocationIds: number[];
}

/**
 * The filters of a search with its words already expanded, every word's lexemes, and the change
 * log's head when the expansion read it (no words, no read).
 */
export type ExpandedSearch = Omit<JobSearchQuery, 'q'> & {
  terms: ExpandedTerm[];
  lexemes: Map<string, string[]>;
  version?: number;
};

/** What the words of a search expand to (see `compounds`). */
export interface Compounds {
  words: Map<string, string[]>;
  lexemes: Map<string, string[]>;
  /** The change log's head as the expansion read it (saves the search reading it again). */
  version: number;
}

/** A term's compounds are capped: a very short word would otherwise pull in thousands. */
export const MAX_EXPANSION = 100;

/** A job as the search index loads it. */
interface IndexRow {
  id: string;
  vocation_id: number;
  job_type: JobType;
  business_id: string | null;
  location: string;
  created_at: Date;
  salary_max: number;
  lexemes: string[];
  title_lexemes: string[];
}

const INDEX_SELECT = `
  SELECT j.id, j.vocation_id, j.job_type, j.business_id, lower(j.location) AS location,
         j.created_at, j.salary_max, tsvector_to_array(j.search_vector) AS lexemes,
         tsvector_to_array(ts_filter(j.search_vector, '{a}')) AS title_lexemes
    FROM jobs j`;

function toIndexed(row: IndexRow): IndexedJob {
  return {
    id: row.id,
    vocationId: row.vocation_id,
    jobType: row.job_type,
    businessId: row.business_id,
    location: row.location,
    createdAt: row.created_at.getTime(),
    salaryMax: row.salary_max,
    lexemes: row.lexemes,
    titleLexemes: row.title_lexemes,
  };
}

/**
 * What job search reads from the database: the words a search term expands to (the
 * trigram-indexed job_words, for compounds and typos), their lexemes, the jobs and change log the
 * in-memory index is built and kept from, the rows of a page, and (for the e-mail alerts, a few
 * new jobs at a time) the same matching done by the full-text index.
 */
@Injectable()
export class JobSearchRepository {
  constructor(private readonly db: DatabaseContext) {}

  /**
   * The change log's head: the version of the last write to jobs, and the last version pruned
   * from the log (an index older than that must load everything again).
   */
  async head(): Promise<{ version: number; prunedThrough: number }> {
    const [row] = await this.db.query<{ version: string; pruned_through: string }>(
      `SELECT version, pruned_through FROM job_search_version`,
    );
    return { version: Number(row.version), prunedThrough: Number(row.pruned_through) };
  }

  /**
   * Every open job as the index holds it, and the version it is current as of. The version is
   * read first: a write landing in between is in the jobs and also in the log after it, and
   * applying it twice gives the same index.
   */
  async indexSnapshot(): Promise<{ version: number; jobs: IndexedJob[] }> {
    const { version } = await this.head();
    const rows = await this.db.query<IndexRow>(`${INDEX_SELECT} WHERE j.status = 'open'`);
    return { version, jobs: rows.map(toIndexed) };
  }

  /**
   * The jobs written after `version`, up to `max` of them (undefined when there are more, when
   * the log was pruned past `version` or the table was emptied: then the whole index loads
   * again); those still open come as the index holds them. The head is read first, as in the
   * snapshot: every change up to it is committed.
   */
  async indexChanges(
    version: number,
    max: number,
  ): Promise<{ version: number; changed: string[]; open: IndexedJob[] } | undefined> {
    const { version: head, prunedThrough } = await this.head();
    if (version < prunedThrough) return undefined;
    const changes = await this.db.query<{ version: string; job_id: string | null }>(
      `SELECT version, job_id FROM job_search_changes WHERE version > $1 ORDER BY version LIMIT $2`,
      [version, max + 1],
    );
    if (changes.length > max || changes.some((change) => change.job_id === null)) return undefined;
    if (changes.length === 0) return { version: Math.max(version, head), changed: [], open: [] };
    const changed = [...new Set(changes.map((change) => change.job_id as string))];
    const rows = await this.db.query<IndexRow>(
      `${INDEX_SELECT} WHERE j.id = ANY($1::uuid[]) AND j.status = 'open'`,
      [changed],
    );
    const last = Number(changes[changes.length - 1].version);
    return { version: Math.max(head, last), changed, open: rows.map(toIndexed) };
  }

  /**
   * Drops the log's entries older than `hours` and records the last version dropped: an index
   * that old loads everything again instead of missing what was dropped.
   */
  async pruneChanges(hours: number): Promise<void> {
    await this.db.query(
      `WITH gone AS (
         DELETE FROM job_search_changes WHERE changed_at < now() - make_interval(hours => $1)
         RETURNING version)
       UPDATE job_search_version
          SET pruned_through = greatest(pruned_through, (SELECT coalesce(max(version), 0) FROM gone))`,
      [hours],
    );
  }

  /** The places matching what was typed: a part of the name, or a word like it (pg_trgm, typos). */
  async placesMatching(places: string[], typed: string): Promise<Set<string>> {
    const rows = await this.db.query<{ place: string }>(
      `SELECT p AS place FROM unnest($1::text[]) AS p
        WHERE p LIKE $3 OR lower($2) <% p`,
      [places, typed, containsPattern(typed)],
    );
    return new Set(rows.map((row) => row.place));
  }

  /**
   * The jobs with these ids, in the order given, and the change log's head as the same statement
   * saw it: when it is the version the page was found at, no write came in between.
   */
  async rows(ids: string[]): Promise<{ rows: JobRow[]; version: number }> {
    const found = await this.db.prepared<JobRow & { head: string }>(
      'job-search-rows',
      `SELECT h.version AS head, r.* FROM job_search_version h
         LEFT JOIN LATERAL (SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS}
                             WHERE j.id = ANY($1::uuid[])) r ON true`,
      [ids],
    );
    const byId = new Map(found.map((row) => [row.id, row]));
    return {
      rows: ids.flatMap((id) => byId.get(id) ?? []),
      version: Number(found[0].head),
    };
  }

  /** Every vocation's name, for the facets' labels. */
  async vocationNames(): Promise<Map<number, string>> {
    const rows = await this.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM vocations`,
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * For each variant, the words of the job texts that contain it, shortest first; and the lexemes
   * of the variants and of those words, as PostgreSQL's Norwegian stemmer makes them (none for a
   * stop word), which is what the search index holds; and the change log's head.
   */
  async compounds(variants: string[]): Promise<Compounds> {
    const rows = await this.db.query<{
      variant: string | null;
      word: string;
      lexemes: string[];
      version: string;
    }>(
      `WITH found AS (
         SELECT v.variant, w.word FROM unnest($1::text[]) AS v(variant)
          CROSS JOIN LATERAL (
            SELECT word FROM job_words
             WHERE length(v.variant) >= 3 AND word LIKE '%' || v.variant || '%'
             ORDER BY length(word), word LIMIT $2) w)
       SELECT variant, word, tsvector_to_array(to_tsvector('norwegian', word)) AS lexemes,
              (SELECT version FROM job_search_version) AS version FROM found
       UNION ALL
       SELECT NULL, v, tsvector_to_array(to_tsvector('norwegian', v)),
              (SELECT version FROM job_search_version) FROM unnest($1::text[]) AS v`,
      [variants, MAX_EXPANSION],
    );
    const words = new Map<string, string[]>(variants.map((variant) => [variant, []]));
    const lexemes = new Map<string, string[]>();
    for (const row of rows) {
      if (row.variant !== null) words.get(row.variant)?.push(row.word);
      lexemes.set(row.word, row.lexemes);
    }
    return { words, lexemes, version: Number(rows[0]?.version ?? 0) };
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

/** Only open jobs that match every word and filter; the index matches the same (see its test). */
function matching(search: ExpandedSearch): { where: string; params: unknown[] } {
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
    const pattern = param(containsPattern(search.location));
    const place = param(search.location);
    conditions.push(`(lower(j.location) LIKE ${pattern} OR lower(${place}) <% lower(j.location))`);
  }
  if (search.vocation) {
    conditions.push(`j.vocation_id = ${param(search.vocation)}`);
  }
  if (search.job_type) {
    conditions.push(`j.job_type = ${param(search.job_type)}`);
  }
  if (search.business) {
    conditions.push(`j.business_id = ${param(search.business)}`);
  }
  return { where: conditions.join(' AND '), params };
}
