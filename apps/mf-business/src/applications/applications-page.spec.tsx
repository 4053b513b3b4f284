import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, JOB_MESSAGES } from '@yrkesbro/contracts';
import { application, applicationsResponse, job } from '../testing/fixtures.ts';
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
    mockApi((path) =>
      path === '/api/jobs/job-1' ? json(200, job()) : json(200, applicationsResponse([])),
    );
    renderPage(<JobApplicationsPage />, page);
    expect(
      await screen.findByRole('heading', { name: 'Søknader til Tømrerlærling' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: APPLICATION_MESSAGES.noApplications }),
    ).toBeInTheDocument();
  });

  it('says Jobb ikke funnet for a job that is not the business’s', async () => {
    mockApi(() => apiError(404, JOB_MESSAGES.notFound));
    renderPage(<JobApplicationsPage />, page);
    expect(await screen.findByRole('heading', { name: JOB_MESSAGES.notFound })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Se alle søknader' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/business/applications');
  });
});
