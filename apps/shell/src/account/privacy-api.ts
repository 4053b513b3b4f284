import { api } from '@yrkesbro/api-client';
import type { AccountDeletionRequest, AccountDeletionStatus } from '@yrkesbro/contracts';

/** The signed-in user's deletion: when it happens, asking for it, and calling it off. */
export const privacyApi = api
  .enhanceEndpoints({ addTagTypes: ['AccountDeletion'] })
  .injectEndpoints({
    endpoints: (build) => ({
      accountDeletion: build.query<AccountDeletionStatus, void>({
        query: () => '/account/deletion',
        providesTags: ['AccountDeletion'],
      }),
      scheduleDeletion: build.mutation<AccountDeletionStatus, AccountDeletionRequest>({
        query: (body) => ({ url: '/account/deletion', method: 'POST', body }),
      }),
      cancelDeletion: build.mutation<AccountDeletionStatus, void>({
        query: () => ({ url: '/account/deletion', method: 'DELETE' }),
        invalidatesTags: ['AccountDeletion'],
      }),
    }),
  });

export const { useAccountDeletionQuery, useScheduleDeletionMutation, useCancelDeletionMutation } =
  privacyApi;
