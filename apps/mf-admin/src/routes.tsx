import { calendarPages } from '@yrkesbro/calendar';
import type { AdminPageKey } from '@yrkesbro/federation';
import { createPageSwitch, placeholderPage } from '@yrkesbro/ui';
import { lazy } from 'react';

/**
 * mf-admin's `./routes`: the pages it serves, by the keys of the shell's route table. An
 * admin has a calendar like every signed-in role; the schools directory shows its heading
 * until it is built.
 */
export default createPageSwitch<AdminPageKey>({
  ...calendarPages,
  dashboard: lazy(() => import('./dashboard/dashboard-page.tsx')),
  schools: placeholderPage('Skoler'),
});
