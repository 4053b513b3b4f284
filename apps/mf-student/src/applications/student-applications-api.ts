import { api, errorStatus } from '@yrkesbro/api-client';
import type { AppliedResponse, ApplyRequest, StudentApplication } from '@yrkesbro/contracts';

/**
 * The student's applications, injected into the product's one api. Sending a søknad (or
 * learning from a 409 that one was already sent) marks the job as applied at once and
 * refreshes the student's list; withdrawing one takes it out of the list and marks the job
 * as not applied, so its page offers Søk again.
 */
export const studentApplicationsApi = api
  .enhanceEndpoints({ addTagTypes: ['StudentApplications', 'CalendarEvents'] })
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
      /**
       * Trekker a søknad the business has not answered. On success it leaves the list at once
       * (and the calendar loses its interview); a 404 or 409 means the list is out of date (gone,
       * or answered meanwhile), so it is read again.
       */
      withdrawApplication: build.mutation<void, StudentApplication>({
        query: (application) => ({
          url: `/applications/${encodeURIComponent(application.id)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, error, application) => {
          if (error && !OUT_OF_DATE.includes(errorStatus(error) ?? 0)) return [];
          return application.interview
            ? ['StudentApplications', { type: 'CalendarEvents', id: 'LIST' }]
            : ['StudentApplications'];
        },
        async onQueryStarted(application, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
          } catch {
            return;
          }
          dispatch(
            studentApplicationsApi.util.updateQueryData(
              'getStudentApplications',
              undefined,
              (applications) => applications.filter((shown) => shown.id !== application.id),
            ),
          );
          await dispatch(
            studentApplicationsApi.util.upsertQueryData('getJobApplied', application.job_uuid, {
              applied: false,
            }),
          );
        },
      }),
    }),
  });

/** Answers that say the list on screen is out of date: the søknad is gone, or answered. */
const OUT_OF_DATE = [404, 409];

export const {
  useGetStudentApplicationsQuery,
  useGetJobAppliedQuery,
  useApplyForJobMutation,
  useWithdrawApplicationMutation,
} = studentApplicationsApi;
