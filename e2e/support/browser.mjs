import { chromium } from 'playwright-core';
import { freshCode } from './authenticator.mjs';

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

// Answers that are part of normal use: the first "who am I" check and its renewal attempt when
// signed out, and a company profile not filled in yet (the form's create mode).
const EXPECTED_FAILURES = [
  { path: '/api/auth/me', status: 401 },
  { path: '/api/auth/refresh-token', status: 401 },
  { path: '/api/businesses/mine', status: 404 },
];

/**
 * A fresh signed-out browser tab that records page errors, console errors and failed API
 * answers other than the expected ones above.
 */
export async function newPage(browser) {
  const context = await browser.newContext({ locale: 'nb-NO' });
  const page = await context.newPage();
  actOnTheLivePage(page);
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Failed loads are judged by their response below, where the address is known.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    const { pathname } = new URL(response.url());
    if (
      EXPECTED_FAILURES.some((expected) => expected.path === pathname && expected.status === status)
    )
      return;
    problems.push(`${status} ${response.request().method()} ${pathname}`);
  });
  return { context, page, problems };
}

// The live page has taken the prerendered markup's place (libs/ui's prerendered-page.tsx), if
// the page had any.
const isLive = () => document.querySelector('[data-prerendered-markup]') === null;

/**
 * A prerendered page is on screen before its scripts run, inert until React puts the live page
 * in its place. Navigations here wait for the live page, as a person can only act on that one.
 */
function actOnTheLivePage(page) {
  for (const navigation of ['goto', 'reload']) {
    const navigate = page[navigation].bind(page);
    page[navigation] = async (...args) => {
      const response = await navigate(...args);
      await page.waitForFunction(isLive);
      return response;
    };
  }
}

/**
 * Waits until the page's main content has loaded: no skeleton left and nothing marked busy.
 * Signing out before then would have the page's own requests answered 401.
 */
export async function waitForLoadedMain(page) {
  await page.getByRole('main').waitFor();
  await page.waitForFunction(
    () => document.querySelector('main .MuiSkeleton-root, main [aria-busy="true"]') === null,
  );
}

/**
 * Picks `option` (its text, or a pattern of it) in the select named `label`, the platform's own;
 * waits for the option to be there (the vocations come from the API).
 */
export async function chooseOption(page, label, option) {
  const select = page.getByRole('combobox', { name: label });
  const value = await select
    .getByRole('option', { name: option, exact: true })
    .getAttribute('value');
  await select.selectOption(value);
}

/** Signs in through the login page; an account with `totpSecret` types its app's code next. */
export async function login(page, shellUrl, { email, password, totpSecret }) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  if (totpSecret) {
    await page.getByLabel('Kode fra appen').fill(await freshCode(totpSecret));
    await page.getByRole('button', { name: 'Bekreft' }).click();
  }
}
