// Privacy rights through the real UI: a student downloads her data (a zip whose data.json holds
// her name), deletes her account (signed out at once, gone from a business's student search),
// then signs in again, sees the day her account goes and cancels, which brings her profile back.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { unzipSync } from 'fflate';
import { registerVerified } from '../support/accounts.mjs';
import { login, newPage } from '../support/browser.mjs';
import { waitForMail } from '../support/mailbox.mjs';
import { useJourneySuite } from '../support/test-suite.mjs';

const STAMP = Date.now();
const STUDENT = { email: `sigrid-${STAMP}@elev.test`, password: 'Hemmelig1' };
const BUSINESS = { email: `sjef-${STAMP}@bedrift.test`, password: 'Hemmelig1' };
const NAME = 'Sigrid Personvernsen';
const NO_STUDENTS = 'Ingen studenter funnet som matcher dine kriterier.';

let suite;
let browser;
let downloads;

useJourneySuite(async (started) => {
  ({ suite, browser } = started);
  downloads = await mkdtemp(path.join(tmpdir(), 'yb-e2e-privacy-'));
  await registerVerified(suite, { ...STUDENT, role: 'student', school: 'Voss vidaregåande' });
  await registerVerified(suite, {
    ...BUSINESS,
    role: 'business',
    companyName: 'Personvern Elektro AS',
    organizationNumber: '945678127',
  });
  // Named, and joined three days ago: the free plan lists students older than 48 hours.
  await suite.query(
    `UPDATE student_profiles p SET name = $2, location = 'Voss', created_at = now() - interval '3 days'
       FROM users u WHERE u.id = p.user_id AND u.email = $1`,
    [STUDENT.email, NAME],
  );
});

after(async () => {
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

test('a student downloads her data, deletes her account, is hidden, signs in again and cancels', async () => {
  const student = await newPage(browser);
  const business = await newPage(browser);
  const page = student.page;
  const searchFor = async () => {
    await business.page.goto(`${suite.urls.shell}/students?name=Sigrid`);
    await business.page.getByRole('heading', { level: 1, name: 'Studentkatalog' }).waitFor();
  };

  await login(business.page, suite.urls.shell, BUSINESS);
  await business.page.waitForURL('**/business/dashboard');
  await searchFor();
  await business.page.getByRole('article', { name: NAME }).waitFor();

  // The signed-in menu leads to Personvern og data.
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Personvern og data' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Personvern og data' }).waitFor();

  // Download: a dated zip whose data.json is about her.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Last ned dataene mine' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^yrkesbro-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = path.join(downloads, download.suggestedFilename());
  await download.saveAs(saved);
  const files = unzipSync(new Uint8Array(await readFile(saved)));
  const data = JSON.parse(Buffer.from(files['data.json']).toString('utf8'));
  assert.equal(data.account[0].email, STUDENT.email);
  assert.equal(data.studentProfile[0].name, NAME);

  // Delete: the dialog needs the password, names the day, and signs her out.
  await page.getByRole('button', { name: 'Slett kontoen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slett kontoen' });
  await dialog.getByLabel('Passordet ditt').fill(STUDENT.password);
  await dialog.getByRole('button', { name: 'Slett kontoen' }).click();
  await page.waitForURL('**/login**');
  await page
    .getByText(/^Kontoen din slettes \d+\. \p{L}+ \d{4}\. Du er nå logget ut\.$/u)
    .waitFor();
  const mail = await waitForMail(suite.urls.mail, STUDENT.email, {
    subject: 'Kontoen din hos Yrkesbro blir slettet',
  });
  assert.match(mail.text, /Angre sletting/);

  // Gone from the business's search.
  await searchFor();
  await business.page.getByText(NO_STUDENTS).waitFor();

  // Signing in again is how she cancels: back where she was, which says when; so does every page.
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/account/privacy');
  await page
    .getByText(/^Kontoen din slettes \d+\. \p{L}+ \d{4}\. Profilen din er skjult/u)
    .waitFor();
  await page.goto(`${suite.urls.shell}/student/dashboard`);
  await page.getByText(/^Kontoen din slettes \d+\. \p{L}+ \d{4}\.$/u).waitFor();
  await page.getByRole('link', { name: 'Angre sletting' }).click();
  await page.waitForURL('**/account/privacy');
  await page.getByRole('button', { name: 'Angre sletting' }).click();
  await page.getByText('Slettingen er avbrutt. Kontoen din er som før.').waitFor();
  await page.getByRole('button', { name: 'Slett kontoen' }).waitFor();

  await searchFor();
  await business.page.getByRole('article', { name: NAME }).waitFor();

  assert.deepEqual(student.problems, []);
  assert.deepEqual(business.problems, []);
  await student.context.close();
  await business.context.close();
});
