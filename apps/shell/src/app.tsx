import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { StoreProvider } from '@yrkesbro/api-client';
import type { AppStore } from '@yrkesbro/api-client';
import { muiTheme, BrowserRouter, PageShownProvider } from '@yrkesbro/ui';
import type { ReactNode } from 'react';
import { appStore } from './app-store.ts';
import { AuthGate } from './auth/auth-gate.tsx';
import { Layout } from './layout/layout.tsx';
import { ToastHost } from './layout/toast-host.tsx';
import { AppRoutes } from './routing/app-routes.tsx';

export function App() {
  return (
    <AppProviders store={appStore}>
      <BrowserRouter>
        <AppPages />
      </BrowserRouter>
    </AppProviders>
  );
}

/** Every provider lives here once; remotes render inside them and share them. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <MuiThemeProvider theme={muiTheme}>
        <CssBaseline />
        <ToastHost />
        <PageShownProvider>{children}</PageShownProvider>
      </MuiThemeProvider>
    </StoreProvider>
  );
}

/** The pages, inside a router: the browser's, or the build's when it prerenders a page. */
export function AppPages() {
  return (
    <AuthGate>
      <Layout>
        <AppRoutes />
      </Layout>
    </AuthGate>
  );
}
