import { JOB_SORTS, JOB_TYPES } from './jobs.ts';
import type { JobSearchQuery } from './jobs-schemas.ts';
import { withoutEmpty } from './request-query.ts';

/** Jobs per page of the job list. */
export const JOBS_PAGE_SIZE = 12;

/** The job list's request; what is left out the server defaults. */
export type JobSearchArgs = Partial<JobSearchQuery>;

const positiveNumber = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((choice) => choice === value);

/**
 * The job list's request as its address holds it (`/jobs?q=…&page=2`). The page asks for it,
 * and index.html's early script preloads the same request before the page's scripts arrive, so
 * both read the address here.
 */
export function jobSearchFromAddress(params: URLSearchParams): JobSearchArgs {
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    vocation: positiveNumber(params.get('vocation')),
    job_type: oneOf(params.get('job_type'), JOB_TYPES),
    business: params.get('business') || undefined,
    sort: oneOf(params.get('sort'), JOB_SORTS),
    page: positiveNumber(params.get('page')) ?? 1,
    limit: JOBS_PAGE_SIZE,
  };
}

/**
 * GET /api/jobs's path and query for a request, its empty choices left out (`/jobs?q=…&page=1`),
 * without the API's `/api` prefix.
 */
export function jobSearchPath(args: JobSearchArgs): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(withoutEmpty(args))) query.set(name, String(value));
  const text = query.toString();
  return text ? `/jobs?${text}` : '/jobs';
}
