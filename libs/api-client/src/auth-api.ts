import type { AuthUserResponse, LoginRequest } from '@yrkesbro/contracts';
import { api } from './api.ts';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<AuthUserResponse, void>({ query: () => '/auth/me', providesTags: ['Me'] }),
    login: build.mutation<AuthUserResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useMeQuery, useLazyMeQuery, useLoginMutation, useLogoutMutation } = authApi;
