import { useLocation, useNavigationType } from '@yrkesbro/ui';
import { useLayoutEffect } from 'react';

/**
 * A new page starts at its top, as a page the browser loads does: the single-page app otherwise
 * kept the old page's scroll position, so a job opened from far down the list showed its footer.
 * Back and forward leave it to the browser, which returns to where the person was; an address
 * with a fragment (/faq#feriepenger) scrolls to that part instead.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    // Only a new page scrolls: a filter or a page of results changes the query, not the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
