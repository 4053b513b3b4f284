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
