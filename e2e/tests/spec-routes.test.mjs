// Every route of the spec's route table (seed 2), opened as someone allowed to see it: each
// shows its own page or heading, never the friendly 404, and passes the universal design checks
// (axe's WCAG 2.1 AA rules, no sideways scrolling at 360, 768 and 1280 px).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import { registerVerified } from '../support/accounts.mjs';
import { login, newPage } from '../support/browser.mjs';
import { ADMIN, BUSINESS, STUDENT, useJourneySuite } from '../support/test-suite.mjs';
import { checkUniversalDesign, tally, tallyLine } from '../support/universal-design.mjs';

const NOT_FOUND = 'Siden finnes ikke';

let suite;
let browser;

useJourneySuite((started) => ({ suite, browser } = started));

after(async () => {
  console.log(tallyLine());
});

/** The universal design findings since `from` (the tally's length when a test began). */
const findingsSince = (from) => tally.findings.slice(from);

/**
 * Opens each path as `role` and waits for the page's own h1; the 404's heading must not be there.
 * Then the universal design checks of the page as loaded.
 */
async function visitAll(page, role, routes, state = 'lastet') {
  const main = page.getByRole('main');
  for (const [path, heading] of routes) {
    await page.goto(`${suite.urls.shell}${path}`);
    await main.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    assert.equal(
      await page.getByRole('heading', { name: NOT_FOUND }).count(),
      0,
      `${path} shows the 404`,
    );
    await page.waitForLoadState('networkidle');
    await checkUniversalDesign(page, { route: path, role, state });
  }
}

/** The API as the signed-in person in this tab sees it (the tab's cookies go along). */
async function apiGet(page, path) {
  const response = await page.request.get(`${suite.urls.shell}/api${path}`);
  assert.equal(response.status(), 200, `GET ${path}`);
  return response.json();
}

/** A change through the API as this tab, from the shell's origin as the browser would send it. */
async function apiPost(page, path, data) {
  const response = await page.request.post(`${suite.urls.shell}/api${path}`, {
    data,
    headers: { origin: suite.urls.shell },
  });
  assert.ok(response.ok(), `POST ${path}: ${response.status()}`);
  return response.json();
}

test('signed out: the public pages and the guest pages', async () => {
  const from = tally.findings.length;
  const { context, page, problems } = await newPage(browser);
  await visitAll(page, 'utlogget', [
    ['/', 'Den beste plattformen for å finne læreplass'],
    ['/about', 'Om Yrkesbro'],
    ['/contact', 'Kontakt oss'],
    ['/privacy', 'Personvernerklæring'],
    ['/terms', 'Vilkår for bruk'],
    ['/faq', 'Spørsmål om læretid'],
    ['/cookies', 'Informasjonskapsler'],
    ['/categories/bygg', 'Bygg'],
    ['/register', 'Opprett konto'],
    ['/jobs/post', 'Legg ut en stilling'],
    ['/login', 'Logg inn'],
    ['/forgot-password', 'Glemt passord'],
    ['/reset-password/en-lenke-fra-e-posten', 'Velg nytt passord'],
  ]);
  // A form with its errors shown: each error tied to its field.
  await page.goto(`${suite.urls.shell}/register`);
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await page.getByText(AUTH_MESSAGES.passwordRequired).waitFor();
  await checkUniversalDesign(page, { route: '/register', role: 'utlogget', state: 'feil vist' });
  assert.deepEqual(findingsSince(from), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a student: the pages of any signed-in role and the student-only group', async () => {
  const from = tally.findings.length;
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, STUDENT);
  await page.waitForURL('**/student/dashboard');

  const own = await apiGet(page, '/users/profile');
  const { jobs } = await apiGet(page, '/jobs');
  // /jobs/:id/apply opens the dialog only for a job the student has not applied to.
  let job;
  for (const candidate of jobs) {
    if (!(await apiGet(page, `/jobs/applied/${candidate.uuid}`)).applied) {
      job = candidate;
      break;
    }
  }
  assert.ok(job, 'the demo data has a job the demo student has not applied to');
  // An assessment's results page needs a finished attempt: one is taken through the API first.
  const {
    assessments: [assessment],
  } = await apiGet(page, '/assessments');
  await apiPost(page, `/assessments/${assessment.id}/start`, {});
  // The spec's submit body: the open attempt is the one submitted.
  await apiPost(page, `/assessments/${assessment.id}/submit`, { answers: {}, time_taken: 30 });

  await visitAll(page, 'student', [
    ['/student/dashboard', 'Studentdashbord'],
    ['/dashboard', 'Studentdashbord'],
    // Open to every role by the route table; a student has no company, so it is sent home.
    ['/business/dashboard', 'Studentdashbord'],
    ['/profile', own.name],
    [`/profile/${own.id}`, own.name],
    ['/profile/edit', 'Studentdashbord'],
    ['/profile/skills', 'Studentdashbord'],
    ['/profile/badges', 'Studentdashbord'],
    ['/profile/progress', 'Studentdashbord'],
    [`/jobs/${job.uuid}`, job.title],
    ['/jobs/search', 'Ledige jobber'],
    ['/assessments', 'Ferdighetstester'],
    [`/assessments/${assessment.id}/results`, assessment.title],
    [`/assessments/${assessment.id}`, assessment.title],
    ['/assessments/progress', 'Din fremgang'],
    ['/videos/1', 'Video'],
    ['/videos/manage', 'Administrer videoer'],
    ['/videos/thumbnail', 'Miniatyrbilde'],
    ['/calendar', 'Kalender'],
    ['/calendar/create', 'Opprett hendelse'],
    ['/calendar/manage', 'Administrer kalender'],
    ['/calendar/reminders', 'Påminnelser'],
    ['/schools', 'Skoler'],
    ['/businesses', 'Bedriftskatalog'],
    [`/business/${job.business_uuid}`, job.company_name],
    ['/jobs', 'Ledige jobber'],
    ['/applications', 'Mine søknader'],
    ['/account/security', 'Sikkerhet'],
    ['/account/privacy', 'Personvern og data'],
  ]);
  await page.getByRole('button', { name: 'Slett kontoen' }).click();
  const deletion = page.getByRole('dialog', { name: 'Slett kontoen' });
  await deletion.waitFor();
  await checkUniversalDesign(page, { route: '/account/privacy', role: 'student', state: 'dialog' });
  await deletion.getByRole('button', { name: 'Avbryt' }).click();
  await deletion.waitFor({ state: 'hidden' });

  await page.goto(`${suite.urls.shell}/jobs/${job.uuid}/apply`);
  const dialog = page.getByRole('dialog', { name: 'Søk på stillingen' });
  await dialog.getByLabel(/^Søknadsbrev/).waitFor();
  assert.equal(await page.getByRole('heading', { name: NOT_FOUND }).count(), 0);
  await checkUniversalDesign(page, { route: '/jobs/:id/apply', role: 'student', state: 'dialog' });
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await page.getByRole('main').getByRole('heading', { level: 1, name: job.title }).waitFor();

  assert.deepEqual(findingsSince(from), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a business: its dashboard, the shared pages and the business-only group', async () => {
  const from = tally.findings.length;
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, BUSINESS);
  await page.waitForURL('**/business/dashboard');

  const business = await apiGet(page, '/businesses/mine');
  const { jobs } = await apiGet(page, '/businesses/jobs/jobs-by-business');
  assert.ok(jobs.length > 0, 'the demo business has jobs');
  const [job] = jobs;

  await visitAll(page, 'bedrift', [
    ['/business/dashboard', 'Bedriftsdashbord'],
    ['/student/dashboard', 'Bedriftsdashbord'],
    // A business has no student profile: its own is edited on its dashboard.
    ['/profile', 'Bedriftsdashbord'],
    ['/profile/edit', 'Bedriftsdashbord'],
    ['/calendar', 'Kalender'],
    ['/calendar/manage', 'Administrer kalender'],
    ['/business/jobs/create', 'Ny stilling'],
    [`/business/jobs/all/${business.uuid}`, 'Alle stillinger'],
    [`/business/jobs/${job.uuid}/edit`, 'Rediger stilling'],
    ['/business/applications', 'Alle søknader'],
    [`/business/applications/${job.uuid}`, `Søknader til ${job.title}`],
    ['/business/analytics', 'Statistikk'],
    ['/students', 'Studentkatalog'],
    ['/account/security', 'Sikkerhet'],
    ['/account/privacy', 'Personvern og data'],
  ]);
  assert.deepEqual(findingsSince(from), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an admin: the admin dashboard and a calendar of its own', async () => {
  const from = tally.findings.length;
  const { context, page, problems } = await newPage(browser);
  await login(page, suite.urls.shell, ADMIN);
  await page.waitForURL('**/admin/dashboard');
  await visitAll(page, 'admin', [
    ['/admin/dashboard', 'Administrasjon'],
    ['/calendar', 'Kalender'],
  ]);
  // The month grid comes from the calendar API, which an admin may use like any role.
  await page.getByRole('grid').waitFor();
  await visitAll(page, 'admin', [
    ['/calendar/reminders', 'Påminnelser'],
    ['/account/security', 'Sikkerhet'],
    ['/account/privacy', 'Personvern og data'],
  ]);
  assert.deepEqual(findingsSince(from), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a new student and a new business: their pages while still empty', async () => {
  const from = tally.findings.length;
  const stamp = Date.now();
  const student = { email: `ny-elev-${stamp}@elev.test`, password: 'Hemmelig1' };
  const business = { email: `ny-bedrift-${stamp}@bedrift.test`, password: 'Hemmelig1' };
  await registerVerified(suite, {
    ...student,
    role: 'student',
    school: 'Kuben videregående skole',
  });
  await registerVerified(suite, {
    ...business,
    role: 'business',
    companyName: 'Nystartet Elektro AS',
    organizationNumber: '945678127',
  });

  const asStudent = await newPage(browser);
  await login(asStudent.page, suite.urls.shell, student);
  await asStudent.page.waitForURL('**/student/dashboard');
  await visitAll(
    asStudent.page,
    'student',
    [
      ['/student/dashboard', 'Studentdashbord'],
      ['/applications', 'Mine søknader'],
    ],
    'tom',
  );
  const asBusiness = await newPage(browser);
  await login(asBusiness.page, suite.urls.shell, business);
  await asBusiness.page.waitForURL('**/business/dashboard');
  await visitAll(
    asBusiness.page,
    'bedrift',
    [
      ['/business/dashboard', 'Bedriftsdashbord'],
      ['/business/applications', 'Alle søknader'],
    ],
    'tom',
  );
  assert.deepEqual(findingsSince(from), []);
  assert.deepEqual([...asStudent.problems, ...asBusiness.problems], []);
  await asStudent.context.close();
  await asBusiness.context.close();
});
