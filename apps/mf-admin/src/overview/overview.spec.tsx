import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBusinessRow, AdminStats, AdminStudentRow, AuthUser } from '@yrkesbro/contracts';
import { apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import AdminDashboardPage from '../dashboard/dashboard-page.tsx';

const ADMIN: AuthUser = { id: '9', email: 'admin@yrkesbro.no', role: 'admin' };

const STATS: AdminStats = {
  total_students: 1520,
  total_businesses: 105,
  total_job_postings: 64,
  total_applications: 310,
  new_signups_week: 12,
  open_job_postings: 40,
  mails_queued: 25,
  mails_failed: 1,
};

const student = (n: number, completion: number): AdminStudentRow => ({
  uuid: `profile-${n}`,
  name: `Elev ${n}`,
  email: `elev${n}@elev.no`,
  school: 'Bergen tekniske fagskole',
  education_count: 1,
  skills_count: 3,
  profile_picture_url: null,
  completion_percentage: completion,
});

const COMPANY: AdminBusinessRow = {
  uuid: 'company-1',
  company_name: 'Lys og Kraft AS',
  email: 'post@lysogkraft.no',
  industry: 'Elektriker',
  job_postings_count: 2,
  logo: null,
  completion_percentage: 88,
};

/** The admin API as the dashboard reads it; students are searched and paged like the server does. */
function serve({ failStats = false } = {}) {
  const all = [
    student(1, 85),
    student(2, 60),
    student(3, 10),
    ...[4, 5, 6].map((n) => student(n, 0)),
  ];
  const asked: URLSearchParams[] = [];
  mockApi((path, request) => {
    const params = new URL(request.url).searchParams;
    if (path === '/api/admin/stats')
      return failStats ? apiError(500, 'Intern feil') : json(200, STATS);
    if (path === '/api/admin/students') {
      asked.push(params);
      const q = params.get('q') ?? '';
      const page = Number(params.get('page'));
      const found = all.filter((row) => row.name!.toLowerCase().includes(q.toLowerCase()));
      return json(200, {
        rows: found.slice((page - 1) * 5, page * 5),
        total: found.length,
        page,
        limit: 5,
      });
    }
    if (path === '/api/admin/businesses')
      return json(200, { rows: [COMPANY], total: 1, page: 1, limit: 20 });
    if (path === '/api/admin/grade-verifications' || path === '/api/admin/emails/history')
      return json(200, []);
    if (path.startsWith('/api/admin/emails/')) return json(200, { emails: [], count: 0 });
    return json(404, {});
  });
  return asked;
}

const render = (url = '/admin/dashboard') =>
  renderPage(<AdminDashboardPage />, { url, path: '/admin/dashboard', user: ADMIN });

describe('admin overview', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the statistic cards', async () => {
    serve();
    render();
    const stats = await screen.findByRole('list', { name: 'Statistikk' });
    const card = (name: string) => within(stats).getByRole('listitem', { name });
    await waitFor(() => expect(card('Elever')).toHaveTextContent(/1\s520/));
    expect(card('Bedrifter')).toHaveTextContent('105');
    expect(card('Stillingsannonser')).toHaveTextContent('64');
    expect(card('Søknader')).toHaveTextContent('310');
    expect(card('Nye brukere siste 7 dager')).toHaveTextContent('12');
    expect(card('Åpne stillinger')).toHaveTextContent('40');
    expect(card('E-poster i kø')).toHaveTextContent('25');
    expect(card('E-poster som feilet')).toHaveTextContent('1');
  });

  it('colours completion bars green from 80, yellow from 50, else red, and links each profile', async () => {
    serve();
    render();
    const first = await screen.findByRole('listitem', { name: 'Elev 1' });
    const colour = (name: string) =>
      screen.getByRole('progressbar', { name: new RegExp(`Profilen til ${name} `) }).dataset.colour;
    expect(colour('Elev 1')).toBe('green');
    expect(colour('Elev 2')).toBe('yellow');
    expect(colour('Elev 3')).toBe('red');
    expect(within(first).getByRole('link', { name: /View Profile/ })).toHaveAttribute(
      'href',
      '/profile/profile-1',
    );
    expect(within(first).getByText('elev1@elev.no')).toBeInTheDocument();
  });

  it('asks the server for the search text and the next page', async () => {
    const asked = serve();
    render();
    await screen.findByRole('listitem', { name: 'Elev 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Gå til side 2' }));
    expect(await screen.findByRole('listitem', { name: 'Elev 6' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Søk' }), 'elev 3');
    expect(await screen.findByRole('listitem', { name: 'Elev 3' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Elev 6' })).toBeNull();
    expect(asked.at(-1)?.get('q')).toBe('elev 3');
    expect(asked.at(-1)?.get('page')).toBe('1');

    // Nothing found is announced, as the count it takes the place of.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Søk' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Søk' }), 'zzzqqq');
    expect(await screen.findByText('Ingen elever funnet.')).toHaveAttribute('role', 'status');
  });

  it('lists businesses in their own tab', async () => {
    serve();
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Business Profiles' }));
    const company = await screen.findByRole('listitem', { name: 'Lys og Kraft AS' });
    expect(company).toHaveTextContent('Elektriker · 2 stillingsannonser');
    expect(within(company).getByRole('progressbar').dataset.colour).toBe('green');
    expect(within(company).getByRole('link', { name: /View Profile/ })).toHaveAttribute(
      'href',
      `/business/${COMPANY.uuid}`,
    );
  });

  it('keeps the tab, search and page in the address, so back from a profile finds them', async () => {
    const asked = serve();
    render('/admin/dashboard?fane=elever&q=elev&page=2');
    expect(await screen.findByRole('listitem', { name: 'Elev 6' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Søk' })).toHaveValue('elev');
    expect(asked.at(-1)?.get('q')).toBe('elev');
    expect(asked.at(-1)?.get('page')).toBe('2');

    await userEvent.click(screen.getByRole('tab', { name: 'Business Profiles' }));
    await screen.findByRole('listitem', { name: 'Lys og Kraft AS' });
    // The other list starts afresh.
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?fane=bedrifter$/);
    expect(screen.getByRole('searchbox', { name: 'Søk' })).toHaveValue('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Søk' }), 'lys');
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent(/^\?fane=bedrifter&q=lys$/),
    );
  });

  it("says 'Failed to fetch data' when the numbers cannot be read", async () => {
    serve({ failStats: true });
    render();
    // The page's own alert, with its retry; the error toast says the same beside it.
    const retry = await screen.findByRole('button', { name: 'Prøv igjen' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Failed to fetch data');
  });
});
