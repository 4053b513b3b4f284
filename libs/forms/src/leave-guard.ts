import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@yrkesbro/ui';

/** Marks the extra history entry that the browser's Back button uses up instead of the page. */
const GUARD_ENTRY = 'leaveGuard';

/** Where the user asked to go: a page of the app, or back past the guarded page. */
type Leaving = { to: string } | { back: true };

const isGuardEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && GUARD_ENTRY in state;

export interface LeaveGuard {
  /** A way out is held back, waiting for `stay` or `leave`. */
  asking: boolean;
  stay: () => void;
  /** Asks before going to `to` (a button of the page's own that leaves it). */
  ask: (to: string) => void;
  /** Goes where the user asked to. */
  leave: () => void;
  /** Leaves for `to` without asking (the work is saved), taking the guard's copy of the page along. */
  proceed: (to: string) => void;
}

/**
 * While `active`, a click on any link to another page of the app, and the browser's Back button,
 * are held back until the user confirms through `leave`; closing or reloading the tab asks the
 * browser's own question. The shell's BrowserRouter offers no navigation blocker, so links are
 * caught where they are clicked, and Back lands on a copy of this page pushed on top of it: its
 * popstate opens the question and pushes the copy again. Leaving forward replaces that copy, so
 * Back from the next page comes to this page once, not twice. `onLeave` runs when the user has
 * chosen to leave what the page holds behind.
 */
export function useLeaveGuard(active: boolean, onLeave?: () => void): LeaveGuard {
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
      // A link the page offers on its way (fill in the profile first) keeps what is typed.
      if (link.dataset.keepsForm !== undefined) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
        return;
      // Not stopped: the link's own handlers still run (the phone menu closes, so the question
      // is not asked behind it), and a prevented click is one the router does not follow.
      event.preventDefault();
      setPending({ to: url.pathname + url.search });
    };
    // Leaving already confirmed (Back past a page loaded on its own) is not asked again.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  // Nothing left to lose (saved, or typed back as it was) while still here: the copy of the page
  // on top is taken off again, or Back would seem to do nothing once.
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active && !leaving.current && isGuardEntry(window.history.state))
      window.history.back();
    wasActive.current = active;
  }, [active]);

  const proceed = (to: string) => {
    leaving.current = true;
    navigate(to, { replace: isGuardEntry(window.history.state) });
  };
  return {
    asking: pending !== null,
    stay: () => setPending(null),
    ask: (to) => setPending({ to }),
    leave: () => {
      if (!pending) return;
      setPending(null);
      onLeave?.();
      // Back past both this page and the copy of it on top.
      if ('back' in pending) {
        leaving.current = true;
        window.history.go(-2);
      } else proceed(pending.to);
    },
    proceed,
  };
}
