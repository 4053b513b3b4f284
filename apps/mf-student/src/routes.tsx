import { selectCurrentUser } from '@yrkesbro/api-client';
import type { AppDispatch, RootState } from '@yrkesbro/api-client';
import { calendarPages } from '@yrkesbro/calendar';
import { jobSearchFromAddress } from '@yrkesbro/contracts';
import type { PageAddress, RemoteRoutesModule, StudentPageKey } from '@yrkesbro/federation';
import { createPageSwitch, lazyPage, placeholderPage } from '@yrkesbro/ui';
import { studentApplicationsApi } from './applications/student-applications-api.ts';
import { studentBusinessesApi } from './businesses/businesses-api.ts';
import { pageUuid } from './components/page-uuid.ts';
import { studentJobsApi } from './jobs/student-jobs-api.ts';
import { profileApi } from './profile/profile-api.ts';

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
 * A page's first API calls, started by the shell as soon as it has this module: for the page the
 * address shows, so its first render finds its data instead of showing skeletons and rendering
 * again once its own request has come back; and for the page a link leads to, once the visitor
 * shows they may follow it. The same arguments as the page's, so the page finds them in the cache.
 * Only reads that change nothing on the server: opening a job or a business counts no view; a
 * student's public profile, which counts one, is left to its page.
 *
 * On a first load the store does not know yet who is signed in. The job search starts all the
 * same: index.html's early script has asked the browser for its answer already. Every other call
 * waits for a signed-in person the store knows (a link's intent comes after the session check):
 * asked for a visitor with no session, it would only be refused.
 */
export const prefetchPage: RemoteRoutesModule<StudentPageKey>['prefetchPage'] = (
  page: StudentPageKey,
  { params, search }: PageAddress,
  dispatch: AppDispatch,
) => {
  if (page === 'jobs') {
    const args = jobSearchFromAddress(new URLSearchParams(search));
    void dispatch(studentJobsApi.util.prefetch('searchJobs', args, {}));
    return;
  }
  const role = signedInRole(dispatch);
  if (!role) return;
  const uuid = pageUuid(params);
  switch (page) {
    case 'job-detail':
    case 'apply':
      if (!uuid) return;
      void dispatch(studentJobsApi.util.prefetch('getJobDetail', uuid, {}));
      // The apply button asks whether the student has applied only once the job is in: a second
      // round trip after the first.
      if (role === 'student')
        void dispatch(studentApplicationsApi.util.prefetch('getJobApplied', uuid, {}));
      return;
    case 'business':
      if (uuid) void dispatch(studentBusinessesApi.util.prefetch('getBusinessPage', uuid, {}));
      return;
    case 'dashboard':
      // Another role is sent to its own dashboard, and the student API refuses it.
      if (role === 'student')
        void dispatch(profileApi.util.prefetch('getOwnProfile', undefined, {}));
      return;
    case 'applications':
      void dispatch(studentApplicationsApi.util.prefetch('getStudentApplications', undefined, {}));
      return;
  }
};

/** The role of the person the store knows to be signed in, if it knows one. */
function signedInRole(dispatch: AppDispatch): string | undefined {
  return dispatch(
    (_: AppDispatch, getState: () => RootState) => selectCurrentUser(getState())?.role,
  );
}
