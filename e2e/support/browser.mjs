import { chromium } from 'playwright-core';

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

/**
 * A fresh signed-out browser tab that records page errors and console errors, except the
 * expected 401 of the first "who am I" check.
 */
export async function newPage(browser) {
  const context = await browser.newContext({ locale: 'nb-NO' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/status of 401/.test(text)) return;
    problems.push(`console: ${text}`);
  });
  return { context, page, problems };
}

export async function login(page, shellUrl, { email, password }) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}
