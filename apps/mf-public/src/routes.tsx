import type { PublicPageKey } from '@yrkesbro/federation';
import { createPageSwitch } from '@yrkesbro/ui';
import { lazy } from 'react';

/** mf-public's `./routes`: the pages it serves, by the keys of the shell's route table. */
export default createPageSwitch<PublicPageKey>({
  landing: lazy(() => import('./landing/landing-page.tsx')),
  about: lazy(() => import('./about/about-page.tsx')),
  contact: lazy(() => import('./contact/contact-page.tsx')),
  privacy: lazy(() => import('./legal/privacy-page.tsx')),
  terms: lazy(() => import('./legal/terms-page.tsx')),
  cookies: lazy(() => import('./legal/cookies-page.tsx')),
  category: lazy(() => import('./categories/category-page.tsx')),
  faq: lazy(() => import('./faq/faq-page.tsx')),
  'post-job': lazy(() => import('./post-job/post-job-page.tsx')),
  'manage-job': lazy(() => import('./manage-job/manage-job-page.tsx')),
});
