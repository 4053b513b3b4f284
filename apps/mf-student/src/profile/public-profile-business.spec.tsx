import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_PLANS } from '@yrkesbro/contracts';
import type { SubscriptionStatus } from '@yrkesbro/contracts';
import { BUSINESS, json, mockApi, renderPage, requests } from '../testing/render-page.tsx';
import PublicProfilePage from './public-profile-page.tsx';
import { aPublicProfile } from './sections/section-fixtures.ts';

const UUID = '33333333-3333-4333-8333-333333333333';
const route = { url: `/profile/${UUID}`, path: '/profile/:uuid' };
const FREE: SubscriptionStatus = {
  plan: null,
  usage: { used: 10, limit: 10 },
  plans: SUBSCRIPTION_PLANS,
};
const QUOTA_USED = {
  statusCode: 402,
  message: SUBSCRIPTION_MESSAGES.quotaUsed,
  currentUsage: 10,
  limit: 10,
};

/** A Standard business's view: projects and video are in, grades are left out. */
const STANDARD_VIEW = aPublicProfile({
  id: UUID,
  name: 'Ola Nordmann',
  video_resumes: '/uploads/ola.mp4',
  grades: undefined,
  locked: ['grades'],
});

describe('PublicProfilePage for a business', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the upgrade prompt in place of what the plan leaves out', async () => {
    mockApi((path) => {
      if (path === `/api/users/profile/${UUID}`) return json(200, STANDARD_VIEW);
      if (path === '/api/subscription') return json(200, FREE);
      return json(404);
    });
    renderPage(<PublicProfilePage />, { ...route, user: BUSINESS });
    const grades = await screen.findByRole('region', { name: 'Karakterer' });
    expect(within(grades).getByText(SUBSCRIPTION_MESSAGES.upgradePrompt)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Prosjekter' })).not.toHaveTextContent(
      SUBSCRIPTION_MESSAGES.upgradePrompt,
    );
    expect(screen.getByLabelText('Video-CV av Ola Nordmann')).toBeInTheDocument();
    await userEvent.click(within(grades).getByRole('button', { name: 'Oppgrader plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Velg plan' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
  });

  it("reads the plan's usage again once a profile has used a free view", async () => {
    let used = 3;
    const fetchMock = mockApi((path) => {
      if (path === `/api/users/profile/${UUID}`) {
        used += 1;
        return json(200, STANDARD_VIEW);
      }
      if (path === '/api/subscription') return json(200, { ...FREE, usage: { used, limit: 10 } });
      return json(404);
    });
    renderPage(<PublicProfilePage />, { ...route, user: BUSINESS });
    await screen.findByRole('region', { name: 'Karakterer' });
    // The dashboard's «n av 10 gratis profilvisninger brukt» comes from this same cached answer.
    await waitFor(() =>
      expect(
        requests(fetchMock)
          .map(({ url }) => url.pathname)
          .filter((path) => path === '/api/subscription' || path.startsWith('/api/users/profile')),
      ).toEqual([`/api/users/profile/${UUID}`, '/api/subscription', '/api/subscription']),
    );
  });

  it('locks projects and the video CV without the portfolio', async () => {
    mockApi((path) =>
      path === `/api/users/profile/${UUID}`
        ? json(200, {
            ...STANDARD_VIEW,
            projects: undefined,
            video_resumes: null,
            has_video_cv: true,
            locked: ['portfolio', 'grades'],
          })
        : json(404),
    );
    renderPage(<PublicProfilePage />, { ...route, user: BUSINESS });
    for (const name of ['Karakterer', 'Prosjekter', 'Video-CV']) {
      const section = await screen.findByRole('region', { name });
      expect(section).toHaveTextContent(SUBSCRIPTION_MESSAGES.upgradePrompt);
    }
  });

  it('offers no plan for what the student does not have', async () => {
    mockApi((path) =>
      path === `/api/users/profile/${UUID}`
        ? json(200, {
            ...STANDARD_VIEW,
            grades_count: 0,
            projects_count: 0,
            projects: undefined,
            video_resumes: null,
            has_video_cv: false,
            locked: ['portfolio', 'grades'],
          })
        : json(404),
    );
    renderPage(<PublicProfilePage />, { ...route, user: BUSINESS });
    await screen.findByRole('region', { name: 'Karakterer' });
    expect(screen.queryByText(SUBSCRIPTION_MESSAGES.upgradePrompt)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Video-CV' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Prosjekter' })).toBeInTheDocument();
  });

  it('opens the plan dialog with the usage on a 402, and shows a locked page', async () => {
    mockApi((path) =>
      path === `/api/users/profile/${UUID}` ? json(402, QUOTA_USED) : json(200, FREE),
    );
    renderPage(<PublicProfilePage />, { ...route, user: BUSINESS });
    const dialog = await screen.findByRole('dialog', { name: 'Velg plan' });
    expect(within(dialog).getByText('10 av 10 gratis profilvisninger brukt')).toBeInTheDocument();
    expect(screen.queryByText(SUBSCRIPTION_MESSAGES.profileLoadFailed)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(
      await screen.findByRole('heading', { name: 'Velg en plan for å se profilen' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Velg plan' }));
    expect(await screen.findByRole('dialog', { name: 'Velg plan' })).toBeInTheDocument();
  });

  it('favourites the student with the heart', async () => {
    let favourite = false;
    mockApi((path, request) => {
      if (path === `/api/users/favorites/${UUID}`) {
        favourite = request.method === 'POST';
        return json(201, {});
      }
      if (path === `/api/users/profile/${UUID}`)
        return json(200, { ...STANDARD_VIEW, is_favorite: favourite });
      return json(404);
    });
    renderPage(<PublicProfilePage />, { ...route, user: BUSINESS });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Legg Ola Nordmann til favoritter' }),
    );
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.favoriteAdded)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Fjern Ola Nordmann fra favoritter' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('back from payment, confirms the session before it asks for the profile', async () => {
    const fetchMock = mockApi((path) => {
      if (path === '/api/subscription/verify-session')
        return json(200, { ...FREE, plan: { priceId: 2, name: 'Standard' } });
      if (path === `/api/users/profile/${UUID}`) return json(200, STANDARD_VIEW);
      return json(404);
    });
    renderPage(<PublicProfilePage />, {
      url: `/profile/${UUID}?success=true&session_id=cs_test_profile`,
      path: '/profile/:uuid',
      user: BUSINESS,
    });
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.paid)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ola Nordmann' })).toBeVisible();
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    const paths = requests(fetchMock).map(({ url }) => url.pathname);
    expect(paths[0]).toBe('/api/subscription/verify-session');
    expect(paths).toContain(`/api/users/profile/${UUID}`);
    expect(paths.filter((path) => path === '/api/subscription/verify-session')).toHaveLength(1);
  });
});
