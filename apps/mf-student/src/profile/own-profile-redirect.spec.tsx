import { screen, waitFor } from '@testing-library/react';
import { OWN_PROFILE_PATH, anOwnProfile } from '../testing/profile-fixtures.tsx';
import { BUSINESS, STUDENT, json, mockApi, renderPage } from '../testing/render-page.tsx';
import OwnProfileRedirect from './own-profile-redirect.tsx';
import ProfileEditorRedirect from './profile-editor-redirect.tsx';

describe('OwnProfileRedirect (/profile)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("takes a student to their own profile's address", async () => {
    const profile = anOwnProfile();
    mockApi((path) => (path === OWN_PROFILE_PATH ? json(200, profile) : json(404)));
    renderPage(<OwnProfileRedirect />, { url: '/profile', user: STUDENT });
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(`/profile/${profile.id}`),
    );
  });

  it('sends a business to its own dashboard, where its profile is edited', () => {
    const fetchMock = mockApi(() => json(403, {}));
    renderPage(<OwnProfileRedirect />, { url: '/profile', user: BUSINESS });
    expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard');
    expect(screen.queryByRole('heading', { name: 'Siden finnes ikke' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ProfileEditorRedirect (/profile/edit and the other placeholders)', () => {
  it("sends a student to the dashboard's Profil tab", () => {
    renderPage(<ProfileEditorRedirect />, { url: '/profile/edit', user: STUDENT });
    expect(screen.getByTestId('path')).toHaveTextContent('/student/dashboard');
    expect(screen.getByTestId('search')).toHaveTextContent('?fane=profil');
  });

  it('sends a business to its own dashboard', () => {
    renderPage(<ProfileEditorRedirect />, { url: '/profile/skills', user: BUSINESS });
    expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard');
  });
});
