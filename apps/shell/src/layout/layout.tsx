import Box from '@mui/material/Box';
import { LoadingBar, PageLoader } from '@yrkesbro/ui';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { DeletionBanner } from '../account/deletion-banner.tsx';
import { FocusOnNavigate } from './focus-on-navigate.tsx';
import { Footer } from './footer.tsx';
import { useNavigationHeld } from '../routing/navigation-hold.ts';
import { Navbar } from './navbar.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { ScrollOnNavigate } from './scroll-on-navigate.tsx';
import { TEXTS } from './texts.ts';

export function Layout({ children }: { children: ReactNode }) {
  const held = useNavigationHeld();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <a className="skip-link" href="#main">
        {TEXTS.skipToContent}
      </a>
      {held && (
        <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}>
          <LoadingBar label={TEXTS.loadingNextPage} />
        </Box>
      )}
      <Navbar />
      <DeletionBanner />
      {/* The page's height is held before its remote arrives, so the footer waits below the
          fold instead of jumping down as the page fills (layout shift on every first visit). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        // The page a navigation leaves takes no input while the next one's code arrives.
        inert={held}
        sx={{ flex: 1, outline: 'none', minHeight: '100vh' }}
      >
        {/* A navigation waits here on the page it leaves (routing/navigation-hold.ts). Only a
            render outside a transition that suspends above a page's own boundary would show
            this loader, where it would otherwise take the whole app down. */}
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Box>
      <Footer />
      <RouteAnnouncer />
      <ScrollOnNavigate />
      <FocusOnNavigate mainId="main" />
    </Box>
  );
}
