import type { RemotePageProps } from '@yrkesbro/federation';
import type { ComponentType } from 'react';
import type { LazyPage } from './lazy-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoader } from './page-loader.tsx';
import { ShownPage } from './page-shown.tsx';
import { WhenLoaded } from './when-loaded.tsx';

/** A remote's pages by key: usually each a lazily loaded chunk (`lazyPage`), rendered without props. */
export type PageMap<Key extends string = string> = Record<Key, ComponentType>;

/**
 * A remote's `./routes` export: renders the page the shell asks for, each page its own
 * lazily loaded chunk, whose code the shell may load ahead (`preload`). `Key` is the remote's
 * page keys from libs/federation, so the map must offer every one of them and nothing else. A
 * remote deploys on its own, so a shell newer than the remote may still ask for a page it does
 * not have: that shows the friendly 404.
 */
export function createPageSwitch<Key extends string>(pages: PageMap<Key>) {
  const pageAt = (page: Key): ComponentType | undefined =>
    Object.hasOwn(pages, page) ? pages[page] : undefined;
  function PageSwitch({ page }: RemotePageProps<Key>) {
    const Page = pageAt(page);
    if (!Page) return <NotFoundPage />;
    const code = (Page as Partial<LazyPage>).code;
    return code ? (
      <WhenLoaded load={code} fallback={<PageLoader />}>
        {(Loaded) => <ShownPage page={Loaded} />}
      </WhenLoaded>
    ) : (
      <ShownPage page={Page} />
    );
  }
  return Object.assign(PageSwitch, {
    /** Loads the code of `page`, if it loads on demand. */
    preload: (page: Key): Promise<void> =>
      (pageAt(page) as Partial<LazyPage> | undefined)?.preload?.() ?? Promise.resolve(),
  });
}
