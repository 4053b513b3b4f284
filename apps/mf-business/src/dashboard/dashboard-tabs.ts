import { TEXTS } from './texts.ts';

const T = TEXTS.tabs;
/** The dashboard's tabs, in the spec's order (seed 1, section 2). */
export const DASHBOARD_TABS = [
  { key: 'profil', label: T.profile },
  { key: 'soknader', label: T.applications },
  { key: 'stillinger', label: T.jobs },
  { key: 'favoritter', label: T.favourites },
  { key: 'meldinger', label: T.messages },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['key'];

/**
 * `?fane=meldinger`: the open tab lives in the address, so reload and back keep it, and a link
 * names it (the e-mail notice of a message, the header's messages button).
 */
export const TAB_PARAM = 'fane';

/** The dashboard on its Stillinger tab (after saving a job). */
export const DASHBOARD_JOBS_PATH = `/business/dashboard?${TAB_PARAM}=stillinger`;

/** The dashboard on its Profil tab (to fill in the company profile). */
export const DASHBOARD_PROFILE_PATH = `/business/dashboard?${TAB_PARAM}=profil`;
