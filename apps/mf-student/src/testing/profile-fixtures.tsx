import type { StudentProfile } from '@yrkesbro/contracts';
import type { ReactNode } from 'react';
import { aGrade, aProject, aPublicProfile } from '../profile/sections/section-fixtures.ts';
import { useGetOwnProfileQuery } from '../profile/profile-api.ts';

export const OWN_PROFILE_PATH = '/api/users/profile';

/** The student's own profile as GET /api/users/profile answers it. */
export function anOwnProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    ...aPublicProfile({ is_own: true }),
    grades: [aGrade()],
    projects: [aProject()],
    email: 'elev@yrkesbro.no',
    applications: 0,
    ...overrides,
  };
}

/**
 * Renders `children` with the own profile read from the cache, as the dashboard does, so a
 * test sees what an optimistic change and its undo do to the page.
 */
export function WithOwnProfile({ children }: { children: (profile: StudentProfile) => ReactNode }) {
  const { data } = useGetOwnProfileQuery();
  return data ? children(data) : null;
}
