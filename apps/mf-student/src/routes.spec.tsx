import { screen, waitFor, within } from '@testing-library/react';
import type { StudentPageKey } from '@yrkesbro/federation';
import { aJob, aSearchResponse } from './testing/fixtures.ts';
import type { AppStore } from '@yrkesbro/api-client';
import {
  BUSINESS,
  STUDENT,
  json,
  mockApi,
  renderPage,
  requests,
  storeSignedIn,
} from './testing/render-page.tsx';
import StudentPages, { prefetchPage } from './routes.tsx';

describe("mf-student's pages", () => {
  afterEach(() => jest.restoreAllMocks());

  it.each<[StudentPageKey, string, string]>([
    ['assessments', '/assessments', 'Ferdighetstester'],
    ['assessment-progress', '/assessments/progress', 'Din fremgang'],
    ['video', '/videos/7', 'Video'],
    ['videos-manage', '/videos/manage', 'Administrer videoer'],
    ['videos-thumbnail', '/videos/thumbnail', 'Miniatyrbilde'],
  ])('%s (%s) shows its heading', async (page, url, heading) => {
    mockApi(() => json(200, []));
    renderPage(<StudentPages page={page} />, { url, user: STUDENT });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} – Yrkesbro`);
  });

  it('apply (/jobs/:id/apply) opens the job with its søknad dialog', async () => {
    const job = aJob();
    mockApi((path) => {
      if (path === `/api/jobs/${job.uuid}`) return json(200, job);
      if (path === `/api/jobs/applied/${job.uuid}`) return json(200, { applied: false });
      return json(200, []);
    });
    renderPage(<StudentPages page="apply" />, {
      url: `/jobs/${job.uuid}/apply`,
      path: '/jobs/:id/apply',
      user: STUDENT,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Søk på stillingen' });
    expect(within(dialog).getByLabelText(/^Søknadsbrev/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: job.title, hidden: true }),
    ).toBeInTheDocument();
  });

  it('apply shows Du har søkt and no dialog when the søknad was sent before', async () => {
    const job = aJob();
    mockApi((path) => {
      if (path === `/api/jobs/${job.uuid}`) return json(200, job);
      if (path === `/api/jobs/applied/${job.uuid}`) return json(200, { applied: true });
      return json(200, []);
    });
    renderPage(<StudentPages page="apply" />, {
      url: `/jobs/${job.uuid}/apply`,
      path: '/jobs/:id/apply',
      user: STUDENT,
    });
    expect(await screen.findByRole('button', { name: 'Du har søkt' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('prefetchPage', () => {
  afterEach(() => jest.restoreAllMocks());

  const jobListAnswer = () => {
    const job = aJob({ title: 'Lærling elektriker' });
    return mockApi((path) =>
      path === '/api/jobs' ? json(200, aSearchResponse([job])) : json(200, []),
    );
  };

  it("starts the job list's search as the page makes it: the page's first render shows the jobs, and it asks no more", async () => {
    const fetchMock = jobListAnswer();
    const store = storeSignedIn(STUDENT);
    const search = '?q=elektriker&job_type=apprenticeship';
    prefetchPage?.('jobs', { params: {}, search }, store.dispatch);
    // The page finds it only under its own arguments: one request below says it did.
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries)).toEqual([
        expect.objectContaining({ endpointName: 'searchJobs', status: 'fulfilled' }),
      ]),
    );

    renderPage(<StudentPages page="jobs" />, { url: `/jobs${search}`, store });
    await screen.findByRole('heading', { level: 1, name: 'Ledige jobber' });
    expect(screen.getByText('1 jobb')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('status', { name: 'Laster jobber' })).not.toBeInTheDocument();
    const jobLists = requests(fetchMock).filter(({ url }) => url.pathname === '/api/jobs');
    expect(jobLists).toHaveLength(1);
    expect(jobLists[0].url.search).toBe('?q=elektriker&job_type=apprenticeship&page=1&limit=12');
  });

  it('without it, the page first shows skeletons: the check above can fail', async () => {
    let answer = (_: Response) => {};
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    mockApi((path) => (path === '/api/jobs' ? answered : json(200, [])));
    renderPage(<StudentPages page="jobs" />, { url: '/jobs?q=elektriker', user: STUDENT });
    await screen.findByRole('heading', { level: 1, name: 'Ledige jobber' });
    expect(screen.getByRole('status', { name: 'Laster jobber' })).toBeInTheDocument();
    answer(json(200, aSearchResponse([aJob()])));
    expect(await screen.findByText('1 jobb')).toBeInTheDocument();
  });

  /** Waits until the store holds exactly these calls, each answered. */
  const startedCalls = (store: AppStore, endpoints: string[]) =>
    waitFor(() =>
      expect(
        Object.values(store.getState().api.queries)
          .map((query) => `${query?.endpointName} ${query?.status}`)
          .sort(),
      ).toEqual(endpoints.map((endpoint) => `${endpoint} fulfilled`).sort()),
    );

  it.each<[StudentPageKey, string, string, string]>([
    ['job-detail', '/jobs/:uuid', '', 'uuid'],
    ['apply', '/jobs/:id/apply', '/apply', 'id'],
  ])(
    "starts %s's job, and whether the student has applied, under the page's own keys: the page shows them and asks for them no more",
    async (page, path, rest, param) => {
      const job = aJob({ title: 'Lærling kokk' });
      const fetchMock = mockApi((url) => {
        if (url === `/api/jobs/${job.uuid}`) return json(200, job);
        if (url === `/api/jobs/applied/${job.uuid}`) return json(200, { applied: true });
        return json(200, []);
      });
      const store = storeSignedIn(STUDENT);
      prefetchPage?.(page, { params: { [param]: job.uuid }, search: '' }, store.dispatch);
      await startedCalls(store, ['getJobDetail', 'getJobApplied']);

      renderPage(<StudentPages page={page} />, { url: `/jobs/${job.uuid}${rest}`, path, store });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Lærling kokk', hidden: true }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: 'Du har søkt', hidden: true }),
      ).toBeInTheDocument();
      // The favourites' hearts are the page's own call.
      expect(
        requests(fetchMock)
          .map(({ url }) => url.pathname)
          .filter((path) => path !== '/api/jobs/favorites')
          .sort(),
      ).toEqual([`/api/jobs/${job.uuid}`, `/api/jobs/applied/${job.uuid}`]);
    },
  );

  it('starts only the job for someone not known to be a student', async () => {
    const job = aJob();
    const fetchMock = mockApi(() => json(200, job));
    const store = storeSignedIn(BUSINESS);
    prefetchPage?.('job-detail', { params: { uuid: job.uuid }, search: '' }, store.dispatch);
    await startedCalls(store, ['getJobDetail']);
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual([`/api/jobs/${job.uuid}`]);
  });

  it.each<[StudentPageKey, Record<string, string>, string, string]>([
    [
      'business',
      { uuid: '6a0e1f3c-0000-4000-8000-000000000000' },
      '/api/businesses/6a0e1f3c-0000-4000-8000-000000000000',
      'getBusinessPage',
    ],
    ['dashboard', {}, '/api/users/profile', 'getOwnProfile'],
    ['applications', {}, '/api/users/applications', 'getStudentApplications'],
  ])('starts the first call of the %s page', async (page, params, path, endpoint) => {
    const fetchMock = mockApi(() => json(200, []));
    const store = storeSignedIn(STUDENT);
    prefetchPage?.(page, { params, search: '' }, store.dispatch);
    await startedCalls(store, [endpoint]);
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual([path]);
  });

  // A call does not start at once: a page that does start one comes last, and once it is answered
  // the store holds every call the pages before it started.
  const aBusinessPage = { params: { uuid: '6a0e1f3c-0000-4000-8000-000000000000' }, search: '' };

  it('starts nothing for the dashboard of a business, which is sent to its own', async () => {
    mockApi(() => json(200, []));
    const store = storeSignedIn(BUSINESS);
    prefetchPage?.('dashboard', { params: {}, search: '' }, store.dispatch);
    prefetchPage?.('business', aBusinessPage, store.dispatch);
    await startedCalls(store, ['getBusinessPage']);
  });

  it('starts only the job search while the store does not know who is signed in', async () => {
    const fetchMock = jobListAnswer();
    const { dispatch } = storeSignedIn();
    prefetchPage?.('dashboard', { params: {}, search: '' }, dispatch);
    prefetchPage?.('job-detail', { params: { uuid: 'a-uuid' }, search: '' }, dispatch);
    prefetchPage?.('jobs', { params: {}, search: '' }, dispatch);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual(['/api/jobs']);
  });

  it('starts nothing for a page without a known first call, nor for a public profile, which counts a view', async () => {
    mockApi(() => json(200, []));
    const store = storeSignedIn(STUDENT);
    prefetchPage?.('assessments', { params: {}, search: '' }, store.dispatch);
    prefetchPage?.('public-profile', { params: { uuid: 'a-uuid' }, search: '' }, store.dispatch);
    prefetchPage?.('business', aBusinessPage, store.dispatch);
    await startedCalls(store, ['getBusinessPage']);
  });
});
