import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import { PROFILE_GRADIENTS } from '@yrkesbro/ui/dashboard';
import type { PublicStudentProfile } from '@yrkesbro/contracts';
import { BUSINESS, STUDENT, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import PublicProfilePage from './public-profile-page.tsx';
import { aPublicProfile, aSkill } from './sections/section-fixtures.ts';

const UUID = '33333333-3333-4333-8333-333333333333';
const route = { url: `/profile/${UUID}`, path: '/profile/:uuid' };
const PROFILE = aPublicProfile({
  id: UUID,
  name: 'Ola Nordmann',
  headline: 'Elektrikerlærling på jakt etter læreplass',
  bio: 'Jeg liker å skru og å finne feil.',
  location: 'Bergen',
  lookingfor: 'lærling',
  educationDisplay: 'Elektro og datateknologi, Bergen tekniske fagskole',
  gradient: PROFILE_GRADIENTS[2].className,
  profile_picture_url: '/uploads/ola.jpg',
  video_resumes: '/uploads/ola.mp4',
  skills: [aSkill(), aSkill({ id: 'skill-2', skill_name: 'Feilsøking' })],
  skills_count: 2,
  grades_count: 4,
  projects_count: 1,
});

function serve(answer: () => Response) {
  return mockApi((path) => (path === `/api/users/profile/${UUID}` ? answer() : json(404)));
}

describe('PublicProfilePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the header, the counts and the video CV', async () => {
    serve(() => json(200, PROFILE));
    renderPage(<PublicProfilePage />, { ...route, user: BUSINESS });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ola Nordmann' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Ola Nordmann – Yrkesbro'));
    expect(screen.getByText(PROFILE.headline!)).toBeInTheDocument();
    expect(screen.getByText('Bergen')).toBeInTheDocument();
    expect(screen.getByText('Lærlingplass')).toBeInTheDocument();
    expect(screen.getByText(PROFILE.educationDisplay!)).toBeInTheDocument();
    expect(screen.getByText(PROFILE.bio!)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profilbilde av Ola Nordmann' })).toHaveAttribute(
      'src',
      '/uploads/ola.jpg',
    );
    expect(screen.getByTestId('profile-gradient')).toHaveStyle({
      background: PROFILE_GRADIENTS[2].background,
    });

    const skills = screen.getAllByRole('list', { name: 'Ferdigheter' })[0];
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kabeltrekking', 'Feilsøking']);

    const counts = screen.getByRole('list', { name: 'Antall på profilen' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2Ferdigheter', '4Karakterer', '1Prosjekter']);

    expect(screen.getByLabelText('Video-CV av Ola Nordmann')).toHaveAttribute(
      'src',
      '/uploads/ola.mp4',
    );
    // A visitor edits nothing.
    expect(screen.queryByRole('button', { name: /^Rediger/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rediger profilen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fjern video' })).not.toBeInTheDocument();
  });

  it('tells another student whom the grades are for, with no plan to buy', async () => {
    const { grades: _hidden, ...rest } = PROFILE;
    serve(() => json(200, { ...rest, locked: ['grades'] }));
    renderPage(<PublicProfilePage />, { ...route, user: STUDENT });

    const grades = await screen.findByRole('region', { name: 'Karakterer' });
    expect(grades).toHaveTextContent(
      'Karakterene vises bare for eleven selv og for bedrifter med Premium.',
    );
    expect(screen.queryByRole('button', { name: /Oppgrader/ })).not.toBeInTheDocument();
  });

  it("offers a business 'Send Melding', which opens the chat with the student", async () => {
    mockApi((path) => {
      if (path === `/api/users/profile/${UUID}`) return json(200, PROFILE);
      if (path === `/api/messages/${PROFILE.user_id}`) return apiError(404, 'Fant ikke samtalen.');
      return json(404);
    });
    renderPage(<PublicProfilePage />, { ...route, user: BUSINESS });
    await userEvent.click(await screen.findByRole('button', { name: 'Send Melding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ola Nordmann' });
    expect(within(dialog).getByRole('textbox', { name: 'Melding' })).toBeInTheDocument();
  });

  it("shows no 'Send Melding' to a student", async () => {
    serve(() => json(200, PROFILE));
    renderPage(<PublicProfilePage />, { ...route, user: STUDENT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ola Nordmann' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Melding' })).not.toBeInTheDocument();
  });

  it('leads the owner to the dashboard to edit', async () => {
    serve(() => json(200, { ...PROFILE, is_own: true } satisfies PublicStudentProfile));
    renderPage(<PublicProfilePage />, { ...route, user: STUDENT });
    expect(await screen.findByRole('link', { name: 'Rediger profilen' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  });

  it("says 'Profil ikke funnet' for an unknown profile", async () => {
    serve(() => apiError(404, 'Fant ikke profilen'));
    renderPage(<PublicProfilePage />, { ...route, user: STUDENT });
    expect(
      await screen.findByRole('heading', { name: STUDENT_MESSAGES.profileNotFound }),
    ).toBeInTheDocument();
  });

  it('offers to try again when loading fails', async () => {
    let fail = true;
    serve(() => (fail ? apiError(500, 'Databasen svarer ikke') : json(200, PROFILE)));
    renderPage(<PublicProfilePage />, { ...route, user: STUDENT });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SUBSCRIPTION_MESSAGES.profileLoadFailed);
    expect(alert).toHaveTextContent('Databasen svarer ikke');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ola Nordmann' })).toBeVisible();
  });
});
