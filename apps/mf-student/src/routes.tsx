import type { AppDispatch } from '@yrkesbro/api-client';
import { calendarPages } from '@yrkesbro/calendar';
import { jobSearchFromAddress } from '@yrkesbro/contracts';
import type { PageAddress, RemoteRoutesModule, StudentPageKey } from '@yrkesbro/federation';
import { createPageSwitch, lazyPage, placeholderPage } from '@yrkesbro/ui';
import { studentBusinessesApi } from './businesses/businesses-api.ts';
import { pageUuid } from './components/page-uuid.ts';
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
 * A page's first API call, started by the shell as soon as it has this module: for the page the
 * address shows (the early script's preloaded answer is usually there already), so its first
 * render shows the jobs where it showed skeletons and rendered again once its own request had come
 * back; and for the page a link leads to, once the visitor shows they may follow it. The same
 * arguments as the page's, so the page finds this entry in the cache. Only reads that change
 * nothing on the server: opening a job or a business counts no view.
 */
export const prefetchPage: RemoteRoutesModule<StudentPageKey>['prefetchPage'] = (
  page: StudentPageKey,
  { params, search }: PageAddress,
  dispatch: AppDispatch,
) => {
  const uuid = pageUuid(params);
  switch (page) {
    case 'jobs':
      void dispatch(
        studentJobsApi.util.prefetch(
          'searchJobs',
          jobSearchFromAddress(new URLSearchParams(search)),
          {},
        ),
      );
      return;
    case 'job-detail':
    case 'apply':
      if (uuid) void dispatch(studentJobsApi.util.prefetch('getJobDetail', uuid, {}));
      return;
    case 'business':
      if (uuid) void dispatch(studentBusinessesApi.util.prefetch('getBusinessPage', uuid, {}));
      return;
  }
};
