import { authSlice, createAppStore } from '@yrkesbro/api-client';
import type { AppStore } from '@yrkesbro/api-client';
import { knownSignedOut } from './signed-out-cookie.ts';

/** The product's store as a page load starts it: checked and signed out if the cookie says so. */
export function createStartingStore(): AppStore {
  return createAppStore(
    knownSignedOut()
      ? { auth: { ...authSlice.getInitialState(), initialCheckComplete: true } }
      : undefined,
  );
}
