// Foundation journeys: the shell hosts all four remotes, guards routes, shares one store,
// survives a remote that is down, and the mail path reaches the mail catcher.
import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  bundleFigures,
  librariesInTwoVersions,
  libraryDuplicates,
} from '../../bench/bundle-size.mjs';
import { ROOT } from '../../scripts/lib/suite.mjs';
import { recordDrill } from '../../scripts/lib/trust-report.mjs';
import { login, newPage, waitForLoadedMain } from '../support/browser.mjs';
import { scriptsAndStylesOf } from '../support/first-load.mjs';
import { waitForMails } from '../support/mailbox.mjs';
import { ADMIN, BUSINESS, E2E_PORTS, STUDENT, useJourneySuite } from '../support/test-suite.mjs';

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

test('the shell shows the landing page from mf-public with navbar and footer', async () => {
  const { context, page, problems } = await newPage(browser);
  const remoteEntries = [];
  page.on('request', (request) => {
    if (request.url().includes('remoteEntry.js')) remoteEntries.push(new URL(request.url()).port);
  });
  const shellScripts = [];
  page.on('response', (response) => {
    const { origin } = new URL(response.url());
    if (origin === suite.urls.shell && response.request().resourceType() === 'script')
      shellScripts.push(response);
  });
  const document = await page.goto(suite.urls.shell);
  const headers = document.headers();
  // Code only from us and the remotes, no framing (clickjacking), https kept once seen; any
  // script or style the policy blocked would show among `problems` below.
  assert.match(headers['content-security-policy'], /frame-ancestors 'none'/);
  assert.match(
    headers['content-security-policy'],
    new RegExp(`script-src 'self' .*http://localhost:${E2E_PORTS['mf-public']}`),
  );
  assert.equal(headers['x-frame-options'], 'DENY');
  assert.match(headers['strict-transport-security'], /max-age=31536000/);
  // A script is never a page: the policy, 750 bytes, is not sent again with each one.
  const script = await shellScripts[0].allHeaders();
  assert.equal(script['content-security-policy'], undefined);
  assert.equal(script['x-frame-options'], undefined);
  assert.equal(script['x-content-type-options'], 'nosniff');
  assert.match(script['strict-transport-security'], /max-age=31536000/);
  // The policy goes by what is sent: an address ending in .js that falls back to the page keeps it.
  const fallback = await context.request.get(`${suite.urls.shell}/no-such-page.js`, {
    headers: { accept: 'text/html' },
  });
  assert.match(fallback.headers()['content-type'], /text\/html/);
  assert.match(fallback.headers()['content-security-policy'], /frame-ancestors 'none'/);
  await page
    .getByRole('heading', { name: 'Den beste plattformen for å finne læreplass' })
    .waitFor();
  assert.ok(await page.getByText('1 500+').isVisible());
  assert.ok(
    await page
      .getByRole('navigation', { name: 'Hovedmeny' })
      .getByRole('link', { name: 'Logg inn' })
      .isVisible(),
  );
  assert.ok(await page.getByRole('link', { name: 'Personvern' }).isVisible());
  assert.deepEqual(
    remoteEntries,
    [String(E2E_PORTS['mf-public'])],
    'only mf-public is loaded for the landing page',
  );
  assert.equal(await page.title(), 'Yrkesbro – finn læreplassen din');
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * What the first load may weigh on the wire, in KiB (`npm run bench` prints the figures): the
 * shell alone (/login) and the landing page with mf-public. A shared library loaded whole that no
 * app imports, as `@mui/material` was (87 KiB on every page with a remote), breaks them; so does
 * yup coming back into the shell's start (a schema beside a message the shell reads), or the
 * dashboards' parts of the ui lib (tabs, pagination, select) moving back into its shared entry,
 * or the landing page taking every category's article again instead of their cards, or bundling
 * its own copy of the MUI the shell has loaded (282 KiB; libs/federation/vite/mui-core.ts), or
 * the servers sending the scripts gzipped again instead of the build's brotli files (/login 272
 * KiB, / 263; precompress-plugin.ts), or the federation runtime back in the shell's start (/login
 * 243 KiB; apps/shell/src/remotes/federation.ts), or MUI's CSS-variables theme (about 7 KiB;
 * apps/shell/vite/no-css-variables-plugin.ts).
 */
const FIRST_LOAD_BUDGETS_KIB = { '/login': 200, '/': 212 };

test('the first load of the shell and of the landing page stays within its budget', async () => {
  for (const [route, budget] of Object.entries(FIRST_LOAD_BUDGETS_KIB)) {
    const files = await scriptsAndStylesOf(browser, `${suite.urls.shell}${route}`);
    const kib = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
    assert.ok(
      kib <= budget,
      `${route} downloads ${kib.toFixed(1)} KiB of scripts and styles (budget ${budget} KiB):\n${files
        .sort((a, b) => b.bytes - a.bytes)
        .map((file) => `${(file.bytes / 1024).toFixed(1)} ${file.url}`)
        .join('\n')}`,
    );
  }
});

// #17's budget for what every visitor downloads before anything is live, as `npm run bench`
// counts it: index.html and the scripts and styles it names, gzip. Alert and Link came out
// for it (the core still offers them to the remotes), the navbar's message count and the
// deletion notice load on demand, the page loader's bar is drawn with CSS, and index.html's
// font rules are Inter's Latin subsets only.
test("the shell's first load stays within 170 KiB (gzip)", () => {
  const kib = bundleFigures().shell / 1024;
  assert.ok(kib <= 170, `the shell's first load is ${kib.toFixed(1)} KiB`);
});

// Issue #17's "no library bundled twice", as far as it holds today (bench/RESULTS.md): what a
// visitor of every app downloads twice is MUI's components outside the core the shell offers
// (with the transitions MUI imports), never another library, and it does not grow. The modules
// are what must not grow; their bytes are their chunks' gzip apportioned, which drifts as the
// pages around them change (124.5 KiB of the same 151 modules on 2026-12-07 became 125.0 as
// three features landed in the same chunks), so the bytes have a KiB of room.
const TWICE_MODULES_MAX = 151;
const TWICE_BUDGET_KIB = 126;
const MAY_COME_TWICE = /^(@mui\/|react-transition-group$)/;

test('only MUI components outside the shared core are downloaded twice, within their budget', () => {
  const twice = libraryDuplicates();
  const others = twice.byPackage.filter(([name]) => !MAY_COME_TWICE.test(name));
  assert.deepEqual(others, [], 'libraries downloaded more than once besides MUI');
  assert.ok(twice.count <= TWICE_MODULES_MAX, `${twice.count} library modules downloaded twice`);
  const kib = twice.bytes / 1024;
  assert.ok(kib <= TWICE_BUDGET_KIB, `library code downloaded twice: ${kib.toFixed(1)} KiB`);
});

// A library some dependency pins to an older version is bundled a second time. react-is was, in
// every page's first load (hoist-non-react-statics' 16 beside MUI's 19), and clsx with the toasts
// (notistack's 1); the builds now resolve one of each (libs/federation/vite/app-config.ts).
test('no library is bundled in two versions', () => {
  assert.deepEqual(librariesInTwoVersions(), []);
});

test("the servers send the build's brotli files: the shell's and a remote's scripts, as built", async () => {
  const html = await (await fetch(suite.urls.shell)).text();
  const shellScripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    ([, file]) => file,
  );
  for (const [origin, dist, files] of [
    [`${suite.urls.shell}/`, 'apps/shell/dist', shellScripts],
    [remoteOrigin('mf-public'), 'apps/mf-public/dist', (await pageChunksOf('mf-public')).landing],
  ]) {
    // The largest: small files go uncompressed either way.
    const sized = await Promise.all(
      files.map(async (file) => [file, (await stat(path.join(ROOT, dist, file))).size]),
    );
    const [file] = sized.sort((a, b) => b[1] - a[1])[0];
    const url = origin + file;
    const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(answer.headers.get('content-encoding'), 'br', url);
    assert.equal(await answer.text(), await readFile(path.join(ROOT, dist, file), 'utf8'), url);
    const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzipped.headers.get('content-encoding'), 'gzip', url);
  }
});

test("the shell's first load and each remote's entry and pages begin with V8's compile hint, as served; the shell's lazy chunks do not", async () => {
  const hinted = async (url) =>
    (await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).text()).startsWith(
      '//# allFunctionsCalledOnLoad\n',
    );
  const html = await (await fetch(`${suite.urls.shell}/jobs`)).text();
  const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)]
    .map(([, file]) => file)
    .filter((file) => !file.startsWith('assets/early-preload-'));
  assert.ok(firstLoad.length > 10);
  for (const file of firstLoad) assert.ok(await hinted(`${suite.urls.shell}/${file}`), file);
  for (const remote of REMOTE_APPS) {
    const pages = Object.values(await pageChunksOf(remote));
    for (const file of ['remoteEntry.js', ...pages[0]])
      assert.ok(await hinted(remoteOrigin(remote) + file), `${remote} ${file}`);
  }
  // Outside the first load (a form's library, loaded by the pages with a form), none is hinted:
  // much of such code never runs on the page that loads it.
  const assets = await readdir(path.join(ROOT, 'apps/shell/dist/assets'));
  const formik = assets.find((file) => /^formik\.esm-[\w-]+\.js$/.test(file));
  assert.ok(formik);
  assert.equal(await hinted(`${suite.urls.shell}/assets/${formik}`), false);
});

test("the shell's HTML names every script of its first load and the remotes' addresses, so none waits for another to ask", async () => {
  const { context, page } = await newPage(browser);
  const shellScripts = [];
  let manifestRequests = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(suite.urls.shell)) {
      shellScripts.push(new URL(request.url()).pathname);
    }
    if (request.url() === `${suite.urls.shell}/remotes.json`) manifestRequests += 1;
  });
  await page.goto(`${suite.urls.shell}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Logg inn' }).waitFor();
  // Read from the document as served: the live page adds nothing to these.
  const html = await (await fetch(`${suite.urls.shell}/login`)).text();
  const named = new Set(
    [
      ...html.matchAll(
        /<(?:script type="module"|script async|link rel="modulepreload"|link data-after-paint="[^"]*")[^>]*(?:src|href)="([^"]+)"/g,
      ),
    ].map((match) => match[1]),
  );
  assert.ok(shellScripts.length > 10);
  // The federation runtime waits for the first remote: the shell's own pages never load it.
  assert.deepEqual(
    shellScripts.filter((script) => /\/federation-host-[\w-]+\.js$/.test(script)),
    [],
  );
  assert.deepEqual(
    shellScripts.filter((script) => !named.has(script)),
    [],
    'scripts the page found only by running others',
  );
  // The remotes' addresses too, once: the shell's own request takes the preloaded answer.
  assert.match(html, /<link rel="preload" href="\/remotes.json" as="fetch" crossorigin>/);
  assert.equal(manifestRequests, 1);
  await context.close();
});

/**
 * Holds back the chunks of the `./routes` module of the remote at `origin` (its mf-manifest.json)
 * until `releaseRoutes` is called: what the page asks for meanwhile, the page itself cannot have.
 */
async function holdRoutesModule(page, origin) {
  const manifest = await (await fetch(`${origin}mf-manifest.json`)).json();
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  const routesChunks = new Set(routes.assets.js.sync.map((file) => origin + file));
  const releaseRoutes = await holdRequests(page, (url) => routesChunks.has(url.href));
  return { routesChunks, releaseRoutes };
}

/** Holds back the page's requests whose URL `matches` until the function it returns is called. */
async function holdRequests(page, matches) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` signed in as the student. The page's own chunk must be asked for while the routes
 * module's chunks are held back (left to React, it is found only once that module has run), and
 * every chunk of both lists ahead of the page; page-chunks.json is read once.
 */
async function pageChunksAskedAhead(path, key, heading, pagePattern) {
  const { context, page } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  const studentOrigin = `http://localhost:${E2E_PORTS['mf-student']}/`;
  const listRequests = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/page-chunks.json')) listRequests.push(request.url());
  });
  const pageChunks = await (await fetch(`${studentOrigin}page-chunks.json`)).json();
  const ownChunk = pageChunks[key]?.find((file) => pagePattern.test(file));
  assert.ok(ownChunk, `page-chunks.json names the page's own chunk: ${pageChunks[key]}`);
  const { routesChunks, releaseRoutes } = await holdRoutesModule(page, studentOrigin);
  const ownChunkAsked = page.waitForRequest(studentOrigin + ownChunk, { timeout: 10_000 });
  const opened = page.goto(`${suite.urls.shell}${path}`);
  try {
    await ownChunkAsked;
  } finally {
    releaseRoutes();
  }
  await opened;
  await page.getByRole('main').getByRole('heading', { name: heading, level: 1 }).waitFor();
  const ours = [...routesChunks, ...pageChunks[key].map((file) => studentOrigin + file)];
  await page.waitForFunction(
    (hrefs) => {
      const asked = new Set(
        [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.href),
      );
      return hrefs.every((href) => asked.has(href));
    },
    ours,
    { timeout: 10_000 },
  );
  assert.deepEqual(listRequests, [`${studentOrigin}page-chunks.json`]);
  await context.close();
}

test("an address of a remote's page loads that remote's routes chunks and the page's own together, signed in", async () => {
  await pageChunksAskedAhead('/jobs', 'jobs', 'Ledige jobber', /\/jobs-page-[\w-]+\.js$/);
});

test("a signed-in page's HTML asks for no font: the full-screen loader's text is in the system's", async () => {
  // Inter's 28 KiB, asked for by the loader's text first thing, shared a slow phone's network with
  // the scripts the page waits for. Scripts are held: the loader alone is on screen.
  const { context, page } = await newPage(browser);
  await context.request.post(`${suite.urls.shell}/api/auth/login`, { data: STUDENT });
  await page.route(/\.js(\?|$)/, () => {});
  const fonts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto(`${suite.urls.shell}/jobs`, { waitUntil: 'commit' });
  await page.getByRole('status').getByText('Loading...').waitFor();
  const faces = await page.evaluate(() => {
    document.body.getBoundingClientRect();
    return [...document.fonts].map(({ family, status }) => `${family} ${status}`);
  });
  assert.ok(faces.length > 0, 'the page declares its fonts');
  assert.deepEqual(
    faces.filter((face) => !face.endsWith(' unloaded')),
    [],
  );
  assert.deepEqual(fonts, []);
  await context.close();
});

test("index.html's early script asks for the remote's page, its job list and the session check before the shell's scripts have run", async () => {
  const { context, page } = await newPage(browser);
  await context.request.post(`${suite.urls.shell}/api/auth/login`, { data: STUDENT });
  const studentOrigin = `http://localhost:${E2E_PORTS['mf-student']}/`;
  const pageChunks = await (await fetch(`${studentOrigin}page-chunks.json`)).json();
  const ownChunk = pageChunks.jobs.find((file) => /\/jobs-page-[\w-]+\.js$/.test(file));
  // The shell's entry is held back: nothing of the shell's own code can run meanwhile.
  const html = await (await fetch(`${suite.urls.shell}/jobs`)).text();
  const shellEntry = html.match(/<script type="module" crossorigin src="([^"]+)"/)[1];
  const federationHost = html.match(/data-federation="([^"]*)"/)[1].split(' ');
  assert.ok(federationHost.some((file) => /\/federation-host-[\w-]+\.js$/.test(file)));
  let releaseShell;
  const shellHeld = new Promise((resolve) => (releaseShell = resolve));
  let entryHeld = false;
  await page.route(suite.urls.shell + shellEntry, async (route) => {
    entryHeld = true;
    await shellHeld;
    await route.continue();
  });
  const asked = [];
  page.on('request', (request) => asked.push(request.url()));
  const ownChunkAsked = page.waitForRequest(studentOrigin + ownChunk, { timeout: 10_000 });
  const federationAsked = federationHost.map((file) =>
    page.waitForRequest(suite.urls.shell + file, { timeout: 10_000 }),
  );
  const sessionAsked = page.waitForRequest((request) => request.url().endsWith('/api/auth/me'), {
    timeout: 10_000,
  });
  const jobList = '/api/jobs?q=l%C3%A6rling&page=1&limit=12';
  const jobListAsked = page.waitForRequest((request) => request.url().endsWith(jobList), {
    timeout: 10_000,
  });
  const opened = page.goto(`${suite.urls.shell}/jobs?q=l%C3%A6rling`);
  try {
    await Promise.all([ownChunkAsked, sessionAsked, jobListAsked, ...federationAsked]);
    assert.ok(entryHeld, "the shell's entry was asked for and held");
    assert.ok(
      asked.includes(`${studentOrigin}remoteEntry.js`),
      "the remote's entry is asked for too",
    );
  } finally {
    releaseShell();
  }
  await opened;
  await page.getByRole('main').getByRole('heading', { name: 'Ledige jobber', level: 1 }).waitFor();
  // The shell's scripts take over without asking for the lists or the remotes' addresses again,
  // and its session check and the page take the answers the early script preloaded.
  await page.getByRole('main').getByRole('article').first().waitFor();
  const once = (suffix) => asked.filter((url) => url.endsWith(suffix)).length;
  assert.equal(once('/page-chunks.json'), 1);
  assert.equal(once('/mf-manifest.json'), 1);
  assert.equal(once('/remotes.json'), 1);
  assert.equal(once('/api/auth/me'), 1);
  assert.equal(once(jobList), 1);
  await context.close();
});

test("the shell starts the job list's search as soon as the remote's routes module has run, before the page's own code has arrived", async () => {
  const { context, page, problems } = await newPage(browser);
  await context.request.post(`${suite.urls.shell}/api/auth/login`, { data: STUDENT });
  const studentOrigin = `http://localhost:${E2E_PORTS['mf-student']}/`;
  const pageChunks = await (await fetch(`${studentOrigin}page-chunks.json`)).json();
  const ownChunk = pageChunks.jobs.find((file) => /\/jobs-page-[\w-]+\.js$/.test(file));
  // Without index.html's early script, which preloads the same call ahead of everything: what
  // is left is the shell's own start.
  await page.route(/\/assets\/early-preload-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  const jobList = '/api/jobs?q=l%C3%A6rling&page=1&limit=12';
  const jobListAsked = page.waitForRequest((request) => request.url().endsWith(jobList), {
    timeout: 15_000,
  });
  // The page's own chunk comes only once the search has been asked for: were the search left to
  // the page, as it was, it would never be.
  await page.route(studentOrigin + ownChunk, async (route) => {
    await jobListAsked.catch(() => undefined);
    await route.continue();
  });
  const asked = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.goto(`${suite.urls.shell}/jobs?q=l%C3%A6rling`);
  await jobListAsked;
  await page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^\d+ jobb/ })
    .waitFor();
  await page.getByRole('main').getByRole('article').first().waitFor();
  assert.equal(asked.filter((url) => url.endsWith(jobList)).length, 1, 'the page asks no more');
  assert.deepEqual(problems, []);
  await context.close();
});

test("a page every role has (the calendar) loads its chunks with the routes module of the person's remote", async () => {
  await pageChunksAskedAhead('/calendar', 'calendar', 'Kalender', /\/calendar-page-[\w-]+\.js$/);
});

// apps/shell/src/routing/preload-page.ts: a link's page loads once the visitor shows the intent
// to follow it, so that the click finds its code in.
test("a link's page starts loading when the pointer rests on the link or the keyboard focuses it, before any click", async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(suite.urls.shell);
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  const pageChunk = (name) =>
    page.waitForRequest(
      new RegExp(`:${E2E_PORTS['mf-public']}/assets/${name}-page-[\\w-]+\\.js$`),
      {
        timeout: 10_000,
      },
    );

  const faqAsked = pageChunk('faq');
  await menu.getByRole('link', { name: 'FAQ', exact: true }).hover();
  await faqAsked;
  const aboutAsked = pageChunk('about');
  await menu.getByRole('link', { name: 'Om oss', exact: true }).focus();
  await aboutAsked;
  assert.equal(new URL(page.url()).pathname, '/');

  // A press starts it at once: a finger's touch comes before its click.
  const loginAsked = page.waitForRequest(/\/assets\/login-page-[\w-]+\.js$/, { timeout: 10_000 });
  await menu.getByRole('link', { name: 'Logg inn', exact: true }).dispatchEvent('pointerdown');
  await loginAsked;
  await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Spørsmål om læretid' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test("a link's page's data starts with its code on the same intent: the job a card leads to is asked for before the click, and once", async () => {
  const { context, page, problems } = await newPage(browser);
  await context.request.post(`${suite.urls.shell}/api/auth/login`, { data: STUDENT });
  await page.goto(`${suite.urls.shell}/jobs`);
  const cards = page.getByRole('main').getByRole('article');
  await cards.nth(1).waitFor();
  const asked = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const jobAsked = async (card) => {
    const path = `/api${await card.getByRole('link').getAttribute('href')}`;
    return { path, request: page.waitForRequest((r) => new URL(r.url()).pathname === path) };
  };

  const focused = await jobAsked(cards.nth(1));
  await cards.nth(1).getByRole('link').focus();
  await focused.request;
  const hovered = await jobAsked(cards.first());
  // And whether the student has applied, which the page asked only once the job was in.
  const appliedPath = hovered.path.replace('/api/jobs/', '/api/jobs/applied/');
  const appliedAsked = page.waitForRequest((r) => new URL(r.url()).pathname === appliedPath);
  await cards.first().getByRole('link').hover();
  await Promise.all([hovered.request, appliedAsked]);
  assert.equal(new URL(page.url()).pathname, '/jobs');

  const title = await cards.first().getAttribute('aria-label');
  await cards.first().getByRole('link').click();
  await page.getByRole('main').getByRole('heading', { level: 1, name: title }).waitFor();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Søk på stillingen|Du har søkt)$/ })
    .waitFor();
  for (const path of [hovered.path, appliedPath])
    assert.equal(asked.filter((url) => url === path).length, 1, `the page asks ${path} no more`);
  assert.deepEqual(problems, []);
  await context.close();
});

// apps/shell/src/routing/navigation-hold.ts: a navigation's page shows when its code is in, not
// after a loader React would hold for 300 ms at the least.
test("a link's navigation keeps the page it leaves on screen, inert under a progress bar, until the next page's code is in", async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await waitForLoadedMain(page);
  const main = page.locator('main#main');
  const heading = main.locator('h1');
  const dashboardHeading = await heading.textContent();
  const release = await holdRequests(
    page,
    (url) =>
      url.port === String(E2E_PORTS['mf-student']) && /\/jobs-page-[\w-]+\.js$/.test(url.pathname),
  );
  const nextPageBar = page.getByRole('progressbar', { name: 'Laster inn neste side' });

  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Jobber', exact: true })
    .click();
  await nextPageBar.waitFor();
  assert.equal(new URL(page.url()).pathname, '/jobs');
  assert.equal(await heading.textContent(), dashboardHeading);
  assert.equal(await main.evaluate((element) => element.inert), true);

  release();
  await main.getByRole('heading', { name: 'Ledige jobber', level: 1 }).waitFor();
  await nextPageBar.waitFor({ state: 'detached' });
  assert.equal(await main.evaluate((element) => element.inert), false);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a link to a page of the shell's own waits the same way, on the remote's page it leaves", async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(suite.urls.shell);
  const main = page.locator('main#main');
  const landingHeading = await main.locator('h1').textContent();
  const release = await holdRequests(page, /\/assets\/login-page-[\w-]+\.js$/);
  const nextPageBar = page.getByRole('progressbar', { name: 'Laster inn neste side' });

  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Logg inn', exact: true })
    .click();
  await nextPageBar.waitFor();
  assert.equal(await main.locator('h1').textContent(), landingHeading);
  assert.equal(await main.evaluate((element) => element.inert), true);

  release();
  await page.getByLabel('E-post').waitFor();
  await nextPageBar.waitFor({ state: 'detached' });
  assert.equal(await main.evaluate((element) => element.inert), false);
  assert.deepEqual(problems, []);
  await context.close();
});

const REMOTE_APPS = ['mf-public', 'mf-student', 'mf-business', 'mf-admin'];
const remoteOrigin = (remote) => `http://localhost:${E2E_PORTS[remote]}/`;

/** A remote's page-chunks.json: the chunk files of each of its pages. */
async function pageChunksOf(remote) {
  return (await fetch(`${remoteOrigin(remote)}page-chunks.json`)).json();
}

/** Those of a remote's chunk `files` whose text includes `marker`. */
async function filesCarrying(remote, files, marker) {
  const carrying = [];
  for (const file of new Set(files)) {
    if ((await (await fetch(remoteOrigin(remote) + file)).text()).includes(marker))
      carrying.push(file);
  }
  return carrying;
}

// One of yup's English defaults, and the name formik gives its context: every bundle that carries
// the library holds it.
const FORM_LIBRARIES = { yup: 'must be a valid email', formik: 'FormikContext' };

/**
 * The scripts a page downloads, by origin, that carry formik or yup; `read()` waits for the
 * bodies of those downloaded so far.
 */
function recordFormLibraries(page) {
  const carriers = [];
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    const read = response.text().then(
      (text) => {
        for (const [library, marker] of Object.entries(FORM_LIBRARIES))
          if (text.includes(marker)) carriers.push(`${library} ${new URL(response.url()).origin}`);
      },
      () => undefined,
    );
    reading.push(read);
  });
  return { carriers, read: () => Promise.all(reading) };
}

// The remotes share formik and yup with the shell, which provides them when a page first asks
// (libs/federation/src/on-demand-shares.ts); built without a copy of their own, no remote's page
// carries them.
test("no remote's page carries formik or yup, and only the pages with a form ask for them", async () => {
  for (const marker of Object.values(FORM_LIBRARIES))
    assert.deepEqual(await pageChunksCarrying(marker), [], marker);
  // A message or a constant beside a schema in @yrkesbro/contracts brings yup back to a page
  // without a form, as does a dialog with a form imported up front (the job's page has the
  // søknad's): the shell would then load it with that page (page-shares.json).
  const formPages = {
    'mf-public': ['contact', 'post-job'],
    'mf-student': ['calendar-event-new'],
    'mf-business': ['dashboard', 'job-create', 'job-edit', 'calendar-event-new'],
    'mf-admin': ['calendar-event-new'],
  };
  for (const [remote, pages] of Object.entries(formPages)) {
    const pageShares = await (await fetch(`${remoteOrigin(remote)}page-shares.json`)).json();
    assert.deepEqual(Object.keys(pageShares).sort(), pages.sort(), remote);
    for (const page of pages) assert.deepEqual(pageShares[page], ['formik', 'yup'], page);
  }
});

test("a remote's form takes formik and yup from the shell; a page without a form loads neither", async () => {
  const visitor = await newPage(browser);
  const visited = recordFormLibraries(visitor.page);
  for (const path of ['/', '/faq', '/categories/elektro']) {
    await visitor.page.goto(`${suite.urls.shell}${path}`);
    await waitForLoadedMain(visitor.page);
    await visitor.page.waitForLoadState('networkidle');
  }
  await visited.read();
  assert.deepEqual(visited.carriers, []);
  assert.deepEqual(visitor.problems, []);
  await visitor.context.close();

  // Signed in without the login page, whose form would have loaded them already. The shell asks
  // for them with the page's chunks (page-shares.json): while mf-business's routes module is held
  // back, the page itself cannot have asked.
  const { context, page, problems } = await newPage(browser);
  const { carriers } = recordFormLibraries(page);
  await context.request.post(`${suite.urls.shell}/api/auth/login`, { data: BUSINESS });
  const { releaseRoutes } = await holdRoutesModule(page, remoteOrigin('mf-business'));
  const opened = page.goto(`${suite.urls.shell}/business/jobs/create`);
  try {
    for (let waited = 0; carriers.length < 2 && waited < 15_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual([...carriers].sort(), [
      `formik ${suite.urls.shell}`,
      `yup ${suite.urls.shell}`,
    ]);
  } finally {
    releaseRoutes();
  }
  await opened;
  await page.getByRole('heading', { name: 'Ny stilling', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Lagre stilling' }).click();
  await page.getByText('Jobb tittel er påkrevd').first().waitFor();
  assert.deepEqual(carriers.sort(), [`formik ${suite.urls.shell}`, `yup ${suite.urls.shell}`]);
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * Pages' own chunks (page-chunks.json), compressed as the servers send them, in KiB. Each budget
 * says what it was before the parts of the page it guards came on demand; any of those coming
 * back up front breaks it. Every page takes the MUI the shell has loaded from the shell
 * (libs/federation/vite/mui-core.ts), and a form formik and yup: with a copy of its own, each is
 * over its budget again (the last figures of each comment).
 */
const PAGE_BUDGETS_KIB = [
  // 123 before its dialog loaded on demand, the dashboards' parts of the ui lib were bundled one
  // by one and its messages came without yup; 100 with every student page's texts in one module;
  // 95 with MUI's TextField (its menu select); 76 with a theme of its own (shell-theme-plugin.ts);
  // 66 with its own copy of the shell's MUI.
  { remote: 'mf-student', page: 'jobs', budget: 48 },
  // 117 with every tab's panel loaded with the page; 91 with the profile's confirm dialog and
  // image lightbox, and the dialogs' texts; 78 with its own MUI.
  { remote: 'mf-student', page: 'dashboard', budget: 60 },
  // 85 with the same; 74 with its own MUI.
  { remote: 'mf-student', page: 'public-profile', budget: 55 },
  // 83 with the group mail's schema (yup) loaded with the page; 70 with its own MUI.
  { remote: 'mf-admin', page: 'dashboard', budget: 55 },
  // 145 with every tab's panel, the plan dialog and Premium's alerts loaded with the page; 123
  // with MUI's TextField; 98 with its own MUI; 69 with formik and yup of its own (its profile form).
  { remote: 'mf-business', page: 'dashboard', budget: 52 },
  // 97 with the plan dialog loaded with the page; 90 with MUI's TextField; 62 with its own MUI.
  { remote: 'mf-business', page: 'students', budget: 46 },
  // 93 with MUI's TextField, 80 with Redux Toolkit shared, 68 with its own MUI, 45 with formik and
  // yup of its own.
  { remote: 'mf-public', page: 'contact', budget: 28 },
  // 57 with its own MUI.
  { remote: 'mf-public', page: 'faq', budget: 40 },
  // 107 with MUI's TextField, 87 with a theme of its own, 77 with its own MUI, 55 with formik and
  // yup of its own.
  { remote: 'mf-business', page: 'job-create', budget: 38 },
  // 112 with its edit form (text fields, the type select, yup) loaded with the page; 55 with its
  // own MUI.
  { remote: 'mf-student', page: 'calendar-event', budget: 40 },
  // The event form itself: 104 with MUI's TextField, 82 with a theme of its own, 73 with its own
  // MUI, 51 with formik and yup of its own.
  { remote: 'mf-student', page: 'calendar-event-new', budget: 34 },
  // 85 with its dialogs (who posts, the code) loaded with the form; 79 with its own MUI; 50 with
  // formik and yup of its own.
  { remote: 'mf-public', page: 'post-job', budget: 32 },
  // 93 with its edit form (formik, yup) and the answer dialog loaded with the page; 49 with its
  // own MUI.
  { remote: 'mf-public', page: 'manage-job', budget: 28 },
];

/** The files of every remote's pages (page-chunks.json) whose text includes `marker`. */
async function pageChunksCarrying(marker) {
  const carrying = [];
  for (const remote of REMOTE_APPS) {
    const files = Object.values(await pageChunksOf(remote)).flat();
    for (const file of await filesCarrying(remote, files, marker))
      carrying.push(`${remote} ${file}`);
  }
  return carrying;
}

// MUI's menu, which its TextField brings for a select whether a page has one or not (Select,
// Menu, Popover, Modal, the focus trap: 10 KiB compressed). Our TextField ('@yrkesbro/ui/text-field')
// uses the platform's select; only Premium's alerts, loaded on demand, keep MUI's for its
// Autocomplete.
test("no remote's page loads MUI's menu select", async () => {
  assert.deepEqual(await pageChunksCarrying('MuiMenu'), []);
});

// A palette option only MUI's createTheme reads: a remote's pages take the shell's theme as MUI's
// default theme (shell-theme-plugin.ts) instead of building one of their own (8 KiB).
test("no remote's page builds a theme of its own", async () => {
  assert.deepEqual(await pageChunksCarrying('tonalOffset'), []);
});

// MUI's ripple, which every button has: the remotes take it, with Button, Typography, MUI's system
// code and the rest of what the shell's first load holds, from the shell's MUI core
// (libs/federation/vite/mui-core.ts) instead of downloading and running a copy of their own.
test("no remote's page carries the MUI the shell has loaded", async () => {
  assert.deepEqual(await pageChunksCarrying('MuiTouchRipple'), []);
});

// The components the core offers beyond the shell's first load (CORE_BEYOND_FIRST_LOAD in
// libs/federation/vite/mui-core.ts): the first load leaves out MUI's Alert, LinearProgress and
// Link, and the remotes, whose forms, dashboards and articles use them, still take them from the
// shell. Alert's warning icon, and the others' names.
test("no remote's page carries the MUI components the core offers beyond the first load", async () => {
  for (const marker of ['ReportProblemOutlined', 'MuiLinearProgress', 'MuiLink'])
    assert.deepEqual(await pageChunksCarrying(marker), [], marker);
});

test("a remote's page takes MUI's core from the shell, not from its own fallback", async () => {
  const { context, page, problems } = await newPage(browser);
  const cores = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (/\/mui-core-[\w-]+\.js$/.test(pathname) && !pathname.includes('mui-core-takers'))
      cores.push(origin);
  });
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/jobs`);
  await page.getByRole('main').getByRole('heading', { name: 'Ledige jobber', level: 1 }).waitFor();
  assert.deepEqual([...new Set(cores)], [suite.urls.shell]);
  assert.deepEqual(problems, []);
  await context.close();
});

// The chunk of what many of a signed-in remote's pages need as they start (libs/federation/vite/
// shared-page-chunk.ts), which every page of it loads, in KiB: 2–3 KiB over its size. Code the
// pages leave on demand, a copy of the shell's MUI or formik and yup would land here too; so did
// MUI's dialog, modal and focus trap, which the dialogs share, while the chunk took what five
// chunks imported (38.1 KiB for the student's, 29.5 for the business's).
const SHARED_CHUNK_BUDGETS_KIB = {
  'mf-student': 31,
  'mf-business': 25,
  'mf-admin': 14,
};
const isSharedChunk = (file) => /\/pages-shared-[\w-]+\.js$/.test(file);

async function gzipSizeOf(url) {
  return gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
}

test("each page's own chunks stay within their budget, and so does each remote's shared chunk", async () => {
  const over = [];
  for (const { remote, page, budget } of PAGE_BUDGETS_KIB) {
    const origin = remoteOrigin(remote);
    const files = new Set(
      (await pageChunksOf(remote))[page].filter((file) => !isSharedChunk(file)),
    );
    let bytes = 0;
    for (const file of files) bytes += await gzipSizeOf(origin + file);
    const kib = bytes / 1024;
    if (kib > budget) over.push(`${remote} ${page}: ${kib.toFixed(1)} KiB (budget ${budget})`);
  }
  for (const [remote, budget] of Object.entries(SHARED_CHUNK_BUDGETS_KIB)) {
    const shared = Object.values(await pageChunksOf(remote))
      .flat()
      .find(isSharedChunk);
    assert.ok(shared, `${remote} has no shared chunk`);
    const kib = (await gzipSizeOf(remoteOrigin(remote) + shared)) / 1024;
    if (kib > budget) over.push(`${remote} ${shared}: ${kib.toFixed(1)} KiB (budget ${budget})`);
  }
  assert.deepEqual(over, []);
});

// A browser asks an HTTP/1.1 server for six files at a time, so a page's files cost round trips:
// signed in on a slow phone, /jobs's 37 files took 1.3 s of round trips (bench/RESULTS.md). The
// business dashboard asks for 19 since its remote's pages share one chunk.
const MOST_FILES_PER_PAGE = 20;

test(`no remote's page asks for more than ${MOST_FILES_PER_PAGE} files`, async () => {
  const over = [];
  for (const remote of REMOTE_APPS) {
    for (const [page, files] of Object.entries(await pageChunksOf(remote)))
      if (files.length > MOST_FILES_PER_PAGE) over.push(`${remote} ${page}: ${files.length}`);
  }
  assert.deepEqual(over, []);
});

test('a guarded URL sends a signed-out student to /login and back there after login; reload keeps the session', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${suite.urls.shell}/student/dashboard`);
  await page.waitForURL('**/login');
  await login(page, suite.urls.shell, STUDENT);
  // login() opened /login afresh, so the remembered origin is gone: the role decides.
  await page.waitForURL('**/student/dashboard');
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Studentdashbord' }).waitFor();
  // mf-student reads the signed-in user from the shell's store: one store across remotes.
  await main.getByText(`Innlogget som ${STUDENT.email}`).waitFor();
  await page.reload();
  await main.getByRole('heading', { name: 'Studentdashbord' }).waitFor();
  await waitForLoadedMain(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await page
    .getByRole('heading', { name: 'Den beste plattformen for å finne læreplass' })
    .waitFor();
  await page.goto(`${suite.urls.shell}/student/dashboard`);
  await page.waitForURL('**/login');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the remembered origin is used when the person logs in from the redirect', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(`${suite.urls.shell}/applications`);
  await page.waitForURL('**/login');
  await page.getByLabel('E-post').fill(STUDENT.email);
  await page.getByLabel('Passord').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL('**/applications');
  await page.getByText('Innlogging vellykket!').waitFor();
  await page.getByRole('main').getByRole('heading', { level: 1, name: 'Mine søknader' }).waitFor();
  await context.close();
});

test('business and admin dashboards come from their remotes, navigated within the shell', async () => {
  for (const [account, heading, port] of [
    [BUSINESS, 'Bedriftsdashbord', E2E_PORTS['mf-business']],
    [ADMIN, 'Administrasjon', E2E_PORTS['mf-admin']],
  ]) {
    const { context, page, problems } = await newPage(browser);
    const loaded = [];
    page.on('request', (request) => loaded.push(request.url()));
    await login(page, suite.urls.shell, account);
    await page.getByRole('main').getByRole('heading', { name: heading }).waitFor();
    assert.ok(loaded.some((url) => url.includes(`:${port}/remoteEntry.js`)));
    // Back to the landing page without a reload: mf-public renders in the same app.
    await page.getByRole('link', { name: 'Yrkesbro' }).first().click();
    await page
      .getByRole('heading', { name: 'Den beste plattformen for å finne læreplass' })
      .waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('a student cannot open a business page, and a wrong password shows the server message', async () => {
  const { context, page } = await newPage(browser);
  await login(page, suite.urls.shell, { email: STUDENT.email, password: 'Feil12345' });
  // At the form itself (the toast says it too, and goes away).
  await page.getByRole('main').getByRole('alert').getByText('Feil e-post eller passord').waitFor();
  assert.equal(
    await page.getByLabel('E-post').inputValue(),
    STUDENT.email,
    'typed e-mail stays in the form',
  );
  await page.getByLabel('Passord').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/students`);
  await page.waitForURL('**/student/dashboard');
  await context.close();
});

test('a remote that is down shows a Norwegian fallback with retry; the rest of the site keeps working', async () => {
  await suite.stopRemote('mf-admin');
  const { context, page } = await newPage(browser);
  try {
    await login(page, suite.urls.shell, ADMIN);
    await page.waitForURL('**/admin/dashboard');
    const alert = page.getByRole('alert');
    await alert.getByText('Denne delen av Yrkesbro er utilgjengelig akkurat nå').waitFor();
    assert.ok(
      await page.getByRole('button', { name: 'Logg ut' }).isVisible(),
      'the navbar still works',
    );

    await page.getByRole('link', { name: 'Yrkesbro' }).first().click();
    await page
      .getByRole('heading', { name: 'Den beste plattformen for å finne læreplass' })
      .waitFor();

    await suite.startRemote('mf-admin');
    await page.goBack();
    await alert.getByRole('button', { name: 'Prøv igjen' }).click();
    await page.getByRole('main').getByRole('heading', { name: 'Administrasjon' }).waitFor();
    await recordDrill('remote-stopped');
  } finally {
    if (!suite.processes.has('mf-admin')) await suite.startRemote('mf-admin');
    await context.close();
  }
});

test("a page whose code failed to arrive shows on the remote's retry, without a reload", async () => {
  const { context, page } = await newPage(browser);
  let refuse = true;
  await page.route(/\/assets\/assessments-page-[\w-]+\.js$/, (route) =>
    refuse ? route.abort('connectionreset') : route.continue(),
  );
  await login(page, suite.urls.shell, STUDENT);
  await page.getByRole('main').getByRole('heading', { name: 'Studentdashbord' }).waitFor();
  // Within the app, as a link would: the student remote's routes module is already in.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/assessments');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const alert = page.getByRole('alert');
  await alert.getByText('Denne delen av Yrkesbro er utilgjengelig akkurat nå').waitFor();

  refuse = false;
  await alert.getByRole('button', { name: 'Prøv igjen' }).click();
  await page.getByRole('main').getByRole('heading', { name: 'Ferdighetstester' }).waitFor();
  await context.close();
});

test('an unknown address shows the friendly Norwegian 404 inside the shell', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(`${suite.urls.shell}/blog`);
  await page.getByRole('heading', { name: 'Siden finnes ikke' }).waitFor();
  await page.getByRole('link', { name: 'Gå til forsiden' }).click();
  await page
    .getByRole('heading', { name: 'Den beste plattformen for å finne læreplass' })
    .waitFor();
  await context.close();
});

test('a mail queued by the API is delivered by the worker and readable in the mail catcher', async () => {
  const to = `e2e-${Date.now()}@yrkesbro.test`;
  const response = await fetch(`${suite.urls.api}/dev/test-mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to }),
  });
  assert.equal(response.status, 202);
  const deadline = Date.now() + 15000;
  let mail;
  while (!mail && Date.now() < deadline) {
    const mails = await (await fetch(`${suite.urls.mail}/email`)).json();
    mail = mails.find((m) => m.to.some((r) => r.address === to));
    if (!mail) await new Promise((r) => setTimeout(r, 200));
  }
  assert.ok(mail, 'the mail reached the mail catcher');
  assert.equal(mail.subject, 'Testmelding fra Yrkesbro');
});

test('a worker killed with SIGKILL is started again, and mails queued meanwhile arrive once', async () => {
  process.kill(-suite.processes.pidOf('worker'), 'SIGKILL');
  const stamp = Date.now();
  const recipients = [1, 2, 3].map((n) => `drill-${n}-${stamp}@yrkesbro.test`);
  for (const to of recipients) {
    const response = await fetch(`${suite.urls.api}/dev/test-mail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to }),
    });
    assert.equal(response.status, 202);
  }
  for (const to of recipients) await waitForMails(suite.urls.mail, to, { timeoutMs: 30000 });
  // Once the queue is empty nothing more can arrive: each mail came exactly once.
  let health;
  // A mail job the killed worker held stays active until its lock lapses (10 s) and a stall check
  // hands it out again (every 5 s); a CI run met that case.
  const deadline = Date.now() + 30000;
  for (;;) {
    health = await (await fetch(`${suite.urls.api}/health`)).json();
    if (health.queues?.queued === 0) break;
    assert.ok(Date.now() < deadline, `the queue never emptied: ${JSON.stringify(health)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.ok(health.queues.workers >= 1, 'health sees the restarted worker');
  for (const to of recipients) assert.equal((await waitForMails(suite.urls.mail, to)).length, 1);
  assert.match(
    suite.processes.restarts.at(-1),
    /^worker stoppet uventet .*starter på nytt om 1 s$/,
  );
  await recordDrill('worker-killed');
});
