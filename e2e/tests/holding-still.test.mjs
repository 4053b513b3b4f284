// A dashboard holds still while its data arrives (#17's layout shift, on the signed-in pages): the
// placeholders above the tabs take the room their content will take, so the tabs do not move when
// the answers come and a click aimed at a tab lands on it. And what moves while a page loads moves
// without the main thread. The API's answers (all but the session check) are held back until the
// placeholders are on screen, at a phone's width and a desktop's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, newPage } from '../support/browser.mjs';
import { countLayoutShift, layoutShiftOf } from '../support/layout-shift.mjs';
import { ADMIN, BUSINESS, STUDENT, useJourneySuite } from '../support/test-suite.mjs';

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

const WIDTHS = [390, 1280];

const HELD_API = /\/api\/(?!auth\/)/;

/**
 * Holds the page's API answers (all but the session check) until `release` is called: the page's
 * data may be asked for while its code still loads, so a fixed delay can end before the loaders
 * are drawn on a slow machine.
 */
async function holdApi(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.unroute(HELD_API);
  await page.route(HELD_API, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

// The page's data preloads hold its load event, so a page with its answers held is not waited for.
const NOT_LOADED = { waitUntil: 'commit' };

/**
 * Opens `dashboard` signed in as `account` at each width with the API held back: the tab row
 * stands where it stood beside the placeholders once `arrived` is on screen.
 */
async function assertHoldsStill(account, dashboard, arrived) {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, account);
  await page.waitForURL(`**${dashboard}`);
  await countLayoutShift(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdApi(page);
    await page.goto(`${suite.urls.shell}${dashboard}`, NOT_LOADED);
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    await page.locator('main .MuiSkeleton-root').first().waitFor();
    const before = await tabs.boundingBox();
    release();
    await arrived(page).waitFor();
    // The answer's render has been laid out and painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    const after = await tabs.boundingBox();
    assert.equal(
      after.y,
      before.y,
      `${dashboard} at ${width} px: the tabs move when the data arrives`,
    );
    const shift = await layoutShiftOf(page);
    assert.ok(shift < 0.05, `${dashboard} at ${width} px: layout shift ${shift.toFixed(3)}`);
  }
  assert.deepEqual(problems, []);
  await context.close();
}

test("the student's dashboard: the profile's progress comes without moving the tabs", async () => {
  await assertHoldsStill(STUDENT, '/student/dashboard', (page) =>
    page.getByText(/^Profilen er \d+ % fullført$/),
  );
});

test("the business's dashboard: the plan comes without moving the tabs", async () => {
  await assertHoldsStill(BUSINESS, '/business/dashboard', (page) =>
    page.getByRole('heading', { name: 'Gratis profilvisninger' }),
  );
});

test("the admin's dashboard: the figures come without moving the profile lists' tabs", async () => {
  await assertHoldsStill(ADMIN, '/admin/dashboard', (page) =>
    page.getByRole('listitem', { name: 'Elever' }).getByText(/^\d[\d\s]*$/),
  );
});

/**
 * Runs in the page before its scripts: notes each CSS animation as it starts, with the element's
 * classes and the properties its keyframes move, read from the style sheets (the animation itself
 * may be gone by the time the event is handled).
 */
function noteAnimations() {
  const seen = [];
  window.__animationsSeen = seen;
  const keyframesNamed = (name) => {
    for (const sheet of document.styleSheets) {
      let rules = [];
      try {
        rules = [...sheet.cssRules];
      } catch {
        continue;
      }
      const found = rules.find((rule) => rule instanceof CSSKeyframesRule && rule.name === name);
      if (found) return found;
    }
    return null;
  };
  document.addEventListener(
    'animationstart',
    (event) => {
      const keyframes = keyframesNamed(event.animationName);
      const properties = new Set();
      for (const frame of keyframes?.cssRules ?? [])
        for (let index = 0; index < frame.style.length; index++) properties.add(frame.style[index]);
      seen.push({
        classes: event.target.getAttribute('class') ?? '',
        properties: keyframes ? [...properties] : [`@keyframes ${event.animationName} not found`],
      });
    },
    true,
  );
}

// What the compositor moves on its own thread; anything else is drawn by the main thread each frame.
const COMPOSITED = new Set(['transform', 'translate', 'rotate', 'scale', 'opacity']);

/** Waits (a while) until each of `loaders` has been seen moving, on this page or in `earlier`. */
async function loadersSeen(page, loaders, earlier) {
  await page
    .waitForFunction(
      ([wanted, before]) => {
        const seen = [...before, ...window.__animationsSeen];
        return wanted.every((loader) => seen.some(({ classes }) => classes.includes(loader)));
      },
      [loaders, earlier],
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

const LOADERS = ['MuiCircularProgress', 'MuiSkeleton', 'MuiLinearProgress-bar1'];

test('the loaders of a signed-in page move without the main thread', async () => {
  // React mounts a page in slices and yields between them; a spinner drawn by the main thread
  // took a frame at every yield, 40 % of the mount's time on a slow phone.
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.addInitScript(noteAnimations);
  let release = await holdApi(page);
  await page.goto(`${suite.urls.shell}/jobs`, NOT_LOADED);
  await page.locator('main .MuiSkeleton-root').first().waitFor();
  // A skeleton's pulse starts half a second after it is drawn.
  await loadersSeen(page, ['MuiSkeleton'], []);
  release();
  await page.getByRole('status').filter({ hasText: /jobb/ }).waitFor();
  const onJobs = await page.evaluate(() => window.__animationsSeen);
  release = await holdApi(page);
  await page.goto(`${suite.urls.shell}/calendar`, NOT_LOADED);
  await page.getByRole('progressbar', { name: 'Laster hendelser' }).waitFor();
  await loadersSeen(page, LOADERS, onJobs);
  release();
  await page.getByRole('progressbar', { name: 'Laster hendelser' }).waitFor({ state: 'detached' });
  const seen = [...onJobs, ...(await page.evaluate(() => window.__animationsSeen))];
  for (const loader of LOADERS)
    assert.ok(
      seen.some(({ classes }) => classes.includes(loader)),
      `${loader} was not seen moving: ${JSON.stringify(seen)}`,
    );
  for (const { classes, properties } of seen)
    assert.deepEqual(
      properties.filter((property) => !COMPOSITED.has(property)),
      [],
      `${classes} moves what the main thread draws`,
    );
  assert.deepEqual(problems, []);
  await context.close();
});
