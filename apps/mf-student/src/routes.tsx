import type { AppDispatch } from '@yrkesbro/api-client';
import { calendarPages } from '@yrkesbro/calendar';
import { jobSearchFromAddress } from '@yrkesbro/contracts';
import type { RemoteRoutesModule, StudentPageKey } from '@yrkesbro/federation';
import { createPageSwitch, lazyPage, placeholderPage } from '@yrkesbro/ui';
import { studentJobsApi } from './jobs/student-jobs-api.ts';

// The spec's placeholder profile pages all lead to the dashboard, where the profile is edited.
const profileEditor = lazyPage(() => import('./profile/profile-editor-redirect.tsx'));

/**
 * mf-student's `./routes`: the pages it serves, by the keys of the shell's route table. The
 * spec's placeholders (a video and the video pages) show only their heading.
 */
export default createPageSwitch<StudentPageKey>({
  ...calendarPages,
  dashboard: lazyPage(() => import('./dashboard/dashboard-page.tsx')),
  jobs: lazyPage(() => import('./jobs/jobs-page.tsx')),
  'job-detail': lazyPage(() => import('./jobs/job-detail-page.tsx')),
  apply: lazyPage(() => import('./jobs/apply-page.tsx')),
  businesses: lazyPage(() => import('./businesses/business-directory-page.tsx')),
  business: lazyPage(() => import('./businesses/business-page.tsx')),
  applications: lazyPage(() => import('./applications/applications-page.tsx')),
  profile: lazyPage(() => import('./profile/own-profile-redirect.tsx')),
  'public-profile': lazyPage(() => import('./profile/public-profile-page.tsx')),
  'profile-edit': profileEditor,
  'profile-skills': profileEditor,
  'profile-badges': profileEditor,
  'profile-progress': profileEditor,
  assessments: lazyPage(() => import('./assessments/assessments-page.tsx')),
  assessment: lazyPage(() => import('./assessments/assessment-page.tsx')),
  'assessment-results': lazyPage(() => import('./assessments/results-page.tsx')),
  'assessment-progress': lazyPage(() => import('./assessments/progress-page.tsx')),
  video: placeholderPage('Video'),
  'videos-manage': placeholderPage('Administrer videoer'),
  'videos-thumbnail': placeholderPage('Miniatyrbilde'),
});

/**
 * The job list's search, started by the shell as soon as it has this module (the early script's
 * preloaded answer is usually there already): the page's first render then shows the jobs, where
 * it showed skeletons and rendered again once its own request had come back. The same arguments
 * as the page's, so the page finds this entry in the cache.
 */
export const prefetchPage: RemoteRoutesModule<StudentPageKey>['prefetchPage'] = (
  page: StudentPageKey,
  search: string,
  dispatch: AppDispatch,
) => {
  if (page !== 'jobs') return;
  const args = jobSearchFromAddress(new URLSearchParams(search));
  void dispatch(studentJobsApi.util.prefetch('searchJobs', args, {}));
};
