import Pagination from '@mui/material/Pagination';
import type { RefObject } from 'react';
import { MAX_PAGE } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';

const T = TEXTS.listPagination;

/**
 * Page buttons under a list, named in Norwegian for screen readers. Given `top` (the list's
 * heading, focusable with tabIndex -1), a new page starts there: the buttons go while the page
 * loads, and focus would fall to the document with them, telling a screen reader nothing.
 */
export function ListPagination({
  count,
  page,
  onChange,
  top,
}: {
  count: number;
  page: number;
  onChange: (page: number) => void;
  top?: RefObject<HTMLElement | null>;
}) {
  if (count <= 1) return null;
  // The API pages no deeper than MAX_PAGE; past it a narrower search is the way on.
  const pages = Math.min(count, MAX_PAGE);
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_, next) => {
        onChange(next);
        top?.current?.scrollIntoView?.({ behavior: 'smooth' });
        top?.current?.focus({ preventScroll: true });
      }}
      aria-label={T.label}
      color="primary"
      sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
      getItemAriaLabel={(type, item, selected) => pageLabel(type, item ?? 0, selected)}
    />
  );
}

function pageLabel(type: string, page: number, selected: boolean): string {
  switch (type) {
    case 'page':
      return selected ? T.currentPage(page) : T.goToPage(page);
    case 'first':
      return T.first;
    case 'last':
      return T.last;
    case 'next':
      return T.next;
    case 'previous':
      return T.previous;
    default:
      return '';
  }
}
