import { screen } from '@testing-library/react';
import { STUDENT, renderPage } from '../../testing/render-page.tsx';
import { ProfileSections } from './profile-sections.tsx';
import { aPublicProfile } from './section-fixtures.ts';

describe('ProfileSections', () => {
  it('shows the sections in the spec’s order', () => {
    renderPage(<ProfileSections profile={aPublicProfile()} editable />, {
      url: '/',
      user: STUDENT,
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Badges',
      'Utdanning',
      'Ferdigheter',
      'Arbeidserfaring',
      'Karakterer',
      'Prosjekter',
    ]);
    expect(screen.getByRole('button', { name: 'Legg til utdanning' })).toBeVisible();
  });

  it('read-only: nothing to add, edit or delete, only the project’s images to open', () => {
    renderPage(<ProfileSections profile={aPublicProfile()} editable={false} />, { url: '/' });
    expect(screen.getByText('Kabeltrekking')).toBeVisible();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Vis alle 3 bildene fra Smarthus-tavle',
    ]);
  });
});
