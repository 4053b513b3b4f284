import { screen, waitFor, within } from '@testing-library/react';
import type { StudentPageKey } from '@yrkesbro/federation';
import { aJob, aSearchResponse } from './testing/fixtures.ts';
import {
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

  it.each<[StudentPageKey, string, string, Record<string, string>]>([
    ['job-detail', '/jobs/:uuid', '', { uuid: 'uuid' }],
    ['apply', '/jobs/:id/apply', '/apply', { id: 'id' }],
  ])(
    "starts %s's job under the page's own key: the page shows it and asks for it no more",
    async (page, path, rest, names) => {
      const job = aJob({ title: 'Lærling kokk' });
      const fetchMock = mockApi((url) => {
        if (url === `/api/jobs/${job.uuid}`) return json(200, job);
        if (url === `/api/jobs/applied/${job.uuid}`) return json(200, { applied: true });
        return json(200, []);
      });
      const store = storeSignedIn(STUDENT);
      const [name] = Object.keys(names);
      prefetchPage?.(page, { params: { [name]: job.uuid }, search: '' }, store.dispatch);
      await waitFor(() =>
        expect(Object.values(store.getState().api.queries)).toEqual([
          expect.objectContaining({ endpointName: 'getJobDetail', status: 'fulfilled' }),
        ]),
      );

      renderPage(<StudentPages page={page} />, { url: `/jobs/${job.uuid}${rest}`, path, store });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Lærling kokk', hidden: true }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Laster jobben' })).not.toBeInTheDocument();
      const asked = requests(fetchMock).filter(
        ({ url }) => url.pathname === `/api/jobs/${job.uuid}`,
      );
      expect(asked).toHaveLength(1);
    },
  );

  it("starts a business's page as the page asks for it", async () => {
    const uuid = '6a0e1f3c-0000-4000-8000-000000000000';
    const fetchMock = mockApi((url) =>
      url === `/api/businesses/${uuid}`
        ? json(200, { uuid, company_name: 'Fjordkjøkken AS', jobs: [] })
        : json(200, []),
    );
    const store = storeSignedIn(STUDENT);
    prefetchPage?.('business', { params: { uuid }, search: '' }, store.dispatch);
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries)).toEqual([
        expect.objectContaining({ endpointName: 'getBusinessPage', status: 'fulfilled' }),
      ]),
    );
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual([`/api/businesses/${uuid}`]);
  });

  it('starts nothing for a page without a known first call', () => {
    const fetchMock = jobListAnswer();
    prefetchPage?.('dashboard', { params: {}, search: '' }, storeSignedIn(STUDENT).dispatch);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
