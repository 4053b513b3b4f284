import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The single RTK Query api of the whole product. Each domain injects its endpoints
 * (`api.injectEndpoints`) from the remote that owns the screen; because this lib is a
 * federation singleton, every remote's endpoints land in the shell's one store and cache.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: ['Me'],
  endpoints: () => ({}),
});
