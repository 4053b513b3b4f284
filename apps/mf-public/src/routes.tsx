import type { PublicPageKey } from '@yrkesbro/federation';
import { createPageSwitch, lazyPage } from '@yrkesbro/ui';

/** mf-public's `./routes`: the pages it serves, by the keys of the shell's route table. */
export default createPageSwitch<PublicPageKey>({
  landing: lazyPage(() => import('./landing/landing-page.tsx')),
  about: lazyPage(() => import('./about/about-page.tsx')),
  contact: lazyPage(() => import('./contact/contact-page.tsx')),
  privacy: lazyPage(() => import('./legal/privacy-page.tsx')),
  terms: lazyPage(() => import('./legal/terms-page.tsx')),
  cookies: lazyPage(() => import('./legal/cookies-page.tsx')),
  category: lazyPage(() => import('./categories/category-page.tsx')),
  faq: lazyPage(() => import('./faq/faq-page.tsx')),
  'post-job': lazyPage(() => import('./post-job/post-job-page.tsx')),
  'manage-job': lazyPage(() => import('./manage-job/manage-job-page.tsx')),
});
