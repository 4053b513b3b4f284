import { useEffect } from 'react';

/** Sets the browser tab's title for a page, so every page can be found and shared by name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title.includes('Yrkesbro') ? title : `${title} – Yrkesbro`;
  }, [title]);
}
