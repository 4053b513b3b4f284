import { useLocation } from '@yrkesbro/ui';
import { useEffect, useRef } from 'react';

/**
 * Keeps a keyboard user's place when the page changes. The link or button they pressed goes
 * with the page it was on, focus fell back to <body>, and the next Tab went on from where that
 * element had been: into the middle of the new page, past its first controls. Focus then goes to
 * the main area (`mainId`), so the next Tab is the new page's first control. Focus the new page
 * has taken itself, or that stayed in the navbar, is left where it is; the footer's is not.
 */
export function FocusOnNavigate({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const focused = document.activeElement;
    // A footer link stays at the new page's end: the next Tab went on through the footer.
    const kept = focused?.isConnected && focused !== document.body && !focused.closest('footer');
    if (kept) return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
  return null;
}
