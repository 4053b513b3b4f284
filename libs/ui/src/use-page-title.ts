import { useEffect } from 'react';
import { TEXTS } from './texts.ts';

/**
 * Sets the browser tab's title and the page's meta description, so every page can be found
 * and shared by name.
 */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title.includes(TEXTS.pageTitle.product)
      ? title
      : TEXTS.pageTitle.withProduct(title);
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
