// An interview through the real UI, in one step: choosing Intervju saves nothing until the
// invitation is sent; the business then moves it (from its calendar event, which leads to the
// application) and cancels it, and rejects after planning again (which asks, and cancels it too);
// the student's calendar and mails follow each time.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, newPage } from '../support/browser.mjs';
import { waitForMail, waitForMails } from '../support/mailbox.mjs';
import { BUSINESS, STUDENT, useJourneySuite } from '../support/test-suite.mjs';

const JOB = 'Lærling rørlegger';
const COMPANY = 'Rørleggermester Hansen AS';
const STUDENT_NAME = 'Emma Solberg';

/** A day `days` ahead as Norway writes it (the date input's value). */
const osloDay = (days) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(
    new Date(Date.now() + days * 86400000),
  );
const firstDay = osloDay(3);
const movedDay = osloDay(4);
const calendarOf = (day) => `/calendar?month=${day.slice(0, 7)}&date=${day}`;

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

/** The .ics a mail carries, as the student's mail program receives it. */
async function icsOf(mail) {
  const [attachment] = mail.attachments ?? [];
  assert.ok(attachment, `«${mail.subject}» has a calendar file`);
  const response = await fetch(
    `${suite.urls.mail}/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
  );
  return response.text();
}

/** Every mail to the student about this company, oldest first. */
async function studentMails() {
  const all = await (await fetch(`${suite.urls.mail}/email`)).json();
  return all.filter(
    (mail) =>
      mail.to.some((recipient) => recipient.address === STUDENT.email) &&
      mail.subject.includes(COMPANY),
  );
}

// Applying through the UI is applications.test.mjs's journey; here the søknad is only the start.
test('the student applies', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  const search = await page.request.get(`${suite.urls.shell}/api/jobs?q=r%C3%B8rlegger`);
  const job = (await search.json()).jobs.find((candidate) => candidate.title === JOB);
  const applied = await page.request.post(`${suite.urls.shell}/api/jobs/${job.uuid}/apply`, {
    headers: { origin: suite.urls.shell },
    data: {
      cover_letter: 'Jeg vil gjerne lære rørleggerfaget hos dere.',
      resume_url: 'https://cv.example.no/emma.pdf',
    },
  });
  assert.equal(applied.status(), 201);
  assert.deepEqual(problems, []);
  await context.close();
});

let uid;

test('Intervju saves nothing until the invitation is sent; then one mail with the .ics', async () => {
  const { context, page, problems } = await newPage(browser);
  const writes = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/businesses/applications/'))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  await page.goto(`${suite.urls.shell}/business/applications`);
  const statuses = page.getByRole('group', { name: `Endre status for ${STUDENT_NAME}` });
  await statuses.getByRole('button', { name: 'Intervju' }).click();
  let dialog = page.getByRole('dialog', { name: 'Planlegg intervju' });
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(writes, [], 'closing the dialog saves nothing');
  assert.ok(await statuses.getByRole('button', { name: 'Venter' }).isDisabled());

  await statuses.getByRole('button', { name: 'Intervju' }).click();
  dialog = page.getByRole('dialog', { name: 'Planlegg intervju' });
  await dialog.getByLabel(/^Dato/).fill(firstDay);
  await dialog.getByLabel(/^Tidspunkt/).fill('10:00');
  await dialog.getByRole('radio', { name: 'Digitalt' }).check();
  await dialog.getByLabel(/^Lenke til møtet/).fill('https://meet.example.no/hansen');
  await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
  await page.getByText('Intervjuet er planlagt, og eleven har fått en invitasjon.').waitFor();
  assert.equal(writes.length, 1);
  assert.match(writes[0], /^POST .*\/schedule-interview$/);

  const invitation = await waitForMail(suite.urls.mail, STUDENT.email, {
    subject: `Invitasjon til intervju hos ${COMPANY}`,
  });
  assert.match(invitation.text, /kl\. 10:00/);
  assert.match(invitation.text, /https:\/\/meet\.example\.no\/hansen/);
  const ics = await icsOf(invitation);
  assert.match(ics, /METHOD:REQUEST/);
  assert.match(ics, /SEQUENCE:0/);
  assert.match(ics, new RegExp(`DTSTART;TZID=Europe/Oslo:${firstDay.replace(/-/g, '')}T100000`));
  uid = ics.match(/UID:(\S+)/)[1];
  assert.deepEqual(
    (await studentMails()).map((mail) => mail.subject),
    [`Invitasjon til intervju hos ${COMPANY}`],
    'exactly one mail: no separate status mail',
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test("the business moves it from its calendar event's application; the student follows", async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  await page.goto(`${suite.urls.shell}${calendarOf(firstDay)}`);
  await page
    .getByRole('link', { name: new RegExp(`Intervju med ${STUDENT_NAME}`) })
    .first()
    .click();
  await page.getByText('Intervjuet flyttes eller avlyses fra søknaden.').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Endre' }).count(), 0);
  await page.getByRole('link', { name: 'Åpne søknaden' }).click();
  await page.waitForURL('**/business/applications/**');

  await page.getByRole('button', { name: 'Flytt intervju' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Flytt intervju' });
  assert.equal(await dialog.getByLabel(/^Dato/).inputValue(), firstDay);
  await dialog.getByLabel(/^Dato/).fill(movedDay);
  await dialog.getByLabel(/^Tidspunkt/).fill('11:30');
  await dialog.getByRole('radio', { name: 'Fysisk' }).check();
  await dialog.getByLabel(/^Sted/).fill('Strandkaien 2, Bergen');
  await dialog.getByRole('button', { name: 'Send ny tid' }).click();
  await page.getByText('Intervjuet er flyttet, og eleven har fått beskjed.').waitFor();

  const moved = await waitForMail(suite.urls.mail, STUDENT.email, {
    subject: `Intervjuet hos ${COMPANY} er flyttet`,
  });
  assert.match(moved.text, /kl\. 11:30/);
  assert.match(moved.text, /Strandkaien 2, Bergen/);
  const ics = await icsOf(moved);
  assert.match(ics, new RegExp(`UID:${uid.replace(/[.@]/g, '\\$&')}`));
  assert.match(ics, /SEQUENCE:1/);
  assert.match(ics, new RegExp(`DTSTART;TZID=Europe/Oslo:${movedDay.replace(/-/g, '')}T113000`));
  assert.equal((await studentMails()).length, 2);

  await page.goto(`${suite.urls.shell}${calendarOf(movedDay)}`);
  await page
    .getByText(new RegExp(`Intervju med ${STUDENT_NAME}`))
    .first()
    .waitFor();
  assert.deepEqual(problems, []);
  await context.close();

  const student = await newPage(browser);
  await login(student.page, suite.urls.shell, STUDENT);
  await student.page.waitForURL('**/student/dashboard');
  await student.page.goto(`${suite.urls.shell}${calendarOf(movedDay)}`);
  await student.page.getByText(`Intervju: ${JOB} hos ${COMPANY}`).first().waitFor();
  await student.page.goto(`${suite.urls.shell}/applications`);
  await student.page.getByText(/11:30/).first().waitFor();
  assert.deepEqual(student.problems, []);
  await student.context.close();
});

test('the business cancels it; the student gets the cancellation and the calendars lose it', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  await page.goto(`${suite.urls.shell}/business/applications`);
  await page.getByRole('button', { name: 'Avlys intervju' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Avlyse intervjuet?' });
  await confirm.getByRole('button', { name: 'Avlys intervjuet' }).click();
  await page.getByText('Intervjuet er avlyst, og eleven har fått beskjed.').waitFor();
  const statuses = page.getByRole('group', { name: `Endre status for ${STUDENT_NAME}` });
  await statuses.locator('button[aria-pressed="true"]', { hasText: 'Venter' }).waitFor();

  const cancelled = await waitForMail(suite.urls.mail, STUDENT.email, {
    subject: `Intervjuet hos ${COMPANY} er avlyst`,
  });
  const ics = await icsOf(cancelled);
  assert.match(ics, /METHOD:CANCEL/);
  assert.match(ics, /STATUS:CANCELLED/);
  assert.match(ics, /SEQUENCE:2/);
  assert.match(ics, new RegExp(`UID:${uid.replace(/[.@]/g, '\\$&')}`));
  assert.equal((await studentMails()).length, 3);

  await page.goto(`${suite.urls.shell}${calendarOf(movedDay)}`);
  await page.getByText('Ingen hendelser denne dagen.').waitFor();
  assert.deepEqual(problems, []);
  await context.close();

  const student = await newPage(browser);
  await login(student.page, suite.urls.shell, STUDENT);
  await student.page.waitForURL('**/student/dashboard');
  await student.page.goto(`${suite.urls.shell}${calendarOf(movedDay)}`);
  await student.page.getByText('Ingen hendelser denne dagen.').waitFor();
  assert.deepEqual(student.problems, []);
  await student.context.close();
});

test('Avvist with an interview still to come asks first, then cancels it with the rejection', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  await page.goto(`${suite.urls.shell}/business/applications`);
  const statuses = page.getByRole('group', { name: `Endre status for ${STUDENT_NAME}` });
  await statuses.getByRole('button', { name: 'Intervju' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planlegg intervju' });
  await dialog.getByLabel(/^Dato/).fill(firstDay);
  await dialog.getByLabel(/^Tidspunkt/).fill('11:00');
  await dialog.getByRole('radio', { name: 'Digitalt' }).check();
  await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
  await page.getByText('Intervjuet er planlagt, og eleven har fått en invitasjon.').waitFor();

  const statusSubject = `Søknaden din til ${COMPANY} er oppdatert`;
  const statusMailsBefore = (await studentMails()).filter(
    (mail) => mail.subject === statusSubject,
  ).length;
  await statuses.getByRole('button', { name: 'Avvist' }).click();
  const confirm = page.getByRole('dialog', { name: 'Avvise søknaden og avlyse intervjuet?' });
  await confirm.getByRole('button', { name: 'Avvis og avlys intervjuet' }).click();
  await page.getByText('Intervjuet er avlyst, og eleven har fått beskjed.').waitFor();
  await statuses.locator('button[aria-pressed="true"]', { hasText: 'Avvist' }).waitFor();
  const statusMails = await waitForMails(suite.urls.mail, STUDENT.email, {
    subject: statusSubject,
    count: statusMailsBefore + 1,
  });
  assert.match(statusMails.at(-1).text, /Ny status: Avvist/);
  // Besides the status mail, a second cancellation (the first was the previous journey's).
  const cancellations = await waitForMails(suite.urls.mail, STUDENT.email, {
    subject: `Intervjuet hos ${COMPANY} er avlyst`,
    count: 2,
  });
  assert.match(await icsOf(cancellations.at(-1)), /METHOD:CANCEL/);
  assert.deepEqual(problems, []);
  await context.close();

  const student = await newPage(browser);
  await login(student.page, suite.urls.shell, STUDENT);
  await student.page.waitForURL('**/student/dashboard');
  await student.page.goto(`${suite.urls.shell}${calendarOf(firstDay)}`);
  await student.page.getByText('Ingen hendelser denne dagen.').waitFor();
  assert.deepEqual(student.problems, []);
  await student.context.close();
});
