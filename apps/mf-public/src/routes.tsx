import { createPageSwitch } from '@yrkesbro/ui';
import { lazy } from 'react';

/** mf-public's `./routes`: the pages it serves, by the keys of the shell's route table. */
export default createPageSwitch({
  landing: lazy(() => import('./landing/landing-page.tsx')),
});
