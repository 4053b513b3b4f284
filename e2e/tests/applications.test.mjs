// Applications through the real UI: a student applies, the business plans an interview, the
// student gets the .ics invitation by e-mail, and the interview is in both calendars; a student
// withdraws a søknad she no longer wants.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, newPage } from '../support/browser.mjs';
import { waitForMail } from '../support/mailbox.mjs';
import { BUSINESS, STUDENT, useJourneySuite } from '../support/test-suite.mjs';

const JOB = 'Lærling rørlegger';
// Ten days ahead, as the date input writes it.
const interviewDay = new Date(Date.now() + 10 * 86400000).toISOString().slice(0, 10);
const interviewMonth = interviewDay.slice(0, 7);

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

test('a student applies for a job and follows the application', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/jobs?q=r%C3%B8rlegger`);
  await page
    .getByRole('link', { name: new RegExp(JOB) })
    .first()
    .click();
  await page.getByRole('heading', { name: JOB }).waitFor();
  const apply = page.getByRole('button', { name: 'Søk på stillingen' });
  await apply.click();
  const dialog = page.getByRole('dialog');
  // The form, not only the dialog: a submit before its fields are there validates nothing.
  await dialog.getByLabel(/^Søknadsbrev/).waitFor();
  await dialog.getByRole('button', { name: 'Send søknad' }).click();
  await dialog.getByText('Cover letter is required').waitFor();
  await dialog
    .getByLabel(/^Søknadsbrev/)
    .fill('Jeg har gått Vg2 rørlegger og vil gjerne lære faget hos dere.');
  await dialog.getByLabel(/^Lenke til CV/).fill('https://cv.example.no/elev.pdf');
  await dialog.getByRole('button', { name: 'Send søknad' }).click();
  await page.getByText('Søknaden er sendt!').waitFor();
  await page.getByRole('button', { name: 'Du har søkt' }).waitFor();

  await page.goto(`${suite.urls.shell}/applications`);
  await page.getByRole('link', { name: JOB }).first().waitFor();
  await page.getByText('Venter').first().waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('the business plans an interview; the student gets the invitation, both calendars show it, then Godkjent', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');
  await page.getByText('Søknader totalt').waitFor();
  await page.goto(`${suite.urls.shell}/business/applications`);
  // The demo student has filled in a name, so the card names her by it.
  await page.getByRole('link', { name: 'Emma Solberg' }).first().waitFor();
  const statuses = page.getByRole('group', { name: 'Endre status for Emma Solberg' });
  assert.ok(
    await statuses.getByRole('button', { name: 'Venter' }).isDisabled(),
    'the current status is disabled',
  );
  await statuses.getByRole('button', { name: 'Intervju' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Dato/).fill(interviewDay);
  await dialog.getByLabel(/^Tidspunkt/).fill('14:30');
  await dialog.getByRole('radio', { name: 'Fysisk' }).check();
  await dialog.getByLabel(/^Sted/).fill('Strandkaien 2, Bergen');
  await dialog.getByRole('button', { name: 'Send invitasjon' }).click();
  await page.getByText('Intervjuet er planlagt, og eleven har fått en invitasjon.').waitFor();

  const invitation = await waitForMail(suite.urls.mail, STUDENT.email, {
    subject: 'Invitasjon til intervju hos Rørleggermester Hansen AS',
  });
  assert.match(invitation.text, /kl\. 14:30/);
  assert.equal(invitation.attachments?.[0]?.fileName, 'intervju.ics');

  await page.goto(`${suite.urls.shell}/calendar?month=${interviewMonth}&date=${interviewDay}`);
  await page
    .getByText(/Intervju med/)
    .first()
    .waitFor();

  // After the interview the business accepts the student.
  await page.goto(`${suite.urls.shell}/business/applications`);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/status') && response.request().method() === 'PUT',
  );
  await statuses.getByRole('button', { name: 'Godkjent' }).click();
  assert.equal((await saved).status(), 200);
  await page.getByText('Søknadsstatus oppdatert').first().waitFor();
  assert.deepEqual(problems, []);
  await context.close();

  const student = await newPage(browser);
  await login(student.page, suite.urls.shell, STUDENT);
  await student.page.waitForURL('**/student/dashboard');
  await student.page.goto(`${suite.urls.shell}/applications`);
  await student.page.getByRole('link', { name: JOB }).first().waitFor();
  await student.page.getByText('Godkjent').first().waitFor();
  await student.page.getByText(/14:30/).first().waitFor();
  await student.page.goto(
    `${suite.urls.shell}/calendar?month=${interviewMonth}&date=${interviewDay}`,
  );
  await student.page.getByText(`Intervju: ${JOB} hos Rørleggermester Hansen AS`).first().waitFor();
  assert.deepEqual(student.problems, []);
  await student.context.close();
});

test('a student adds an event to the calendar, finds it on its day and changes it', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/calendar`);
  await page.getByRole('heading', { name: 'Kalender' }).waitFor();
  await page
    .getByRole('link', { name: 'Add event' })
    .or(page.getByRole('button', { name: 'Add event' }))
    .first()
    .click();
  await page.waitForURL('**/calendar/events/new**');
  const form = page.getByRole('form', { name: 'Hendelse' });
  await form.getByLabel(/^Tittel/).fill('Søknadsfrist læreplass');
  await form.getByLabel(/^Start/).fill(`${interviewDay}T09:00`);
  await form.getByRole('button', { name: 'Lagre hendelse' }).click();
  await page.waitForURL('**/calendar?**');
  await page.getByText('Søknadsfrist læreplass').first().waitFor();

  // The event's page loads its form when Endre is pressed.
  await page.getByRole('link', { name: 'View Details: Søknadsfrist læreplass' }).first().click();
  await page.waitForURL('**/calendar/events/**');
  await page.getByRole('button', { name: 'Endre' }).click();
  const edit = page.getByRole('form', { name: 'Hendelse' });
  await edit.getByLabel(/^Tittel/).fill('Søknadsfrist læreplass, rørlegger');
  await edit.getByRole('button', { name: 'Lagre endringer' }).click();
  await page.getByText('Hendelsen er oppdatert.').waitFor();
  await page.getByRole('heading', { name: 'Søknadsfrist læreplass, rørlegger' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('the business pages through more applications than one page holds, to all its jobs and to one', async () => {
  // Twenty-two more applicants, arranged behind the UI, "Søker n" applying n hours ago: the
  // order is known, and the demo student's application of the first journey is the newest.
  const [{ job }] = await suite.query(
    `WITH job AS (
       SELECT j.id FROM jobs j
         JOIN businesses b ON b.id = j.business_id
         JOIN users u ON u.id = b.user_id
        WHERE u.email = $1 AND j.title = $2
     ), students AS (
       INSERT INTO users (email, password_hash, role, email_verified_at)
       SELECT format('soker%s@yrkesbro.test', n), 'ingen innlogging', 'student', now()
         FROM generate_series(1, 22) AS n
       RETURNING id, substring(email from 'soker(\\d+)@')::int AS n
     ), profiles AS (
       INSERT INTO student_profiles (user_id, school, name)
       SELECT id, 'Bergen tekniske fagskole', format('Søker %s', n) FROM students
       RETURNING user_id
     )
     INSERT INTO applications (job_id, student_id, cover_letter, resume_url, created_at)
     SELECT job.id, s.id, 'Jeg vil bli rørlegger.', 'https://cv.example.no/soker.pdf',
            now() - make_interval(hours => s.n)
       FROM job, students s JOIN profiles p ON p.user_id = s.id
     RETURNING job_id AS job`,
    [BUSINESS.email, JOB],
  );
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');

  for (const [address, name] of [
    ['/business/applications', 'Alle søknader'],
    [`/business/applications/${job}`, `Søknader til ${JOB}`],
  ]) {
    await page.goto(`${suite.urls.shell}${address}`);
    const list = page.getByRole('list', { name });
    const names = () => list.getByRole('heading', { level: 2 }).allTextContents();
    await list.getByRole('heading', { name: 'Søker 19', exact: true }).waitFor();
    await page.getByText(/^23 søknader, /).waitFor();
    const first = await names();
    assert.equal(first.length, 20);
    assert.deepEqual(
      first.slice(1),
      Array.from({ length: 19 }, (_, i) => `Søker ${i + 1}`),
    );

    await page.getByRole('button', { name: 'Gå til side 2' }).click();
    await page.waitForURL(`**${address}?page=2`);
    // The buttons that had focus go while the page loads: focus starts the new page at its heading.
    assert.ok(
      await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1 === document.activeElement),
      'the heading has focus',
    );
    await list.getByRole('heading', { name: 'Søker 22', exact: true }).waitFor();
    assert.deepEqual(await names(), ['Søker 20', 'Søker 21', 'Søker 22']);
    await page.getByRole('button', { name: 'Side 2' }).waitFor();

    // Back is the page before, as with any address.
    await page.goBack();
    await list.getByRole('heading', { name: 'Søker 1', exact: true }).waitFor();
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('a student withdraws an application she no longer wants: gone for the business too, and the job offers Søk again', async () => {
  const WITHDRAWN = 'Blikkenslagerlærling';
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');
  await page.goto(`${suite.urls.shell}/jobs?q=blikkenslager`);
  await page
    .getByRole('link', { name: new RegExp(WITHDRAWN) })
    .first()
    .click();
  await page.getByRole('heading', { name: WITHDRAWN }).waitFor();
  await page.getByRole('button', { name: 'Søk på stillingen' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel(/^Søknadsbrev/).fill('Jeg vil gjerne lære blikkenslagerfaget hos dere.');
  await form.getByLabel(/^Lenke til CV/).fill('https://cv.example.no/elev.pdf');
  await form.getByRole('button', { name: 'Send søknad' }).click();
  await page.getByRole('button', { name: 'Du har søkt' }).waitFor();
  // The business is told of the søknad (the suite's notice waits 2 s, and may tell of other
  // journeys' søknader in the same mail), so it is told of its end.
  await waitForMail(suite.urls.mail, BUSINESS.email, {
    containing: `har søkt på «${WITHDRAWN}»`,
  });

  // Within the app, so that coming back shows what the page remembers of the søknad.
  await page.getByRole('link', { name: 'Se søknadene dine' }).click();
  await page.waitForURL('**/applications');
  const list = page.getByRole('list', { name: 'Mine søknader' });
  await list.getByRole('link', { name: WITHDRAWN }).waitFor();
  // The first journey's søknad is answered (Godkjent): it can no longer be withdrawn.
  await list.getByRole('link', { name: JOB }).waitFor();
  assert.equal(await list.getByRole('button', { name: `Trekk søknaden til ${JOB}` }).count(), 0);
  await list.getByRole('button', { name: `Trekk søknaden til ${WITHDRAWN}` }).click();
  const confirm = page.getByRole('dialog', { name: `Vil du trekke søknaden til ${WITHDRAWN}?` });
  // Avbryt is the default: Enter alone withdraws nothing.
  await confirm.getByRole('button', { name: 'Avbryt' }).waitFor();
  await confirm.getByRole('button', { name: 'Trekk søknaden' }).click();
  await page.getByText('Søknaden er trukket').waitFor();
  await list.getByRole('link', { name: WITHDRAWN }).waitFor({ state: 'detached' });
  // Its card is gone: focus goes on from the søknad now in its place, not from the page's top.
  await page.waitForFunction(
    (job) =>
      document.activeElement?.tagName === 'LI' && document.activeElement.textContent.includes(job),
    JOB,
  );

  await page.goBack();
  await page.getByRole('heading', { name: WITHDRAWN }).waitFor();
  await page.getByRole('button', { name: 'Søk på stillingen' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Du har søkt' }).count(), 0);

  const told = await waitForMail(suite.urls.mail, BUSINESS.email, {
    subject: `Søknaden på «${WITHDRAWN}» er trukket`,
  });
  assert.match(told.text, /har trukket søknaden sin på «Blikkenslagerlærling»/);
  assert.deepEqual(problems, []);
  await context.close();

  // The business's lists no longer hold it.
  const [{ job }] = await suite.query(
    `SELECT j.id AS job FROM jobs j JOIN businesses b ON b.id = j.business_id
       JOIN users u ON u.id = b.user_id WHERE u.email = $1 AND j.title = $2`,
    [BUSINESS.email, WITHDRAWN],
  );
  const business = await newPage(browser);
  await login(business.page, suite.urls.shell, BUSINESS);
  await business.page.waitForURL('**/business/dashboard');
  await business.page.goto(`${suite.urls.shell}/business/applications/${job}`);
  await business.page.getByRole('heading', { name: 'Ingen søknader ennå.' }).waitFor();
  assert.deepEqual(business.problems, []);
  await business.context.close();
});
