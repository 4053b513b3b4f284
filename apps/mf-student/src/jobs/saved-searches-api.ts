import { api } from '@yrkesbro/api-client';
import type { SavedSearch, SavedSearchRequest } from '@yrkesbro/contracts';

/** A student's saved job searches; saving or deleting one refreshes the dashboard's list. */
export const savedSearchesApi = api
  .enhanceEndpoints({ addTagTypes: ['SavedSearches'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSavedSearches: build.query<SavedSearch[], void>({
        query: () => '/jobs/saved-searches',
        providesTags: ['SavedSearches'],
      }),
      saveSearch: build.mutation<SavedSearch, SavedSearchRequest>({
        query: (body) => ({ url: '/jobs/saved-searches', method: 'POST', body }),
        invalidatesTags: ['SavedSearches'],
      }),
      deleteSavedSearch: build.mutation<void, string>({
        query: (id) => ({
          url: `/jobs/saved-searches/${encodeURIComponent(id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['SavedSearches'],
      }),
    }),
  });

export const { useGetSavedSearchesQuery, useSaveSearchMutation, useDeleteSavedSearchMutation } =
  savedSearchesApi;

/** The job list's address for a saved search, the way the list writes it. */
export function savedSearchPath(
  search: Pick<SavedSearch, 'q' | 'location' | 'vocation' | 'job_type'>,
): string {
  const query = new URLSearchParams();
  if (search.q) query.set('q', search.q);
  if (search.location) query.set('location', search.location);
  if (search.vocation) query.set('vocation', String(search.vocation));
  if (search.job_type) query.set('job_type', search.job_type);
  const text = query.toString();
  return text ? `/jobs?${text}` : '/jobs';
}
