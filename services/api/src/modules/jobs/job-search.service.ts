import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JOB_TYPE_LABELS } from '@yrkesbro/contracts';
import type { FacetCount, JobSearchQuery, JobSearchResponse, JobType } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { JOB_COLUMNS, JOB_JOINS, toJob } from './job-rows';
import type { JobRow } from './job-rows';

type Filter = 'text' | 'location' | 'vocation' | 'job_type' | 'business';

/**
 * Job search on the server: Norwegian full-text search with prefix matching (so 'elektriker'
 * finds 'elektrikere', which the Snowball stemmer alone does not), typo-tolerant location
 * (pg_trgm), filters, sorting, pages with a total, and counts per filter value.
 */
@Injectable()
export class JobSearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(query: JobSearchQuery): Promise<JobSearchResponse> {
    const { where, params } = this.where(query);
    const order =
      query.sort === 'salary' ? 'j.salary_max DESC, j.created_at DESC' : 'j.created_at DESC';
    const offset = (query.page - 1) * query.limit;
    const rows: (JobRow & { total: string })[] = await this.dataSource.query(
      `SELECT ${JOB_COLUMNS}, count(*) OVER () AS total
         FROM jobs j ${JOB_JOINS}
        WHERE ${where}
        ORDER BY ${order}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, offset],
    );
    const total = rows.length > 0 ? Number(rows[0].total) : await this.count(query);
    const [vocation, jobType] = await Promise.all([
      this.vocationFacet(query),
      this.jobTypeFacet(query),
    ]);
    return {
      jobs: rows.map(toJob),
      total,
      page: query.page,
      limit: query.limit,
      facets: { vocation, job_type: jobType },
    };
  }

  private async count(query: JobSearchQuery): Promise<number> {
    const { where, params } = this.where(query);
    const [row] = await this.dataSource.query(
      `SELECT count(*) AS n FROM jobs j WHERE ${where}`,
      params,
    );
    return Number(row.n);
  }

  private async vocationFacet(query: JobSearchQuery): Promise<FacetCount<number>[]> {
    const { where, params } = this.where(query, 'vocation');
    const rows: { value: number; label: string; count: string }[] = await this.dataSource.query(
      `SELECT v.id AS value, v.name AS label, count(*) AS count
         FROM jobs j JOIN vocations v ON v.id = j.vocation_id
        WHERE ${where} GROUP BY v.id, v.name ORDER BY count(*) DESC, v.name`,
      params,
    );
    return rows.map((row) => ({ value: row.value, label: row.label, count: Number(row.count) }));
  }

  private async jobTypeFacet(query: JobSearchQuery): Promise<FacetCount<JobType>[]> {
    const { where, params } = this.where(query, 'job_type');
    const rows: { value: JobType; count: string }[] = await this.dataSource.query(
      `SELECT j.job_type AS value, count(*) AS count FROM jobs j WHERE ${where}
        GROUP BY j.job_type ORDER BY count(*) DESC`,
      params,
    );
    return rows.map((row) => ({
      value: row.value,
      label: JOB_TYPE_LABELS[row.value],
      count: Number(row.count),
    }));
  }

  /** Only open jobs; `except` leaves one filter out, so its facet shows every choice's count. */
  private where(query: JobSearchQuery, except?: Filter): { where: string; params: unknown[] } {
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
}

/** Every word of the query, each as a prefix, all required: 'elektriker berg' → 'elektriker:* & berg:*'. */
export function prefixTsQuery(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 10)
    .map((word) => `${word}:*`)
    .join(' & ');
}
