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
// The fixed work spreads more than a page's load does: its median is of more tabs.
const FIXED_WORK_RUNS = 7;

export const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `measure(page)` in a few fresh tabs on the slow network, with a CPU `cpuRate` times slower;
 * `prepare(context)` runs first in each (to sign in, say). Each tab's result, in a list.
 */
export async function inSlowTabs(browser, measure, { cpuRate = 1, prepare = async () => {} } = {}) {
  const results = [];
  for (let run = 0; run < PAINT_RUNS; run++) {
    const context = await browser.newContext({ locale: 'nb-NO' });
    try {
      await prepare(context);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
      if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      results.push(await measure(page));
    } finally {
      await context.close();
    }
  }
  return results;
}

const medianOf = (results, field) => median(results.map((result) => result[field]));

/**
 * Signs the tab's context in, as `prepare` of `inSlowTabs`; throws when the API refuses, so that
 * a figure never comes from the signed-out page by mistake.
 */
export async function signIn(context, shellUrl, { email, password }) {
  const response = await context.request.post(`${shellUrl}/api/auth/login`, {
    data: { email, password },
  });
  if (!response.ok()) throw new Error(`Innloggingen feilet for ${email}: ${response.status()}`);
}

/**
 * Milliseconds to the first contentful paint and to the largest (LCP, target ≤ 2.5 s), the
 * median of a few fresh tabs on the slow network, read once the live page has its heading.
 */
async function paintsOf(browser, url) {
  const paints = await inSlowTabs(browser, async (page) => {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return paintsSoFar(page);
  });
  return { firstPaintMs: medianOf(paints, 'first'), largestPaintMs: medianOf(paints, 'largest') };
}

/** The page's first contentful paint and its largest so far, in milliseconds. */
function paintsSoFar(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          resolve({
            first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            largest: list.getEntries().at(-1)?.startTime ?? NaN,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

// Once the job list's count shows, the cards beside it have painted within a few frames: this
// leaves room for those frames on the slow CPU before the largest paint is read.
const CARDS_PAINT_MS = 1500;

// How long the page must go without a long task, once its live page is in, to count as settled.
const QUIET_MS = 2000;

/** Runs in the page before its scripts: notes every long task. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      window.__longTasks.push({ start: task.startTime, end: task.startTime + task.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Total blocking time on a slow phone (the slow network, a CPU four times slower), as Lighthouse
 * defines it but from Chromium's own long tasks rather than its simulation of them: each task's
 * time past 50 ms after the first contentful paint, until the live page is in and the page has
 * gone QUIET_MS without a long task. The median of a few fresh tabs, in milliseconds.
 */
async function blockingTimeOf(browser, url, { prepare, watch = [], shown = headingShown } = {}) {
  const times = await inSlowTabs(
    browser,
    async (page) => {
      await page.addInitScript(watchLongTasks);
      for (const script of watch) await page.addInitScript(script);
      await page.goto(url);
      await shown(page);
      await page.waitForFunction(
        (quietMs) => {
          const lastEnd = window.__longTasks.at(-1)?.end ?? 0;
          const live = !document.querySelector('[data-prerendered]');
          return live && performance.now() - lastEnd > quietMs;
        },
        QUIET_MS,
        { polling: 100, timeout: 30_000 },
      );
      return page.evaluate(() => {
        const firstPaint =
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        return window.__longTasks.reduce(
          (sum, task) => sum + Math.max(0, task.end - Math.max(task.start, firstPaint) - 50),
          0,
        );
      });
    },
    { cpuRate: 4, prepare },
  );
  return median(times);
}

const headingShown = (page) => page.getByRole('heading', { level: 1 }).first().waitFor();

/**
 * The total blocking time of signed-in /jobs on the slow phone, as `blockingTimeOf` measures the
 * public pages': the target holds for it too, and Lighthouse's mobile run finds most of that
 * page's missing score there. The quiet wait starts once the job list's count shows, read from
 * what the page's own observer noted (a locator's wait would query the page on every frame).
 */
export async function signedInBlockingTime(shellUrl, login) {
  const browser = await launchBrowser();
  try {
    return await blockingTimeOf(browser, `${shellUrl}/jobs`, {
      prepare: (context) => signIn(context, shellUrl, login),
      watch: [watchJobList],
      shown: jobCountShown,
    });
  } finally {
    await browser.close();
  }
}

/**
 * Runs in a blank page: a fixed piece of the work a page does as it starts (objects built and
 * serialized, elements built, styled and laid out), the same in every run. Milliseconds.
 */
function fixedWork() {
  const start = performance.now();
  const rows = Array.from({ length: 4_000 }, (_, i) => ({
    id: i,
    title: `Lærling ${i}`,
    tags: [i % 7, i % 11],
  }));
  const copy = JSON.parse(JSON.stringify(rows));
  const list = document.createElement('ul');
  for (const row of copy.slice(0, 1_000)) {
    const item = document.createElement('li');
    item.className = `row-${row.id % 13}`;
    item.style.padding = `${row.tags[0]}px`;
    item.textContent = row.title;
    list.append(item);
  }
  document.body.append(list);
  document.body.getBoundingClientRect();
  return performance.now() - start;
}

/**
 * How fast this machine's Chromium is at the moment, as the total blocking time's baseline: the
 * milliseconds `fixedWork` takes at CPU 4×, the median of a few fresh tabs. The blocking time of
 * the same build moved from 36–61 ms on a fast hour to 194–415 ms on slow ones; beside this
 * figure a run says which hour it had.
 */
export async function fixedWorkMs() {
  const browser = await launchBrowser();
  try {
    const times = [];
    for (let run = 0; run < FIXED_WORK_RUNS; run++) {
      const page = await browser.newPage();
      try {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        times.push(await page.evaluate(fixedWork));
      } finally {
        await page.close();
      }
    }
    return median(times);
  } finally {
    await browser.close();
  }
}

/**
 * Each route's first load: files, bytes on the wire, the bytes from each origin, the first and
 * largest paints on a slow network, and the total blocking time on a slow phone.
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
      const paints = await paintsOf(browser, `${shellUrl}${route}`);
      const blockingMs = await blockingTimeOf(browser, `${shellUrl}${route}`);
      loads.push({ route, files: files.length, total, byOrigin, ...paints, blockingMs });
    }
    return loads;
  } finally {
    await browser.close();
  }
}

/**
 * Waits until watchJobList has seen the job list's count, reading what it noted every 100 ms: a
 * locator's wait queries the page's roles on every frame, which took the slow CPU's time from the
 * page being measured.
 */
function jobCountShown(page) {
  return page.waitForFunction(() => window.__jobListSeen.count !== undefined, null, {
    polling: 100,
    timeout: 30_000,
  });
}

/**
 * Runs in the page before its scripts: notes when the job list's heading and its count ("8
 * jobber") first show, as the DOM changes, not when a poll from outside happens to look. The
 * count is matched whole: the page's title, which the shell's live region reads out as the page
 * changes ("Ledige jobber – Yrkesbro"), shows as the page does, before its jobs have come.
 */
export function watchJobList() {
  const seen = {};
  window.__jobListSeen = seen;
  const shows = (selector, pattern) =>
    [...document.querySelectorAll(selector)].some((element) => pattern.test(element.textContent));
  new MutationObserver(() => {
    const now = performance.now();
    if (seen.heading === undefined && shows('h1', /Ledige jobber/)) seen.heading = now;
    if (seen.count === undefined && shows('[role="status"]', /^[\d\s]+ jobb(er)?$/))
      seen.count = now;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * A signed-in student opening /jobs on a slow phone: the slow network above and a CPU four times
 * slower, as Lighthouse's mobile preset assumes (`cpuRate` 1: the same network at full speed).
 * Milliseconds (median of a few fresh tabs) to the first paint, to the job list's request, to the
 * page's heading, to the count of jobs found on screen, and to the largest paint (a job card's
 * text).
 */
export async function signedInJobSearch(shellUrl, login, { cpuRate = 4 } = {}) {
  const browser = await launchBrowser();
  try {
    const times = await inSlowTabs(
      browser,
      async (page) => {
        await page.addInitScript(watchJobList);
        await page.goto(`${shellUrl}/jobs`);
        await jobCountShown(page);
        await page.waitForTimeout(CARDS_PAINT_MS);
        const paints = await paintsSoFar(page);
        const seen = await page.evaluate(() => ({
          asked:
            performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.includes('/api/jobs?'))?.startTime ?? NaN,
          heading: window.__jobListSeen.heading ?? NaN,
          shown: window.__jobListSeen.count ?? NaN,
        }));
        return { ...paints, ...seen };
      },
      {
        cpuRate,
        prepare: (context) => signIn(context, shellUrl, login),
      },
    );
    return {
      firstPaintMs: medianOf(times, 'first'),
      largestPaintMs: medianOf(times, 'largest'),
      listAskedMs: medianOf(times, 'asked'),
      headingMs: medianOf(times, 'heading'),
      listShownMs: medianOf(times, 'shown'),
      // Per tab, then the median: the page's own share, apart from when the page came.
      headingToCountMs: median(times.map((time) => time.shown - time.heading)),
    };
  } finally {
    await browser.close();
  }
}
