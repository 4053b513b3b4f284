import { Injectable } from '@nestjs/common';
import { JOB_TYPE_LABELS } from '@yrkesbro/contracts';
import type { JobSearchQuery, JobSearchResponse } from '@yrkesbro/contracts';
import { toJob } from './job-rows';
import { JobSearchRepository } from './job-search.repository';

/** Job search on the server: a page of open jobs with its total and the counts per filter value. */
@Injectable()
export class JobSearchService {
  constructor(private readonly searches: JobSearchRepository) {}

  async search(query: JobSearchQuery): Promise<JobSearchResponse> {
    const [{ rows, total }, vocation, jobTypes] = await Promise.all([
      this.searches.page(query),
      this.searches.vocations(query),
      this.searches.jobTypes(query),
    ]);
    return {
      jobs: rows.map(toJob),
      total,
      page: query.page,
      limit: query.limit,
      facets: {
        vocation,
        job_type: jobTypes.map(({ value, count }) => ({
          value,
          label: JOB_TYPE_LABELS[value],
          count,
        })),
      },
    };
  }
}
