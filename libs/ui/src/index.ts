export * from './tokens.ts';
export * from './theme.ts';
export * from './contrast.ts';
export * from './router.ts';
export { FullScreenLoader } from './full-screen-loader.tsx';
export { PageContainer } from './page-container.tsx';
export { StatusMessage } from './status-message.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { PlaceholderPage, placeholderPage } from './placeholder-page.tsx';
export { createPageSwitch } from './page-switch.tsx';
export { lazyPage } from './lazy-page.tsx';
export type { LazyPage } from './lazy-page.tsx';
export { suspendingLoad } from './suspending-load.ts';
export type { SuspendingLoad } from './suspending-load.ts';
export { WhenLoaded } from './when-loaded.tsx';
export {
  LONGEST_PAGE_WAIT_MS,
  PageShown,
  PageShownProvider,
  ShownPage,
  usePageShown,
} from './page-shown.tsx';
export type { PageMap } from './page-switch.tsx';
export { PageHeadContext, usePageTitle } from './use-page-title.ts';
export type { PageHead } from './use-page-title.ts';
export { LoadingBar } from './loading-bar.tsx';
export { PageLoader } from './page-loader.tsx';
export {
  capturePrerenderedPage,
  PrerenderedPageOr,
  PrerenderedPageRoot,
} from './prerendered-page.tsx';
export { visuallyHidden } from './visually-hidden.ts';
export { chipList, wrappingChip } from './chip-list.ts';
export { LoadFailed } from './load-failed.tsx';
export {
  externalUrl,
  formatDate,
  formatDateTime,
  formatDay,
  formatKroner,
  formatSalary,
  groupThousands,
  madeOnce,
  initials,
} from './format.ts';
export { InterviewDetails } from './interview-details.tsx';
export {
  SEARCH_DEBOUNCE_MS,
  positiveNumberIn,
  useDebouncedUrlText,
  useUrlFilters,
} from './url-filters.ts';
// Where the lists' filters become a request; kept here for the remotes that import it from ui.
export { withoutEmpty } from '@yrkesbro/contracts';
export type { FilterChanges } from './url-filters.ts';
