// The public site: every public route, the ten career categories, the assistant and the contact form.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage } from '../support/browser.mjs';
import { countLayoutShift, layoutShiftOf } from '../support/layout-shift.mjs';
import { waitForMail } from '../support/mailbox.mjs';
import { useJourneySuite } from '../support/test-suite.mjs';

const CATEGORIES = {
  bygg: 'Bygg',
  elektro: 'Elektro',
  frisor: 'Frisør',
  handverk: 'Håndverk',
  helse: 'Helse',
  it: 'IT',
  natur: 'Natur',
  restaurant: 'Restaurant',
  salg: 'Salg',
  teknologi: 'Teknologi',
};

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

test('the landing page shows the goals, ten career paths, the carousel and a one-open FAQ', async () => {
  const { context, page, problems } = await newPage(browser);
  await countLayoutShift(page);
  await page.goto(suite.urls.shell);
  for (const figure of ['105+', '1 500+', '10+', '100+'])
    await page.getByText(figure, { exact: true }).waitFor();
  const paths = page
    .getByRole('heading', { name: 'Ti veier til fagbrev' })
    .locator('xpath=..')
    .getByRole('link');
  assert.equal(await paths.count(), 10);
  const carousel = page.getByRole('region', { name: 'Skjermbilder fra Yrkesbro' });
  await carousel.getByRole('img').first().waitFor();
  // The carousel moves on by itself every six seconds; a click on its first dot brings it back to
  // the first slide and, with focus inside, holds it there.
  await carousel.getByRole('button', { name: /^Vis bilde 1:/ }).click();
  assert.ok(
    (await carousel.getByRole('img').evaluate((img) => img.decode().then(() => img.naturalWidth))) >
      0,
    'the screenshot loads',
  );
  const shift = await layoutShiftOf(page);
  assert.ok(shift < 0.1, `the page holds still while it loads (layout shift ${shift.toFixed(3)})`);
  await carousel.getByRole('button', { name: 'Neste bilde' }).click();
  await carousel.getByText('Utforsk yrkesfagene', { exact: false }).waitFor();

  await page.getByRole('button', { name: 'Koster det noe?' }).click();
  await page.getByRole('button', { name: 'Hvordan kommer jeg i gang?' }).click();
  const open = await page.locator('[aria-expanded="true"]').count();
  assert.equal(open, 1, 'one FAQ item open at a time');
  // A closed answer is left out of layout (faq-accordion.tsx); opened, it shows whole.
  const answer = page.getByRole('region', { name: 'Hvordan kommer jeg i gang?' });
  await answer.locator('xpath=ancestor::*[contains(@class, "MuiCollapse-entered")]').waitFor();
  const [shown, needed] = await answer.evaluate((region) => [
    region.closest('.MuiCollapse-root').getBoundingClientRect().height,
    region.getBoundingClientRect().height,
  ]);
  assert.ok(needed > 20 && shown === needed, `the open answer shows whole (${shown} of ${needed})`);
  assert.equal(
    await page
      .getByRole('button', { name: 'Koster det noe?' })
      .evaluate(
        (summary) =>
          getComputedStyle(summary.closest('.MuiAccordion-root').querySelector('.MuiCollapse-root'))
            .contentVisibility,
      ),
    'hidden',
  );
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  assert.match(description, /læreplass/);
  await paths.filter({ hasText: 'Elektro' }).click();
  await page.waitForURL('**/categories/elektro');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the public pages are prerendered: text and title come before any script, and the live page takes their place unmoved', async () => {
  const html = async (path) => (await fetch(`${suite.urls.shell}${path}`)).text();
  const faq = await html('/faq');
  assert.match(faq, /<title>Spørsmål om læretid – Yrkesbro<\/title>/);
  assert.match(
    faq,
    /<div id="root" data-prerendered="\/faq"><div data-prerendered-markup="" inert=""/,
  );
  assert.match(await html('/categories/elektro'), /data-prerendered="\/categories\/elektro"/);
  // Its one script asks for the shell's after the first paint (prerendered-html.ts): none of
  // them is asked for with the page.
  assert.doesNotMatch(faq, /<script type="module"|<link rel="modulepreload"/);
  assert.match(faq, /<script async src="\/assets\/after-paint-[\w-]+\.js"><\/script>/);
  assert.match(faq, /<link data-after-paint="module" href="\/assets\/index-[\w-]+\.js">/);
  // Any other address gets what the app shows first there, the session check's loader; never
  // someone else's page, and nothing the app would keep standing.
  for (const path of ['/student/dashboard', '/index']) {
    assert.match(
      await html(path),
      /<div id="root"><div [^>]*role="status"[^>]*>.*<p [^>]*>Loading\.\.\.<\/p><\/div><\/div>/,
    );
  }
  const scriptlessLoader = await browser.newContext({ locale: 'nb-NO' });
  try {
    const still = await scriptlessLoader.newPage();
    await still.route(/\.js(\?|$)/, (route) => route.abort());
    await still.goto(`${suite.urls.shell}/student/dashboard`);
    assert.equal(await still.getByRole('status').textContent(), 'Loading...');
  } finally {
    await scriptlessLoader.close();
  }

  // Every heading, paragraph and label with its box: what would move if the live page differed.
  const textLayout = (page) =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.querySelectorAll('#main :is(h1, h2, h3, p, label)')].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [element.textContent, ...[x, y, width, height].map(Math.round)];
      });
    });
  for (const path of ['/about', '/faq', '/login']) {
    const scriptless = await browser.newContext({ locale: 'nb-NO' });
    let prerendered;
    try {
      const still = await scriptless.newPage();
      await still.route(/\.js(\?|$)/, (route) => route.abort());
      await still.goto(`${suite.urls.shell}${path}`);
      prerendered = await textLayout(still);
      assert.ok(prerendered.length > 2, `${path} shows its text before any script runs`);
      assert.equal(
        await still.getByRole('heading', { level: 1 }).count(),
        0,
        'hidden from assistive technology until live',
      );
    } finally {
      await scriptless.close();
    }

    const { context, page, problems } = await newPage(browser);
    await watchForLoaders(page);
    await watchForMarkupCopies(page);
    await page.goto(`${suite.urls.shell}${path}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.evaluate(() => window.loaderShown), false, `${path} showed a loader`);
    // The build's markup stands until the live page takes its place, never copied into the app
    // and laid out again on the way (libs/ui/src/prerendered-page.tsx).
    assert.equal(await page.evaluate(() => window.markupsPut), 1, `${path} copied its markup`);
    assert.equal(await page.locator('#root').count(), 1);
    assert.equal(await page.locator('[data-prerendered-markup]').count(), 0);
    assert.deepEqual(
      await textLayout(page),
      prerendered,
      `${path} live stands where it was prerendered`,
    );
    assert.deepEqual(problems, []);
    await context.close();
  }

  // Reached inside the app, the page's history entry has the router's own key; a reload of it
  // is stood in for all the same.
  const { context, page, problems } = await newPage(browser);
  await watchForLoaders(page);
  await page.goto(suite.urls.shell);
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await page.getByRole('main').getByRole('heading', { name: 'Spørsmål om læretid' }).waitFor();
  await page.reload();
  await page.getByRole('main').getByRole('heading', { name: 'Spørsmål om læretid' }).waitFor();
  assert.equal(await page.evaluate(() => window.loaderShown), false, 'the reload showed a loader');
  assert.deepEqual(problems, []);
  await context.close();
});

test("a page in Norwegian downloads Inter's Latin file only, one for every weight; a name in Polish brings Latin Extended", async () => {
  const { context, page, problems } = await newPage(browser);
  const fonts = [];
  const fontResponses = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop();
    if (/\.woff2?$/.test(file)) fonts.push(file.replace(/-[\w-]{8}\.woff2?$/, ''));
  });
  page.on('response', (response) => {
    if (/\.woff2$/.test(new URL(response.url()).pathname)) fontResponses.push(response);
  });
  await page.goto(`${suite.urls.shell}/faq`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  assert.ok(fonts.length > 0, 'the page asks for Inter');
  // The face as scripts/subset-inter.mjs cuts it: @fontsource-variable's own Latin file is 47 KiB.
  const sizes = await Promise.all(
    fontResponses.map(async (response) => (await response.body()).length),
  );
  assert.ok(sizes.length === 1 && sizes[0] < 30 * 1024, `Inter's files: ${sizes} bytes`);
  assert.deepEqual(
    fonts.filter((file) => file !== 'inter-latin-wght-normal'),
    [],
    'the faces say which characters they have, so Latin text needs no other file',
  );
  // The text Inter's Latin face lacks is set in its Latin Extended one, asked for when needed.
  const extended = page.waitForRequest(/\/inter-latin-ext-wght-normal-[\w-]{8}\.woff2$/);
  await page.evaluate(() => {
    const name = Object.assign(document.createElement('p'), { textContent: 'Łódź' });
    document.querySelector('main').append(name);
  });
  await extended;
  assert.deepEqual(problems, []);
  await context.close();
});

/** Counts the prerendered markup put into the page: the parser's, and any copy after it. */
async function watchForMarkupCopies(page) {
  await page.addInitScript(() => {
    window.markupsPut = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType === Node.ELEMENT_NODE && node.matches('[data-prerendered-markup]'))
            window.markupsPut += 1;
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

/** The prerendered page stays until the live one replaces it: no loader ever shows. */
async function watchForLoaders(page) {
  await page.addInitScript(() => {
    window.loaderShown = false;
    new MutationObserver(() => {
      if (document.querySelector('.MuiCircularProgress-root, .yb-loading'))
        window.loaderShown = true;
    }).observe(document, { subtree: true, childList: true });
  });
}

test('every career category has its article and the Tilgjengelige yrker grid; unknown ones say so', async () => {
  const { context, page, problems } = await newPage(browser);
  for (const [slug, title] of Object.entries(CATEGORIES)) {
    await page.goto(`${suite.urls.shell}/categories/${slug}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    for (const heading of [
      'Utdanningsvei',
      'Karrieremuligheter',
      'Arbeidsmarkedet',
      'Framtidsutsikter',
      'Oppsummering',
    ]) {
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    await page.getByRole('heading', { name: 'Tilgjengelige yrker' }).waitFor();
    const jobLinks = page.locator('a[href^="/jobs?q="]');
    assert.ok((await jobLinks.count()) >= 6, `${slug} lists at least six trades`);
    assert.match(await page.title(), new RegExp(title));
  }
  await page.goto(`${suite.urls.shell}/categories/IT`);
  await page.waitForURL('**/categories/it');
  await page.getByRole('heading', { name: 'Tilgjengelige yrker' }).waitFor();
  await page.goto(`${suite.urls.shell}/categories/romfart`);
  await page.getByRole('heading', { name: 'Category not found' }).waitFor();
  await page.getByText('The requested category does not exist.').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('about, legal pages and unrouted footer links', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${suite.urls.shell}/about`);
  await page.getByRole('heading', { name: 'Om Yrkesbro' }).waitFor();
  await page.getByRole('tab', { name: 'For bedrifter' }).click();
  assert.equal(
    await page.getByRole('tab', { name: 'For bedrifter' }).getAttribute('aria-selected'),
    'true',
  );
  await page.getByRole('tabpanel').getByRole('heading').first().waitFor();

  for (const [path, title, fact] of [
    ['/privacy', 'Personvernerklæring', /30 dager/],
    ['/terms', 'Vilkår for bruk', /gratis/],
    ['/cookies', 'Informasjonskapsler', /yb_refresh/],
  ]) {
    await page.goto(`${suite.urls.shell}${path}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    assert.match(await page.getByRole('main').innerText(), fact);
  }
  for (const path of ['/help', '/guides', '/blog', '/careers', '/press']) {
    await page.goto(`${suite.urls.shell}${path}`);
    await page.getByRole('heading', { name: 'Siden finnes ikke' }).waitFor();
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the assistant answers a free question in the page and cites the FAQ', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${suite.urls.shell}/faq`);
  await page.getByRole('heading', { name: 'Spørsmål om læretid', level: 1 }).waitFor();
  const input = page.getByLabel('Spørsmål til assistenten');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  assert.ok(await send.isDisabled(), 'a blank question cannot be sent');
  await input.fill('hvor mye feriepenger får jeg som lærling?');
  await send.click();
  const log = page.getByRole('log');
  await log.getByText('hvor mye feriepenger får jeg som lærling?').waitFor();
  await log
    .getByText(/10,2 prosent/)
    .first()
    .waitFor();
  await log.getByRole('link', { name: 'Får jeg feriepenger som lærling?' }).click();
  await page.waitForURL('**/faq#feriepenger');
  await page.locator('#feriepenger-sporsmal[aria-expanded="true"]').waitFor();

  await input.fill('blorp qwxz fnord');
  await send.click();
  await log.getByText('Det vet jeg dessverre ikke.', { exact: false }).waitFor();
  assert.equal(
    await page
      .getByRole('region', { name: 'Spør assistenten' })
      .evaluate((el) => el.getBoundingClientRect().height),
    500,
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('the contact form sends the message to support and clears; bad input stays with messages', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${suite.urls.shell}/contact`);
  await page.getByText('Mandag–fredag 09:00–17:00').waitFor();
  await page.getByRole('button', { name: 'Send melding' }).click();
  await page.getByText('Navn er påkrevd').waitFor();
  await page.getByLabel(/^Navn/).fill('Per Hansen');
  await page.getByLabel(/^E-post/).fill('per@eksempel.no');
  await page.getByLabel(/^Emne/).fill('Spørsmål om læreplass');
  await page.getByLabel(/^Melding/).fill('Hei! Tar dere inn lærlinger i rørleggerfaget?');
  await page.getByRole('button', { name: 'Send melding' }).click();
  await page.getByText('Takk for meldingen! Vi svarer deg så snart vi kan.').waitFor();
  assert.equal(await page.getByLabel(/^Navn/).inputValue(), '');
  const mail = await waitForMail(suite.urls.mail, 'kontakt@yrkesbro.no', {
    subject: 'Kontaktskjema: Spørsmål om læreplass',
  });
  assert.match(mail.text, /rørleggerfaget/);
  assert.deepEqual(problems, []);
  await context.close();
});
