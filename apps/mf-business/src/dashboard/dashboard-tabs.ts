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

/** Router state that opens the dashboard on its Stillinger tab (after saving a job). */
export const DASHBOARD_JOBS: { tab: DashboardTab } = { tab: 'stillinger' };

/** `?fane=meldinger`: a link from outside (the e-mail notice of a message) names the tab. */
export const TAB_PARAM = 'fane';

export function tabFromState(state: unknown, query: string | null = null): DashboardTab {
  const tab = query ?? (state as { tab?: unknown } | null)?.tab;
  return DASHBOARD_TABS.some(({ key }) => key === tab) ? (tab as DashboardTab) : 'profil';
}
