// Messaging through the real UI in two browsers at once: a business writes to a student from
// her profile, the student's navbar counts it without a reload, she opens it from there and
// answers, and the business's open chat shows the answer as it arrives (the live socket through
// the shell's proxy). Once the student has gone, two more messages bring her one e-mail.
// Before all that, the company's page tells the student, who has not applied there, why she
// cannot write to it yet; once the company has written, it offers her the chat.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { login, newPage } from '../support/browser.mjs';
import { linkIn, waitForMails } from '../support/mailbox.mjs';
import { BUSINESS, STUDENT, useJourneySuite } from '../support/test-suite.mjs';

const COMPANY = 'Rørleggermester Hansen AS';
const STUDENT_NAME = 'Emma Solberg';
const MAY_NOT_WRITE =
  'Du kan sende melding til bedriften når du har søkt på en av stillingene deres, eller når bedriften har skrevet til deg.';

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

test('a student who has not applied to a company reads on its page why she cannot write to it yet, with nothing to type in', async () => {
  const student = await newPage(browser);
  await login(student.page, suite.urls.shell, STUDENT);
  await student.page.waitForURL('**/student/dashboard');
  await student.page.goto(`${suite.urls.shell}/businesses`);
  await student.page.getByRole('article', { name: COMPANY }).getByRole('link').click();
  const about = student.page.getByRole('region', { name: 'Om bedriften' });
  await about.getByRole('heading', { level: 1, name: COMPANY }).waitFor();
  await about.getByText(MAY_NOT_WRITE).waitFor();
  assert.equal(await student.page.getByRole('button', { name: 'Send melding' }).count(), 0);
  assert.equal(await student.page.getByRole('textbox').count(), 0);
  assert.deepEqual(student.problems, []);
  await student.context.close();
});

test('a business writes from a profile, the student sees it live and answers, the business sees the answer live; offline, she gets one notice mail', async () => {
  const student = await newPage(browser);
  // The navbar's unread link (the shell's) and the inbox and chat (the student remote's) share
  // one live connection.
  const studentSockets = [];
  student.page.on('websocket', (socket) => studentSockets.push(socket.url()));
  await login(student.page, suite.urls.shell, STUDENT);
  await student.page.waitForURL('**/student/dashboard');
  const profileLink = student.page.getByRole('link', { name: 'Se den offentlige profilen' });
  const profilePath = await profileLink.getAttribute('href');
  const navbar = student.page.getByRole('navigation', { name: 'Hovedmeny' });
  await navbar.getByRole('link', { name: 'Meldinger', exact: true }).waitFor();

  const business = await newPage(browser);
  await login(business.page, suite.urls.shell, BUSINESS);
  await business.page.waitForURL('**/business/dashboard');
  await business.page.goto(`${suite.urls.shell}${profilePath}`);
  await business.page.getByRole('heading', { level: 1, name: STUDENT_NAME }).waitFor();
  await business.page.getByRole('button', { name: 'Send Melding' }).click();
  const chat = business.page.getByRole('dialog', { name: STUDENT_NAME });
  await chat.getByText('Ingen meldinger ennå. Skriv den første!').waitFor();
  const box = chat.getByRole('textbox', { name: 'Melding' });
  await box.fill('Hei Emma! Vil du komme på en prat om læreplass?');
  await box.press('Enter');
  await business.page.getByRole('alert').filter({ hasText: 'Melding sendt' }).waitFor();
  await chat.getByText('Hei Emma! Vil du komme på en prat om læreplass?').waitFor();

  // No reload: the socket brings the count into the open page.
  await navbar.getByRole('link', { name: 'Meldinger, uleste: 1' }).click();
  const inbox = student.page.getByRole('tabpanel', { name: 'Meldinger' });
  const conversation = inbox.getByRole('button', { name: new RegExp(COMPANY) });
  await conversation.getByLabel('1 ulest', { exact: true }).waitFor();
  await conversation.click();
  const answer = student.page.getByRole('dialog', { name: COMPANY });
  await answer.getByText('Hei Emma! Vil du komme på en prat om læreplass?').waitFor();
  const reply = answer.getByRole('textbox', { name: 'Melding' });
  await reply.fill('Hei! Ja, gjerne.');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Passer torsdag?');
  await reply.press('Enter');
  await student.page.getByRole('alert').filter({ hasText: 'Melding sendt' }).waitFor();

  await chat.getByText(/^Hei! Ja, gjerne\.\s+Passer torsdag\?$/).waitFor();
  // A screen reader hears it too, from the chat's live log.
  await chat
    .locator('[role="log"]', { hasText: /^Ny melding: Hei! Ja, gjerne\.\s+Passer torsdag\?$/ })
    .waitFor({ state: 'attached' });
  await answer.getByRole('button', { name: 'Lukk' }).click();
  await conversation.getByText(/Hei! Ja, gjerne\./).waitFor();
  assert.equal(await conversation.getByLabel(/ulest/).count(), 0);
  await navbar.getByRole('link', { name: 'Meldinger', exact: true }).waitFor();

  assert.deepEqual(student.problems, []);
  assert.equal(studentSockets.length, 1);
  // The business's first look at the conversation, before anything was said, is no error either.
  assert.deepEqual(business.problems, []);
  await student.context.close();

  // The student is offline now: a burst of two messages waits the suite's 6 s, then one mail (a
  // loaded machine can take seconds between the two sends; both must fall within the wait).
  await box.fill('Torsdag kl. 10 passer fint.');
  await box.press('Enter');
  await chat.getByText('Torsdag kl. 10 passer fint.').waitFor();
  // The live echo can show the message before the send settles and empties the box.
  await business.page.waitForFunction(
    (textarea) => textarea.value === '',
    await box.elementHandle(),
  );
  await box.fill('Ta med arbeidsklær.');
  await box.press('Enter');
  await chat.getByText('Ta med arbeidsklær.').waitFor();
  const subject = `Ny melding fra ${COMPANY}`;
  const [notice] = await waitForMails(suite.urls.mail, STUDENT.email, { subject });
  assert.match(
    linkIn(notice, `${suite.urls.shell}/student/dashboard?fane=meldinger&samtale=`),
    /samtale=[0-9a-f-]{36}$/,
  );
  // A second notice would follow the first within the queue's delay; give it that long.
  await delay(6000);
  assert.equal((await waitForMails(suite.urls.mail, STUDENT.email, { subject })).length, 1);
  await business.context.close();
});

test('once the company has written, its page offers the student «Send melding» and the conversation', async () => {
  const student = await newPage(browser);
  await login(student.page, suite.urls.shell, STUDENT);
  await student.page.waitForURL('**/student/dashboard');
  await student.page.goto(`${suite.urls.shell}/businesses`);
  await student.page.getByRole('article', { name: COMPANY }).getByRole('link').click();
  await student.page.getByRole('heading', { level: 1, name: COMPANY }).waitFor();
  await student.page.getByRole('button', { name: 'Send melding' }).click();
  const chat = student.page.getByRole('dialog', { name: COMPANY });
  await chat.getByText('Hei Emma! Vil du komme på en prat om læreplass?').waitFor();
  await chat.getByRole('textbox', { name: 'Melding' }).waitFor();
  assert.equal(await student.page.getByText(MAY_NOT_WRITE).count(), 0);
  assert.deepEqual(student.problems, []);
  await student.context.close();
});
