import { createPageSwitch } from '@yrkesbro/ui';
import { lazy } from 'react';

/** mf-student's `./routes`: the pages it serves, by the keys of the shell's route table. */
export default createPageSwitch({
  dashboard: lazy(() => import('./dashboard/dashboard-page.tsx')),
});
