import { calendarPages } from '@yrkesbro/calendar';
import type { BusinessPageKey } from '@yrkesbro/federation';
import { createPageSwitch, placeholderPage } from '@yrkesbro/ui';
import { lazy } from 'react';
import { TEXTS } from './texts.ts';

/**
 * mf-business's `./routes`: the pages it serves, by the keys of the shell's route table. The
 * spec's analytics dashboard is a placeholder with only its heading.
 */
export default createPageSwitch<BusinessPageKey>({
  ...calendarPages,
  dashboard: lazy(() => import('./dashboard/dashboard-page.tsx')),
  'job-create': lazy(() => import('./jobs/job-create-page.tsx')),
  'job-edit': lazy(() => import('./jobs/job-edit-page.tsx')),
  jobs: lazy(() => import('./jobs/jobs-all-page.tsx')),
  applications: lazy(() => import('./applications/applications-page.tsx')),
  'job-applications': lazy(() => import('./applications/job-applications-page.tsx')),
  analytics: placeholderPage(TEXTS.routes.analytics),
  students: lazy(() => import('./students/student-directory-page.tsx')),
});
