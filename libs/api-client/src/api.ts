import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query.ts';

/**
 * The single RTK Query api of the whole product. Each domain injects its endpoints
 * (`api.injectEndpoints`) from the remote that owns the screen; because this lib is a
 * federation singleton, every remote's endpoints land in the shell's one store and cache.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Me'],
  endpoints: () => ({}),
});

/**
 * Query options for what other people change (a student applies or withdraws, a business
 * answers): read again when a page shows it and when the window gets focus back, not served
 * from an earlier look. An answer of the last 10 seconds is used as it is: the page's own,
 * asked for on the way to it (the remotes' prefetchPage).
 */
export const CHANGED_ELSEWHERE = { refetchOnMountOrArgChange: 10, refetchOnFocus: true } as const;
