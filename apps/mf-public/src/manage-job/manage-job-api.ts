import { api } from '@yrkesbro/api-client';
import type {
  BusinessApplication,
  ManagedJobRequest,
  ManagedJobResponse,
  PostedApplicationAnswer,
} from '@yrkesbro/contracts';

/**
 * /jobs/manage/{token}'s calls: the token from the private link is the only key. Every change
 * answers the whole page's data, which replaces what is shown; a refused change replaces
 * nothing, and the form that sent it shows why.
 */
export const manageJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    getManagedJob: build.query<ManagedJobResponse, string>({
      query: (token) => `/jobs/manage/${encodeURIComponent(token)}`,
    }),
    updateManagedJob: build.mutation<
      ManagedJobResponse,
      { token: string; body: ManagedJobRequest }
    >({
      query: ({ token, body }) => ({
        url: `/jobs/manage/${encodeURIComponent(token)}`,
        method: 'PUT',
        body,
      }),
      onQueryStarted: async ({ token }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          dispatch(manageJobApi.util.upsertQueryData('getManagedJob', token, answer.data));
      },
    }),
    setManagedJobOpen: build.mutation<ManagedJobResponse, { token: string; open: boolean }>({
      query: ({ token, open }) => ({
        url: `/jobs/manage/${encodeURIComponent(token)}/${open ? 'open' : 'close'}`,
        method: 'POST',
      }),
      onQueryStarted: async ({ token }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          dispatch(manageJobApi.util.upsertQueryData('getManagedJob', token, answer.data));
      },
    }),
    answerApplication: build.mutation<
      BusinessApplication,
      { token: string; uuid: string; body: PostedApplicationAnswer }
    >({
      query: ({ token, uuid, body }) => ({
        url: `/jobs/manage/${encodeURIComponent(token)}/applications/${uuid}`,
        method: 'PUT',
        body,
      }),
      onQueryStarted: async ({ token, uuid }, { dispatch, queryFulfilled }) => {
        // A refused answer is shown by the dialog that sent it; nothing to replace then.
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const { data } = answer;
        dispatch(
          manageJobApi.util.updateQueryData('getManagedJob', token, (draft) => {
            draft.applications = draft.applications.map((application) =>
              application.application_uuid === uuid ? data : application,
            );
          }),
        );
      },
    }),
  }),
});

export const {
  useGetManagedJobQuery,
  useUpdateManagedJobMutation,
  useSetManagedJobOpenMutation,
  useAnswerApplicationMutation,
} = manageJobApi;
