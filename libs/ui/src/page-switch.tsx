import type { RemotePageProps } from '@yrkesbro/federation';
import { Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { NotFoundPage } from './not-found-page.tsx';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

export type PageMap = Record<string, LazyExoticComponent<ComponentType>>;

/**
 * A remote's `./routes` export: renders the page the shell asks for, each page its own
 * lazily loaded chunk, and the friendly 404 for a page this remote does not have.
 */
export function createPageSwitch(pages: PageMap) {
  return function PageSwitch({ page }: RemotePageProps) {
    const Page = Object.hasOwn(pages, page) ? pages[page] : undefined;
    if (!Page) return <NotFoundPage />;
    return (
      <Suspense
        fallback={
          <Box role="status" aria-label="Laster inn siden" sx={{ py: 2 }}>
            <LinearProgress />
          </Box>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
