import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  JOB_MESSAGES,
  jobSearchFromAddress,
  jobSearchPath,
  PLACE_TEXT_MAX,
  SEARCH_TEXT_MAX,
} from '@yrkesbro/contracts';
import { aJob, aSearchResponse } from '../testing/fixtures.ts';
import {
  chooseOption,
  BUSINESS,
  STUDENT,
  json,
  mockApi,
  renderPage,
  requests,
} from '../testing/render-page.tsx';
import { SEARCH_DEBOUNCE_MS } from '@yrkesbro/ui';
import JobsPage from './jobs-page.tsx';
import { studentJobsApi } from './student-jobs-api.ts';

const JOB = aJob();
const OTHER = aJob({
  uuid: '33333333-3333-4333-8333-333333333333',
  title: 'Rørleggerlærling',
  company_name: 'Vann AS',
  business_name: 'Vann AS',
  job_type: 'full-time',
  salary_min: 30000,
  salary_max: 30000,
});

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const jobSearches = (fetchMock: jest.SpyInstance) =>
  requests(fetchMock)
    .filter(({ url }) => url.pathname === '/api/jobs')
    .map(({ url }) => Object.fromEntries(url.searchParams));

describe('JobsPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('reads the filters from the address, shows 3 skeletons, then the job cards', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi((path) =>
      path === '/api/jobs' ? new Promise((resolve) => (answer = resolve)) : json(200, []),
    );
    renderPage(<JobsPage />, {
      url: '/jobs?q=elektro&location=Bergen&vocation=3&job_type=apprenticeship&sort=salary&page=2',
      user: STUDENT,
    });

    expect(screen.getByRole('heading', { name: 'Ledige jobber' })).toBeInTheDocument();
    expect(screen.getAllByTestId('job-card-skeleton')).toHaveLength(3);
    expect(screen.getByLabelText('Søk')).toHaveValue('elektro');
    expect(screen.getByLabelText('Sted')).toHaveValue('Bergen');
    await waitFor(() => expect(jobSearches(fetchMock)).toHaveLength(1));
    expect(jobSearches(fetchMock)[0]).toEqual({
      q: 'elektro',
      location: 'Bergen',
      vocation: '3',
      job_type: 'apprenticeship',
      sort: 'salary',
      page: '2',
      limit: '12',
    });

    answer(json(200, aSearchResponse([JOB, OTHER], { total: 14, page: 2 })));
    const card = await screen.findByRole('article', { name: JOB.title });
    expect(screen.queryAllByTestId('job-card-skeleton')).toHaveLength(0);
    expect(within(card).getByText('Lys & Kraft AS')).toBeInTheDocument();
    expect(within(card).getByText('Bergen')).toBeInTheDocument();
    expect(within(card).getByText('Læreplass')).toBeInTheDocument();
    expect(within(card).getByText('25 000 – 35 000 kr')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Elektrofag Vg2', 'Førerkort klasse B', 'Godt humør']);
    expect(within(card).getByRole('link')).toHaveAttribute('href', `/jobs/${JOB.uuid}`);
    expect(
      within(screen.getByRole('article', { name: OTHER.title })).getByText('30 000 kr'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Yrke' })).toHaveDisplayValue('Elektriker (3)');
    expect(screen.getByRole('combobox', { name: 'Sorter etter' })).toHaveDisplayValue(
      'Høyest lønn',
    );
    expect(screen.getByRole('button', { name: 'Side 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("asks for the very address index.html's early script preloads for the page", async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/jobs' ? json(200, aSearchResponse([JOB])) : json(200, []),
    );
    const address = '/jobs?location=Bod%C3%B8&q=r%C3%B8r+og+vann&sort=newest&vocation=x&page=3';
    renderPage(<JobsPage />, { url: address, user: STUDENT });
    await screen.findByRole('article', { name: JOB.title });
    const asked = requests(fetchMock).filter(({ url }) => url.pathname === '/api/jobs');
    const preloaded = jobSearchPath(
      jobSearchFromAddress(new URL(address, 'http://x').searchParams),
    );
    expect(asked.map(({ url }) => `${url.pathname}${url.search}`)).toEqual([`/api${preloaded}`]);
    expect(preloaded).toBe(
      '/jobs?q=r%C3%B8r+og+vann&location=Bod%C3%B8&sort=newest&page=3&limit=12',
    );
  });

  it('writes the filters to the address, debouncing typing and going back to page 1', async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/jobs' ? json(200, aSearchResponse([JOB], { total: 30 })) : json(200, []),
    );
    renderPage(<JobsPage />, { url: '/jobs?page=2', user: STUDENT });
    await screen.findByRole('article', { name: JOB.title });

    // The clock stands still while typing: however slowly a busy machine handles each key, the
    // pause that writes the address comes only when the test lets the time pass.
    jest.useFakeTimers();
    const typist = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await typist.type(screen.getByLabelText('Søk'), 'rørlegger');
    expect(search().get('q')).toBeNull();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    jest.useRealTimers();
    await waitFor(() => expect(search().get('q')).toBe('rørlegger'));
    expect(search().get('page')).toBeNull();
    await waitFor(() =>
      expect(jobSearches(fetchMock).filter((query) => query.q)).toEqual([
        expect.objectContaining({ q: 'rørlegger', page: '1' }),
      ]),
    );

    await userEvent.type(screen.getByLabelText('Sted'), 'Oslo');
    await waitFor(() => expect(search().get('location')).toBe('Oslo'));

    const options = within(screen.getByRole('combobox', { name: 'Yrke' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Alle yrker',
      'Elektriker (3)',
      'Rørlegger (1)',
    ]);
    await chooseOption('Yrke', 'Rørlegger (1)');
    expect(search().get('vocation')).toBe('5');

    await chooseOption('Jobbtype', 'Heltid (1)');
    expect(search().get('job_type')).toBe('full-time');
    await chooseOption('Sorter etter', 'Høyest lønn');
    expect(search().get('sort')).toBe('salary');

    await userEvent.click(await screen.findByRole('button', { name: 'Gå til side 3' }));
    expect(search().get('page')).toBe('3');
    await waitFor(() =>
      expect(jobSearches(fetchMock).at(-1)).toEqual({
        q: 'rørlegger',
        location: 'Oslo',
        vocation: '5',
        job_type: 'full-time',
        sort: 'salary',
        page: '3',
        limit: '12',
      }),
    );
  });

  it('still names the chosen yrke when a search finds none of its jobs', async () => {
    mockApi((path, request) => {
      if (path !== '/api/jobs') return json(200, []);
      const found = new URL(request.url, 'http://test').searchParams.get('q') !== 'astronaut';
      return json(
        200,
        aSearchResponse(
          found ? [JOB] : [],
          found ? {} : { facets: { vocation: [], job_type: [] } },
        ),
      );
    });
    renderPage(<JobsPage />, { url: '/jobs?vocation=5', user: STUDENT });
    await screen.findByRole('article', { name: JOB.title });
    expect(screen.getByRole('combobox', { name: 'Yrke' })).toHaveDisplayValue('Rørlegger (1)');

    await userEvent.type(screen.getByLabelText('Søk'), 'astronaut');
    expect(await screen.findByText(JOB_MESSAGES.noJobs)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Yrke' })).toHaveDisplayValue('Rørlegger (0)');
  });

  it("shows 'Ingen jobber funnet' on an empty answer and clears the filters", async () => {
    mockApi((path) => (path === '/api/jobs' ? json(200, aSearchResponse([])) : json(200, [])));
    renderPage(<JobsPage />, { url: '/jobs?q=astronaut&job_type=contract', user: STUDENT });
    expect(await screen.findByText(JOB_MESSAGES.noJobs)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nullstill filtre' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    expect(screen.getByLabelText('Søk')).toHaveValue('');
  });

  it('says a page past the last does not exist, and leads to the first', async () => {
    mockApi((path) =>
      path === '/api/jobs'
        ? json(200, aSearchResponse([], { total: 8, page: 3, limit: 12 }))
        : json(200, []),
    );
    renderPage(<JobsPage />, { url: '/jobs?page=3', user: STUDENT });
    expect(await screen.findByText('Denne siden finnes ikke')).toBeInTheDocument();
    expect(
      screen.getByText('Det finnes 8 jobber, fordelt på færre sider enn dette.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nullstill filtre' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Til første side' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('takes no more text than the search accepts, so a long paste is never a failed load', async () => {
    mockApi((path) => (path === '/api/jobs' ? json(200, aSearchResponse([])) : json(200, [])));
    renderPage(<JobsPage />, { url: '/jobs', user: STUDENT });
    await screen.findByText(JOB_MESSAGES.noJobs);
    expect(screen.getByLabelText('Søk')).toHaveAttribute('maxlength', String(SEARCH_TEXT_MAX));
    expect(screen.getByLabelText('Sted')).toHaveAttribute('maxlength', String(PLACE_TEXT_MAX));
  });

  it('shows the load error with a retry', async () => {
    let calls = 0;
    mockApi((path) => {
      if (path !== '/api/jobs') return json(200, []);
      calls += 1;
      return calls === 1
        ? json(500, { statusCode: 500, error: 'INTERNAL', message: 'Noe gikk galt.' })
        : json(200, aSearchResponse([JOB]));
    });
    renderPage(<JobsPage />, { url: '/jobs', user: STUDENT });
    expect(await screen.findByText(JOB_MESSAGES.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('article', { name: JOB.title })).toBeInTheDocument();
  });

  it('names the company when opened for one business', async () => {
    const business = JOB.business_uuid ?? '';
    const fetchMock = mockApi((path) => {
      if (path === '/api/jobs') return json(200, aSearchResponse([JOB]));
      if (path === `/api/businesses/${business}`)
        return json(200, { uuid: business, company_name: 'Lys & Kraft AS', active_jobs: [] });
      return json(200, []);
    });
    renderPage(<JobsPage />, { url: `/jobs?business=${business}`, user: STUDENT });
    expect(
      await screen.findByRole('heading', { name: 'Jobber hos Lys & Kraft AS' }),
    ).toBeInTheDocument();
    expect(jobSearches(fetchMock)[0]).toMatchObject({ business });
  });

  it('lets a student favourite a job, filling the heart', async () => {
    const favorites = [OTHER];
    const fetchMock = mockApi((path, request) => {
      if (path === '/api/jobs') return json(200, aSearchResponse([JOB, OTHER]));
      if (path === '/api/jobs/favorites') return json(200, favorites);
      if (request.method === 'POST' && path === `/api/jobs/favorites/${JOB.uuid}`) {
        favorites.push(JOB);
        return new Response(null, { status: 204 });
      }
      return json(404);
    });
    renderPage(<JobsPage />, { url: '/jobs', user: STUDENT });
    const heart = await screen.findByRole('button', { name: `Lagre ${JOB.title} som favoritt` });
    expect(
      await screen.findByRole('button', { name: `Fjern ${OTHER.title} fra favoritter` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(
      await screen.findByRole('button', { name: `Fjern ${JOB.title} fra favoritter` }),
    ).toBeInTheDocument();
    expect(
      requests(fetchMock).some(
        ({ method, url }) =>
          method === 'POST' && url.pathname === `/api/jobs/favorites/${JOB.uuid}`,
      ),
    ).toBe(true);
  });

  it('keeps one subscription to the favourites for a page of hearts, not one per card', async () => {
    const jobs = Array.from({ length: 12 }, (_, index) =>
      aJob({
        uuid: `11111111-1111-4111-8111-1111111111${String(index).padStart(2, '0')}`,
        title: `Jobb ${index}`,
      }),
    );
    const fetchMock = mockApi((path) => {
      if (path === '/api/jobs') return json(200, aSearchResponse(jobs));
      if (path === '/api/jobs/favorites') return json(200, [jobs[3]]);
      return json(404);
    });
    const { store } = renderPage(<JobsPage />, { url: '/jobs', user: STUDENT });
    expect(
      await screen.findByRole('button', { name: `Fjern ${jobs[3].title} fra favoritter` }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /som favoritt$/ })).toHaveLength(11);
    // RTK Query's own count of who holds the list: each subscriber dispatched to the store as
    // the page first rendered, and every component reading the store checked again.
    const subscriptions = store.dispatch(
      studentJobsApi.internalActions.internal_getRTKQSubscriptions(),
    ) as unknown as { getSubscriptionCount: (queryCacheKey: string) => number };
    expect(subscriptions.getSubscriptionCount('getFavoriteJobs(undefined)')).toBe(1);
    expect(
      requests(fetchMock).filter(({ url }) => url.pathname === '/api/jobs/favorites'),
    ).toHaveLength(1);
  });

  it('says so when a favourite cannot be saved', async () => {
    mockApi((path, request) => {
      if (path === '/api/jobs') return json(200, aSearchResponse([JOB]));
      if (path === '/api/jobs/favorites' && request.method === 'GET') return json(200, []);
      return json(500, {});
    });
    renderPage(<JobsPage />, { url: '/jobs', user: STUDENT });
    await userEvent.click(
      await screen.findByRole('button', { name: `Lagre ${JOB.title} som favoritt` }),
    );
    expect(await screen.findByText(JOB_MESSAGES.favouriteFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Lagre ${JOB.title} som favoritt` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks a signed-out visitor to log in before favouriting', async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/jobs' ? json(200, aSearchResponse([JOB])) : json(401, {}),
    );
    renderPage(<JobsPage />, { url: '/jobs' });
    await userEvent.click(
      await screen.findByRole('button', { name: `Lagre ${JOB.title} som favoritt` }),
    );
    expect(await screen.findByText(/^Vennligst logg inn/)).toHaveTextContent(
      JOB_MESSAGES.favouriteLogin,
    );
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual(['/api/jobs']);
  });

  it('never asks for favourites for a business user and shows no hearts', async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/jobs' ? json(200, aSearchResponse([JOB])) : json(403, {}),
    );
    renderPage(<JobsPage />, { url: '/jobs/search', user: BUSINESS });
    const card = await screen.findByRole('article', { name: JOB.title });
    expect(within(card).queryByRole('button', { name: /favoritt/ })).not.toBeInTheDocument();
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual(['/api/jobs']);
  });
});
