import { render, screen } from '@testing-library/react';
import { anOwnProfile } from '../testing/profile-fixtures.tsx';
import { CompletionBar } from './completion-bar.tsx';

describe('CompletionBar', () => {
  it('shows the percentage as text and as a bar, and lists what is missing', () => {
    render(
      <CompletionBar
        profile={anOwnProfile({
          completionPercentage: 60,
          profile_picture_url: null,
          headline: null,
          bio: '   ',
          video_resumes: null,
        })}
      />,
    );
    expect(screen.getByText('Profilen er 60 % fullført')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profilfullføring' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(
      screen.getByText('Mangler: Profilbilde, Overskrift, Om meg, Video-CV'),
    ).toBeInTheDocument();
  });

  it('lists nothing when the profile is complete', () => {
    render(
      <CompletionBar
        profile={anOwnProfile({
          completionPercentage: 100,
          profile_picture_url: '/uploads/ola.jpg',
          headline: 'Elektrikerlærling',
          bio: 'Liker å skru.',
          video_resumes: '/uploads/ola.mp4',
        })}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Profilfullføring' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.queryByText(/Mangler/)).not.toBeInTheDocument();
  });
});
