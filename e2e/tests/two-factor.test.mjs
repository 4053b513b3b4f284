// The second factor through the real UI: an admin without one sets up an authenticator at the
// first login and only then gets in; a business turns it on from /account/security, signs out,
// and signs in again with a recovery code and with a code from its app.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generate } from 'otplib';
import { freshCode, secretShownOn } from '../support/authenticator.mjs';
import { login, newPage } from '../support/browser.mjs';
import { ADMIN, BUSINESS, useJourneySuite } from '../support/test-suite.mjs';

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

test('the admin without a second factor enrols at the first login and only then gets in', async () => {
  // As `npm run create-admin` leaves it: the demo seed's authenticator removed.
  await suite.query(
    `DELETE FROM two_factor_credentials WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [ADMIN.email],
  );

  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, { email: ADMIN.email, password: ADMIN.password });
  await page.getByRole('heading', { name: 'Sett opp tofaktorinnlogging' }).waitFor();
  await page.getByRole('img', { name: /QR-kode/ }).waitFor();
  // No session yet: the admin pages send the browser back to the login.
  const me = await page.request.get(`${suite.urls.shell}/api/auth/me`);
  assert.equal(me.status(), 401);

  const secret = secretShownOn(await page.getByTestId('totp-secret').textContent());
  await page.getByLabel('Kode fra appen').fill(await wrongCode(secret));
  await page.getByRole('button', { name: 'Bekreft og slå på' }).click();
  await page.getByText('Feil kode. Prøv igjen.').waitFor();
  await page.getByLabel('Kode fra appen').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Bekreft og slå på' }).click();
  const codes = page.getByRole('list', { name: 'Gjenopprettingskoder' }).getByRole('listitem');
  await codes.first().waitFor();
  assert.equal(await codes.count(), 10);
  await page.getByRole('button', { name: 'Jeg har lagret kodene – fortsett' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('main').getByRole('heading', { name: 'Administrasjon' }).waitFor();
  assert.deepEqual(problems, ['401 POST /api/auth/2fa/enrolment/confirm']);
  await context.close();
});

test('a business turns the second factor on, signs out, and signs in with a recovery code and with a code', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  await page.getByRole('link', { name: 'Sikkerhet' }).first().click();
  await page.waitForURL('**/account/security');
  await page.getByText('Tofaktorinnlogging er av.').waitFor();
  await page.getByRole('button', { name: 'Slå på tofaktorinnlogging' }).click();
  const secret = secretShownOn(await page.getByTestId('totp-secret').textContent());
  await page.getByLabel('Kode fra appen').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Bekreft og slå på' }).click();
  await page.getByRole('list', { name: 'Gjenopprettingskoder' }).waitFor();
  // Read while the toast shows (it hides after five seconds).
  // The toast sits below the navbar, so 'Logg ut' can be clicked while it shows.
  const toast = await page.getByText('Tofaktorinnlogging er slått på.').boundingBox();
  const navbar = await page.getByRole('navigation', { name: 'Hovedmeny' }).boundingBox();
  assert.ok(toast.y >= navbar.y + navbar.height, `toast at ${toast.y}, navbar to ${navbar.height}`);
  // Seed 1: a toast is 320 px wide by default (notistack's own is 288). Its layout width: the
  // bounding box is scaled while the toast grows in, and read 319.99994 once at its last frame.
  const toastWidth = await page
    .locator('.notistack-MuiContent')
    .evaluate((toast) => toast.offsetWidth);
  assert.ok(toastWidth >= 320, `toast ${toastWidth} px wide`);
  const recoveryCode = (
    await page
      .getByRole('list', { name: 'Gjenopprettingskoder' })
      .getByRole('listitem')
      .first()
      .textContent()
  ).trim();
  await page.getByRole('button', { name: 'Ferdig' }).click();
  await page.getByText(/Tofaktorinnlogging er på\. Du har 10 ubrukte/).waitFor();

  // A lost phone, in a browser of its own (logging out here would cut off the dashboard's
  // calls): one click on the switch, with the code field focused, asks for a recovery code.
  const phoneless = await newPage(browser);
  await login(phoneless.page, suite.urls.shell, BUSINESS);
  await phoneless.page.getByLabel('Kode fra appen').waitFor();
  await phoneless.page.getByText('Bruk en gjenopprettingskode').click();
  await phoneless.page.getByRole('textbox', { name: /^Gjenopprettingskode/ }).fill(recoveryCode);
  await phoneless.page.getByRole('button', { name: 'Bekreft' }).click();
  await phoneless.page.waitForURL('**/business/dashboard');
  assert.deepEqual(phoneless.problems, []);
  await phoneless.context.close();

  await page.getByRole('button', { name: 'Logg ut' }).first().click();
  await page.waitForURL(`${suite.urls.shell}/`);
  await login(page, suite.urls.shell, { ...BUSINESS, totpSecret: secret });
  await page.waitForURL('**/business/dashboard');
  await page.getByText('Innlogging vellykket!').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

/** A code of the right shape from an hour ago: wrong now, but for a one-in-a-million chance. */
function wrongCode(secret) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) - 3600 });
}
