import { SIGNED_OUT_COOKIE } from '@yrkesbro/contracts';

/**
 * True when the API has said, by its cookie, that this browser has no session: it signed out,
 * or its session could not be renewed. Asking who is signed in would only be refused, twice (the
 * check, then the renewal), before a sign-in form could show. Kept apart from the store so that
 * index.html's early script can read it without the api client.
 */
export function knownSignedOut(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.cookie.split('; ').includes(`${SIGNED_OUT_COOKIE}=1`)
  );
}
