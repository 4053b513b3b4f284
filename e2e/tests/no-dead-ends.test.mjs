// No dead ends: a signed-out click on a job search comes back to it after login, the job page
// leads back to the same search, every footer link opens a page, and on a phone the menu closes
// and marks where you are, and the student dashboard opens on the progress and the tabs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, newPage } from '../support/browser.mjs';
import { STUDENT, useJourneySuite } from '../support/test-suite.mjs';

const PHONE = { width: 390, height: 844 };

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

test("a signed-out 'Se ledige jobber' returns to that search after login, and back from a job keeps it", async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${suite.urls.shell}/categories/elektro`);
  await page.getByText('Se ledige jobber →').first().click();
  await page.waitForURL('**/login');
  await page.getByLabel('E-post').fill(STUDENT.email);
  await page.getByLabel('Passord').fill(STUDENT.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.has('q'));
  const search = new URL(page.url()).search;

  await page.goto(`${suite.urls.shell}/jobs?q=r%C3%B8rlegger&location=Bergen`);
  await page.getByRole('article').first().getByRole('link').first().click();
  await page.waitForURL('**/jobs/*-*');
  await page.getByRole('link', { name: 'Tilbake til jobbene' }).click();
  await page.waitForURL((url) => url.pathname === '/jobs');
  const back = new URL(page.url()).searchParams;
  assert.equal(back.get('q'), 'rørlegger');
  assert.equal(back.get('location'), 'Bergen');
  assert.ok(search.length > 1, 'the search from the category page was kept through login');
  assert.deepEqual(problems, []);
  await context.close();
});

test('every footer link opens a page of the product', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(suite.urls.shell);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link').first().waitFor();
  const targets = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const target of new Set(targets)) {
    await page.goto(`${suite.urls.shell}${target}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(
      await page.getByRole('heading', { name: 'Siden finnes ikke' }).count(),
      0,
      `${target} is a page`,
    );
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('a page opened from far down another starts at its top', async () => {
  const context = await browser.newContext({ locale: 'nb-NO', viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${suite.urls.shell}/faq`);
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: 'Om oss' });
  await link.scrollIntoViewIfNeeded();
  const down = await page.evaluate(() => window.scrollY);
  assert.ok(down > 300, `scrolled down to the footer (${down} px)`);
  await link.click();
  await page.waitForURL('**/about');
  // The URL changes before the page does: the FAQ, scrolled down, can still be on screen.
  await page.getByRole('heading', { level: 1, name: 'Om Yrkesbro' }).waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await context.close();
});

test('on a phone the menu marks the current page and closes; the dashboard opens on the progress', async () => {
  const context = await browser.newContext({ locale: 'nb-NO', viewport: PHONE });
  const page = await context.newPage();
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.getByText(/Profilen er \d+ % fullført/).waitFor();
  const tabs = page.getByRole('tablist', { name: 'Studentdashbord' });
  const box = await tabs.boundingBox();
  assert.ok(box && box.y < PHONE.height, 'the tabs are in the first screenful');
  const theme = await page.getByRole('radiogroup', { name: 'Profiltema' }).boundingBox();
  assert.ok(theme && theme.y > box.y, 'the theme picker comes after the tabs');

  await page.getByRole('button', { name: 'Åpne menyen' }).click();
  const menu = page.getByRole('list', { name: 'Meny' });
  assert.equal(
    await menu.getByRole('link', { name: 'Student profil' }).getAttribute('aria-current'),
    'page',
  );
  await page.getByRole('button', { name: 'Lukk menyen' }).click();
  await menu.waitFor({ state: 'detached' });
  await context.close();
});
