import type {
  AuthUserResponse,
  EmailOnlyRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  TokenRequest,
  TotpCodeRequest,
  TwoFactorCodeRequest,
  TwoFactorEnrolledResponse,
  TwoFactorSetupResponse,
} from '@yrkesbro/contracts';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { api } from './api.ts';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<AuthUserResponse, void>({ query: () => '/auth/me', providesTags: ['Me'] }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    /** The login's second step: a code from the app or a recovery code. */
    verifyTwoFactor: build.mutation<AuthUserResponse, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/auth/2fa/verify', method: 'POST', body }),
    }),
    /** The admin's enrolment at the first login: a new secret and its QR code. */
    startTwoFactorEnrolment: build.mutation<TwoFactorSetupResponse, void>({
      query: () => ({ url: '/auth/2fa/enrolment', method: 'POST' }),
    }),
    /**
     * Begins the session and answers the recovery codes; the page signs the person in (with
     * `me`) once they have seen the codes.
     */
    confirmTwoFactorEnrolment: build.mutation<TwoFactorEnrolledResponse, TotpCodeRequest>({
      query: (body) => ({ url: '/auth/2fa/enrolment/confirm', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    register: build.mutation<MessageResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<MessageResponse, TokenRequest>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
    }),
    resendVerification: build.mutation<MessageResponse, EmailOnlyRequest>({
      query: (body) => ({ url: '/auth/resend-verification', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, EmailOnlyRequest>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useMeQuery,
  useLazyMeQuery,
  useLoginMutation,
  useVerifyTwoFactorMutation,
  useStartTwoFactorEnrolmentMutation,
  useConfirmTwoFactorEnrolmentMutation,
  useLogoutMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

/**
 * Whether a sign-out is on its way. What asks the API as the person does not start then: the
 * server may end the session before that request arrives, and refuse it.
 */
export function selectSigningOut(state: { api: ReturnType<typeof api.reducer> }): boolean {
  return Object.values(state.api.mutations).some(
    (mutation) => mutation?.endpointName === 'logout' && mutation.status === QueryStatus.pending,
  );
}
