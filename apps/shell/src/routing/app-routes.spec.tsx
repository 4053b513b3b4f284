import { act, screen } from '@testing-library/react';
import { sessionEnded } from '@yrkesbro/api-client';
import type { AuthUser } from '@yrkesbro/contracts';
import { REMOTE_PAGE_KEYS } from '@yrkesbro/federation';
import type { RemoteName, RemotePageTarget } from '@yrkesbro/federation';
import { preloadRemote } from '../remotes/remote-registry.ts';
import { renderPage } from '../testing/render-page.tsx';
import { AppRoutes } from './app-routes.tsx';

// The remotes are loaded at runtime; here each stands in by naming the page it was asked for.
jest.mock('../remotes/remote-page.tsx', () => ({
  RemotePage: ({ remote, page }: RemotePageTarget) => (
    <p data-testid="remote-page">{`${remote}/${page}`}</p>
  ),
  preloadPageCode: jest.fn(),
}));
jest.mock('../remotes/remote-registry.ts', () => ({ preloadRemote: jest.fn() }));

const USERS: Record<string, AuthUser | undefined> = {
  student: { id: 's', email: 'elev@yrkesbro.no', role: 'student' },
  business: { id: 'b', email: 'bedrift@yrkesbro.no', role: 'business' },
  admin: { id: 'a', email: 'admin@yrkesbro.no', role: 'admin' },
};

/** Every route of the spec's route table (seed 2), opened as someone allowed to see it. */
const SPEC_ROUTES: [url: string, who: string, page: string][] = [
  ['/', 'signed out', 'mf_public/landing'],
  ['/about', 'signed out', 'mf_public/about'],
  ['/contact', 'signed out', 'mf_public/contact'],
  ['/privacy', 'signed out', 'mf_public/privacy'],
  ['/terms', 'signed out', 'mf_public/terms'],
  ['/faq', 'signed out', 'mf_public/faq'],
  ['/cookies', 'signed out', 'mf_public/cookies'],
  ['/categories/bygg', 'signed out', 'mf_public/category'],
  ['/register', 'signed out', 'Opprett konto'],
  ['/jobs/post', 'signed out', 'mf_public/post-job'],
  ['/jobs/manage/abc', 'signed out', 'mf_public/manage-job'],
  ['/login', 'signed out', 'Logg inn'],
  ['/forgot-password', 'signed out', 'Glemt passord'],
  ['/reset-password/token-1', 'signed out', 'Velg nytt passord'],
  ['/admin/dashboard', 'admin', 'mf_admin/dashboard'],
  ['/student/dashboard', 'student', 'mf_student/dashboard'],
  ['/business/dashboard', 'business', 'mf_business/dashboard'],
  ['/dashboard', 'student', 'mf_student/dashboard'],
  ['/profile', 'student', 'mf_student/profile'],
  ['/profile/profil-1', 'business', 'mf_student/public-profile'],
  ['/profile/edit', 'student', 'mf_student/profile-edit'],
  ['/profile/skills', 'student', 'mf_student/profile-skills'],
  ['/profile/badges', 'student', 'mf_student/profile-badges'],
  ['/profile/progress', 'student', 'mf_student/profile-progress'],
  ['/jobs/jobb-1', 'student', 'mf_student/job-detail'],
  ['/jobs/search', 'business', 'mf_student/jobs'],
  ['/assessments', 'student', 'mf_student/assessments'],
  ['/assessments/recommended', 'student', 'mf_student/assessments'],
  ['/assessments/skills/node.js', 'student', 'mf_student/assessments'],
  ['/assessments/7', 'student', 'mf_student/assessment'],
  ['/assessments/7/results', 'student', 'mf_student/assessment-results'],
  ['/assessments/progress', 'student', 'mf_student/assessment-progress'],
  ['/videos/7', 'student', 'mf_student/video'],
  ['/videos/manage', 'student', 'mf_student/videos-manage'],
  ['/videos/thumbnail', 'student', 'mf_student/videos-thumbnail'],
  ['/calendar', 'student', 'mf_student/calendar'],
  ['/calendar', 'business', 'mf_business/calendar'],
  ['/calendar', 'admin', 'mf_admin/calendar'],
  ['/calendar/create', 'admin', 'mf_admin/calendar-create'],
  ['/calendar/manage', 'business', 'mf_business/calendar-manage'],
  ['/calendar/reminders', 'student', 'mf_student/calendar-reminders'],
  ['/schools', 'student', 'mf_admin/schools'],
  ['/businesses', 'student', 'mf_student/businesses'],
  ['/business/bedrift-1', 'student', 'mf_student/business'],
  ['/business/bedrift-1', 'admin', 'mf_student/business'],
  ['/jobs', 'student', 'mf_student/jobs'],
  ['/jobs/jobb-1/apply', 'student', 'mf_student/apply'],
  ['/applications', 'student', 'mf_student/applications'],
  ['/business/jobs/create', 'business', 'mf_business/job-create'],
  ['/business/jobs/all/bedrift-1', 'business', 'mf_business/jobs'],
  ['/business/jobs/jobb-1/edit', 'business', 'mf_business/job-edit'],
  ['/business/applications', 'business', 'mf_business/applications'],
  ['/business/applications/jobb-1', 'business', 'mf_business/job-applications'],
  ['/business/analytics', 'business', 'mf_business/analytics'],
  ['/students', 'business', 'mf_business/students'],
];

describe('AppRoutes', () => {
  it.each(SPEC_ROUTES)('%s, %s, opens %s, never the 404', async (url, who, expected) => {
    const user = USERS[who];
    const { store } = renderPage(<AppRoutes />, { url, path: '/*', user });
    // Signed out: the first check of the session has answered that nobody is signed in.
    if (!user) act(() => void store.dispatch(sessionEnded()));
    if (!expected.includes('/')) {
      expect(await screen.findByRole('heading', { level: 1, name: expected })).toBeInTheDocument();
    } else {
      expect(await screen.findByTestId('remote-page')).toHaveTextContent(expected);
      const [remote, page] = expected.split('/') as [RemoteName, string];
      expect(REMOTE_PAGE_KEYS[remote]).toContain(page);
    }
    expect(screen.queryByRole('heading', { name: 'Siden finnes ikke' })).not.toBeInTheDocument();
  });

  it("asks for a role's page's chunks from the signed-in person's remote", async () => {
    renderPage(<AppRoutes />, {
      url: '/calendar/day/2026-11-27',
      path: '/*',
      user: USERS.business,
    });
    await screen.findByTestId('remote-page');
    expect(preloadRemote).toHaveBeenCalledWith({ remote: 'mf_business', page: 'calendar-day' });
  });

  it('shows the 404 for an address the product does not have', async () => {
    renderPage(<AppRoutes />, { url: '/blog', path: '/*' });
    expect(await screen.findByRole('heading', { name: 'Siden finnes ikke' })).toBeInTheDocument();
    expect(document.title).toBe('Siden finnes ikke – Yrkesbro');
  });
});
