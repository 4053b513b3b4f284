import { calendarPages } from '@yrkesbro/calendar';
import type { AdminPageKey } from '@yrkesbro/federation';
import { createPageSwitch } from '@yrkesbro/ui';
import { lazy } from 'react';

/**
 * mf-admin's `./routes`: the pages it serves, by the keys of the shell's route table. An
 * admin has a calendar like every signed-in role; the schools directory is served to every
 * signed-in role (the shell sends /schools here), its changes and mail to the admin only.
 */
export default createPageSwitch<AdminPageKey>({
  ...calendarPages,
  dashboard: lazy(() => import('./dashboard/dashboard-page.tsx')),
  schools: lazy(() => import('./schools/schools-page.tsx')),
});
