import { Injectable } from '@nestjs/common';
import type { JobSearchQuery, JobType } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';
import { JOB_COLUMNS, JOB_JOINS } from './job-rows';
import type { JobRow } from './job-rows';

type Filter = 'text' | 'location' | 'vocation' | 'job_type' | 'business';

/** A count of open jobs per value of one filter. */
export interface FacetRow<T> {
  value: T;
  label: string;
  count: number;
}

/**
 * Searching open jobs: Norwegian full-text search with prefix matching, typo-tolerant location
 * (pg_trgm), filters, sorting and pages, and the counts per filter value.
 */
@Injectable()
export class JobSearchRepository {
  constructor(private readonly db: DatabaseContext) {}

  /** One page and the total of all matches. */
  async page(query: JobSearchQuery): Promise<{ rows: JobRow[]; total: number }> {
    const { where, params } = matching(query);
    const order =
      query.sort === 'salary' ? 'j.salary_max DESC, j.created_at DESC' : 'j.created_at DESC';
    const rows = await this.db.query<JobRow & { total: string }>(
      `SELECT ${JOB_COLUMNS}, count(*) OVER () AS total
         FROM jobs j ${JOB_JOINS}
        WHERE ${where}
        ORDER BY ${order}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    // A page past the end has no row to carry the total.
    const total = rows.length > 0 ? Number(rows[0].total) : await this.count(query);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  /** Counts per vocation, as if no vocation were chosen. */
  async vocations(query: JobSearchQuery): Promise<FacetRow<number>[]> {
    const { where, params } = matching(query, 'vocation');
    const rows = await this.db.query<{ value: number; label: string; count: string }>(
      `SELECT v.id AS value, v.name AS label, count(*) AS count
         FROM jobs j JOIN vocations v ON v.id = j.vocation_id
        WHERE ${where} GROUP BY v.id, v.name ORDER BY count(*) DESC, v.name`,
      params,
    );
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /** Counts per job type, as if no job type were chosen. */
  async jobTypes(query: JobSearchQuery): Promise<{ value: JobType; count: number }[]> {
    const { where, params } = matching(query, 'job_type');
    const rows = await this.db.query<{ value: JobType; count: string }>(
      `SELECT j.job_type AS value, count(*) AS count FROM jobs j WHERE ${where}
        GROUP BY j.job_type ORDER BY count(*) DESC`,
      params,
    );
    return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  }

  private async count(query: JobSearchQuery): Promise<number> {
    const { where, params } = matching(query);
    const [row] = await this.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM jobs j WHERE ${where}`,
      params,
    );
    return Number(row.n);
  }
}

/** Only open jobs; `except` leaves one filter out, so its facet shows every choice's count. */
function matching(query: JobSearchQuery, except?: Filter): { where: string; params: unknown[] } {
  const conditions = [`j.status = 'open'`];
  const params: unknown[] = [];
  const add = (filter: Filter, sql: (n: number) => string, value: unknown) => {
    if (filter === except) return;
    params.push(value);
    conditions.push(sql(params.length));
  };
  const tsQuery = prefixTsQuery(query.q);
  if (tsQuery) add('text', (n) => `j.search_vector @@ to_tsquery('norwegian', $${n})`, tsQuery);
  if (query.location) {
    add(
      'location',
      (n) =>
        `(lower(j.location) LIKE '%' || lower($${n}) || '%' OR lower($${n}) <% lower(j.location))`,
      query.location,
    );
  }
  if (query.vocation) add('vocation', (n) => `j.vocation_id = $${n}`, query.vocation);
  if (query.job_type) add('job_type', (n) => `j.job_type = $${n}`, query.job_type);
  if (query.business) add('business', (n) => `j.business_id = $${n}`, query.business);
  return { where: conditions.join(' AND '), params };
}

/**
 * Every word of the query, each as a prefix, all required: 'elektriker berg' → 'elektriker:* & berg:*'.
 * Prefixes let 'elektriker' find 'elektrikere', which the Snowball stemmer alone does not.
 */
export function prefixTsQuery(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 10)
    .map((word) => `${word}:*`)
    .join(' & ');
}
