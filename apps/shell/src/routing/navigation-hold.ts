import { useLocation } from '@yrkesbro/ui';
import type { SuspendingLoad } from '@yrkesbro/ui';
import { useEffect, useSyncExternalStore } from 'react';

// The load a navigation waits for, while the page it leaves stays on screen.
let held: PromiseLike<unknown> | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function release(load: PromiseLike<unknown>) {
  if (held !== load) return;
  held = undefined;
  notify();
}

/**
 * Suspends a navigation's render until `code` has loaded, above the next page's own Suspense
 * boundary. React Router renders a navigation as a transition, and React keeps showing the page
 * a transition leaves while what it renders is suspended outside any new boundary. The next
 * page's own boundary is new, so there it would show its loader at once, and then hold the page
 * back until 300 ms after that loader at the soonest (React reveals no sooner), even when its
 * code came 100 ms after the click. A failed load is left to the page's own error boundary.
 */
export function holdNavigationFor(code: SuspendingLoad<unknown>): void {
  try {
    code.read();
  } catch (thrown) {
    if (!isPromiseLike(thrown)) return;
    if (held !== thrown) {
      held = thrown;
      // After React's render: the layout's state cannot change during another component's.
      queueMicrotask(notify);
      thrown.then(
        () => release(thrown),
        () => release(thrown),
      );
    }
    throw thrown;
  }
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
