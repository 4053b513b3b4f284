import { selectCurrentUser } from '@yrkesbro/api-client';
import type { AppDispatch, RootState } from '@yrkesbro/api-client';
import { calendarPages } from '@yrkesbro/calendar';
import type { BusinessPageKey, PageAddress, RemoteRoutesModule } from '@yrkesbro/federation';
import { createPageSwitch, lazyPage, placeholderPage } from '@yrkesbro/ui';
import { listPageIn } from './applications/list-page.ts';
import { businessApi } from './business-api.ts';
import { TEXTS } from './texts.ts';

/**
 * mf-business's `./routes`: the pages it serves, by the keys of the shell's route table. The
 * spec's analytics dashboard is a placeholder with only its heading.
 */
export default createPageSwitch<BusinessPageKey>({
  ...calendarPages,
  dashboard: lazyPage(() => import('./dashboard/dashboard-page.tsx')),
  'job-create': lazyPage(() => import('./jobs/job-create-page.tsx')),
  'job-edit': lazyPage(() => import('./jobs/job-edit-page.tsx')),
  jobs: lazyPage(() => import('./jobs/jobs-all-page.tsx')),
  applications: lazyPage(() => import('./applications/applications-page.tsx')),
  'job-applications': lazyPage(() => import('./applications/job-applications-page.tsx')),
  analytics: placeholderPage(TEXTS.routes.analytics),
  students: lazyPage(() => import('./students/student-directory-page.tsx')),
});

/**
 * A page's first API calls, started by the shell as soon as it has this module: for the page the
 * address shows, and for the page a link leads to once the visitor shows they may follow it, so
 * the page shows its lists without skeletons first. The same arguments as the page's, so the page
 * finds them in the cache. Only reads that change nothing on the server (a student's profile
 * counts against the business's quota when opened). Not the student directory either: back from
 * a payment it waits for the plan to be confirmed, which only its page knows. Only for a
 * signed-in person the store knows: on a first load it does not know yet, and asked for a visitor
 * with no session, a call would only be refused.
 */
export const prefetchPage: RemoteRoutesModule<BusinessPageKey>['prefetchPage'] = (
  page: BusinessPageKey,
  { params, search }: PageAddress,
  dispatch: AppDispatch,
) => {
  if (!signedIn(dispatch)) return;
  const { prefetch } = businessApi.util;
  const listPage = listPageIn(new URLSearchParams(search));
  const { uuid } = params;
  switch (page) {
    case 'applications':
      void dispatch(prefetch('getAllBusinessApplications', { page: listPage }, {}));
      return;
    case 'job-applications':
      if (!uuid) return;
      void dispatch(prefetch('getBusinessJobApplications', { jobUuid: uuid, page: listPage }, {}));
      void dispatch(prefetch('getBusinessJob', uuid, {}));
      void dispatch(prefetch('getMyBusiness', undefined, {}));
      return;
    case 'jobs':
      if (!uuid) return;
      void dispatch(prefetch('getBusinessJobs', uuid, {}));
      void dispatch(prefetch('getMyBusiness', undefined, {}));
      return;
  }
};

/** Whether the store knows someone to be signed in. */
function signedIn(dispatch: AppDispatch): boolean {
  return dispatch(
    (_: AppDispatch, getState: () => RootState) => selectCurrentUser(getState()) !== null,
  );
}
