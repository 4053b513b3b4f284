import { calendarPages } from '@yrkesbro/calendar';
import type { BusinessPageKey } from '@yrkesbro/federation';
import { createPageSwitch, lazyPage, placeholderPage } from '@yrkesbro/ui';
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
