import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@yrkesbro/ui';

/** Marks the extra history entry that the browser's Back button uses up instead of the page. */
const GUARD_ENTRY = 'leaveGuard';

/** Where the student asked to go: a page of the app, or back past the guarded page. */
type Leaving = { to: string } | { back: true };

const isGuardEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && GUARD_ENTRY in state;

/**
 * While `active`, a click on any link to another page of the app, and the browser's Back button,
 * are held back until the student confirms through `leave`; closing or reloading the tab asks the
 * browser's own question. The shell's BrowserRouter offers no navigation blocker, so links are
 * caught where they are clicked, and Back lands on a copy of this page pushed on top of it: its
 * popstate opens the question and pushes the copy again.
 */
export function useLeaveGuard(active: boolean): {
  asking: boolean;
  stay: () => void;
  ask: (to: string) => void;
  leave: () => void;
} {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Leaving | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return undefined;
    const guarded = window.location.href;
    const pushGuardEntry = () =>
      window.history.pushState({ ...window.history.state, [GUARD_ENTRY]: true }, '', guarded);
    // A reload keeps the entry, and StrictMode runs this twice: one copy is enough.
    if (!isGuardEntry(window.history.state)) pushGuardEntry();

    const onPopState = (event: PopStateEvent) => {
      if (leaving.current || isGuardEntry(event.state) || window.location.href !== guarded) return;
      pushGuardEntry();
      setPending({ back: true });
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
        return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ to: url.pathname + url.search });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  return {
    asking: pending !== null,
    stay: () => setPending(null),
    ask: (to) => setPending({ to }),
    leave: () => {
      leaving.current = true;
      setPending(null);
      // Back past both this page and the copy of it on top.
      if (pending && 'back' in pending) window.history.go(-2);
      else navigate(pending?.to ?? '/assessments');
    },
  };
}
