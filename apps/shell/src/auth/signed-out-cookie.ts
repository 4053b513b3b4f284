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

/**
 * `knownSignedOut`, without holding up the page: a first read of `document.cookie` waits on the
 * browser's network process, which is busy with the page's own requests as it loads (10–30 ms of
 * index.html's early script, on this machine). The Cookie Store API answers that asynchronously;
 * a browser without it, or one that refuses, has the cookie read as before. Never fails.
 */
export async function knownSignedOutSoon(): Promise<boolean> {
  try {
    if (typeof window !== 'undefined' && 'cookieStore' in window) {
      return (await window.cookieStore.get(SIGNED_OUT_COOKIE))?.value === '1';
    }
  } catch {
    // A browser that refuses the Cookie Store API here may still give document.cookie.
  }
  try {
    return knownSignedOut();
  } catch {
    // A document without cookies of its own (sandboxed) cannot say; the session check is asked.
    return false;
  }
}
