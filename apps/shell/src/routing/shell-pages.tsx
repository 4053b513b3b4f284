import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ShellPage } from './route-table.ts';

type LoadedPage = Exclude<ShellPage, 'dashboard-redirect'>;

/**
 * The shell's own pages, each its own chunk: most visits open a remote's page and need none of
 * them (the login page alone brings formik and the two-factor steps). A prerendered page names
 * its page's chunks in its HTML (apps/shell/prerender); on other addresses `main.tsx` asks for
 * the page's chunk at once, alongside the session check.
 */
const LOADERS: Record<LoadedPage, () => Promise<ComponentType>> = {
  login: async () => (await import('../auth/login-page.tsx')).LoginPage,
  register: async () => (await import('../auth/register-page.tsx')).RegisterPage,
  'verify-email': async () => (await import('../auth/verify-email-page.tsx')).VerifyEmailPage,
  'forgot-password': async () =>
    (await import('../auth/forgot-password-page.tsx')).ForgotPasswordPage,
  'reset-password': async () => (await import('../auth/reset-password-page.tsx')).ResetPasswordPage,
  'account-security': async () => (await import('../account/security-page.tsx')).SecurityPage,
  'account-privacy': async () => (await import('../account/privacy-page.tsx')).PrivacyPage,
};

const pages = new Map<LoadedPage, LazyExoticComponent<ComponentType>>();

/** The page's component, rendered inside a Suspense boundary while its chunk arrives. */
export function shellPage(page: LoadedPage): LazyExoticComponent<ComponentType> {
  let component = pages.get(page);
  if (!component) {
    component = lazy(async () => ({ default: await LOADERS[page]() }));
    pages.set(page, component);
  }
  return component;
}

/** Starts loading the page's chunk; the module system keeps it for the render. */
export function preloadShellPage(page: ShellPage): void {
  if (page !== 'dashboard-redirect') void LOADERS[page]();
}
