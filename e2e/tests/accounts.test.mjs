// Account journeys through the real UI, API, worker and mail catcher.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerVerified } from '../support/accounts.mjs';
import { chooseOption, login, newPage, waitForLoadedMain } from '../support/browser.mjs';
import { linkIn, waitForMail, waitForMails } from '../support/mailbox.mjs';
import { E2E_PORTS, STUDENT, useJourneySuite } from '../support/test-suite.mjs';

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

async function chooseRole(page, label) {
  await chooseOption(page, /Jeg er/, label);
}

async function registerAndVerify(page, { email, password, role, fill }) {
  await page.goto(`${suite.urls.shell}/register`);
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Passord/).fill(password);
  await page.getByLabel(/^Bekreft passord/).fill(password);
  await chooseRole(page, role);
  await fill(page);
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await page
    .getByText('Registrering vellykket! Vennligst sjekk din e-post for å verifisere kontoen.')
    .waitFor();
  await page.waitForURL('**/login');

  const mail = await waitForMail(suite.urls.mail, email, {
    subject: 'Bekreft e-postadressen din hos Yrkesbro',
  });
  await page.goto(linkIn(mail, `${suite.urls.shell}/verify-email/`));
  await page.getByText('E-postadressen er bekreftet! Du kan nå logge inn.').waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Logg inn' }).click();
  await page.waitForURL('**/login');
}

test('a student registers, verifies the e-mail, logs in, keeps the session on reload and logs out', async () => {
  const { context, page, problems } = await newPage(browser);
  const email = `elev-${Date.now()}@yrkesbro.test`;
  await registerAndVerify(page, {
    email,
    password: 'Hemmelig1',
    role: 'Elev / lærling',
    fill: (p) => p.getByLabel(/^Skole/).fill('Kuben videregående skole'),
  });
  await login(page, suite.urls.shell, { email, password: 'Hemmelig1' });
  await page.waitForURL('**/student/dashboard');
  await page.getByText('Innlogging vellykket!').waitFor();
  await page.getByRole('main').getByText(`Innlogget som ${email}`).waitFor();
  await page.reload();
  await page.getByRole('main').getByText(`Innlogget som ${email}`).waitFor();
  await waitForLoadedMain(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await page.getByRole('link', { name: 'Kom i gang' }).first().waitFor();
  await page.goto(`${suite.urls.shell}/student/dashboard`);
  await page.waitForURL('**/login');
  assert.deepEqual(problems, []);
  await context.close();
});

test('signing out in one tab takes the other tab to the login at once, not at its next click', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  const other = await context.newPage();
  // The other tab hears of the ended session over its live connection.
  const live = other.waitForEvent('websocket');
  await other.goto(`${suite.urls.shell}/profile`);
  // socket.io's '40' frame: the server has taken the connection in, under this session.
  await (
    await live
  ).waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).startsWith('40'),
  });
  await waitForLoadedMain(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await other.waitForURL('**/login');
  await other.getByRole('button', { name: 'Logg inn' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a visitor is asked about once: later pages, and pages after logging out, show without asking who is signed in', async () => {
  const { context, page, problems } = await newPage(browser);
  const checks = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/me' || pathname === '/api/auth/refresh-token')
      checks.push(pathname);
  });
  const signedOutCookie = () =>
    page.evaluate(() => document.cookie.split('; ').includes('yb_signed_out=1'));

  await page.goto(`${suite.urls.shell}/faq`);
  await page.waitForFunction(() => document.cookie.includes('yb_signed_out=1'));
  assert.deepEqual(checks, ['/api/auth/me', '/api/auth/refresh-token']);
  checks.length = 0;
  await page.goto(`${suite.urls.shell}/login`);
  await page.getByRole('button', { name: 'Logg inn' }).waitFor();
  assert.deepEqual(checks, []);

  // Signing in takes the cookie away: a reload finds the session again.
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  assert.equal(await signedOutCookie(), false);
  await page.reload();
  await page.getByRole('main').getByText(`Innlogget som ${STUDENT.email}`).waitFor();
  assert.deepEqual(checks, ['/api/auth/me']);

  await waitForLoadedMain(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await page.getByRole('link', { name: 'Kom i gang' }).first().waitFor();
  assert.equal(await signedOutCookie(), true);
  checks.length = 0;
  // Nor is the page's code asked for: the address leads to the login form.
  const studentRemote = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(E2E_PORTS['mf-student']))
      studentRemote.push(request.url());
  });
  await page.goto(`${suite.urls.shell}/student/dashboard`);
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Logg inn' }).waitFor();
  assert.deepEqual(checks, []);
  assert.deepEqual(studentRemote, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a business registers, verifies and lands on the business dashboard', async () => {
  const { context, page, problems } = await newPage(browser);
  const email = `bedrift-${Date.now()}@yrkesbro.test`;
  await registerAndVerify(page, {
    email,
    password: 'Hemmelig1',
    role: 'Bedrift',
    fill: async (p) => {
      await p.getByLabel(/^Firmanavn/).fill('Snekker Berg AS');
      await p.getByLabel(/^Organisasjonsnummer/).fill('987 654 325');
    },
  });
  await login(page, suite.urls.shell, { email, password: 'Hemmelig1' });
  await page.waitForURL('**/business/dashboard');
  await page.getByRole('main').getByRole('heading', { name: 'Bedriftsdashbord' }).waitFor();
  await page.reload();
  await page.getByRole('main').getByText(`Innlogget som ${email}`).waitFor();
  // The profile form shows once the registration's name and number have come (it asks for them
  // after /businesses/mine answered 404); signed out before that, the request would meet a 401.
  await page
    .getByRole('main')
    .getByLabel(/^Firmanavn/)
    .waitFor();
  await waitForLoadedMain(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await page.getByRole('link', { name: 'Kom i gang' }).first().waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('an unverified account is told so at login and can ask for a new link', async () => {
  const { context, page } = await newPage(browser);
  const email = `uverifisert-${Date.now()}@yrkesbro.test`;
  await page.goto(`${suite.urls.shell}/register`);
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Passord/).fill('Hemmelig1');
  await page.getByLabel(/^Bekreft passord/).fill('Hemmelig1');
  await chooseRole(page, 'Elev / lærling');
  await page.getByLabel(/^Skole/).fill('Tromsø maritime skole');
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await page.waitForURL('**/login');
  // The address changes at once, but the register form, inert, stays on screen until the login
  // page's code has come (routing/navigation-hold.ts): its fields hold the same address.
  await page.getByRole('heading', { level: 1, name: 'Logg inn' }).waitFor();
  const first = await waitForMail(suite.urls.mail, email);
  // The login form starts with the address just registered.
  assert.equal(await page.getByLabel(/^E-post/).inputValue(), email);

  await page.getByLabel(/^Passord/).fill('Hemmelig1');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  // The page's own alert, with its button; the toast (outside main) says the same.
  const alert = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'Du må bekrefte e-postadressen din' });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Send bekreftelseslenken på nytt' }).click();
  await page
    .getByText(
      'Hvis kontoen finnes og ikke er bekreftet ennå, har vi sendt en ny bekreftelseslenke.',
    )
    .waitFor();
  const [, second] = await waitForMails(suite.urls.mail, email, { count: 2 });
  assert.notEqual(
    linkIn(second, `${suite.urls.shell}/verify-email/`),
    linkIn(first, `${suite.urls.shell}/verify-email/`),
  );
  await context.close();
});

test('forgot password → mail → reset → log in with the new password; the link works once, and signed in too', async () => {
  const { context, page, problems } = await newPage(browser);
  const email = 'bedrift@yrkesbro.no';
  await page.goto(`${suite.urls.shell}/login`);
  await page.getByRole('link', { name: 'Glemt passordet?' }).click();
  await page.waitForURL('**/forgot-password');
  // The login page stays on screen until the next page's chunk has come: its E-post field has
  // the same label, so type only once the reset form is there.
  await page.getByRole('button', { name: 'Send lenke' }).waitFor();
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await page
    .getByText('Finner du ikke e-posten? Sjekk søppelpostmappen.', { exact: false })
    .waitFor();

  const mail = await waitForMail(suite.urls.mail, email, {
    subject: 'Tilbakestill passordet ditt hos Yrkesbro',
  });
  const link = linkIn(mail, `${suite.urls.shell}/reset-password/`);
  await page.goto(link);
  await page.getByLabel(/^Nytt passord/).fill('NyttPassord9');
  await page.getByLabel(/^Bekreft nytt passord/).fill('NyttPassord9');
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await page.getByText('Passordet har blitt resettet!').waitFor();
  await page.waitForURL('**/login');

  await login(page, suite.urls.shell, { email, password: 'NyttPassord9' });
  await page.waitForURL('**/business/dashboard');
  await page.getByRole('main').getByRole('heading', { name: 'Bedriftsdashbord' }).waitFor();
  await waitForLoadedMain(page);

  // Signed in, a reset link still opens its page (only login and register send one away).
  await page.goto(link);
  await page.getByRole('heading', { name: 'Velg nytt passord' }).waitFor();
  await page.getByLabel(/^Nytt passord/).fill('EnGangTil9');
  await page.getByLabel(/^Bekreft nytt passord/).fill('EnGangTil9');
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await page
    .getByText('Kunne ikke tilbakestille passordet. Lenken kan ha utløpt eller være ugyldig.')
    .waitFor();
  await page.waitForURL('**/forgot-password');
  await page.getByRole('button', { name: 'Send lenke' }).waitFor();
  // The reused link is the one failure we caused on purpose.
  assert.deepEqual(problems, ['401 POST /api/auth/reset-password']);

  // A new link, used while signed in: the reset ends the sessions, so the way on is /login.
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await page
    .getByText('Finner du ikke e-posten? Sjekk søppelpostmappen.', { exact: false })
    .waitFor();
  const [, second] = await waitForMails(suite.urls.mail, email, {
    subject: 'Tilbakestill passordet ditt hos Yrkesbro',
    count: 2,
  });
  await page.goto(linkIn(second, `${suite.urls.shell}/reset-password/`));
  await page.getByLabel(/^Nytt passord/).fill('TredjeGang9');
  await page.getByLabel(/^Bekreft nytt passord/).fill('TredjeGang9');
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await page.getByText('Passordet har blitt resettet!').waitFor();
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Logg inn' }).waitFor();
  await page.goto(`${suite.urls.shell}/business/dashboard`);
  await page.waitForURL('**/login');
  await login(page, suite.urls.shell, { email, password: 'TredjeGang9' });
  await page.waitForURL('**/business/dashboard');
  await context.close();
});

test('a signed-in student changes the password under Sikkerhet, logs out, and only the new one logs in', async () => {
  const email = `bytter-passord-${Date.now()}@yrkesbro.test`;
  const [oldPassword, newPassword] = ['Gammelt-passord1', 'Nytt-passord-2026'];
  await registerVerified(suite, {
    email,
    password: oldPassword,
    role: 'student',
    school: 'Kuben videregående skole',
  });
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, { email, password: oldPassword });
  await page.waitForURL('**/student/dashboard');
  await waitForLoadedMain(page);
  await page.getByRole('link', { name: 'Sikkerhet' }).first().click();
  await page.waitForURL('**/account/security');
  const form = page.getByRole('form', { name: 'Bytt passord' });
  await form.waitFor();

  // A wrong current password is said at its field, and what was typed stays.
  await page.getByLabel(/^Nåværende passord/).fill('Feil-passord1');
  await page.getByLabel(/^Nytt passord/).fill(newPassword);
  await page.getByLabel(/^Bekreft nytt passord/).fill(newPassword);
  await form.getByRole('button', { name: 'Bytt passord' }).click();
  await form.getByText('Det nåværende passordet er feil.').waitFor();
  assert.equal(await page.getByLabel(/^Nytt passord/).inputValue(), newPassword);

  await page.getByLabel(/^Nåværende passord/).fill(oldPassword);
  await form.getByRole('button', { name: 'Bytt passord' }).click();
  await page.getByText('Passordet er endret. Du er logget ut på alle andre enheter.').waitFor();
  assert.equal(await page.getByLabel(/^Nåværende passord/).inputValue(), '');
  assert.equal(await page.getByLabel(/^Nytt passord/).inputValue(), '');
  // Still signed in here: the page's own calls go on with the session's new cookies.
  await page.reload();
  await page.getByRole('heading', { name: 'Sikkerhet', level: 1 }).waitFor();
  await page.getByText('Tofaktorinnlogging er av.').waitFor();
  const mail = await waitForMail(suite.urls.mail, email, {
    subject: 'Passordet ditt hos Yrkesbro er endret',
  });
  assert.match(mail.text, /Glemt passordet\?/);

  await page.getByRole('button', { name: 'Logg ut' }).first().click();
  await page.waitForURL(`${suite.urls.shell}/`);
  await login(page, suite.urls.shell, { email, password: oldPassword });
  await page.getByRole('main').getByRole('alert').getByText('Feil e-post eller passord').waitFor();
  assert.match(page.url(), /\/login$/);
  await login(page, suite.urls.shell, { email, password: newPassword });
  await page.waitForURL('**/student/dashboard');
  await page.getByRole('main').getByText(`Innlogget som ${email}`).waitFor();
  // The wrong current password and the old password's login are the failures caused on purpose.
  assert.deepEqual(problems, ['400 POST /api/auth/change-password', '401 POST /api/auth/login']);
  await context.close();
});

test('the register form shows the spec messages while typing and keeps the input', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(`${suite.urls.shell}/register`);
  await page.getByLabel(/^E-post/).fill('ikke-en-epost');
  await page.getByText('Vennligst angi en gyldig e-post').waitFor();
  await chooseRole(page, 'Bedrift');
  await page.getByLabel(/^Organisasjonsnummer/).fill('123');
  await page
    .getByText('Organisasjonsnummeret må være 9 siffer, for eksempel 974 760 673.')
    .waitFor();
  // Written as Brønnøysundregistrene does, but with a wrong check digit.
  await page.getByLabel(/^Organisasjonsnummer/).fill('912 345 678');
  await page.getByText(/kontrollsifferet \(det siste sifferet\) stemmer ikke/).waitFor();
  await page.getByLabel(/^Organisasjonsnummer/).fill('');
  await page.getByText('Organisasjonsnummer er påkrevd for bedriftskontoer').waitFor();
  assert.equal(await page.getByLabel(/^E-post/).inputValue(), 'ikke-en-epost');
  await context.close();
});
