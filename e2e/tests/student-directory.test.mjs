// The paying side through the real UI: a new business finds Emma in the student directory and
// favourites her (the dashboard's Favoritt-studenter tab lists her), opens ten other students'
// profiles, and the eleventh (Emma's) opens the plan dialog with the usage. It pays for
// Standard on the test checkout page, comes back to the confirmation toast and the receipt
// mail, and now sees Emma's profile with what Standard includes: grades show the upgrade prompt.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerVerified } from '../support/accounts.mjs';
import { login, newPage } from '../support/browser.mjs';
import { expectFocus } from '../support/keyboard.mjs';
import { waitForMail } from '../support/mailbox.mjs';
import { useJourneySuite } from '../support/test-suite.mjs';

const STAMP = Date.now();
const BUSINESS = { email: `kari-${STAMP}@bedrift.test`, password: 'Hemmelig1' };
const EMMA = 'Emma Solberg';
const OTHERS = Array.from({ length: 10 }, (_, index) => ({
  email: `elev-${index + 1}-${STAMP}@elev.test`,
  password: 'Hemmelig1',
  name: `Elev ${index + 1} Testesen`,
}));
const UPGRADE_PROMPT = 'Oppgrader planen din for å se dette';

let suite;
let browser;

useJourneySuite(async (started) => {
  ({ suite, browser } = started);
  await registerVerified(suite, {
    ...BUSINESS,
    role: 'business',
    companyName: 'Vestland Rør AS',
    organizationNumber: '945678127',
  });
  for (const student of OTHERS) {
    await registerVerified(suite, {
      email: student.email,
      password: student.password,
      role: 'student',
      school: 'Bergen tekniske fagskole',
    });
    await suite.query(
      `UPDATE student_profiles p SET name = $2, location = 'Voss', headline = 'Lærling i rørfaget'
         FROM users u WHERE u.id = p.user_id AND u.email = $1`,
      [student.email, student.name],
    );
  }
  // Students who joined in the last 48 hours are listed only to Premium (early access); these
  // profiles were all made a moment ago, so they are given a join date three days back.
  await suite.query(`UPDATE student_profiles SET created_at = created_at - interval '3 days'`);
});

test('a new business searches, favourites, uses its ten free views, pays for Standard and sees what it includes', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  await page.getByText('0 av 10 gratis profilvisninger brukt').waitFor();

  // The navbar's Studenter leads to the directory; the search goes to the server and the address.
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Studenter' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Studentkatalog' }).waitFor();
  await page.getByLabel('Søk', { exact: true }).fill('Emma');
  await page.waitForURL((url) => url.searchParams.get('name') === 'Emma');
  await page.getByText('1 student', { exact: true }).waitFor();
  const emma = page.getByRole('article', { name: EMMA });
  assert.equal(await page.getByRole('article').count(), 1);
  await emma.getByRole('button', { name: `Legg ${EMMA} til favoritter` }).click();
  await page.getByText('Student ble lagt til favoritter.').waitFor();
  const heart = emma.getByRole('button', { name: `Fjern ${EMMA} fra favoritter` });
  await heart.waitFor();
  // The heart's name shows beside it for the eye while pointed at, and Escape puts it away.
  await page.mouse.move(0, 0);
  await heart.hover();
  const heartLabel = emma.getByText(`Fjern ${EMMA} fra favoritter`, { exact: true });
  await heartLabel.waitFor();
  await heart.press('Escape');
  await heartLabel.waitFor({ state: 'detached' });

  // Ten distinct profiles, opened from the directory's cards.
  await page.getByLabel('Søk', { exact: true }).fill('');
  await page.getByLabel('By', { exact: true }).fill('Voss');
  await page.waitForURL((url) => url.search === '?city=Voss');
  await page.getByText('10 studenter', { exact: true }).waitFor();
  for (const student of OTHERS) {
    await page.getByRole('article', { name: student.name }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: student.name }).waitFor();
    await page.goBack();
    await page.getByRole('article', { name: student.name }).waitFor();
  }

  await page.goto(`${suite.urls.shell}/business/dashboard`);
  await page.getByText('10 av 10 gratis profilvisninger brukt').waitFor();
  await page.getByRole('tab', { name: 'Favoritt-studenter' }).click();
  const favourites = page.getByRole('list', { name: 'Favoritt-studenter' });
  await favourites.getByRole('link', { name: EMMA }).click();

  // The eleventh profile: the plan dialog with the usage, and a locked page behind it.
  const dialog = page.getByRole('dialog', { name: 'Velg plan' });
  await dialog.getByText('10 av 10 gratis profilvisninger brukt').waitFor();
  // The dialog opened by itself (the 402), not from a click: Escape counts once focus is in it.
  await expectFocus(page, dialog);
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'Velg en plan for å se profilen' }).waitFor();
  await page.getByRole('button', { name: 'Velg plan' }).click();
  const profilePath = new URL(page.url()).pathname;
  await dialog.getByRole('button', { name: 'Gå til betaling' }).click();
  // Heard too: a toast shown beside an open dialog was hidden from screen readers with the page.
  await page.getByRole('alert').filter({ hasText: 'Velg en abonnementsplan' }).waitFor();
  await dialog.getByRole('radio', { name: 'Standard' }).check();
  await dialog.getByRole('button', { name: 'Gå til betaling' }).click();

  await page.getByText('Testbetaling – ingen penger trekkes').first().waitFor();
  await page.getByRole('button', { name: /^Betal 10\s000 kr$/ }).click();

  await page.getByText('Bestilling ble gjennomført! Du vil motta en e-postbekreftelse.').waitFor();
  await page.getByRole('heading', { level: 1, name: EMMA }).waitFor();
  const back = new URL(page.url());
  assert.equal(back.pathname, profilePath);
  assert.equal(back.search, '');

  const receipt = await waitForMail(suite.urls.mail, BUSINESS.email, {
    subject: 'Kvittering: Yrkesbro Standard',
  });
  assert.match(receipt.text, /Beløp: 10\s000,00 kr, inkludert MVA/);
  assert.match(receipt.text, /Herav MVA \(25\s%\): 2\s000,00 kr/);

  // Standard: the portfolio is in, the grades are not.
  const grades = page.getByRole('region', { name: 'Karakterer' });
  await grades.getByText(UPGRADE_PROMPT).waitFor();
  await grades.getByRole('button', { name: 'Oppgrader plan' }).waitFor();
  const projects = page.getByRole('region', { name: 'Prosjekter' });
  await projects.waitFor();
  assert.equal(await projects.getByText(UPGRADE_PROMPT).count(), 0);
  await page.getByRole('button', { name: `Fjern ${EMMA} fra favoritter` }).waitFor();
  await page.getByRole('button', { name: 'Send Melding' }).waitFor();

  await page.goto(`${suite.urls.shell}/business/dashboard`);
  await page.getByRole('heading', { name: 'Din plan: Standard' }).waitFor();
  await page.getByText(/^Gyldig til \d{1,2}\. \p{L}+ \d{4}$/u).waitFor();

  // The eleventh profile's 402 is the quota at work; nothing else may fail.
  assert.deepEqual(
    problems.filter((problem) => !/^402 GET \/api\/users\/profile\/[0-9a-f-]{36}$/.test(problem)),
    [],
  );
  await context.close();
});
