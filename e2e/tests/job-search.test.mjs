// Job search through the real UI: a student searches a word found inside compounds in Bergen,
// keeps the search over a reload, saves it with immediate alerts; a business publishes matching
// jobs, and the alert mail reaches the student once per job and opens the job.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseOption, login, newPage } from '../support/browser.mjs';
import { linkIn, waitForMails } from '../support/mailbox.mjs';
import { BUSINESS, STUDENT, useJourneySuite } from '../support/test-suite.mjs';

const SEARCH_NAME = 'lærling i Bergen';
const ALERT_SUBJECT = `Én ny jobb for søket «${SEARCH_NAME}»`;
// The worker looks for new jobs every 30 seconds; the mail then goes through the queue.
const ALERT_TIMEOUT_MS = 90_000;

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

async function publish(page, title) {
  await page.goto(`${suite.urls.shell}/business/jobs/create`);
  const form = page.getByRole('form', { name: 'Stilling' });
  await form.getByLabel(/^Tittel/).fill(title);
  await form
    .getByLabel(/^Beskrivelse/)
    .fill('Godkjent lærebedrift i Bergen med fast fadder gjennom hele læretiden.');
  await form.getByLabel(/^Krav/).fill('Fullført Vg2');
  await form.getByLabel(/^Sted/).fill('Bergen');
  await chooseOption(page, /Yrke/, 'Tømrer');
  await form.getByLabel(/^Minste lønn/).fill('200000');
  await form.getByLabel(/^Maks lønn/).fill('320000');
  await chooseOption(page, /Stillingstype/, 'Læreplass');
  await form.getByRole('button', { name: 'Lagre stilling' }).click();
  await page.waitForURL('**/business/dashboard**');
  await page.getByText(title).first().waitFor();
}

test('a saved search alerts the student once per new matching job, and the link opens it', async () => {
  const student = await newPage(browser);
  const { page } = student;
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/jobs`);
  await page.getByRole('searchbox', { name: 'Søk' }).fill('lærling');
  await page.getByLabel(/^Sted/).fill('Bergen');
  await page.waitForURL((url) => url.searchParams.get('q') === 'lærling');
  await page.waitForURL((url) => url.searchParams.get('location') === 'Bergen');
  await page.getByRole('status').filter({ hasText: /jobb/ }).waitFor();

  // The search lives in the address: a reload keeps it.
  await page.reload();
  await page.getByRole('status').filter({ hasText: /jobb/ }).waitFor();
  assert.equal(await page.getByRole('searchbox', { name: 'Søk' }).inputValue(), 'lærling');
  assert.equal(await page.getByLabel(/^Sted/).inputValue(), 'Bergen');

  await page.getByRole('button', { name: 'Lagre søk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lagre søk' });
  assert.equal(await dialog.getByLabel('Navn på søket').inputValue(), SEARCH_NAME);
  await dialog.getByLabel('Med en gang').check();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await page.getByText('Søket er lagret.').waitFor();
  await page.goto(`${suite.urls.shell}/student/dashboard?fane=favoritter`);
  await page.getByRole('list', { name: 'Lagrede søk' }).getByText(SEARCH_NAME).waitFor();

  const business = await newPage(browser);
  await login(business.page, suite.urls.shell, BUSINESS);
  await business.page.waitForURL('**/business/**');
  await publish(business.page, 'Tømrerlærling');

  const [alert] = await waitForMails(suite.urls.mail, STUDENT.email, {
    subject: ALERT_SUBJECT,
    timeoutMs: ALERT_TIMEOUT_MS,
  });
  assert.match(alert.text, /Tømrerlærling/);
  await page.goto(linkIn(alert, `${suite.urls.shell}/jobs/`));
  await page.getByRole('heading', { name: 'Tømrerlærling' }).waitFor();

  // A second job makes the worker look again: it mails only the new one.
  await publish(business.page, 'Kokkelærling');
  const alerts = await waitForMails(suite.urls.mail, STUDENT.email, {
    subject: ALERT_SUBJECT,
    count: 2,
    timeoutMs: ALERT_TIMEOUT_MS,
  });
  assert.equal(alerts.length, 2);
  assert.equal(alerts.filter((mail) => /Tømrerlærling/.test(mail.text)).length, 1);
  assert.match(alerts[1].text, /Kokkelærling/);
  assert.deepEqual(student.problems, []);
  assert.deepEqual(business.problems, []);
  await student.context.close();
  await business.context.close();
});

test("on a phone, a job's title of one long word wraps in its card and on its page", async () => {
  const title = 'Telekommunikasjonsmontørlærling';
  const business = await newPage(browser);
  await login(business.page, suite.urls.shell, BUSINESS);
  await business.page.waitForURL('**/business/**');
  await publish(business.page, title);
  await business.context.close();

  const { context, page, problems } = await newPage(browser);
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/jobs?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  // The title kept to its room: inside the card and clear of the favourite heart.
  const { pastCard, underHeart } = await card.evaluate((article) => {
    const heading = article.querySelector('h2');
    const text = document.createRange();
    text.selectNodeContents(heading);
    const right = Math.max(...[...text.getClientRects()].map((line) => line.right));
    const heart = article.querySelector('button').getBoundingClientRect();
    return {
      pastCard: right - article.getBoundingClientRect().right,
      underHeart: right - heart.left,
    };
  });
  assert.ok(pastCard <= 0, `the card's title runs ${pastCard} px past the card`);
  assert.ok(underHeart <= 0, `the card's title runs ${underHeart} px under the heart`);

  await card.getByRole('link').click();
  const heading = page.getByRole('heading', { level: 1, name: title });
  await heading.waitFor();
  const pastPage = await heading.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    const right = Math.max(...[...text.getClientRects()].map((line) => line.right));
    return right - element.closest('article').getBoundingClientRect().right;
  });
  assert.ok(pastPage <= 0, `the job's heading runs ${pastPage} px past its card`);
  assert.deepEqual(problems, []);
  await context.close();
});
