import type { RemotePageProps } from '@yrkesbro/federation';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoader } from './page-loader.tsx';
import { PageShown } from './page-shown.tsx';

/** A remote's pages by key: usually each a lazily loaded chunk, rendered without props. */
export type PageMap<Key extends string = string> = Record<Key, ComponentType>;

/**
 * A remote's `./routes` export: renders the page the shell asks for, each page its own
 * lazily loaded chunk. `Key` is the remote's page keys from libs/federation, so the map must
 * offer every one of them and nothing else. A remote deploys on its own, so a shell newer
 * than the remote may still ask for a page it does not have: that shows the friendly 404.
 */
export function createPageSwitch<Key extends string>(pages: PageMap<Key>) {
  return function PageSwitch({ page }: RemotePageProps<Key>) {
    const Page: ComponentType | undefined = Object.hasOwn(pages, page) ? pages[page] : undefined;
    if (!Page) return <NotFoundPage />;
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
        <PageShown />
      </Suspense>
    );
  };
}
