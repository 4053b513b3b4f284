// A signed-in student following a link on a slow phone: how long from the click until the next
// page shows what it is for. The menu's link from the dashboard to the job search, and a job
// card from the job search to the job's page.
import { launchBrowser, waitForLoadedMain } from '../e2e/support/browser.mjs';
import { inSlowTabs, median, signIn, watchJobList } from './first-load.mjs';

// A finger's touch: pressed, then lifted 100 ms later, with nothing before it. A mouse's pointer
// rests on the link first; 300 ms is a short rest.
const PRESS_MS = 100;
const POINTER_REST_MS = 300;

/**
 * Runs in the page before its scripts: notes the time of each click, and when the main heading
 * first reads `window.__awaitedHeading` (set before the click), as the page sees them.
 * `__shownAt('count')` is when the job list's count showed, `__shownAt('heading')` the heading.
 */
function watchClicksAndHeading() {
  window.__shownAt = (seen) => (seen === 'count' ? window.__jobListSeen.count : window.__headingAt);
  document.addEventListener('click', () => (window.__clickedAt = performance.now()), {
    capture: true,
  });
  new MutationObserver(() => {
    if (window.__headingAt !== undefined || window.__awaitedHeading === undefined) return;
    const heading = document.querySelector('main h1');
    if (heading?.textContent === window.__awaitedHeading) window.__headingAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Milliseconds from the click on the link `flow.link(page)` finds on `flow.from` to the moment
 * `flow.shown` names (`__shownAt`), median of a few fresh tabs on the slow
 * network with the CPU `cpuRate` times slower; the pointer rests `restMs` on the link before it
 * is pressed.
 */
async function clickTo(browser, shellUrl, login, flow, { cpuRate, restMs }) {
  const times = await inSlowTabs(
    browser,
    async (page) => {
      await page.addInitScript(watchJobList);
      await page.addInitScript(watchClicksAndHeading);
      await page.goto(`${shellUrl}${flow.from}`);
      await waitForLoadedMain(page);
      await page.waitForLoadState('networkidle');
      const link = await flow.link(page);
      const box = await link.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      if (restMs > 0) await page.waitForTimeout(restMs);
      await page.mouse.down();
      await page.waitForTimeout(PRESS_MS);
      await page.mouse.up();
      await page.waitForFunction((seen) => window.__shownAt(seen) !== undefined, flow.shown, {
        polling: 50,
        timeout: 30_000,
      });
      return page.evaluate((seen) => window.__shownAt(seen) - window.__clickedAt, flow.shown);
    },
    {
      cpuRate,
      prepare: (context) => signIn(context, shellUrl, login),
    },
  );
  return median(times);
}

/** The click's time to the next page, pressed as a touch and after the pointer has rested. */
async function touchAndRested(shellUrl, login, flow, cpuRate) {
  const browser = await launchBrowser();
  try {
    return {
      touchMs: await clickTo(browser, shellUrl, login, flow, { cpuRate, restMs: 0 }),
      restedMs: await clickTo(browser, shellUrl, login, flow, {
        cpuRate,
        restMs: POINTER_REST_MS,
      }),
    };
  } finally {
    await browser.close();
  }
}

/** The menu's "Jobber" from the dashboard: the click to the job list's count on screen. */
export function menuLinkToJobs(shellUrl, login, { cpuRate = 4 } = {}) {
  const flow = {
    from: '/student/dashboard',
    link: async (page) =>
      page
        .getByRole('navigation', { name: 'Hovedmeny' })
        .getByRole('link', { name: 'Jobber', exact: true }),
    shown: 'count',
  };
  return touchAndRested(shellUrl, login, flow, cpuRate);
}

/**
 * A job card on the job search (the second, as a visitor reading down the list would): the
 * click to the job's page showing its title, which it shows once the job's data is in.
 */
export function jobCardToJob(shellUrl, login, { cpuRate = 4 } = {}) {
  const flow = {
    from: '/jobs',
    link: async (page) => {
      const card = page.getByRole('main').getByRole('article').nth(1);
      const title = await card.getAttribute('aria-label');
      await page.evaluate((awaited) => (window.__awaitedHeading = awaited), title);
      return card.getByRole('link');
    },
    shown: 'heading',
  };
  return touchAndRested(shellUrl, login, flow, cpuRate);
}
