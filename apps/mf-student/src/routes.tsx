import { calendarPages } from '@yrkesbro/calendar';
import type { StudentPageKey } from '@yrkesbro/federation';
import { createPageSwitch, placeholderPage } from '@yrkesbro/ui';
import { lazy } from 'react';

// The spec's placeholder profile pages all lead to the dashboard, where the profile is edited.
const profileEditor = lazy(() => import('./profile/profile-editor-redirect.tsx'));

/**
 * mf-student's `./routes`: the pages it serves, by the keys of the shell's route table. The
 * spec's placeholders (a video and the video pages) show only their heading.
 */
export default createPageSwitch<StudentPageKey>({
  ...calendarPages,
  dashboard: lazy(() => import('./dashboard/dashboard-page.tsx')),
  jobs: lazy(() => import('./jobs/jobs-page.tsx')),
  'job-detail': lazy(() => import('./jobs/job-detail-page.tsx')),
  apply: lazy(() => import('./jobs/apply-page.tsx')),
  businesses: lazy(() => import('./businesses/business-directory-page.tsx')),
  business: lazy(() => import('./businesses/business-page.tsx')),
  applications: lazy(() => import('./applications/applications-page.tsx')),
  profile: lazy(() => import('./profile/own-profile-redirect.tsx')),
  'public-profile': lazy(() => import('./profile/public-profile-page.tsx')),
  'profile-edit': profileEditor,
  'profile-skills': profileEditor,
  'profile-badges': profileEditor,
  'profile-progress': profileEditor,
  assessments: lazy(() => import('./assessments/assessments-page.tsx')),
  assessment: lazy(() => import('./assessments/assessment-page.tsx')),
  'assessment-results': lazy(() => import('./assessments/results-page.tsx')),
  'assessment-progress': lazy(() => import('./assessments/progress-page.tsx')),
  video: placeholderPage('Video'),
  'videos-manage': placeholderPage('Administrer videoer'),
  'videos-thumbnail': placeholderPage('Miniatyrbilde'),
});
