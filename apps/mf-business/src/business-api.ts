import { api } from '@yrkesbro/api-client';
import type {
  ApplicationStatusRequest,
  BusinessApplication,
  BusinessApplicationsResponse,
  BusinessRegistrationDetails,
  BusinessJobsResponse,
  BusinessProfile,
  Job,
  JobRequest,
  ScheduleInterviewRequest,
} from '@yrkesbro/contracts';

/**
 * What an answer to an application (a status, an interview) makes stale: the lists and the
 * calendar once it is done, and also when the application was gone (404, the student withdrew
 * it) or changed meanwhile (409), so the card that offered the answer is read again.
 */
function afterApplicationChange(
  _result: unknown,
  error: unknown,
): ('BusinessApplications' | 'CalendarEvents')[] {
  const status = (error as { status?: unknown } | undefined)?.status;
  return !error || status === 404 || status === 409
    ? ['BusinessApplications', 'CalendarEvents']
    : [];
}

/**
 * mf-business's calls, injected into the product's one api. The names carry "Business" so
 * they never collide with another remote's endpoints in the shared api.
 */
export const businessApi = api
  .enhanceEndpoints({
    addTagTypes: ['Business', 'BusinessJobs', 'BusinessApplications', 'CalendarEvents'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** 404 until the company profile has been filled in: the form is then in create mode. */
      getMyBusiness: build.query<BusinessProfile, void>({
        query: () => '/businesses/mine',
        providesTags: ['Business'],
      }),
      getBusinessRegistration: build.query<BusinessRegistrationDetails, void>({
        query: () => '/businesses/mine/registration',
      }),
      createBusiness: build.mutation<BusinessProfile, FormData>({
        query: (body) => ({ url: '/businesses', method: 'POST', body }),
        // Only a saved profile is read again: a refused one would put the form back to empty.
        invalidatesTags: (_result, error) => (error ? [] : ['Business', 'BusinessJobs']),
      }),
      updateBusiness: build.mutation<BusinessProfile, { uuid: string; body: FormData }>({
        query: ({ uuid, body }) => ({ url: `/businesses/${uuid}`, method: 'PUT', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['Business', 'BusinessJobs']),
      }),
      /** The signed-in business's own jobs, newest first, drafts included. */
      getOwnBusinessJobs: build.query<BusinessJobsResponse, void>({
        query: () => '/businesses/jobs/jobs-by-business',
        providesTags: ['BusinessJobs'],
      }),
      getBusinessJobs: build.query<BusinessJobsResponse, string>({
        query: (businessUuid) => `/businesses/jobs/jobs-by-business/${businessUuid}`,
        providesTags: ['BusinessJobs'],
      }),
      /** One job; its owner also gets its drafts. */
      getBusinessJob: build.query<Job, string>({
        query: (uuid) => `/jobs/${uuid}`,
        providesTags: (_result, _error, uuid) => [{ type: 'BusinessJobs', id: uuid }],
      }),
      createBusinessJob: build.mutation<Job, JobRequest>({
        query: (body) => ({ url: '/businesses/jobs', method: 'POST', body }),
        invalidatesTags: ['BusinessJobs', 'Business'],
      }),
      updateBusinessJob: build.mutation<{ jobId: string }, { uuid: string; body: JobRequest }>({
        query: ({ uuid, body }) => ({ url: `/businesses/jobs/${uuid}`, method: 'PUT', body }),
        invalidatesTags: ['BusinessJobs', 'Business'],
      }),
      deleteBusinessJob: build.mutation<void, string>({
        query: (uuid) => ({ url: `/businesses/job/${uuid}`, method: 'DELETE' }),
        // Its interviews leave the business's calendar with it.
        invalidatesTags: ['BusinessJobs', 'Business', 'BusinessApplications', 'CalendarEvents'],
      }),
      /** The five newest applications to the business's jobs, with the dashboard's counts. */
      getRecentBusinessApplications: build.query<BusinessApplicationsResponse, void>({
        query: () => '/businesses/applications/recent',
        providesTags: ['BusinessApplications'],
      }),
      /** A page of every application to the business's jobs, newest first. */
      getAllBusinessApplications: build.query<BusinessApplicationsResponse, { page: number }>({
        query: (params) => ({ url: '/businesses/applications/all', params }),
        providesTags: ['BusinessApplications'],
      }),
      /** A page of the applications to one of the business's jobs, by the job's uuid. */
      getBusinessJobApplications: build.query<
        BusinessApplicationsResponse,
        { jobUuid: string; page: number }
      >({
        query: ({ jobUuid, page }) => ({
          url: `/businesses/applications/${encodeURIComponent(jobUuid)}`,
          params: { page },
        }),
        providesTags: ['BusinessApplications'],
      }),
      // A changed application refreshes every list and count it appears in.
      updateBusinessApplicationStatus: build.mutation<
        BusinessApplication,
        { applicationUuid: string } & ApplicationStatusRequest
      >({
        query: ({ applicationUuid, ...body }) => ({
          url: `/businesses/applications/${encodeURIComponent(applicationUuid)}/status`,
          method: 'PUT',
          body,
        }),
        // Avvist cancels an interview still to come, taking it out of the calendar.
        invalidatesTags: afterApplicationChange,
      }),
      scheduleBusinessInterview: build.mutation<
        BusinessApplication,
        { applicationUuid: string; body: ScheduleInterviewRequest }
      >({
        query: ({ applicationUuid, body }) => ({
          url: `/businesses/applications/${encodeURIComponent(applicationUuid)}/schedule-interview`,
          method: 'POST',
          body,
        }),
        // The interview's events in the business's own calendar move with it.
        invalidatesTags: afterApplicationChange,
      }),
      cancelBusinessInterview: build.mutation<BusinessApplication, string>({
        query: (applicationUuid) => ({
          url: `/businesses/applications/${encodeURIComponent(applicationUuid)}/interview`,
          method: 'DELETE',
        }),
        invalidatesTags: afterApplicationChange,
      }),
    }),
  });

export const {
  useGetMyBusinessQuery,
  useGetBusinessRegistrationQuery,
  useCreateBusinessMutation,
  useUpdateBusinessMutation,
  useGetOwnBusinessJobsQuery,
  useGetBusinessJobsQuery,
  useGetBusinessJobQuery,
  useCreateBusinessJobMutation,
  useUpdateBusinessJobMutation,
  useDeleteBusinessJobMutation,
  useGetRecentBusinessApplicationsQuery,
  useGetAllBusinessApplicationsQuery,
  useGetBusinessJobApplicationsQuery,
  useUpdateBusinessApplicationStatusMutation,
  useScheduleBusinessInterviewMutation,
  useCancelBusinessInterviewMutation,
} = businessApi;
