// What a visitor's browser downloads to show each public page and the login page, per origin.
import { launchBrowser } from '../e2e/support/browser.mjs';
import { scriptsAndStylesOf } from '../e2e/support/first-load.mjs';

const FIRST_LOAD_ROUTES = ['/', '/faq', '/categories/elektro', '/login'];

// A phone on a slow mobile network, as Lighthouse's mobile preset assumes: 150 ms round trips,
// 1.6 Mbit/s down, 750 kbit/s up (Chromium's own throttling; the CPU is not slowed).
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
};
const PAINT_RUNS = 3;

/** Milliseconds to the first contentful paint, the median of a few fresh tabs on the slow network. */
async function firstPaintOf(browser, url) {
  const times = [];
  for (let run = 0; run < PAINT_RUNS; run++) {
    const context = await browser.newContext({ locale: 'nb-NO' });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      times.push(
        await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        ),
      );
    } finally {
      await context.close();
    }
  }
  return times.sort((a, b) => a - b)[Math.floor(PAINT_RUNS / 2)];
}

/**
 * Each route's first load: files, bytes on the wire, the bytes from each origin, and the first
 * paint on a slow network.
 */
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
      const firstPaintMs = await firstPaintOf(browser, `${shellUrl}${route}`);
      loads.push({ route, files: files.length, total, byOrigin, firstPaintMs });
    }
    return loads;
  } finally {
    await browser.close();
  }
}
