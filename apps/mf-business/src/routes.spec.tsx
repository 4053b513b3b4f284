import { screen, waitFor } from '@testing-library/react';
import type { BusinessPageKey } from '@yrkesbro/federation';
import {
  application,
  applicationsResponse,
  job,
  jobsResponse,
  PROFILE,
} from './testing/fixtures.ts';
import {
  BUSINESS,
  json,
  mockApi,
  renderPage,
  requests,
  storeSignedIn,
} from './testing/render-page.tsx';
import BusinessPages, { prefetchPage } from './routes.tsx';

describe("mf-business's pages", () => {
  it.each<[BusinessPageKey, string, string]>([
    ['analytics', '/business/analytics', 'Statistikk'],
    ['students', '/students', 'Studentkatalog'],
  ])('%s (%s) shows its heading', async (page, url, heading) => {
    renderPage(<BusinessPages page={page} />, { url, user: BUSINESS });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} – Yrkesbro`);
  });
});

describe('prefetchPage', () => {
  afterEach(() => jest.restoreAllMocks());

  const JOB = job({ title: 'Lærling tømrer' });
  const answers = () =>
    mockApi((path) => {
      if (path === '/api/businesses/applications/all')
        return json(200, applicationsResponse([application()]));
      if (path === `/api/businesses/applications/${JOB.uuid}`)
        return json(200, applicationsResponse([application()]));
      if (path === `/api/jobs/${JOB.uuid}`) return json(200, JOB);
      if (path === `/api/businesses/jobs/jobs-by-business/${PROFILE.uuid}`)
        return json(200, jobsResponse([JOB]));
      if (path === '/api/businesses/mine') return json(200, PROFILE);
      return json(404);
    });

  /** The calls the store has made, each once, as the page's own arguments name them. */
  const startedCalls = async (store: ReturnType<typeof storeSignedIn>, count: number) => {
    await waitFor(() => {
      const queries = Object.values(store.getState().api.queries);
      expect(queries).toHaveLength(count);
      for (const query of queries) expect(query?.status).toBe('fulfilled');
    });
  };

  it.each<[BusinessPageKey, string, string, Record<string, string>, string, number]>([
    ['applications', '/business/applications', '', {}, 'Alle søknader', 1],
    [
      'job-applications',
      '/business/applications/:uuid',
      '',
      { uuid: JOB.uuid },
      'Søknader til Lærling tømrer',
      3,
    ],
    ['jobs', '/business/jobs/all/:uuid', '', { uuid: PROFILE.uuid }, 'Alle stillinger', 2],
  ])(
    '%s: starts the calls its page makes, which the page finds and makes no more',
    async (page, path, search, params, heading, calls) => {
      const fetchMock = answers();
      const store = storeSignedIn(BUSINESS);
      prefetchPage?.(page, { params, search }, store.dispatch);
      await startedCalls(store, calls);
      const asked = () => requests(fetchMock).map(({ url }) => `${url.pathname}${url.search}`);
      const before = asked();
      expect(before).toHaveLength(calls);

      const url = path.replace(':uuid', Object.values(params)[0] ?? '') + search;
      renderPage(<BusinessPages page={page} />, { url, path, store });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await screen.findAllByRole('listitem');
      expect(asked()).toEqual(before);
    },
  );

  it('asks for the page of the list the address names', async () => {
    const fetchMock = answers();
    const store = storeSignedIn(BUSINESS);
    prefetchPage?.('applications', { params: {}, search: '?page=3' }, store.dispatch);
    await startedCalls(store, 1);
    expect(requests(fetchMock).map(({ url }) => url.search)).toEqual(['?page=3']);
  });

  it('starts nothing while the store does not know who is signed in', () => {
    const fetchMock = answers();
    prefetchPage?.('applications', { params: {}, search: '' }, storeSignedIn().dispatch);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts nothing for the student directory, nor for a page without a known first call', () => {
    const fetchMock = answers();
    prefetchPage?.('students', { params: {}, search: '' }, storeSignedIn(BUSINESS).dispatch);
    prefetchPage?.('dashboard', { params: {}, search: '' }, storeSignedIn(BUSINESS).dispatch);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
