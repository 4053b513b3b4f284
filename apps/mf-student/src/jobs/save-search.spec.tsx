import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '@yrkesbro/contracts';
import type { JobSearchResponse, Vocation } from '@yrkesbro/contracts';
import { aJob, aSearchResponse } from '../testing/fixtures.ts';
import { BUSINESS, STUDENT, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import JobsPage from './jobs-page.tsx';

const JOB = aJob();

describe('Lagre søk on the job list', () => {
  afterEach(() => jest.restoreAllMocks());

  it('saves the search in the address, named, with immediate alerts', async () => {
    let posted: unknown;
    mockApi(async (path, request) => {
      if (path === '/api/jobs') return json(200, aSearchResponse([JOB], { total: 1 }));
      if (path === '/api/jobs/saved-searches' && request.method === 'POST') {
        posted = await request.json();
        return json(201, {});
      }
      return json(200, []);
    });
    renderPage(<JobsPage />, { url: '/jobs?q=lærling&location=Bergen', user: STUDENT });
    expect(await screen.findByText('1 jobb')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(await screen.findByRole('button', { name: 'Lagre søk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lagre søk' });
    expect(within(dialog).getByLabelText('Navn på søket')).toHaveValue('lærling i Bergen');
    await userEvent.click(within(dialog).getByLabelText('Med en gang'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.saved)).toBeInTheDocument();
    expect(posted).toEqual({
      name: 'lærling i Bergen',
      q: 'lærling',
      location: 'Bergen',
      frequency: 'immediate',
    });
  });

  it('suggests a name from every choice: the job type as the list shows it, the yrke, words and place', async () => {
    const cases: [string, string][] = [
      ['/jobs?job_type=apprenticeship', 'Læreplass'],
      ['/jobs?job_type=part-time', 'Deltid'],
      ['/jobs?job_type=apprenticeship&location=Trondheim', 'Læreplass i Trondheim'],
      ['/jobs?location=Trondheim', 'Trondheim'],
      ['/jobs?vocation=3', 'Elektriker'],
      [
        '/jobs?q=kabel&vocation=3&job_type=apprenticeship&location=Bergen',
        'Læreplass, Elektriker, kabel i Bergen',
      ],
      ['/jobs', 'Alle jobber'],
    ];
    for (const [url, suggested] of cases) {
      const view = await openSaveSearch(url);
      expect(within(view.dialog).getByLabelText('Navn på søket')).toHaveValue(suggested);
      view.unmount();
    }
  });

  it('names the chosen yrke though no job of it is found, from the list of yrker', async () => {
    const view = await openSaveSearch('/jobs?vocation=9&location=Tromsø', {
      found: aSearchResponse([], { total: 0, facets: { vocation: [], job_type: [] } }),
      vocations: [
        { id: 3, name: 'Elektriker' },
        { id: 9, name: 'Kokk' },
      ],
    });
    await waitFor(() =>
      expect(within(view.dialog).getByLabelText('Navn på søket')).toHaveValue('Kokk i Tromsø'),
    );
  });

  it('saves the job type with the name that describes it', async () => {
    let posted: unknown;
    const view = await openSaveSearch('/jobs?job_type=part-time', {
      saved: async (request) => {
        posted = await request.json();
        return json(201, {});
      },
    });
    await userEvent.click(within(view.dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.saved)).toBeInTheDocument();
    expect(posted).toEqual({
      name: 'Deltid',
      q: '',
      location: '',
      job_type: 'part-time',
      frequency: 'daily',
    });
  });

  it('takes at most the longest name the API takes, also when suggested', async () => {
    const view = await openSaveSearch(`/jobs?q=${'a'.repeat(70)}&location=Trondheim`);
    const name = within(view.dialog).getByLabelText('Navn på søket');
    expect(name).toHaveAttribute('maxLength', String(SAVED_SEARCH_NAME_MAX));
    expect(name).toHaveValue(`${'a'.repeat(70)} i Trondhe`);
  });

  it('saves a search that finds nothing yet, for an alert when a job comes', async () => {
    let posted: unknown;
    mockApi(async (path, request) => {
      if (path === '/api/jobs') return json(200, aSearchResponse([], { total: 0 }));
      if (path === '/api/jobs/saved-searches' && request.method === 'POST') {
        posted = await request.json();
        return json(201, {});
      }
      return json(200, []);
    });
    renderPage(<JobsPage />, { url: '/jobs?q=elektriker&location=Oslo', user: STUDENT });
    await screen.findByText('Ingen jobber funnet');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre søk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lagre søk' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.saved)).toBeInTheDocument();
    expect(posted).toMatchObject({ q: 'elektriker', location: 'Oslo' });
  });

  it('keeps the typed name and shows the refusal when the list is full', async () => {
    const name = await saveNamed('Kokk i hele landet', () =>
      apiError(422, SAVED_SEARCH_MESSAGES.tooMany),
    );
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.tooMany)).toBeInTheDocument();
    expect(name).toHaveValue('Kokk i hele landet');
  });

  it('stays open while saving, and keeps the name when saving fails without a reason', async () => {
    let answer: (response: Response) => void = () => undefined;
    const name = await saveNamed(
      'Kokk i hele landet',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeDisabled();
    answer(json(500));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(name).toHaveValue('Kokk i hele landet');
  });

  it('offers no saving to a business', async () => {
    mockApi((path) => (path === '/api/jobs' ? json(200, aSearchResponse([JOB])) : json(200, [])));
    renderPage(<JobsPage />, { url: '/jobs?q=kokk', user: BUSINESS });
    expect(await screen.findByText(JOB.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lagre søk' })).not.toBeInTheDocument();
  });
});

/**
 * Opens Lagre søk on `url` as a student; `found` answers the search, `vocations` the list of
 * yrker and `saved` the POST.
 */
async function openSaveSearch(
  url: string,
  {
    found = aSearchResponse([JOB]),
    vocations = [],
    saved = () => json(201, {}),
  }: {
    found?: JobSearchResponse;
    vocations?: Vocation[];
    saved?: (request: Request) => Response | Promise<Response>;
  } = {},
) {
  mockApi((path, request) => {
    if (path === '/api/jobs') return json(200, found);
    if (path === '/api/vocations') return json(200, vocations);
    if (request.method === 'POST') return saved(request);
    return json(200, []);
  });
  const { unmount } = renderPage(<JobsPage />, { url, user: STUDENT });
  await userEvent.click(await screen.findByRole('button', { name: 'Lagre søk' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lagre søk' });
  return { dialog, unmount };
}

/** Opens Lagre søk on /jobs?q=kokk, names the search and saves; `saved` answers the POST. */
async function saveNamed(typed: string, saved: () => Response | Promise<Response>) {
  mockApi((path, request) => {
    if (path === '/api/jobs') return json(200, aSearchResponse([JOB]));
    if (request.method === 'POST') return saved();
    return json(200, []);
  });
  renderPage(<JobsPage />, { url: '/jobs?q=kokk', user: STUDENT });
  await userEvent.click(await screen.findByRole('button', { name: 'Lagre søk' }));
  const name = await screen.findByLabelText('Navn på søket');
  await userEvent.clear(name);
  await userEvent.type(name, typed);
  await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
  return name;
}
