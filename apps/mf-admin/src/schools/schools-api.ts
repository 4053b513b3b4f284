import { api } from '@yrkesbro/api-client';
import type { Fylke, School, SchoolEmailRequest, SchoolRequest } from '@yrkesbro/contracts';

/** The schools directory: browsing for everyone signed in, changes and outreach for the admin. */
export const schoolsApi = api.enhanceEndpoints({ addTagTypes: ['Schools'] }).injectEndpoints({
  endpoints: (build) => ({
    getSchools: build.query<School[], { q: string; region: Fylke | '' }>({
      query: ({ q, region }) => ({ url: '/schools', params: region ? { q, region } : { q } }),
      providesTags: ['Schools'],
    }),
    saveSchool: build.mutation<School, SchoolRequest & { id?: string }>({
      query: ({ id, ...body }) =>
        id
          ? { url: `/schools/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: '/schools', method: 'POST', body },
      invalidatesTags: ['Schools'],
    }),
    importSchools: build.mutation<{ imported: number }, string>({
      query: (csv) => ({ url: '/schools/import', method: 'POST', body: { csv } }),
      invalidatesTags: ['Schools'],
    }),
    sendSchoolEmail: build.mutation<{ message: string }, SchoolEmailRequest>({
      query: (body) => ({ url: '/schools/send-email', method: 'POST', body }),
      invalidatesTags: ['Schools'],
    }),
  }),
});

export const {
  useGetSchoolsQuery,
  useSaveSchoolMutation,
  useImportSchoolsMutation,
  useSendSchoolEmailMutation,
} = schoolsApi;
