import { useLocation, useNavigationType } from '@yrkesbro/ui';
import type { SuspendingLoad } from '@yrkesbro/ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The longest a navigation waits on the page it leaves: a page whose code has not come by then
 * shows its own loader, where the page left would stay inert as long as a stalled server kept it.
 */
export const LONGEST_HOLD_MS = 5000;

interface Wait {
  promise: Promise<void>;
  over: boolean;
}

// The wait a navigation is held for, while the page it leaves stays on screen.
let held: Wait | undefined;
const waits = new WeakMap<PromiseLike<unknown>, Wait>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function release(wait: Wait) {
  if (held !== wait) return;
  held = undefined;
  notify();
}

/** The wait for `load`, at most `LONGEST_HOLD_MS`; one per load, however often React renders. */
function waitFor(load: PromiseLike<unknown>): Wait {
  let wait = waits.get(load);
  if (!wait) {
    const settled = Promise.resolve(load).then(
      () => undefined,
      () => undefined,
    );
    const longest = new Promise<void>((done) => setTimeout(done, LONGEST_HOLD_MS));
    const entry: Wait = { over: false, promise: Promise.race([settled, longest]) };
    void entry.promise.then(() => {
      entry.over = true;
      release(entry);
    });
    waits.set(load, entry);
    wait = entry;
  }
  return wait;
}

/**
 * Suspends a navigation's render until `code` has loaded, above the next page's own loader.
 * React Router renders a navigation as a transition, and React keeps showing the page a
 * transition leaves while what it renders is suspended. Below this the next page shows its
 * loader at once while its code comes (`WhenLoaded`): the page left would blink to a loader
 * and back to a page, even when the code came 100 ms after the click. A failed load is left to
 * the page's own error boundary, and one slower than `LONGEST_HOLD_MS` to the page's loader.
 */
export function holdNavigationFor(code: SuspendingLoad<unknown>): void {
  try {
    code.read();
  } catch (thrown) {
    if (!isPromiseLike(thrown)) return;
    const wait = waitFor(thrown);
    if (wait.over) return;
    if (held !== wait) {
      held = wait;
      // After React's render: the layout's state cannot change during another component's.
      queueMicrotask(notify);
    }
    throw wait.promise;
  }
}

/**
 * True while rendering a link's navigation to a new address (a push), until the page it shows
 * has committed: not for a redirect (`<Navigate>` replaces, and leaves an empty page, no page to
 * wait on), nor back or forward, nor any render once the page is shown.
 */
export function useNavigationStarting(): boolean {
  const { key } = useLocation();
  const pushed = useNavigationType() === 'PUSH';
  const shownKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    shownKey.current = key;
  }, [key]);
  return pushed && shownKey.current !== key;
}

/**
 * True while a navigation waits for its page's code on the page it leaves: the layout then shows
 * a progress bar and keeps that page from taking input. A navigation that comes in between and
 * shows its page ends the wait too.
 */
export function useNavigationHeld(): boolean {
  const location = useLocation();
  useEffect(() => {
    if (held) release(held);
  }, [location]);
  return useSyncExternalStore(subscribe, isHeld, () => false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isHeld = () => held !== undefined;

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
