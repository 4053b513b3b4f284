import { createContext, useContext, useEffect } from 'react';
import { TEXTS } from './texts.ts';

export interface PageHead {
  title: string;
  description?: string;
}

/**
 * Where a page's title goes when no document is there to take it: prerendering at build time
 * writes it into the page's HTML, so the tab and search engines see it before any script runs.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

const fullTitle = (title: string) =>
  title.includes(TEXTS.pageTitle.product) ? title : TEXTS.pageTitle.withProduct(title);

/**
 * Sets the browser tab's title and the page's meta description, so every page can be found
 * and shared by name.
 */
export function usePageTitle(title: string, description?: string): void {
  const tabTitle = fullTitle(title);
  useContext(PageHeadContext)?.({ title: tabTitle, description });
  useEffect(() => {
    document.title = tabTitle;
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [tabTitle, description]);
}
