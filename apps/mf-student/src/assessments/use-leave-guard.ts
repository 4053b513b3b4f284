import { useEffect, useState } from 'react';

/**
 * While `active`, a click on any link to another page of the app is held back and handed to
 * `onLeave`, and closing or reloading the tab asks the browser's own question. The shell's
 * BrowserRouter offers no navigation blocker, so links are caught where they are clicked.
 */
export function useLeaveGuard(active: boolean): {
  pending: string | null;
  stay: () => void;
  ask: (to: string) => void;
} {
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
        return;
      event.preventDefault();
      event.stopPropagation();
      setPending(url.pathname + url.search);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  return { pending, stay: () => setPending(null), ask: setPending };
}
