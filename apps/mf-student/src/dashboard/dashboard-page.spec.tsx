import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { aJob, anApplication } from '../testing/fixtures.ts';
import { OWN_PROFILE_PATH, anOwnProfile } from '../testing/profile-fixtures.tsx';
import { BUSINESS, STUDENT, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import StudentDashboardPage from './dashboard-page.tsx';

const PROFILE = anOwnProfile({ completionPercentage: 60 });

const NO_CONVERSATIONS = { conversations: [], total: 0, page: 1, limit: 20, unread_total: 0 };

/** Serves the own profile and the given lists by path; everything else is an empty list. */
function serve(lists: Record<string, unknown> = {}, profile = () => json(200, PROFILE)) {
  const answers: Record<string, unknown> = {
    '/api/messages/conversations': NO_CONVERSATIONS,
    ...lists,
  };
  return mockApi((path) =>
    path === OWN_PROFILE_PATH ? profile() : json(200, answers[path] ?? []),
  );
}

function renderDashboard(query = '') {
  return renderPage(<StudentDashboardPage />, {
    url: `/student/dashboard${query}`,
    user: STUDENT,
  });
}

describe('StudentDashboardPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens on the completion and the tabs, the Profil tab with the theme and the editable profile', async () => {
    serve();
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Studentdashbord' })).toBeInTheDocument();
    expect(screen.getByText('Innlogget som elev@yrkesbro.no')).toBeInTheDocument();

    const progress = await screen.findByText('Profilen er 60 % fullført');
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');

    // A phone shows the progress and then the tabs; the theme sits with the header, in Profil.
    const panel = screen.getByRole('tabpanel', { name: 'Profil' });
    const theme = within(panel).getByRole('radiogroup', { name: 'Profiltema' });
    const tabs = screen.getByRole('tablist');
    expect(progress.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tabs.compareDocumentPosition(theme) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByRole('heading', { level: 2, name: 'Ola Nordmann' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Rediger Navn' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Se den offentlige profilen' })).toHaveAttribute(
      'href',
      `/profile/${PROFILE.id}`,
    );
    expect(within(panel).getByRole('heading', { name: 'Video-CV' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Last opp CV for analyse' }));
    expect(
      await screen.findByRole('dialog', { name: 'Fyll ut profilen fra CV-en' }),
    ).toBeInTheDocument();
  });

  it('keeps the chosen tab in the address, wired to its panel', async () => {
    serve();
    renderDashboard();
    await screen.findByText('Profilen er 60 % fullført');

    await userEvent.click(screen.getByRole('tab', { name: 'Meldinger' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?fane=meldinger');
    const tab = screen.getByRole('tab', { name: 'Meldinger' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Meldinger' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByText('Ingen samtaler enda')).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Profil' })).not.toBeInTheDocument();
    // Hidden, not unmounted: a video upload there keeps running and showing its progress.
    expect(screen.getByRole('heading', { name: 'Video-CV', hidden: true })).not.toBeVisible();
  });

  it('opens the tab the address names', async () => {
    serve();
    renderDashboard('?fane=soknader');
    expect(screen.getByRole('tab', { name: 'Søknader' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(APPLICATION_MESSAGES.noApplications)).toBeInTheDocument();
  });

  it('says what went wrong and tries again when the profile cannot be read', async () => {
    let fail = true;
    serve({}, () => (fail ? apiError(500, 'Databasen svarer ikke') : json(200, PROFILE)));
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STUDENT_MESSAGES.profileLoadFailed);
    expect(alert).toHaveTextContent('Databasen svarer ikke');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Profilen er 60 % fullført')).toBeInTheDocument();
  });

  it('lists the favourite jobs in a 600 px scroll area, each opening its job', async () => {
    const job = aJob();
    serve({ '/api/jobs/favorites': [job] });
    renderDashboard('?fane=favoritter');
    const area = await screen.findByTestId('favorite-jobs-scroll');
    expect(area).toHaveStyle({ height: '600px', overflowY: 'auto' });
    expect(within(area).getByRole('link', { name: /Lærling elektriker/ })).toHaveAttribute(
      'href',
      `/jobs/${job.uuid}`,
    );
  });

  it('has a friendly empty state with a way to the jobs', async () => {
    serve();
    renderDashboard('?fane=favoritter');
    expect(await screen.findByText('Ingen favorittjobber ennå')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finn jobber' })).toHaveAttribute('href', '/jobs');
  });

  it('shows the five newest søknader with their status and a link to all', async () => {
    const seven = Array.from({ length: 7 }, (_, index) =>
      anApplication({ id: `application-${index + 1}`, job_title: `Stilling ${index + 1}` }),
    );
    serve({ '/api/users/applications': seven });
    renderDashboard('?fane=soknader');
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
    serve();
    renderDashboard('?fane=soknader');
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

  it('sends a business to its own dashboard, asking nothing of the student API', () => {
    const fetchMock = mockApi(() => json(403, {}));
    renderPage(<StudentDashboardPage />, { url: '/student/dashboard', user: BUSINESS });
    expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard');
    expect(screen.queryByText('Favorittjobber')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
