export { api } from './api.ts';
export {
  authApi,
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useLazyMeQuery,
} from './auth-api.ts';
export { authSlice, selectAuth, selectCurrentUser } from './auth-slice.ts';
export type { AuthState } from './auth-slice.ts';
export { createAppStore } from './store.ts';
export type { AppStore, RootState, AppDispatch } from './store.ts';
export { useAppDispatch, useAppSelector } from './hooks.ts';
export { errorMessage } from './error-message.ts';
