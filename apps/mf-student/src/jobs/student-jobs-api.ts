import { api } from '@yrkesbro/api-client';
import { jobSearchPath } from '@yrkesbro/contracts';
import type { Job, JobSearchArgs, JobSearchResponse } from '@yrkesbro/contracts';

/**
 * mf-student's job calls, injected into the product's one api. The favourite list carries the
 * 'FavoriteJobs' tag so adding or removing a favourite refreshes every heart and the dashboard.
 */
export const studentJobsApi = api
  .enhanceEndpoints({ addTagTypes: ['FavoriteJobs'] })
  .injectEndpoints({
    endpoints: (build) => ({
      searchJobs: build.query<JobSearchResponse, JobSearchArgs>({
        // A path of its own making, which index.html's early script preloads the same.
        query: jobSearchPath,
      }),
      getJobDetail: build.query<Job, string>({
        query: (uuid) => `/jobs/${encodeURIComponent(uuid)}`,
      }),
      getFavoriteJobs: build.query<Job[], void>({
        query: () => '/jobs/favorites',
        providesTags: ['FavoriteJobs'],
      }),
      addFavoriteJob: build.mutation<void, Job>({
        query: (job) => ({
          url: `/jobs/favorites/${encodeURIComponent(job.uuid)}`,
          method: 'POST',
        }),
        invalidatesTags: ['FavoriteJobs'],
        // The heart fills at once; it empties again if the server says no.
        async onQueryStarted(job, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            studentJobsApi.util.updateQueryData('getFavoriteJobs', undefined, (favorites) => {
              if (!favorites.some((favorite) => favorite.uuid === job.uuid)) favorites.unshift(job);
            }),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
      }),
      removeFavoriteJob: build.mutation<void, Job>({
        query: (job) => ({
          url: `/jobs/favorites/${encodeURIComponent(job.uuid)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['FavoriteJobs'],
        async onQueryStarted(job, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            studentJobsApi.util.updateQueryData('getFavoriteJobs', undefined, (favorites) =>
              favorites.filter((favorite) => favorite.uuid !== job.uuid),
            ),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
      }),
    }),
  });

export const {
  useSearchJobsQuery,
  useGetJobDetailQuery,
  useGetFavoriteJobsQuery,
  useAddFavoriteJobMutation,
  useRemoveFavoriteJobMutation,
} = studentJobsApi;
