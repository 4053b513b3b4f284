import { createContext, Suspense, useContext, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { PageLoader } from './page-loader.tsx';

/**
 * The longest that what waits for the first page waits, from the app's start: a page that never
 * shows its content (it failed, or it is slow beyond this) does not keep the rest from starting.
 */
export const LONGEST_PAGE_WAIT_MS = 5000;

interface PageShownSignal {
  /** Resolves once the first page has shown its content and the browser has painted it. */
  shown: Promise<void>;
  markShown: () => void;
}

// Outside the app (a component rendered on its own, in a test) nothing waits.
const PageShownContext = createContext<PageShownSignal>({
  shown: Promise.resolve(),
  markShown: () => undefined,
});

function createSignal(): PageShownSignal {
  let resolve = () => {};
  const painted = new Promise<void>((done) => (resolve = done));
  const longestWait = new Promise<void>((done) => setTimeout(done, LONGEST_PAGE_WAIT_MS));
  return {
    shown: Promise.race([painted, longestWait]),
    // A frame's callbacks run before its paint; a timeout set in one runs after it.
    markShown: () => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
    },
  };
}

/**
 * Tells what the app loads beside the page (the navbar's live unread count, the phone menu's
 * code) when the first page the address shows has painted its content: on a slow phone they
 * took the network and the main thread from that page. What asks the API as the signed-in
 * person then starts late enough to meet their signing out, so it checks for that too
 * (`selectSigningOut`).
 */
export function PageShownProvider({ children }: { children: ReactNode }) {
  const [signal] = useState(createSignal);
  return <PageShownContext.Provider value={signal}>{children}</PageShownContext.Provider>;
}

/**
 * Rendered beside a page inside the page's Suspense boundary: it commits, and reports, only
 * together with the page's content.
 */
export function PageShown() {
  const { markShown } = useContext(PageShownContext);
  useEffect(() => {
    markShown();
  }, [markShown]);
  return null;
}

/** A page with `PageShown` beside it, in a boundary of its own for what the page loads itself. */
export function ShownPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
      <PageShown />
    </Suspense>
  );
}

/** False until the first page has painted its content (true straight after mounting outside the app). */
export function usePageShown(): boolean {
  const { shown } = useContext(PageShownContext);
  const [hasShown, setHasShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void shown.then(() => {
      if (mounted) setHasShown(true);
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return hasShown;
}
