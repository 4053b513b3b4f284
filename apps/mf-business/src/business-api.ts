import { api } from '@yrkesbro/api-client';
import type {
  BusinessJobsResponse,
  BusinessProfile,
  Job,
  JobRequest,
  Vocation,
} from '@yrkesbro/contracts';

/**
 * mf-business's calls, injected into the product's one api. The names carry "Business" so
 * they never collide with another remote's endpoints in the shared api.
 */
export const businessApi = api
  .enhanceEndpoints({ addTagTypes: ['Business', 'BusinessJobs'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getBusinessVocations: build.query<Vocation[], void>({ query: () => '/vocations' }),
      /** 404 until the company profile has been filled in: the form is then in create mode. */
      getMyBusiness: build.query<BusinessProfile, void>({
        query: () => '/businesses/mine',
        providesTags: ['Business'],
      }),
      createBusiness: build.mutation<BusinessProfile, FormData>({
        query: (body) => ({ url: '/businesses', method: 'POST', body }),
        invalidatesTags: ['Business', 'BusinessJobs'],
      }),
      updateBusiness: build.mutation<BusinessProfile, { uuid: string; body: FormData }>({
        query: ({ uuid, body }) => ({ url: `/businesses/${uuid}`, method: 'PUT', body }),
        invalidatesTags: ['Business', 'BusinessJobs'],
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
        invalidatesTags: ['BusinessJobs', 'Business'],
      }),
    }),
  });

export const {
  useGetBusinessVocationsQuery,
  useGetMyBusinessQuery,
  useCreateBusinessMutation,
  useUpdateBusinessMutation,
  useGetOwnBusinessJobsQuery,
  useGetBusinessJobsQuery,
  useGetBusinessJobQuery,
  useCreateBusinessJobMutation,
  useUpdateBusinessJobMutation,
  useDeleteBusinessJobMutation,
} = businessApi;
