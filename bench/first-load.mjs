// What a visitor's browser downloads to show each public page and the login page, per origin.
import { launchBrowser } from '../e2e/support/browser.mjs';
import { scriptsAndStylesOf } from '../e2e/support/first-load.mjs';

export const FIRST_LOAD_ROUTES = ['/', '/faq', '/categories/elektro', '/login'];

/** Each route's first load: files, bytes on the wire, and the bytes from each origin. */
export async function firstLoads(shellUrl) {
  const browser = await launchBrowser();
  try {
    const loads = [];
    for (const route of FIRST_LOAD_ROUTES) {
      const files = await scriptsAndStylesOf(browser, `${shellUrl}${route}`);
      const byOrigin = new Map();
      for (const { url, bytes } of files) {
        const { origin } = new URL(url);
        byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + bytes);
      }
      const total = files.reduce((sum, file) => sum + file.bytes, 0);
      loads.push({ route, files: files.length, total, byOrigin });
    }
    return loads;
  } finally {
    await browser.close();
  }
}
