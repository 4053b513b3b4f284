import { createSlice } from '@reduxjs/toolkit';
import type { AuthUser } from '@yrkesbro/contracts';
import { sessionEnded } from './auth-actions.ts';
import { authApi } from './auth-api.ts';
import { errorMessage, isTwoFactorChallenge } from '@yrkesbro/contracts';

/** Auth state as the spec names it (seed 1, section 3). */
export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  initialCheckComplete: boolean;
}

const initialState: AuthState = {
  user: null,
  isLoading: false,
  error: null,
  isAuthenticated: false,
  initialCheckComplete: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const { me, login, verifyTwoFactor, logout } = authApi.endpoints;
    builder
      .addCase(sessionEnded, () => ({ ...initialState, initialCheckComplete: true }))
      .addMatcher(me.matchPending, (state) => {
        state.isLoading = true;
      })
      .addMatcher(me.matchFulfilled, (state, { payload }) => {
        Object.assign(state, signedIn(payload.user));
      })
      .addMatcher(me.matchRejected, (state, action) => {
        // A condition-skipped query is not an answer from the server.
        if (action.meta.condition) return;
        Object.assign(state, { ...initialState, initialCheckComplete: true });
      })
      .addMatcher(login.matchPending, (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addMatcher(login.matchFulfilled, (state, { payload }) => {
        // The password was right, but the session waits for the second factor.
        if (isTwoFactorChallenge(payload)) state.isLoading = false;
        else Object.assign(state, signedIn(payload.user));
      })
      .addMatcher(verifyTwoFactor.matchFulfilled, (state, { payload }) => {
        Object.assign(state, signedIn(payload.user));
      })
      .addMatcher(login.matchRejected, (state, action) => {
        Object.assign(state, {
          ...initialState,
          initialCheckComplete: true,
          error: errorMessage(action.payload, 'Login failed'),
        });
      })
      .addMatcher(logout.matchFulfilled, () => ({ ...initialState, initialCheckComplete: true }))
      .addMatcher(logout.matchRejected, (state, action) => {
        state.error = errorMessage(action.payload, 'Logout failed');
      });
  },
  selectors: {
    selectAuth: (state) => state,
    selectCurrentUser: (state) => state.user,
  },
});

function signedIn(user: AuthUser): AuthState {
  return { user, isLoading: false, error: null, isAuthenticated: true, initialCheckComplete: true };
}

export const { selectAuth, selectCurrentUser } = authSlice.selectors;
