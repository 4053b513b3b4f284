import { JOBS_PAGE_SIZE, jobSearchFromAddress, jobSearchPath } from './job-search-address.ts';

const from = (query: string) => jobSearchFromAddress(new URLSearchParams(query));

describe("the job list's address", () => {
  it('reads every choice, and page 1 of 12 jobs without one', () => {
    expect(
      from('q=elektro&location=Bergen&vocation=3&job_type=apprenticeship&sort=salary&page=2'),
    ).toEqual({
      q: 'elektro',
      location: 'Bergen',
      vocation: 3,
      job_type: 'apprenticeship',
      business: undefined,
      sort: 'salary',
      page: 2,
      limit: JOBS_PAGE_SIZE,
    });
    expect(from('')).toMatchObject({ q: '', location: '', page: 1, limit: 12 });
  });

  it('leaves out what is not a choice the list offers', () => {
    expect(from('vocation=0&job_type=boss&sort=random&page=-2&business=')).toEqual({
      q: '',
      location: '',
      vocation: undefined,
      job_type: undefined,
      business: undefined,
      sort: undefined,
      page: 1,
      limit: 12,
    });
    expect(from('vocation=2.5&page=abc')).toMatchObject({ vocation: undefined, page: 1 });
  });

  it('becomes the request path without its empty choices, in a fixed order', () => {
    expect(jobSearchPath(from('page=2&q=r%C3%B8r'))).toBe('/jobs?q=r%C3%B8r&page=2&limit=12');
    expect(jobSearchPath(from(''))).toBe('/jobs?page=1&limit=12');
    expect(jobSearchPath({})).toBe('/jobs');
  });
});
