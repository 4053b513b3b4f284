import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DeletionBanner } from '../account/deletion-banner.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { ScrollOnNavigate } from './scroll-on-navigate.tsx';
import { TEXTS } from './texts.ts';

export function Layout({ children }: { children: ReactNode }) {
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
      <Navbar />
      <DeletionBanner />
      {/* The page's height is held before its remote arrives, so the footer waits below the
          fold instead of jumping down as the page fills (layout shift on every first visit). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none', minHeight: '100vh' }}
      >
        {children}
      </Box>
      <Footer />
      <RouteAnnouncer />
      <ScrollOnNavigate />
    </Box>
  );
}
