import { api } from '@yrkesbro/api-client';
import type { ChangePasswordRequest, MessageResponse } from '@yrkesbro/contracts';

/**
 * "Bytt passord" on the security page. Injected from here, not from the api client's auth
 * endpoints, so that only the account pages (lazy chunks) carry it.
 */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = passwordApi;
