import { api } from '@yrkesbro/api-client';
import type {
  MessageResponse,
  RecoveryCodesResponse,
  TotpCodeRequest,
  TwoFactorCodeRequest,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@yrkesbro/contracts';

/** The signed-in user's own second factor (the security page). */
export const twoFactorApi = api.enhanceEndpoints({ addTagTypes: ['TwoFactor'] }).injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TwoFactorStatusResponse, void>({
      query: () => '/auth/2fa',
      providesTags: ['TwoFactor'],
    }),
    setUpTwoFactor: build.mutation<TwoFactorSetupResponse, void>({
      query: () => ({ url: '/auth/2fa/setup', method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<RecoveryCodesResponse, TotpCodeRequest>({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    disableTwoFactor: build.mutation<MessageResponse, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    renewRecoveryCodes: build.mutation<RecoveryCodesResponse, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/auth/2fa/recovery-codes', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
  }),
});

export const {
  useTwoFactorStatusQuery,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
} = twoFactorApi;
