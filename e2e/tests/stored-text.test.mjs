// Stored text renders as text everywhere (#16): markup typed into a student's bio, a job's title
// and description, a chat message and the admin's group mail is stored through the API, then read
// through the real UI (and the group mail in the mail catcher) in Chromium. Each page shows the
// markup as literal text, runs none of it and holds no element made from it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, newPage } from '../support/browser.mjs';
import { waitForMail } from '../support/mailbox.mjs';
import { ADMIN, BUSINESS, STUDENT, useJourneySuite } from '../support/test-suite.mjs';

const PAYLOAD = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">';
const BIO = `Om meg ${PAYLOAD}`;
const JOB_TITLE = `Lærling ${PAYLOAD}`;
const JOB_DESCRIPTION = `Beskrivelse ${PAYLOAD}`;
const MESSAGE = `Hei ${PAYLOAD}`;
const MAIL_TITLE = `Nyhetsbrev ${PAYLOAD}`;
const MAIL_BODY = `Innhold ${PAYLOAD}`;
const COMPANY = 'Rørleggermester Hansen AS';
const STUDENT_NAME = 'Emma Solberg';

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

/** A signed-in tab of the given account, on its dashboard. */
async function signedIn(account, dashboard) {
  const tab = await newPage(browser);
  await login(tab.page, suite.urls.shell, account);
  await tab.page.waitForURL(`**${dashboard}`);
  return tab;
}

/** The API as the signed-in person in this tab, from the shell's origin as the browser sends it. */
async function api(page, method, path, data) {
  const response = await page.request.fetch(`${suite.urls.shell}/api${path}`, {
    method,
    data,
    headers: { origin: suite.urls.shell },
  });
  assert.ok(response.ok(), `${method} ${path}: ${response.status()}`);
  return response.json();
}

/**
 * The page shows `text` literally (inside `scope`, if given), and nothing of the payload ran or
 * became an element: no flag set, no image with a handler, no script carrying the payload.
 */
async function assertShownAsText(page, text, scope = page) {
  await scope
    .getByText(text)
    .first()
    .waitFor()
    .catch(async (error) => {
      const shown = await page.locator('body').innerText();
      throw new Error(`${page.url()} does not show «${text}»; it shows:\n${shown}`, {
        cause: error,
      });
    });
  const found = await page.evaluate(() => ({
    pwned: window.__pwned,
    handlers: document.querySelectorAll('[onerror]').length,
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: [...document.scripts].filter((script) => script.text.includes('__pwned')).length,
  }));
  assert.deepEqual(
    found,
    { pwned: undefined, handlers: 0, images: 0, scripts: 0 },
    `${page.url()} ran or built the stored markup`,
  );
}

test("a student's bio: her dashboard, her public profile and the business's directory", async () => {
  const student = await signedIn(STUDENT, '/student/dashboard');
  const own = await api(student.page, 'PUT', '/users/profile', { bio: BIO });
  assert.equal(own.bio, BIO);
  await student.page.reload();
  await assertShownAsText(student.page, BIO);
  await student.page.goto(`${suite.urls.shell}/profile/${own.id}`);
  await student.page.getByRole('heading', { name: STUDENT_NAME }).first().waitFor();
  await assertShownAsText(student.page, BIO);
  assert.deepEqual(student.problems, []);
  await student.context.close();

  const business = await signedIn(BUSINESS, '/business/dashboard');
  await business.page.goto(`${suite.urls.shell}/students?name=Emma`);
  await assertShownAsText(
    business.page,
    BIO,
    business.page.getByRole('article', { name: STUDENT_NAME }),
  );
  await business.page.goto(`${suite.urls.shell}/profile/${own.id}`);
  await assertShownAsText(business.page, BIO);
  assert.deepEqual(business.problems, []);
  await business.context.close();
});

test("a job's title and description: the business's list, the job page and the company page", async () => {
  const business = await signedIn(BUSINESS, '/business/dashboard');
  const company = await api(business.page, 'GET', '/businesses/mine');
  const [vocation] = await api(business.page, 'GET', '/vocations');
  const job = await api(business.page, 'POST', '/businesses/jobs', {
    title: JOB_TITLE,
    description: JOB_DESCRIPTION,
    requirements: ['Førerkort klasse B'],
    location: 'Oslo',
    salary_min: 200000,
    salary_max: 300000,
    vocation_id: vocation.id,
    job_type: 'apprenticeship',
  });
  assert.equal(job.title, JOB_TITLE);
  await business.page.goto(`${suite.urls.shell}/business/jobs/all/${company.uuid}`);
  await assertShownAsText(business.page, JOB_TITLE);
  await business.page.goto(`${suite.urls.shell}/business/dashboard`);
  await business.page.getByRole('tab', { name: 'Stillinger' }).click();
  await assertShownAsText(business.page, JOB_TITLE);
  assert.deepEqual(business.problems, []);
  await business.context.close();

  const student = await signedIn(STUDENT, '/student/dashboard');
  await student.page.goto(`${suite.urls.shell}/jobs/${job.uuid}`);
  await assertShownAsText(
    student.page,
    JOB_TITLE,
    student.page.getByRole('heading', { level: 1, name: JOB_TITLE }),
  );
  await assertShownAsText(student.page, JOB_DESCRIPTION);
  await student.page.goto(`${suite.urls.shell}/business/${company.uuid}`);
  await assertShownAsText(student.page, JOB_TITLE);
  assert.deepEqual(student.problems, []);
  await student.context.close();
});

test('a chat message: the inbox preview and the open conversation of both sides', async () => {
  const student = await signedIn(STUDENT, '/student/dashboard');
  const own = await api(student.page, 'GET', '/users/profile');

  const business = await signedIn(BUSINESS, '/business/dashboard');
  // A business writes first only to a student whose profile it has opened (or who applied to
  // it, or with a plan): it opens hers, as from the directory, whatever the tests before did.
  await api(business.page, 'GET', `/users/profile/${own.id}`);
  const sent = await api(business.page, 'POST', '/messages', {
    receiverId: own.user_id,
    content: MESSAGE,
  });
  assert.equal(sent.content, MESSAGE);

  await student.page.goto(`${suite.urls.shell}/student/dashboard?fane=meldinger`);
  const inbox = student.page.getByRole('tabpanel', { name: 'Meldinger' });
  const conversation = inbox.getByRole('button', { name: new RegExp(COMPANY) });
  await assertShownAsText(student.page, MESSAGE, conversation);
  await conversation.click();
  await assertShownAsText(
    student.page,
    MESSAGE,
    student.page.getByRole('dialog', { name: COMPANY }),
  );
  assert.deepEqual(student.problems, []);
  await student.context.close();

  await business.page.goto(`${suite.urls.shell}/profile/${own.id}`);
  await business.page.getByRole('button', { name: 'Send Melding' }).click();
  await assertShownAsText(
    business.page,
    MESSAGE,
    business.page.getByRole('dialog', { name: STUDENT_NAME }),
  );
  assert.deepEqual(business.problems, []);
  await business.context.close();
});

test("the admin's group mail: the mailing history, and the mail's text and HTML as received", async () => {
  const admin = await signedIn(ADMIN, '/admin/dashboard');
  await api(admin.page, 'POST', '/admin/emails/send', {
    group: 'student',
    title: MAIL_TITLE,
    msg: MAIL_BODY,
  });
  await admin.page.reload();
  await assertShownAsText(
    admin.page,
    MAIL_TITLE,
    admin.page.getByRole('listitem', { name: MAIL_TITLE }),
  );
  assert.deepEqual(admin.problems, []);
  await admin.context.close();

  const mail = await waitForMail(suite.urls.mail, STUDENT.email, {
    subject: MAIL_TITLE,
    timeoutMs: 30000,
  });
  assert.ok(mail.text.includes(MAIL_BODY), 'the text part carries the message as typed');
  assert.ok(!mail.html.includes('<script>'), 'the HTML part holds no script tag');
  // The HTML part as a mail program shows it: a page of its own in the browser.
  const reader = await newPage(browser);
  await reader.page.goto(`${suite.urls.mail}/email/${mail.id}/html`);
  await assertShownAsText(reader.page, MAIL_TITLE);
  await assertShownAsText(reader.page, MAIL_BODY);
  assert.deepEqual(reader.problems, []);
  await reader.context.close();
});
