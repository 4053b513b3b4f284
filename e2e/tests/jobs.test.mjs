// Businesses and jobs through the real UI: a company profile with a logo, posting and editing a
// job, a student finding it by a stemmed word and favouriting it, and posting without an account.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerVerified } from '../support/accounts.mjs';
import { chooseOption, login, newPage } from '../support/browser.mjs';
import { waitForMail } from '../support/mailbox.mjs';
import { STUDENT, useJourneySuite } from '../support/test-suite.mjs';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BUSINESS = { email: `drammen-el-${Date.now()}@yrkesbro.test`, password: 'Hemmelig1' };
const JOB_TITLE = 'Vi søker elektrikere til Drammen';

let suite;
let browser;

useJourneySuite(async (started) => {
  ({ suite, browser } = started);
  await registerVerified(suite, {
    ...BUSINESS,
    role: 'business',
    companyName: 'Drammen Elektro AS',
    organizationNumber: '945678127',
  });
});

test('a business fills in its profile with a logo, posts a job, edits it and sees it on the dashboard', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  const profile = page.getByRole('form', { name: 'Bedriftsprofil' });
  await profile.getByLabel(/^Firmanavn/).fill('Drammen Elektro AS');
  await profile
    .getByLabel(/^Beskrivelse/)
    .fill('Elektroinstallatør i Drammen som tar inn lærlinger hvert år.');
  await chooseOption(page, /Bransje/, 'Elektriker');
  await profile.getByLabel(/^Sted/).fill('Drammen');
  await profile.getByLabel(/^Nettside/).fill('https://drammen-elektro.example.no');
  await profile.getByLabel(/^Organisasjonsnummer/).fill('945678127');
  await profile
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await profile.getByRole('button', { name: 'Opprett bedriftsprofil' }).click();
  await page.getByText('Bedriftsprofilen er lagret').waitFor();
  await profile.getByRole('img', { name: /logo/i }).first().waitFor();

  await page.goto(`${suite.urls.shell}/business/jobs/create`);
  const form = page.getByRole('form', { name: 'Stilling' });
  await form.getByLabel(/^Tittel/).fill('Lærling i elektrofaget');
  await form
    .getByLabel(/^Beskrivelse/)
    .fill('Installasjon i bolig og næring, med god oppfølging fram til fagprøven.');
  await form.getByLabel(/^Krav/).fill('Vg2 elenergi og ekom, førerkort klasse B');
  await form.getByLabel(/^Sted/).fill('Drammen');
  await chooseOption(page, /Yrke/, 'Elektriker');
  await form.getByLabel(/^Minste lønn/).fill('220000');
  await form.getByLabel(/^Maks lønn/).fill('340000');
  await chooseOption(page, /Stillingstype/, 'Læreplass');
  await form.getByRole('button', { name: 'Lagre stilling' }).click();
  await page.waitForURL('**/business/dashboard**');
  await page.getByText('Lærling i elektrofaget').first().waitFor();

  await page
    .getByRole('link', { name: /Rediger/ })
    .first()
    .click();
  await page.waitForURL('**/business/jobs/*/edit');
  const edit = page.getByRole('form', { name: 'Stilling' });
  await edit.getByLabel(/^Tittel/).waitFor();
  assert.equal(await edit.getByLabel(/^Tittel/).inputValue(), 'Lærling i elektrofaget');
  await edit.getByLabel(/^Tittel/).fill(JOB_TITLE);

  // Unsaved changes: the browser's Back and a link of the menu ask first; staying keeps them.
  const asking = page.getByRole('dialog', { name: 'Forlate siden uten å lagre?' });
  await page.goBack();
  await asking.waitFor();
  await asking.getByRole('button', { name: 'Bli på siden' }).click();
  await asking.waitFor({ state: 'hidden' });
  await page.getByRole('banner').getByRole('link').first().click();
  await asking.waitFor();
  await asking.getByRole('button', { name: 'Bli på siden' }).click();
  await asking.waitFor({ state: 'hidden' });
  assert.match(page.url(), /\/business\/jobs\/[^/]+\/edit$/);
  assert.equal(await edit.getByLabel(/^Tittel/).inputValue(), JOB_TITLE);

  await edit.getByRole('button', { name: /Lagre/ }).click();
  await page.waitForURL('**/business/dashboard**');
  await page.getByText(JOB_TITLE).first().waitFor();
  // Saved, the page leaves no copy of itself behind: Back comes to the form once, then further.
  await page.goBack();
  await page.waitForURL('**/business/jobs/*/edit');
  await edit.getByLabel(/^Tittel/).waitFor();
  await page.goBack();
  await page.waitForURL('**/business/dashboard**');
  await page.getByText('Aktive stillinger').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a student finds the job by a stemmed word and a place, favourites it and sees it in Favorittjobber', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/jobs`);
  await page.getByRole('searchbox', { name: 'Søk' }).fill('elektriker');
  await page.getByLabel(/^Sted/).fill('Drammen');
  await page.waitForURL(/q=elektriker/);
  await page.waitForURL(/location=Drammen/);
  const card = page.getByRole('link', { name: new RegExp(JOB_TITLE) }).first();
  await card.waitFor();
  await chooseOption(page, /Jobbtype/, /Læreplass/);
  await page.waitForURL(/job_type=apprenticeship/);
  await card.waitFor();
  // The search survives a reload: it lives in the address.
  await page.reload();
  await card.waitFor();
  await page.getByRole('button', { name: `Lagre ${JOB_TITLE} som favoritt` }).click();
  await page.getByRole('button', { name: `Fjern ${JOB_TITLE} fra favoritter` }).waitFor();

  await page.goto(`${suite.urls.shell}/student/dashboard`);
  await page.getByRole('tab', { name: 'Favorittjobber' }).click();
  await page.waitForURL(/fane=favoritter/);
  await page.getByLabel('Favorittjobber').getByText(JOB_TITLE).first().click();
  await page.waitForURL('**/jobs/*');
  await page.getByRole('heading', { name: JOB_TITLE }).waitFor();
  await page.getByText('Drammen Elektro AS').first().waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('an employer without an account posts through /jobs/post with the code from the e-mail', async () => {
  const { context, page } = await newPage(browser);
  const email = `sjef-${Date.now()}@sjobua.test`;
  await page.goto(`${suite.urls.shell}/jobs/post`);
  const form = page.getByRole('form', { name: 'Stillingsannonse' });
  await form.getByLabel(/^Stillingstittel/).fill('Kokk til sommersesongen i Ålesund');
  await form
    .getByLabel(/^Beskrivelse/)
    .fill('Travel restaurant ved sjøen søker kokk for sommeren.');
  await form.getByLabel(/^Krav/).fill('Fagbrev som kokk, erfaring fra à la carte');
  await form.getByLabel(/^Sted/).fill('Ålesund');
  await chooseOption(page, /Yrke/, 'Kokk');
  await chooseOption(page, /Jobbtype/, 'Midlertidig');
  await form.getByLabel(/^Minimum lønn/).fill('250');
  await form.getByLabel(/^Maks lønn/).fill('300');
  await form.getByRole('button', { name: 'Publiser stilling' }).click();

  const confirm = page.getByRole('dialog');
  await confirm.getByLabel(/^Firmanavn/).fill('Sjøbua AS');
  await confirm.getByLabel(/^E-post/).fill(email);
  await confirm.getByRole('button', { name: 'Bekreft og publiser' }).click();
  await page.getByRole('heading', { name: 'Skriv inn koden' }).waitFor();

  const mail = await waitForMail(suite.urls.mail, email);
  const code = mail.text.match(/Koden din er (\d{6})/)[1];
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(/^Verifiseringskode/).fill(wrong);
  await page.getByRole('button', { name: 'Bekreft', exact: true }).click();
  await page.getByText('Ugyldig verifiseringskode. Prøv igjen.').first().waitFor();
  await page.getByLabel(/^Verifiseringskode/).fill(code);
  await page.getByRole('button', { name: 'Bekreft', exact: true }).click();
  await page.getByText('Stillingen er publisert!').first().waitFor();

  const listed = await (await fetch(`${suite.urls.api}/jobs?q=sommersesongen`)).json();
  assert.equal(listed.total, 1);
  assert.equal(listed.jobs[0].company_name, 'Sjøbua AS');
  await context.close();
});
