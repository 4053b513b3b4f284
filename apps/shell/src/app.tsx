import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { createAppStore } from '@yrkesbro/api-client';
import { muiTheme, styledTheme, BrowserRouter } from '@yrkesbro/ui';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { AuthGate } from './auth/auth-gate.tsx';
import { Layout } from './layout/layout.tsx';
import { TOAST_CLASSES, TOAST_COMPONENTS, ToastPlacement } from './layout/toast.tsx';
import { AppRoutes } from './routing/app-routes.tsx';

const store = createAppStore();

/** Every provider lives here once; remotes render inside them and share them. */
export function App() {
  return (
    <Provider store={store}>
      <MuiThemeProvider theme={muiTheme}>
        <StyledThemeProvider theme={styledTheme}>
          <CssBaseline />
          <ToastPlacement />
          <SnackbarProvider
            maxSnack={1}
            autoHideDuration={5000}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            Components={TOAST_COMPONENTS}
            classes={TOAST_CLASSES}
          >
            <BrowserRouter>
              <AuthGate>
                <Layout>
                  <AppRoutes />
                </Layout>
              </AuthGate>
            </BrowserRouter>
          </SnackbarProvider>
        </StyledThemeProvider>
      </MuiThemeProvider>
    </Provider>
  );
}
