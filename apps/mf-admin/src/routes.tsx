import { calendarPages } from '@yrkesbro/calendar';
import type { AdminPageKey } from '@yrkesbro/federation';
import { createPageSwitch, lazyPage } from '@yrkesbro/ui';

/**
 * mf-admin's `./routes`: the pages it serves, by the keys of the shell's route table. An
 * admin has a calendar like every signed-in role; the schools directory is served to every
 * signed-in role (the shell sends /schools here), its changes and mail to the admin only.
 */
export default createPageSwitch<AdminPageKey>({
  ...calendarPages,
  dashboard: lazyPage(() => import('./dashboard/dashboard-page.tsx')),
  schools: lazyPage(() => import('./schools/schools-page.tsx')),
});
