// A poster without an account through the real UI: publishes at /jobs/post with the mailed code,
// gets the private manage link by mail, is mailed when a student applies, reads the application
// through the link and answers it, and the student sees the answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseOption, login, newPage } from '../support/browser.mjs';
import { linkIn, waitForMail, waitForMails } from '../support/mailbox.mjs';
import { STUDENT, useJourneySuite } from '../support/test-suite.mjs';

const TITLE = `Kokkelærling til Sjøbua ${Date.now().toString(36)}`;
const POSTER = `sjef-${Date.now()}@sjobua.test`;
const SHOWN = 'kjokken@sjobua.test';

let suite;
let browser;
let manageLink;

useJourneySuite((started) => ({ suite, browser } = started));

test('the poster publishes with the code and gets the manage link by mail', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${suite.urls.shell}/jobs/post`);
  const form = page.getByRole('form', { name: 'Stillingsannonse' });
  await form.getByLabel(/^Stillingstittel/).fill(TITLE);
  await form.getByLabel(/^Beskrivelse/).fill('Travel restaurant ved sjøen tar inn en lærling.');
  await form.getByLabel(/^Krav/).fill('Vg1 restaurant- og matfag');
  await form.getByLabel(/^Sted/).fill('Ålesund');
  await chooseOption(page, /Yrke/, 'Kokk');
  await chooseOption(page, /Jobbtype/, 'Heltid');
  await form.getByLabel(/^Minimum lønn/).fill('250');
  await form.getByLabel(/^Maks lønn/).fill('300');
  await form.getByRole('button', { name: 'Publiser stilling' }).click();

  const confirm = page.getByRole('dialog', { name: 'Hvem legger ut stillingen?' });
  await confirm.getByLabel(/^Firmanavn/).fill('Sjøbua AS');
  await confirm.getByLabel(/^E-post/).fill(POSTER);
  await confirm.getByLabel(/^Kontakt-e-post/).fill(SHOWN);
  await confirm.getByRole('button', { name: 'Bekreft og publiser' }).click();

  const codeMail = await waitForMail(suite.urls.mail, POSTER, {
    subject: `Din kode for å publisere «${TITLE}»`,
  });
  const code = codeMail.text.match(/Koden din er (\d{6})/)[1];
  await page.getByLabel(/^Verifiseringskode/).fill(code);
  await page.getByRole('button', { name: 'Bekreft', exact: true }).click();

  // The page says where the link went instead of starting over with a blank form.
  const published = page.getByRole('region', { name: 'Stillingen er publisert' });
  await published.getByText(`Vi har sendt en privat lenke til ${POSTER}`).waitFor();
  assert.equal(await form.count(), 0);

  const confirmation = await waitForMail(suite.urls.mail, POSTER, {
    subject: `Stillingen «${TITLE}» er publisert`,
  });
  manageLink = linkIn(confirmation, `${suite.urls.shell}/jobs/manage/`);
  assert.ok(manageLink.split('/').at(-1).length >= 43, 'the token is long and random');

  await page.goto(manageLink);
  await page.getByRole('heading', { name: TITLE }).waitFor();
  await page.getByText(`Annonsen viser e-postadressen ${SHOWN}.`).waitFor();
  await page.getByText('Ingen søknader ennå.').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a student applies and sees the e-mail the poster chose, not the login e-mail', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/jobs?q=${encodeURIComponent(TITLE)}`);
  await page
    .getByRole('link', { name: new RegExp(TITLE) })
    .first()
    .click();
  await page.getByRole('heading', { name: TITLE }).waitFor();
  const company = page.getByRole('complementary', { name: 'Om bedriften' });
  await company.getByRole('link', { name: SHOWN }).waitFor();
  assert.equal(await page.getByText(POSTER).count(), 0);

  await page.getByRole('button', { name: 'Søk på stillingen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(/^Søknadsbrev/)
    .fill('Jeg har Vg1 restaurant- og matfag og vil bli kokk.');
  await dialog.getByLabel(/^Lenke til CV/).fill('https://cv.example.no/emma.pdf');
  await dialog.getByRole('button', { name: 'Send søknad' }).click();
  await page.getByText('Søknaden er sendt!').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('the poster is mailed, reads the application through the link and answers it', async () => {
  const [notice] = await waitForMails(suite.urls.mail, POSTER, {
    subject: `Ny søknad på «${TITLE}»`,
  });
  assert.match(notice.text, /Emma Solberg har søkt på/);
  const link = linkIn(notice, `${suite.urls.shell}/jobs/manage/`);

  const { context, page, problems } = await newPage(browser);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Søknader (1)' }).waitFor();
  const card = page.getByRole('article', { name: 'Emma Solberg' });
  await card.getByText('Jeg har Vg1 restaurant- og matfag og vil bli kokk.').waitFor();
  await card.getByText('Venter').waitFor();
  await card.getByRole('button', { name: 'Svar søkeren' }).click();
  const answer = page.getByRole('dialog', { name: 'Svar Emma Solberg' });
  await answer.getByLabel('Godta søknaden').check();
  await answer.getByLabel(/^Melding til søkeren/).fill('Kom innom på torsdag klokka 10!');
  await answer.getByRole('button', { name: 'Send svaret' }).click();
  await page.getByText('Svaret er sendt til søkeren.').first().waitFor();
  await card.getByText('Godkjent').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('the student gets the answer by mail and sees the new status', async () => {
  const mail = await waitForMail(suite.urls.mail, STUDENT.email, {
    subject: 'Svar fra Sjøbua AS på søknaden din',
  });
  assert.match(mail.text, /Kom innom på torsdag klokka 10!/);
  // A reply reaches the poster, who has no inbox on Yrkesbro.
  assert.ok(JSON.stringify(mail.headers?.['reply-to'] ?? mail.replyTo).includes(POSTER));

  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/applications`);
  const item = page
    .getByRole('list', { name: 'Mine søknader' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: TITLE }) });
  await item.getByText('Godkjent').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
