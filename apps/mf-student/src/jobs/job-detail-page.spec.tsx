import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import { aJob } from '../testing/fixtures.ts';
import { BUSINESS, STUDENT, json, mockApi, renderPage, requests } from '../testing/render-page.tsx';
import { JobCard } from './job-card.tsx';
import JobDetailPage from './job-detail-page.tsx';

const JOB = aJob();
const route = { url: `/jobs/${JOB.uuid}`, path: '/jobs/:uuid' };

describe('JobDetailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('goes back to the list it was opened from, search and filters kept', async () => {
    mockApi((path) => {
      if (path === `/api/jobs/${JOB.uuid}`) return json(200, JOB);
      if (path === '/api/jobs/favorites') return json(200, []);
      return json(404);
    });
    renderPage(<JobCard job={JOB} favoritesShown={false} />, {
      url: '/jobs?q=r%C3%B8r&location=Bergen&job_type=apprenticeship',
      path: '/jobs',
      user: STUDENT,
      otherRoutes: { '/jobs/:uuid': <JobDetailPage /> },
    });
    await userEvent.click(screen.getByRole('link', { name: new RegExp(JOB.title) }));
    expect(await screen.findByRole('heading', { name: JOB.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til jobbene' })).toHaveAttribute(
      'href',
      '/jobs?q=r%C3%B8r&location=Bergen&job_type=apprenticeship',
    );
  });

  it('shows every field of the job and links to the company and back to the list', async () => {
    mockApi((path) => {
      if (path === `/api/jobs/${JOB.uuid}`) return json(200, JOB);
      if (path === '/api/jobs/favorites') return json(200, []);
      return json(404);
    });
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    expect(await screen.findByRole('heading', { name: JOB.title })).toBeInTheDocument();
    const article = screen.getByRole('article');
    for (const text of [
      'Bergen',
      'Læreplass',
      '25 000 – 35 000 kr',
      'Elektriker',
      '12. mars 2027',
      JOB.description,
    ]) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(JOB.requirements);
    expect(within(article).getByText('LK')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se bedriftsprofilen' })).toHaveAttribute(
      'href',
      `/business/${JOB.business_uuid}`,
    );
    expect(screen.getByRole('link', { name: 'Tilbake til jobbene' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    // The applied check failed (404 here): the button stays, the server guards against twice.
    const apply = await screen.findByRole('button', { name: 'Søk på stillingen' });
    await waitFor(() => expect(apply).toBeEnabled());
  });

  it('toggles the favourite for a student', async () => {
    const favorites = [JOB];
    const fetchMock = mockApi((path, request) => {
      if (path === `/api/jobs/${JOB.uuid}`) return json(200, JOB);
      if (path === '/api/jobs/favorites') return json(200, favorites);
      if (request.method === 'DELETE') {
        favorites.pop();
        return new Response(null, { status: 204 });
      }
      return json(404);
    });
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    await userEvent.click(await screen.findByRole('button', { name: 'Lagret som favoritt' }));
    expect(await screen.findByRole('button', { name: 'Lagre som favoritt' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(requests(fetchMock).filter(({ method }) => method === 'DELETE')[0]?.url.pathname).toBe(
      `/api/jobs/favorites/${JOB.uuid}`,
    );
  });

  it('offers no favourite to a business', async () => {
    const fetchMock = mockApi(() => json(200, JOB));
    renderPage(<JobDetailPage />, { ...route, user: BUSINESS });
    await screen.findByRole('heading', { name: JOB.title });
    expect(screen.queryByRole('button', { name: /favoritt/ })).not.toBeInTheDocument();
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual([`/api/jobs/${JOB.uuid}`]);
  });

  it("shows 'Jobb ikke funnet' for an unknown job", async () => {
    mockApi(() => json(404, { statusCode: 404, error: 'NOT_FOUND', message: 'Fant ikke jobben.' }));
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    expect(await screen.findByRole('heading', { name: JOB_MESSAGES.notFound })).toBeInTheDocument();
    expect(document.title).toBe(`${JOB_MESSAGES.notFound} – Yrkesbro`);
  });

  it('names the application being written in the tab, apart from the job page', async () => {
    mockApi((path) => {
      if (path === `/api/jobs/${JOB.uuid}`) return json(200, JOB);
      if (path === '/api/jobs/favorites') return json(200, []);
      return json(404);
    });
    renderPage(<JobDetailPage applying />, {
      url: `/jobs/${JOB.uuid}/apply`,
      path: '/jobs/:uuid/apply',
      user: STUDENT,
    });
    await waitFor(() =>
      expect(document.title).toBe(`Søk på ${JOB.title} – ${JOB.company_name} – Yrkesbro`),
    );
  });
});
