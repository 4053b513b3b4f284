import { suspendingLoad } from '@yrkesbro/ui';
import type { SuspendingLoad } from '@yrkesbro/ui';
import type { ComponentType } from 'react';
import type { ShellPage } from './route-table.ts';

export type LoadedPage = Exclude<ShellPage, 'dashboard-redirect'>;

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

const codes = new Map<LoadedPage, SuspendingLoad<ComponentType>>();

/** The code of one of the shell's own pages, loaded once, or ahead of showing it. */
export function shellPageCode(page: LoadedPage): SuspendingLoad<ComponentType> {
  let code = codes.get(page);
  if (!code) {
    code = suspendingLoad(LOADERS[page]);
    codes.set(page, code);
  }
  return code;
}

/** The page's code if anything has asked for it yet, a link's intent say; none otherwise. */
export function shellPageCodeAsked(page: LoadedPage): SuspendingLoad<ComponentType> | undefined {
  return codes.get(page);
}

/** Starts loading the page's chunk, for its render to find it in. */
export function preloadShellPage(page: ShellPage): void {
  if (page !== 'dashboard-redirect')
    shellPageCode(page)
      .load()
      .catch(() => undefined);
}
