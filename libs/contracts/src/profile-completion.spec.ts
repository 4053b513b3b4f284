import { COMPLETION_PARTS, missingParts, profileCompletion } from './profile-completion.ts';
import type { CompletionInput } from './profile-completion.ts';

const empty: CompletionInput = {
  profile_picture_url: null,
  name: null,
  headline: null,
  bio: null,
  location: null,
  lookingfor: null,
  video_resumes: null,
  education_count: 0,
  skills_count: 0,
  work_count: 0,
  grades_count: 0,
  projects_count: 0,
  badges_count: 0,
};

const full: CompletionInput = {
  profile_picture_url: '/api/uploads/avatars/a.jpg',
  name: 'Kari Nordmann',
  headline: 'Elektrolærling',
  bio: 'Jeg liker å skru.',
  location: 'Bergen',
  lookingfor: 'lærling',
  video_resumes: '/api/uploads/videos/v.mp4',
  education_count: 1,
  skills_count: 3,
  work_count: 1,
  grades_count: 5,
  projects_count: 2,
  badges_count: 1,
};

describe('profile completion', () => {
  it('weights sum to 100, so a full profile is 100 % and an empty one 0 %', () => {
    expect(COMPLETION_PARTS.reduce((sum, part) => sum + part.weight, 0)).toBe(100);
    expect(profileCompletion(full)).toBe(100);
    expect(profileCompletion(empty)).toBe(0);
    expect(missingParts(full)).toEqual([]);
  });

  it('counts each part by its weight and lists what is missing in order', () => {
    const partial = { ...full, video_resumes: null, projects_count: 0, bio: '   ' };
    expect(profileCompletion(partial)).toBe(100 - 10 - 5 - 5);
    expect(missingParts(partial).map((part) => part.label)).toEqual([
      'Om meg',
      'Video-CV',
      'Prosjekter',
    ]);
  });

  it('counts an earned badge', () => {
    expect(profileCompletion({ ...empty, badges_count: 1 })).toBe(5);
    expect(missingParts({ ...full, badges_count: 0 }).map((part) => part.label)).toEqual([
      'Merker fra ferdighetstester',
    ]);
  });
});
