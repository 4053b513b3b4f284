import { screen, within } from '@testing-library/react';
import { aJob } from '../testing/fixtures.ts';
import { BUSINESS, STUDENT, json, mockApi, renderPage } from '../testing/render-page.tsx';
import StudentDashboardPage from './dashboard-page.tsx';

describe('StudentDashboardPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the favourite jobs in a 600 px scroll area, each opening its job', async () => {
    const job = aJob();
    mockApi(() => json(200, [job]));
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

  it('does not ask for favourites for a business', () => {
    const fetchMock = mockApi(() => json(403, {}));
    renderPage(<StudentDashboardPage />, { url: '/student/dashboard', user: BUSINESS });
    expect(screen.queryByText('Favorittjobber')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
