export { api, CHANGED_ELSEWHERE } from './api.ts';
export {
  authApi,
  selectSigningOut,
  useForgotPasswordMutation,
  useLazyMeQuery,
  useConfirmTwoFactorEnrolmentMutation,
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useRegisterMutation,
  useResendVerificationMutation,
  useResetPasswordMutation,
  useStartTwoFactorEnrolmentMutation,
  useVerifyEmailMutation,
  useVerifyTwoFactorMutation,
} from './auth-api.ts';
export { sessionEnded } from './auth-actions.ts';
export { renewSession } from './session-renewal.ts';
export { useGetVocationsQuery, vocationsApi } from './vocations-api.ts';
export { authSlice, selectAuth, selectCurrentUser } from './auth-slice.ts';
export type { AuthState } from './auth-slice.ts';
export { createAppStore } from './store.ts';
export type { AppStore, RootState, AppDispatch } from './store.ts';
export { useAppDispatch, useAppSelector } from './hooks.ts';
export { StoreProvider } from './store-provider.tsx';
// Kept here too: every screen reads its failures through the api client.
export { errorCode, errorMessage, errorStatus, refusalMessage } from '@yrkesbro/contracts';
