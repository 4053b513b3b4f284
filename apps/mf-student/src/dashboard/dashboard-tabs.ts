import { TEXTS } from './texts.ts';

const T = TEXTS.tabs;

/** The dashboard's tabs in the spec's order (seed 1, section 2), by their key in the address. */
export const DASHBOARD_TABS = [
  { key: 'profil', label: T.profile },
  { key: 'favoritter', label: T.favorites },
  { key: 'soknader', label: T.applications },
  { key: 'meldinger', label: T.messages },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['key'];

/** `?fane=soknader`: the open tab lives in the address, so reload and back keep it. */
export const TAB_PARAM = 'fane';
