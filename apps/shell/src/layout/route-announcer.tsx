import Box from '@mui/material/Box';
import { visuallyHidden, useLocation } from '@yrkesbro/ui';
import { useEffect, useRef, useState } from 'react';

/** How long a new page has to set its title before the one there is read (it had set it already). */
const TITLE_WAIT_MS = 500;

/**
 * Tells screen reader users that the page changed: a navigation inside the single-page app is
 * otherwise silent. It reads the page's title, which pages set once their data has arrived, so
 * it follows the title's changes on the new page rather than reading it at once.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstPage = useRef(true);

  useEffect(() => {
    // The first page is read by the screen reader on load; only the changes after it need telling.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    // Read at once, the title was often still the old page's, and was said before the new one;
    // so is it on any other change in <head>, such as the new page's styles arriving.
    const old = document.title;
    const announce = () => {
      clearTimeout(timer);
      setMessage(document.title);
    };
    const timer = setTimeout(announce, TITLE_WAIT_MS);
    const observer = new MutationObserver(() => {
      if (document.title !== old) announce();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [pathname]);

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
