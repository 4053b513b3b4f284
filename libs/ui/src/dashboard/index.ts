// '@yrkesbro/ui/dashboard': the parts only the signed-in dashboards use (mf-student,
// mf-business, mf-admin). They are not shared through federation as '@yrkesbro/ui' is: that
// entry is bundled whole into the shell's first load, and these would add their MUI components
// (tabs, pagination, select, text field) to every public page and the login page. Each
// dashboard bundles what it uses of them, next to the same MUI components of its own; a person
// only ever loads one dashboard. Nothing here imports from '../': a file shared with the shared
// entry would be bundled into the chunk of the dashboard's fallback copy of that entry, and the
// dashboard would download that chunk (and a second router) with it.
export { DashboardHeader } from './dashboard-header.tsx';
export { DashboardTabs } from './dashboard-tabs.tsx';
export type { LazyPanel } from './dashboard-tabs.tsx';
export { onDemand } from './on-demand.ts';
export type { OnDemand } from './on-demand.ts';
export { ListPagination } from './list-pagination.tsx';
export { pastLastPage } from './past-last-page.ts';
export { SearchField } from './search-field.tsx';
export { PROFILE_GRADIENTS, profileGradient } from './profile-gradients.ts';
export type { ProfileGradient } from './profile-gradients.ts';
export { CARD_COLUMNS, CardGrid, CardSkeleton, clampLines } from './card-grid.tsx';
export { OpenedOnce } from './opened-once.tsx';
export { LoadFailure } from './load-failure.tsx';
export { LoadsInPlace } from './loads-in-place.tsx';
export { RetryAlert } from './retry-alert.tsx';
export { FilterSelect } from './filter-select.tsx';
export { useFailureToast } from './use-failure-toast.ts';
export { tabNamed, withTab } from './tab-in-address.ts';
