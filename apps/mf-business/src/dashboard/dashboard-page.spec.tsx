import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, BUSINESS_MESSAGES, JOB_MESSAGES } from '@yrkesbro/contracts';
import type { BusinessApplicationsResponse } from '@yrkesbro/contracts';
import {
  BUSINESS_UUID,
  FREE_PLAN,
  PROFILE,
  VOCATIONS,
  application,
  applicationsResponse,
  job,
  jobsResponse,
} from '../testing/fixtures.ts';
import { Link } from '@yrkesbro/ui';
import { STUDENT, json, mockApi, renderPage, storeSignedIn } from '../testing/render-page.tsx';
import BusinessDashboardPage from './dashboard-page.tsx';

const seven = Array.from({ length: 7 }, (_, index) =>
  job({
    uuid: `job-${index + 1}`,
    title: `Stilling ${index + 1}`,
    status: index % 3 === 0 ? 'draft' : 'open',
  }),
);

/** The API keeps only the latest five in `recent`, and counts all of them. */
const recent: BusinessApplicationsResponse = {
  applications: Array.from({ length: 5 }, (_, index) =>
    application({
      application_uuid: `application-${index + 1}`,
      name: `Elev ${index + 1}`,
      status: index < 2 ? 'pending' : 'accepted',
    }),
  ),
  application_count: 12,
  pending_reviews: 4,
  page: 1,
  limit: 5,
};

function serve(jobs = seven, applications = recent) {
  mockApi((path) => {
    if (path === '/api/vocations') return json(200, VOCATIONS);
    if (path === '/api/businesses/mine') return json(200, PROFILE);
    if (path === '/api/businesses/jobs/jobs-by-business') return json(200, jobsResponse(jobs));
    if (path === '/api/businesses/applications/recent') return json(200, applications);
    if (path === '/api/messages/conversations')
      return json(200, { conversations: [], total: 0, page: 1, limit: 20, unread_total: 0 });
    if (path === '/api/users/favorites') return json(200, []);
    if (path === '/api/subscription') return json(200, FREE_PLAN);
    return json(404);
  });
}

const counter = (label: string) => screen.getByText(label).parentElement as HTMLElement;

describe('BusinessDashboardPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends a student to its own dashboard, asking nothing of the business API', () => {
    const fetchMock = mockApi(() => json(403, {}));
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard', user: STUDENT });
    expect(screen.getByTestId('path')).toHaveTextContent('/student/dashboard');
    expect(screen.queryByText('Aktive stillinger')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has the spec’s three counters: active jobs, all applications, those waiting for review', async () => {
    serve();
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard' });
    expect(await within(counter('Aktive stillinger')).findByText('4')).toBeInTheDocument();
    expect(await within(counter('Søknader totalt')).findByText('12')).toBeInTheDocument();
    expect(within(counter('Venter på vurdering')).getByText('4')).toBeInTheDocument();
    expect(screen.getAllByRole('definition')).toHaveLength(3);
  });

  it('counts the applications come in since the last visit, not those seen then', async () => {
    serve();
    const store = storeSignedIn();
    const first = renderPage(<BusinessDashboardPage />, { url: '/business/dashboard', store });
    expect(await within(counter('Søknader totalt')).findByText('12')).toBeInTheDocument();
    first.unmount();
    // A visit a while later: what was read then is no longer taken as fresh.
    jest.useFakeTimers({ advanceTimers: true, now: Date.now() + 60_000 });
    try {
      serve(seven, { ...recent, application_count: 13, pending_reviews: 5 });
      renderPage(<BusinessDashboardPage />, { url: '/business/dashboard', store });
      expect(await within(counter('Søknader totalt')).findByText('13')).toBeInTheDocument();
      expect(within(counter('Venter på vurdering')).getByText('5')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has the five tabs, opens on Profil, and each tab controls its panel', async () => {
    serve();
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profil',
      'Søknader',
      'Stillinger',
      'Favoritt-studenter',
      'Meldinger',
    ]);
    for (const tab of tabs) expect(tab).toHaveAttribute('aria-controls');
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText(/^Firmanavn/)).toHaveValue('Rør AS');
    expect(screen.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      screen.getByRole('tab', { name: 'Profil' }).id,
    );
  });

  it('shows the five newest applications under Søknader with Se alle søknader', async () => {
    serve();
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard' });
    await userEvent.click(screen.getByRole('tab', { name: 'Søknader' }));
    const list = await screen.findByRole('list', { name: 'De nyeste søknadene' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByRole('heading', { name: 'Elev 1' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Venter' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Se alle søknader' })).toHaveAttribute(
      'href',
      '/business/applications',
    );
    expect(screen.queryByText(APPLICATION_MESSAGES.noApplications)).not.toBeInTheDocument();
  });

  it('shows true empty states for Søknader, Favoritt-studenter and Meldinger', async () => {
    serve(seven, applicationsResponse([]));
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard' });
    await userEvent.click(screen.getByRole('tab', { name: 'Søknader' }));
    expect(await screen.findByText('Ingen søknader ennå.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Se alle søknader' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Favoritt-studenter' }));
    expect(await screen.findByText('Ingen favoritt-studenter ennå.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Meldinger' }));
    expect(await screen.findByText('Ingen samtaler enda')).toBeInTheDocument();
  });

  it('keeps the tab in the address, and follows a link to another tab while open', async () => {
    serve();
    renderPage(
      <>
        <BusinessDashboardPage />
        <Link to="/business/dashboard?fane=meldinger">Uleste meldinger</Link>
      </>,
      { url: '/business/dashboard', path: '/business/dashboard' },
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Stillinger' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?fane=stillinger');
    await userEvent.click(screen.getByRole('link', { name: 'Uleste meldinger' }));
    expect(screen.getByRole('tab', { name: 'Meldinger' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab a link names with ?fane=', async () => {
    serve();
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard?fane=meldinger' });
    expect(screen.getByRole('tab', { name: 'Meldinger' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Ingen samtaler enda')).toBeInTheDocument();
  });

  it('lists the five newest jobs with Ny stilling and Se alle', async () => {
    serve();
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard' });
    await userEvent.click(screen.getByRole('tab', { name: 'Stillinger' }));
    const list = await screen.findByRole('list', { name: 'De nyeste stillingene' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Stilling 1')).toBeInTheDocument();
    expect(within(list).queryByText('Stilling 6')).not.toBeInTheDocument();
    expect(within(list).getAllByText('Utkast')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ny stilling' })).toHaveAttribute(
      'href',
      '/business/jobs/create',
    );
    expect(await screen.findByRole('link', { name: 'Se alle' })).toHaveAttribute(
      'href',
      `/business/jobs/all/${BUSINESS_UUID}`,
    );
  });

  it('says Ingen jobber funnet when there are none', async () => {
    serve([]);
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard' });
    await userEvent.click(screen.getByRole('tab', { name: 'Stillinger' }));
    expect(await screen.findByText(JOB_MESSAGES.noJobs)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Se alle' })).not.toBeInTheDocument();
  });

  it('says Kunne ikke laste inn søknader in the Søknader tab when they cannot be loaded', async () => {
    mockApi((path) =>
      path === '/api/businesses/jobs/jobs-by-business' ? json(200, jobsResponse(seven)) : json(500),
    );
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard' });
    await userEvent.click(screen.getByRole('tab', { name: 'Søknader' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(APPLICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    // The counters cannot back the application numbers either, and say so.
    expect(screen.getByText(BUSINESS_MESSAGES.dashboardFailed)).toBeInTheDocument();
  });

  it('reports dashboard data that cannot be loaded', async () => {
    mockApi(() => json(500));
    renderPage(<BusinessDashboardPage />, { url: '/business/dashboard' });
    expect(await screen.findByText(BUSINESS_MESSAGES.dashboardFailed)).toBeInTheDocument();
  });
});
