import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_SEARCH_MESSAGES } from '@yrkesbro/contracts';
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
