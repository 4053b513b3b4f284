// A signed-in student following the menu's link from the dashboard to the job search on a slow
// phone: how long from the click until the page shows its jobs.
import { launchBrowser, waitForLoadedMain } from '../e2e/support/browser.mjs';
import { inSlowTabs, median, watchJobList } from './first-load.mjs';

// A finger's touch: pressed, then lifted 100 ms later, with nothing before it. A mouse's pointer
// rests on the link first; 300 ms is a short rest.
const PRESS_MS = 100;
const POINTER_REST_MS = 300;

/** Runs in the page before its scripts: notes the time of each click, as the page sees it. */
function watchClicks() {
  document.addEventListener('click', () => (window.__clickedAt = performance.now()), {
    capture: true,
  });
}

/**
 * Milliseconds from the click on the menu's "Jobber" to the job list's count on screen, median of
 * a few fresh tabs on the slow network with the CPU `cpuRate` times slower; the pointer rests
 * `restMs` on the link before it is pressed.
 */
async function clickToJobList(browser, shellUrl, login, { cpuRate, restMs }) {
  const times = await inSlowTabs(
    browser,
    async (page) => {
      await page.addInitScript(watchJobList);
      await page.addInitScript(watchClicks);
      await page.goto(`${shellUrl}/student/dashboard`);
      await waitForLoadedMain(page);
      await page.waitForLoadState('networkidle');
      const link = page
        .getByRole('navigation', { name: 'Hovedmeny' })
        .getByRole('link', { name: 'Jobber', exact: true });
      const box = await link.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      if (restMs > 0) await page.waitForTimeout(restMs);
      await page.mouse.down();
      await page.waitForTimeout(PRESS_MS);
      await page.mouse.up();
      await page.waitForFunction(() => window.__jobListSeen.count !== undefined, null, {
        polling: 50,
        timeout: 30_000,
      });
      return page.evaluate(() => window.__jobListSeen.count - window.__clickedAt);
    },
    {
      cpuRate,
      prepare: (context) => context.request.post(`${shellUrl}/api/auth/login`, { data: login }),
    },
  );
  return median(times);
}

/** The click's time to the job list, pressed as a touch and after the pointer has rested. */
export async function menuLinkToJobs(shellUrl, login, { cpuRate = 4 } = {}) {
  const browser = await launchBrowser();
  try {
    return {
      touchMs: await clickToJobList(browser, shellUrl, login, { cpuRate, restMs: 0 }),
      restedMs: await clickToJobList(browser, shellUrl, login, {
        cpuRate,
        restMs: POINTER_REST_MS,
      }),
    };
  } finally {
    await browser.close();
  }
}
