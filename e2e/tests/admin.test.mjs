// The admin through the real UI: signs in, finds a student and opens the profile, opens a
// company's page from Business Profiles, sends a group mail to the businesses and watches its
// history row complete while the worker sends it, and contacts a school until the Contacted badge
// shows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseOption, login, newPage, waitForLoadedMain } from '../support/browser.mjs';
import { waitForMail } from '../support/mailbox.mjs';
import { ADMIN, BUSINESS, useJourneySuite } from '../support/test-suite.mjs';

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

test('the admin finds a student and a company, mails the businesses and contacts a school', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, ADMIN);
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('listitem', { name: 'Elever' }).getByText(/^\d+$/).waitFor();

  // Student Profiles: searched on the server, then the profile itself.
  // The list before the search holds the row too, further down: the click waits for the answer.
  await page.getByRole('searchbox', { name: 'Søk' }).fill('Emma');
  await page.getByText('1 treff', { exact: true }).waitFor();
  const emma = page.getByRole('listitem', { name: 'Emma Solberg' });
  await emma.getByRole('link', { name: /View Profile/ }).click();
  await page.waitForURL('**/profile/*');
  await page.getByRole('heading', { name: 'Emma Solberg' }).waitFor();

  // Business Profiles: the company page itself, read-only for the admin.
  await page.goto(`${suite.urls.shell}/admin/dashboard`);
  await page.getByRole('tab', { name: 'Business Profiles' }).click();
  await page.getByRole('searchbox', { name: 'Søk' }).fill('Hansen');
  await page.getByText('1 treff', { exact: true }).waitFor();
  const hansen = page.getByRole('listitem', { name: 'Rørleggermester Hansen AS' });
  await hansen.getByRole('link', { name: /View Profile/ }).click();
  await page.waitForURL('**/business/*');
  await page.getByRole('heading', { level: 1, name: 'Rørleggermester Hansen AS' }).waitFor();
  await page.getByRole('link', { name: 'Tilbake til dashbordet' }).waitFor();

  // Group mail to every verified business, sent by the worker while the history follows it.
  await page.goto(`${suite.urls.shell}/admin/dashboard`);
  // The lists above the form settle first, so the button stays where the click aims.
  await waitForLoadedMain(page);
  await chooseOption(page, 'Mottakere', 'Bedrifter');
  const countText = await page.getByText(/^\d+ mottakere$/).textContent();
  const recipients = Number.parseInt(countText, 10);
  assert.ok(recipients > 0);
  const title = `Nyhetsbrev ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Tittel' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Melding' })
    .fill('Hei!\n\nNye elever leter etter læreplass.');
  await page.getByRole('button', { name: 'Send e-post' }).click();
  // Asked first: it goes to every business at once.
  const confirm = page.getByRole('dialog', { name: 'Sende e-posten?' });
  await confirm.getByText(`går til ${recipients} mottakere (bedrifter)`).waitFor();
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  const row = page.getByRole('listitem', { name: title });
  await row.waitFor();
  await page.getByText(`E-post sendt til ${recipients} mottakere.`).waitFor({ timeout: 30000 });
  await row.getByText('Fullført').waitFor();
  await row.getByText(`${recipients} sendt · 0 i kø · 0 feilet`).waitFor();
  await page.getByRole('button', { name: 'Send e-post' }).waitFor();
  const mail = await waitForMail(suite.urls.mail, BUSINESS.email, { subject: title });
  assert.match(mail.text, /Nye elever leter etter læreplass\./);
  assert.match(mail.text, /\/api\/mailings\/unsubscribe\?email=/);

  // A school, reached from the menu: the Send Email dialog, the placeholders filled in, the badge.
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Skoler', exact: true })
    .click();
  await page.waitForURL('**/schools');
  const kuben = page.getByRole('listitem', { name: 'Kuben videregående skole' });
  await kuben.getByRole('button', { name: /Send Email/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByText('E-post sendt til Kuben videregående skole.').waitFor();
  await kuben.getByText('Contacted').waitFor();
  assert.equal(await kuben.getByRole('button', { name: /Send Email/ }).isDisabled(), true);
  const outreach = await waitForMail(suite.urls.mail, 'post@kuben.example');
  assert.match(outreach.text, /Hei Kuben videregående skole!/);
  assert.match(outreach.text, /lærebedrifter i Oslo/);

  // A name of one long word wraps inside its card instead of running under the buttons.
  const longName = `Skole${'æ'.repeat(150)}`;
  const added = await page.request.post(`${suite.urls.shell}/api/schools`, {
    data: { school_name: longName, region: 'Oslo', address: 'Oslo', email: 'lang@skole.example' },
  });
  assert.equal(added.status(), 201);
  await page.reload();
  const long = page.getByRole('listitem', { name: longName });
  const overflow = await long.getByText(longName, { exact: true }).evaluate((name) => {
    const card = name.closest('li').getBoundingClientRect();
    return name.getBoundingClientRect().right - card.right;
  });
  assert.ok(overflow <= 0, `the school's name runs ${overflow} px past its card`);

  assert.deepEqual(problems, []);
  await context.close();
});
