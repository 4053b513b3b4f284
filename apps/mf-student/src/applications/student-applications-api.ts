import { api, errorStatus } from '@yrkesbro/api-client';
import type { AppliedResponse, ApplyRequest, StudentApplication } from '@yrkesbro/contracts';

/**
 * The student's applications, injected into the product's one api. Sending a søknad (or
 * learning from a 409 that one was already sent) marks the job as applied at once and
 * refreshes the student's list.
 */
export const studentApplicationsApi = api
  .enhanceEndpoints({ addTagTypes: ['StudentApplications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The signed-in student's own applications, newest first. */
      getStudentApplications: build.query<StudentApplication[], void>({
        query: () => '/users/applications',
        providesTags: ['StudentApplications'],
      }),
      /** Whether the signed-in student has applied for one job. */
      getJobApplied: build.query<AppliedResponse, string>({
        query: (jobUuid) => `/jobs/applied/${encodeURIComponent(jobUuid)}`,
      }),
      applyForJob: build.mutation<StudentApplication, { jobUuid: string; body: ApplyRequest }>({
        query: ({ jobUuid, body }) => ({
          url: `/jobs/${encodeURIComponent(jobUuid)}/apply`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, error) =>
          !error || errorStatus(error) === 409 ? ['StudentApplications'] : [],
        async onQueryStarted({ jobUuid }, { dispatch, queryFulfilled }) {
          const markApplied = () =>
            dispatch(
              studentApplicationsApi.util.upsertQueryData('getJobApplied', jobUuid, {
                applied: true,
              }),
            );
          try {
            await queryFulfilled;
            await markApplied();
          } catch (failure) {
            // 409: the søknad was sent before (another tab, a double click); it is applied.
            if (errorStatus((failure as { error?: unknown }).error) === 409) await markApplied();
          }
        },
      }),
    }),
  });

export const { useGetStudentApplicationsQuery, useGetJobAppliedQuery, useApplyForJobMutation } =
  studentApplicationsApi;
