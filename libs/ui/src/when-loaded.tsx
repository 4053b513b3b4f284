import { startTransition, useEffect, useReducer } from 'react';
import type { ReactNode } from 'react';
import type { SuspendingLoad } from './suspending-load.ts';

interface WhenLoadedProps<T> {
  load: SuspendingLoad<T>;
  /** Shown while `load` is under way. */
  fallback: ReactNode;
  /** Called only once the value is in: a render function, so no hooks in it. */
  children: (value: T) => ReactNode;
}

/**
 * `children` with what `load` loads, and `fallback` until then, without suspending. A suspended
 * boundary's content comes in as React's retry, which React holds back until 300 ms after the
 * last loader it showed anywhere: the first page of a visit, whose code came 40 ms after the
 * layout and its loader, stood 220 ms behind a loader with nothing left to wait for. This shows
 * the content with an update of its own (a transition, so a slow phone stays responsive while it
 * renders), as soon as the load is in. A failed load goes to the nearest error boundary.
 */
export function WhenLoaded<T>({ load, fallback, children }: WhenLoadedProps<T>) {
  const [renders, loadCame] = useReducer((count: number) => count + 1, 0);
  const loaded = load.peek();
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    const show = () => {
      if (mounted) startTransition(loadCame);
    };
    load.load().then(show, show);
    return () => {
      mounted = false;
    };
    // Again after each load that came: a failed one may have been started afresh meanwhile (a
    // link's intent preloads), and this render waits for that one.
  }, [load, loaded, renders]);
  if (loaded) return children(loaded.value);
  // Prerendering (react-dom/static, where there is no document) runs no effects and waits for
  // what suspends; it has no 300 ms to lose.
  if (typeof document === 'undefined') return children(load.read());
  // Started as the render asks, as `read` starts it: the effect above comes only after the commit.
  load.load().catch(() => undefined);
  return fallback;
}
