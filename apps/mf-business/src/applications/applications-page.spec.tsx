import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, JOB_MESSAGES } from '@yrkesbro/contracts';
import { PROFILE, application, applicationsResponse, job } from '../testing/fixtures.ts';
import { apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import ApplicationsPage from './applications-page.tsx';
import JobApplicationsPage from './job-applications-page.tsx';

const THREE = [
  application(),
  application({
    application_uuid: 'application-2',
    name: 'Kari Nordmann',
    job_uuid: 'job-2',
    job_title: 'Elektrikerlærling',
    status: 'accepted',
  }),
  application({ application_uuid: 'application-3', name: 'Per Hansen', status: 'rejected' }),
];

describe('ApplicationsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every application with its status and the counts', async () => {
    mockApi((path) =>
      path === '/api/businesses/applications/all'
        ? json(200, applicationsResponse(THREE))
        : json(404),
    );
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    expect(screen.getByRole('heading', { name: 'Alle søknader', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Alle søknader' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      items.map((item) => within(item).getByText(/.+/, { selector: '.MuiChip-label' }).textContent),
    ).toEqual(['Venter', 'Godkjent', 'Avvist']);
    expect(
      within(items[1]).getByRole('heading', { name: 'Kari Nordmann', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 søknader, 1 venter på vurdering')).toBeInTheDocument();
  });

  it('shows a page at a time: the counts of the whole list, page buttons, the page in the address', async () => {
    const pageOf = (request: Request) => new URL(request.url).searchParams.get('page');
    const fetchMock = mockApi((_path, request) =>
      json(
        200,
        applicationsResponse(pageOf(request) === '2' ? [THREE[2]] : [THREE[0], THREE[1]], {
          application_count: 45,
          pending_reviews: 30,
          page: Number(pageOf(request)),
        }),
      ),
    );
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const first = await screen.findByRole('list', { name: 'Alle søknader' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('45 søknader, 30 venter på vurdering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gå til side 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gå til side 4' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Gå til side 2' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    // The page buttons go while the page loads; focus starts the new page at its heading.
    expect(screen.getByRole('heading', { name: 'Alle søknader', level: 1 })).toHaveFocus();
    expect(
      await screen.findByRole('heading', { name: 'Per Hansen', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Side 2' })).toHaveAttribute('aria-current', 'page');
    const pages = fetchMock.mock.calls.map(([input]) => pageOf(input as Request));
    expect(pages).toEqual(['1', '2']);
  });

  it('leads to the last page from a page past the end of a shrunken list', async () => {
    mockApi((_path, request) =>
      new URL(request.url).searchParams.get('page') === '4'
        ? json(200, applicationsResponse([], { application_count: 45, page: 4 }))
        : json(200, applicationsResponse(THREE, { application_count: 45, page: 3 })),
    );
    renderPage(<ApplicationsPage />, { url: '/business/applications?page=4' });
    await userEvent.click(await screen.findByRole('button', { name: 'Til siste side' }));
    expect(await screen.findByRole('list', { name: 'Alle søknader' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?page=3');
  });

  it('says Ingen søknader ennå. when there are none', async () => {
    mockApi(() => json(200, applicationsResponse([])));
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    expect(
      await screen.findByRole('heading', { name: APPLICATION_MESSAGES.noApplications }),
    ).toBeInTheDocument();
  });

  it('says Kunne ikke laste inn søknader with a retry', async () => {
    mockApi(() => json(500));
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(APPLICATION_MESSAGES.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });
});

describe('JobApplicationsPage', () => {
  afterEach(() => jest.restoreAllMocks());
  const page = { url: '/business/applications/job-1', path: '/business/applications/:uuid' };

  it('names the job in the heading and lists only its applications', async () => {
    const fetchMock = mockApi((path) => {
      if (path === '/api/jobs/job-1') return json(200, job());
      if (path === '/api/businesses/mine') return json(200, PROFILE);
      if (path === '/api/businesses/applications/job-1')
        return json(200, applicationsResponse([THREE[0], THREE[2]]));
      return json(404);
    });
    renderPage(<JobApplicationsPage />, page);
    expect(
      await screen.findByRole('heading', { name: 'Søknader til Tømrerlærling', level: 1 }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Søknader til Tømrerlærling' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // This page is the job's own: its title is not a link back to itself.
    expect(within(list).queryByRole('link', { name: 'Tømrerlærling' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle søknader' })).toHaveAttribute(
      'href',
      '/business/applications',
    );
    const paths = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
    expect(paths).toContain('/api/businesses/applications/job-1');
  });

  it('still names the job when nobody has applied yet', async () => {
    mockApi((path) => {
      if (path === '/api/jobs/job-1') return json(200, job());
      if (path === '/api/businesses/mine') return json(200, PROFILE);
      return json(200, applicationsResponse([]));
    });
    renderPage(<JobApplicationsPage />, page);
    expect(
      await screen.findByRole('heading', { name: 'Søknader til Tømrerlærling' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: APPLICATION_MESSAGES.noApplications }),
    ).toBeInTheDocument();
  });

  it('neither names another company’s job nor shows a list for it', async () => {
    mockApi((path) => {
      if (path === '/api/jobs/job-1') return json(200, job({ business_uuid: 'en-annen-bedrift' }));
      if (path === '/api/businesses/mine') return json(200, PROFILE);
      return json(200, applicationsResponse([]));
    });
    renderPage(<JobApplicationsPage />, page);
    expect(
      await screen.findByRole('heading', {
        name: 'Du kan bare se søknader til dine egne stillinger.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Søknader til stillingen', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Tømrerlærling/)).not.toBeInTheDocument();
    expect(screen.queryByText(APPLICATION_MESSAGES.noApplications)).not.toBeInTheDocument();
  });

  it('names no job until its company is known to be this one', async () => {
    const fetchMock = mockApi((path) => {
      if (path === '/api/jobs/job-1') return json(200, job({ business_uuid: 'en-annen-bedrift' }));
      if (path === '/api/businesses/mine') return new Promise<Response>(() => undefined);
      return json(200, applicationsResponse([]));
    });
    renderPage(<JobApplicationsPage />, page);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/Tømrerlærling/)).not.toBeInTheDocument();
    expect(document.title).not.toMatch(/Tømrerlærling/);
  });

  it('says Jobb ikke funnet for a job that is not the business’s', async () => {
    mockApi(() => apiError(404, JOB_MESSAGES.notFound));
    renderPage(<JobApplicationsPage />, page);
    expect(await screen.findByRole('heading', { name: JOB_MESSAGES.notFound })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Se alle søknader' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/business/applications');
  });
});
