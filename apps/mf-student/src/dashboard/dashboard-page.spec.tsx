import { screen, within } from '@testing-library/react';
import { APPLICATION_MESSAGES } from '@yrkesbro/contracts';
import { aJob, anApplication } from '../testing/fixtures.ts';
import { BUSINESS, STUDENT, json, mockApi, renderPage } from '../testing/render-page.tsx';
import StudentDashboardPage from './dashboard-page.tsx';

describe('StudentDashboardPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the favourite jobs in a 600 px scroll area, each opening its job', async () => {
    const job = aJob();
    mockApi((path) => json(200, path === '/api/jobs/favorites' ? [job] : []));
    renderPage(<StudentDashboardPage />, { url: '/student/dashboard', user: STUDENT });
    expect(screen.getByRole('heading', { name: 'Studentdashbord' })).toBeInTheDocument();
    expect(screen.getByText('Innlogget som elev@yrkesbro.no')).toBeInTheDocument();
    const area = await screen.findByTestId('favorite-jobs-scroll');
    expect(area).toHaveStyle({ height: '600px', overflowY: 'auto' });
    expect(within(area).getByRole('link', { name: /Lærling elektriker/ })).toHaveAttribute(
      'href',
      `/jobs/${job.uuid}`,
    );
  });

  it('has a friendly empty state with a way to the jobs', async () => {
    mockApi(() => json(200, []));
    renderPage(<StudentDashboardPage />, { url: '/student/dashboard', user: STUDENT });
    expect(await screen.findByText('Ingen favorittjobber ennå')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finn jobber' })).toHaveAttribute('href', '/jobs');
  });

  it('shows the five newest søknader with their status and a link to all', async () => {
    const seven = Array.from({ length: 7 }, (_, index) =>
      anApplication({ id: `application-${index + 1}`, job_title: `Stilling ${index + 1}` }),
    );
    mockApi((path) => json(200, path === '/api/users/applications' ? seven : []));
    renderPage(<StudentDashboardPage />, { url: '/student/dashboard', user: STUDENT });
    const section = screen.getByRole('region', { name: 'Søknader' });
    const list = await within(section).findByRole('list', { name: 'Mine søknader' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Stilling 1')).toBeInTheDocument();
    expect(within(list).queryByText('Stilling 6')).not.toBeInTheDocument();
    expect(within(list).getAllByText('Venter')).toHaveLength(5);
    expect(within(section).getByRole('link', { name: 'Se alle søknader' })).toHaveAttribute(
      'href',
      '/applications',
    );
  });

  it('says Ingen søknader ennå. with a way to the jobs when nothing is sent', async () => {
    mockApi(() => json(200, []));
    renderPage(<StudentDashboardPage />, { url: '/student/dashboard', user: STUDENT });
    const section = screen.getByRole('region', { name: 'Søknader' });
    expect(
      await within(section).findByText(APPLICATION_MESSAGES.noApplications),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Se ledige jobber' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    expect(within(section).queryByRole('link', { name: 'Se alle søknader' })).toBeNull();
  });

  it('does not ask for favourites for a business', () => {
    const fetchMock = mockApi(() => json(403, {}));
    renderPage(<StudentDashboardPage />, { url: '/student/dashboard', user: BUSINESS });
    expect(screen.queryByText('Favorittjobber')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
