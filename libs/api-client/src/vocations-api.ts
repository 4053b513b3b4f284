import type { Vocation } from '@yrkesbro/contracts';
import { api } from './api.ts';

/**
 * GET /api/vocations, the one list of trades every remote's selects offer (skills, jobs,
 * company industry). One endpoint, so the list is fetched once and cached for all of them.
 */
export const vocationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVocations: build.query<Vocation[], void>({
      query: () => '/vocations',
      // The trades change with a new release of the data, not while someone is signed in.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetVocationsQuery } = vocationsApi;
