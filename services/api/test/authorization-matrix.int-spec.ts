import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { todayInNorway } from '@yrkesbro/contracts';
import { unzipSync } from 'fflate';
import request from 'supertest';
import type { Response, Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { hashPassword } from '../src/modules/auth/password-hasher';
import { User } from '../src/modules/users/user.entity';
import { apiRoutes, routeKey } from './support/api-routes';
import { mp4, pdfWithText, png } from './support/fixtures';
import { accountlessJob, postJobWithoutAccount } from './support/posted-jobs';
import { buyPlan, paidSession, seedStudent } from './support/plans';
import { startTestApp, testConfig } from './support/test-app';
import { recordTrustFigures } from './support/trust-report';
import { createUser, signedInAgent } from './support/users';

/**
 * The authorization matrix (#16): every route the router serves, called by seven actors against
 * resources owned by student A and business A. A route without a row, or a row without a route,
 * fails the first test; a status outside the row's expectation, or a 2xx whose body carries
 * another actor's private text, is a violation.
 */

const ACTORS = [
  'anonymous',
  'studentA',
  'studentB',
  'businessA',
  'businessB',
  'admin',
  'otherAdmin',
] as const;
type Actor = (typeof ACTORS)[number];

/** 'ok' is any 2xx, 'denied' is 403 or 404 (a resource of someone else may be hidden or refused). */
type Outcome = 'ok' | 'denied' | number;
type Expectation = Record<Actor, Outcome>;

const PASSWORD = 'Matrise-passord-2026';
// Alone on the machine the suite takes well under a minute; the margin is for a machine shared with other suites.
const TIME_LIMIT_MS = 240000;
const ADMIN_EMAIL = 'admin@yrkesbro.test';
const EMAILS: Record<Exclude<Actor, 'anonymous'>, string> = {
  studentA: 'elev-a@matrise.test',
  studentB: 'elev-b@matrise.test',
  businessA: 'bedrift-a@matrise.test',
  businessB: 'bedrift-b@matrise.test',
  admin: ADMIN_EMAIL,
  otherAdmin: 'admin-to@matrise.test',
};

/**
 * Text only some actors may ever receive. Each is planted by its owner during setup; a 2xx to
 * anyone else that contains it is a leak.
 */
const SECRETS: { text: string; seenBy: Actor[] }[] = [
  { text: 'Avtale-A-kalender', seenBy: ['studentA'] },
  { text: 'Avtale-B-kalender', seenBy: ['studentB'] },
  { text: 'Avtale-BA-kalender', seenBy: ['businessA'] },
  { text: 'Lagret-søk-A', seenBy: ['studentA'] },
  { text: 'Søknadstekst-A', seenBy: ['studentA', 'businessA'] },
  { text: 'Melding-A-til-A', seenBy: ['studentA', 'businessA'] },
  { text: 'Melding-B-til-B', seenBy: ['studentB', 'businessB'] },
  { text: 'Utkast-A-stilling', seenBy: ['businessA'] },
  { text: 'Intervju-A-rom', seenBy: ['studentA', 'businessA'] },
  { text: 'Varselsted-A', seenBy: ['businessA'] },
];

interface Fixtures {
  vocation: number;
  /** A real PNG for every upload. */
  image: Buffer;
  studentA: { uuid: string; userId: string };
  studentB: { uuid: string; userId: string };
  businessA: { uuid: string; userId: string };
  businessB: { uuid: string; userId: string };
  education: string;
  skill: string;
  work: string;
  grade: string;
  project: string;
  avatarPath: string;
  calendarEvent: string;
  savedSearch: string;
  openJob: string;
  draftJob: string;
  application: string;
  gradeVerification: string;
  school: string;
  checkoutToView: string;
  checkoutToPay: string;
  checkoutToCancel: string;
  paidCheckout: string;
  postedJobToken: string;
  postedJobApplication: string;
}

interface Row {
  /** `METHOD /path` exactly as the router has it; a GET row covers its HEAD twin too. */
  route: string;
  expect: Expectation;
  /** Values of the path's params; by default none. */
  params?: (f: Fixtures, actor: Actor) => Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: (f: Fixtures, actor: Actor) => object;
  form?: (call: Test, f: Fixtures, actor: Actor) => Test;
  /** Signs the actor in afresh for this row, because the call ends or replaces the session. */
  ownSession?: boolean;
}

// Expectations by who may call a route.
const everyone = (outcome: Outcome): Expectation =>
  Object.fromEntries(ACTORS.map((actor) => [actor, outcome])) as Expectation;
const signedIn = (outcome: Outcome, exceptions: Partial<Expectation> = {}): Expectation => ({
  ...everyone(outcome),
  anonymous: 401,
  ...exceptions,
});
/** Only the roles named get `outcome` (per actor where given); every other signed-in actor 403. */
const only = (allowed: Partial<Expectation>): Expectation => ({
  ...signedIn(403),
  ...allowed,
});
const students = (a: Outcome = 'ok', b: Outcome = 'ok') => only({ studentA: a, studentB: b });
const businesses = (a: Outcome = 'ok', b: Outcome = 'ok') => only({ businessA: a, businessB: b });
const studentAOnly = () => students('ok', 'denied');
const businessAOnly = () => businesses('ok', 'denied');
const adminOnly = (outcome: Outcome = 'ok') => only({ admin: outcome });

const job = (vocation: number, title: string, status = 'open') => ({
  title,
  description: 'Vi søker en motivert lærling til installasjon i bolig og næring.',
  requirements: 'Vg2 elenergi',
  location: 'Bergen',
  salary_min: 200000,
  salary_max: 320000,
  vocation_id: vocation,
  job_type: 'apprenticeship',
  status,
});
const inDays = (days: number) => todayInNorway(new Date(Date.now() + days * 86400000));
const calendarEvent = (title: string) => ({
  title,
  type: 'other',
  startDate: `${inDays(5)}T09:00:00.000Z`,
});
const education = {
  educationName: 'Vg2 Elenergi',
  schoolName: 'Bergen tekniske',
  yearPeriod: '2025–2026',
};
const businessProfile = (company: string, organisation: string, vocation: number) => ({
  company_name: company,
  description: 'Elektrofirma i Bergen som tar inn lærlinger hvert år.',
  industry: String(vocation),
  location: 'Bergen',
  website: 'https://lysogkraft.no',
  phone_number: '55 12 34 56',
  organization_number: organisation,
});
const projectForm = (call: Test, image: Buffer) =>
  call
    .field('project_title', 'Koblingsskap')
    .field('description', 'Et skap jeg koblet opp på Vg2.')
    .attach('images', image, 'skap.png');
const ownEmail = (actor: Actor) => (actor === 'anonymous' ? 'anonym@matrise.test' : EMAILS[actor]);
const HMS = 'hms-pa-arbeidsplassen';
/** Which of A's fixtures each list of the student profile deletes. */
const PROFILE_LIST_FIXTURE = {
  education: 'education',
  skills: 'skill',
  work: 'work',
  grades: 'grade',
  projects: 'project',
} as const;

/**
 * The table: one row per route. Rows run in this order, each actor in turn (those expected to
 * be refused first, so the allowed call comes after every attempt to touch A's resource);
 * destructive calls by the owner come last, when no later row needs the fixture.
 */
const ROWS: Row[] = [
  // Public: the same answer for everyone.
  { route: 'GET /api/health', expect: everyone('ok') },
  { route: 'GET /api/vocations', expect: everyone('ok') },
  { route: 'GET /api/jobs', expect: everyone('ok') },
  { route: 'GET /api/jobs/:uuid', expect: everyone('ok'), params: (f) => ({ uuid: f.openJob }) },
  {
    route: 'OPTIONS *',
    expect: everyone(204),
    params: () => ({ '*': '/api/jobs' }),
    headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'GET' },
  },
  {
    route: 'GET /api/uploads/*',
    expect: everyone('ok'),
    params: (f) => ({ '*': f.avatarPath }),
  },
  { route: 'GET /api/docs', expect: everyone('ok') },
  { route: 'GET /api/docs/', expect: everyone('ok') },
  { route: 'GET /api/docs/*', expect: everyone('ok'), params: () => ({ '*': 'swagger-ui.css' }) },
  {
    route: 'GET /api/docs/docs/*',
    expect: everyone('ok'),
    params: () => ({ '*': 'swagger-ui.css' }),
  },
  { route: 'GET /api/docs/docs/swagger-ui-init.js', expect: everyone('ok') },
  { route: 'GET /api/docs/swagger-ui-init.js', expect: everyone('ok') },
  { route: 'GET /api/docs/index.html', expect: everyone('ok') },
  // Swagger lists the file but does not ship it.
  { route: 'GET /api/docs/LICENSE', expect: everyone(404) },
  { route: 'GET /api/docs-json', expect: everyone('ok') },
  { route: 'GET /api/docs-yaml', expect: everyone('ok') },
  {
    route: 'POST /api/contact',
    expect: everyone(201),
    body: (_f, actor) => ({
      name: 'Kari Nordmann',
      email: ownEmail(actor),
      subject: 'Læreplass',
      message: 'Hvordan finner jeg læreplass?',
    }),
  },
  {
    route: 'POST /api/chat',
    expect: everyone(200),
    body: () => ({ message: 'Hva er lærlingtid?' }),
  },
  {
    route: 'POST /api/dev/test-mail',
    expect: everyone(202),
    body: () => ({ to: 'test@matrise.test' }),
  },
  // The link's token is the only credential; without it nobody is unsubscribed, and the page
  // that opens says so rather than offering a button.
  {
    route: 'GET /api/mailings/unsubscribe',
    expect: everyone(400),
    query: { email: EMAILS.studentA, token: 'gjettet' },
  },
  {
    route: 'POST /api/mailings/unsubscribe',
    expect: everyone(400),
    query: { email: EMAILS.studentA, token: 'gjettet' },
  },
  {
    route: 'GET /api/jobs/saved-searches/:id/unsubscribe',
    expect: everyone(200),
    params: (f) => ({ id: f.savedSearch }),
  },
  {
    route: 'POST /api/jobs/saved-searches/:id/unsubscribe',
    expect: everyone(200),
    params: (f) => ({ id: f.savedSearch }),
    query: { token: 'gjettet' },
  },
  // Without a payment provider there is no webhook to call; with one, only its signature opens it.
  { route: 'POST /api/subscription/webhook', expect: everyone(404), body: () => ({}) },

  // Signing in, out and up: open to all, each acting on its own account.
  {
    route: 'POST /api/auth/register',
    expect: everyone(201),
    body: (_f, actor) => ({
      email: `ny-${actor}@matrise.test`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'student',
      school: 'Bergen tekniske',
    }),
  },
  {
    route: 'POST /api/auth/login',
    expect: everyone(200),
    body: (_f, actor) => ({
      email: ownEmail(actor === 'anonymous' ? 'studentA' : actor),
      password: PASSWORD,
    }),
  },
  { route: 'POST /api/auth/logout', expect: everyone(204), ownSession: true },
  { route: 'POST /api/auth/refresh-token', expect: signedIn(200) },
  { route: 'GET /api/auth/me', expect: signedIn('ok') },
  {
    route: 'POST /api/auth/forgot-password',
    expect: everyone(202),
    body: (_f, actor) => ({ email: ownEmail(actor) }),
  },
  {
    route: 'POST /api/auth/resend-verification',
    expect: everyone(202),
    body: (_f, actor) => ({ email: ownEmail(actor) }),
  },
  {
    route: 'POST /api/auth/reset-password',
    expect: everyone(400),
    body: () => ({ token: 'gjettet-token', password: 'Et-nytt-passord-2026' }),
  },
  // Each signed-in actor on its own account, with a wrong current password, so that no session
  // here ends; the change itself is in change-password.int-spec.ts.
  {
    route: 'POST /api/auth/change-password',
    expect: signedIn(400),
    body: () => ({ currentPassword: 'Feil-passord-2026', newPassword: 'Et-nytt-passord-2026' }),
  },
  {
    route: 'POST /api/auth/verify-email',
    expect: everyone(400),
    body: () => ({ token: 'gjettet-token' }),
  },
  // The second factor's login steps need the pending-login cookie that only a password gives.
  { route: 'POST /api/auth/2fa/verify', expect: everyone(401), body: () => ({ code: '123456' }) },
  { route: 'POST /api/auth/2fa/enrolment', expect: everyone(401) },
  {
    route: 'POST /api/auth/2fa/enrolment/confirm',
    expect: everyone(401),
    body: () => ({ code: '123456' }),
  },
  { route: 'GET /api/auth/2fa', expect: signedIn('ok') },
  // Admin-role accounts enrolled at their first login.
  { route: 'POST /api/auth/2fa/setup', expect: signedIn('ok', { admin: 409, otherAdmin: 409 }) },
  { route: 'POST /api/auth/2fa/enable', expect: signedIn(400), body: () => ({ code: '000000' }) },
  {
    route: 'POST /api/auth/2fa/disable',
    expect: signedIn(400, { admin: 403, otherAdmin: 403 }),
    body: () => ({ code: '000000' }),
  },
  {
    route: 'POST /api/auth/2fa/recovery-codes',
    expect: signedIn(400),
    body: () => ({ code: '000000' }),
  },

  // The student's own profile and lists.
  { route: 'GET /api/users/profile', expect: students() },
  {
    route: 'PUT /api/users/profile',
    expect: students(),
    body: () => ({ headline: 'Elektrolærling' }),
  },
  {
    route: 'GET /api/users/profile/:uuid',
    expect: signedIn('ok'),
    params: (f) => ({ uuid: f.studentA.uuid }),
  },
  { route: 'GET /api/users/badges', expect: students() },
  { route: 'GET /api/users/education', expect: students() },
  { route: 'POST /api/users/education', expect: students(201, 201), body: () => education },
  {
    route: 'PUT /api/users/education/:id',
    expect: studentAOnly(),
    params: (f) => ({ id: f.education }),
    body: () => ({ ...education, description: 'Oppdatert' }),
  },
  { route: 'GET /api/users/skills', expect: students() },
  {
    route: 'POST /api/users/skills',
    expect: students(201, 201),
    body: (f) => ({ name: 'Lodding', vocationId: f.vocation, proficiency: 50 }),
  },
  {
    route: 'PUT /api/users/skills/:id',
    expect: studentAOnly(),
    params: (f) => ({ id: f.skill }),
    body: (f) => ({ name: 'Kabeltrekking', vocationId: f.vocation, proficiency: 90 }),
  },
  { route: 'GET /api/users/work', expect: students() },
  {
    route: 'POST /api/users/work',
    expect: students(201, 201),
    body: () => ({
      year_period: '2024',
      company: 'Lys AS',
      position: 'Vikar',
      description: 'Hjalp til.',
    }),
  },
  {
    route: 'PUT /api/users/work/:id',
    expect: studentAOnly(),
    params: (f) => ({ id: f.work }),
    body: () => ({
      year_period: '2024',
      company: 'Lys AS',
      position: 'Vikar',
      description: 'Oppdatert',
    }),
  },
  { route: 'GET /api/users/grades', expect: students() },
  {
    route: 'POST /api/users/grades',
    expect: students(201, 201),
    body: () => ({ grades: [{ subject: 'Engelsk', grade: '4' }] }),
  },
  { route: 'GET /api/users/projects', expect: students() },
  {
    route: 'POST /api/users/projects',
    expect: students(201, 201),
    form: (call, f) => projectForm(call, f.image),
  },
  {
    route: 'PUT /api/users/projects/:id',
    expect: studentAOnly(),
    params: (f) => ({ id: f.project }),
    form: (call, f) => projectForm(call, f.image),
  },
  {
    route: 'POST /api/users/avatar',
    expect: students(201, 201),
    form: (call, f) => call.attach('avatar', f.image, 'meg.png'),
  },
  {
    route: 'POST /api/upload/upload-video',
    expect: students(201, 201),
    form: (call) => call.attach('video', mp4(), { filename: 'cv.mp4', contentType: 'video/mp4' }),
  },
  {
    route: 'POST /api/users/resume/analyze',
    expect: students(),
    form: (call) => call.attach('resume', pdfWithText(['CV', 'Elektrolærling']), 'cv.pdf'),
  },

  // Jobs, favourites, saved searches and applications from the student's side.
  { route: 'GET /api/jobs/favorites', expect: students() },
  {
    route: 'POST /api/jobs/favorites/:uuid',
    expect: students(204, 204),
    params: (f) => ({ uuid: f.openJob }),
  },
  { route: 'GET /api/jobs/saved-searches', expect: students() },
  {
    route: 'POST /api/jobs/saved-searches',
    expect: students(201, 201),
    body: () => ({ name: 'Elektro i Bergen', q: 'elektro', frequency: 'daily' }),
  },
  {
    route: 'POST /api/jobs/:uuid/apply',
    expect: students(409, 201),
    params: (f) => ({ uuid: f.openJob }),
    body: () => ({ cover_letter: 'Jeg vil gjerne søke.', resume_url: 'https://cv.example.no/b' }),
  },
  {
    route: 'GET /api/jobs/applied/:uuid',
    expect: students(),
    params: (f) => ({ uuid: f.openJob }),
  },
  { route: 'GET /api/users/applications', expect: students() },
  {
    route: 'POST /api/jobs/public',
    expect: everyone(201),
    body: (f, actor) => ({
      ...accountlessJob(f.vocation),
      email: `poster-${actor}@matrise.test`,
      company_name: 'Sjøbua AS',
    }),
  },
  {
    route: 'POST /api/jobs/verify-otp',
    expect: everyone(400),
    body: (f) => ({ email: 'poster-a@matrise.test', otp: '000000', jobUuid: f.openJob }),
  },
  // A posted job's link is its poster's key: whoever holds it manages the ad, signed in or not.
  {
    route: 'GET /api/jobs/manage/:token',
    expect: everyone('ok'),
    params: (f) => ({ token: f.postedJobToken }),
  },
  {
    route: 'PUT /api/jobs/manage/:token',
    expect: everyone('ok'),
    params: (f) => ({ token: f.postedJobToken }),
    body: (f) => accountlessJob(f.vocation),
  },
  {
    route: 'POST /api/jobs/manage/:token/close',
    expect: everyone('ok'),
    params: (f) => ({ token: f.postedJobToken }),
  },
  {
    route: 'POST /api/jobs/manage/:token/open',
    expect: everyone('ok'),
    params: (f) => ({ token: f.postedJobToken }),
  },
  {
    route: 'PUT /api/jobs/manage/:token/applications/:uuid',
    expect: everyone('ok'),
    params: (f) => ({ token: f.postedJobToken, uuid: f.postedJobApplication }),
    body: () => ({ status: 'accepted', message: 'Velkommen' }),
  },

  // Business pages, jobs and the business's side of applications.
  { route: 'GET /api/businesses', expect: only({ studentA: 'ok', studentB: 'ok', admin: 'ok' }) },
  { route: 'GET /api/businesses/mine', expect: businesses() },
  { route: 'GET /api/businesses/mine/registration', expect: businesses() },
  {
    route: 'GET /api/businesses/:uuid',
    expect: signedIn('ok'),
    params: (f) => ({ uuid: f.businessA.uuid }),
  },
  {
    route: 'POST /api/businesses',
    // Each business saves its own page (created once, updated after).
    expect: businesses(201, 201),
    form: (call, f, actor) =>
      call.field(
        actor === 'businessB'
          ? businessProfile('Rivalen AS', '933333337', f.vocation)
          : businessProfile('Lys og Kraft AS', '912345688', f.vocation),
      ),
  },
  {
    route: 'PUT /api/businesses/:uuid',
    expect: businessAOnly(),
    params: (f) => ({ uuid: f.businessA.uuid }),
    form: (call, f) => call.field(businessProfile('Lys og Kraft AS', '912345688', f.vocation)),
  },
  { route: 'GET /api/businesses/jobs/jobs-by-business', expect: businesses() },
  {
    route: 'GET /api/businesses/jobs/jobs-by-business/:uuid',
    expect: signedIn('ok'),
    params: (f) => ({ uuid: f.businessA.uuid }),
  },
  {
    route: 'POST /api/businesses/jobs',
    expect: businesses(201, 201),
    body: (f) => job(f.vocation, 'Lærling tømrer'),
  },
  {
    route: 'PUT /api/businesses/jobs/:uuid',
    expect: businessAOnly(),
    params: (f) => ({ uuid: f.draftJob }),
    body: (f) => job(f.vocation, 'Utkast-A-stilling', 'draft'),
  },
  { route: 'GET /api/businesses/applications/recent', expect: businesses() },
  { route: 'GET /api/businesses/applications/all', expect: businesses() },
  {
    route: 'GET /api/businesses/applications/:jobUuid',
    // One job's list is its owner's: B's is no list of its own, and not an empty one.
    expect: businessAOnly(),
    params: (f) => ({ jobUuid: f.openJob }),
  },
  {
    route: 'PUT /api/businesses/applications/:uuid/status',
    expect: businessAOnly(),
    params: (f) => ({ uuid: f.application }),
    body: () => ({ status: 'pending' }),
  },
  {
    route: 'POST /api/businesses/applications/:uuid/schedule-interview',
    expect: businessAOnly(),
    params: (f) => ({ uuid: f.application }),
    body: () => ({
      interviewDate: inDays(10),
      interviewTime: '10:00',
      meetingType: 'physical',
      location: 'Intervju-A-rom',
    }),
  },

  // Businesses looking at students.
  { route: 'GET /api/users/students', expect: businesses() },
  { route: 'GET /api/users/favorites', expect: businesses() },
  {
    route: 'POST /api/users/favorites/:uuid',
    expect: businesses(204, 204),
    params: (f) => ({ uuid: f.studentA.uuid }),
  },
  {
    route: 'GET /api/assessments/users/:userId/scores',
    expect: signedIn('ok'),
    params: (f) => ({ userId: f.studentA.userId }),
  },

  // Assessments: each signed-in user takes their own attempt.
  { route: 'GET /api/assessments', expect: signedIn('ok') },
  { route: 'GET /api/assessments/history', expect: signedIn('ok') },
  { route: 'GET /api/assessments/:id', expect: signedIn('ok'), params: () => ({ id: HMS }) },
  { route: 'POST /api/assessments/:id/start', expect: signedIn('ok'), params: () => ({ id: HMS }) },
  {
    route: 'PUT /api/assessments/:id/progress',
    expect: signedIn(404),
    params: () => ({ id: HMS }),
    body: () => ({
      attemptId: '00000000-0000-4000-8000-000000000000',
      answers: {},
      currentIndex: 0,
    }),
  },
  {
    route: 'POST /api/assessments/:id/submit',
    expect: signedIn(404),
    params: () => ({ id: HMS }),
    body: () => ({ attemptId: '00000000-0000-4000-8000-000000000000', answers: {} }),
  },
  { route: 'GET /api/assessments/:id/results', expect: signedIn(404), params: () => ({ id: HMS }) },
  { route: 'GET /api/assessments/:id/stats', expect: signedIn('ok'), params: () => ({ id: HMS }) },
  {
    route: 'GET /api/assessments/:id/feedback',
    expect: signedIn('ok'),
    params: () => ({ id: HMS }),
  },
  {
    route: 'POST /api/assessments/:id/feedback',
    expect: signedIn('ok'),
    params: () => ({ id: HMS }),
    body: () => ({ rating: 4, comment: 'Nyttig' }),
  },

  // Messages between a student and a business.
  {
    route: 'GET /api/messages/conversations',
    expect: only({ studentA: 'ok', studentB: 'ok', businessA: 'ok', businessB: 'ok' }),
  },
  {
    route: 'POST /api/messages/student',
    expect: students(201, 201),
    body: (f) => ({ businessId: f.businessA.userId, content: 'Hei igjen' }),
  },
  {
    route: 'POST /api/messages',
    // Each may write first: student A applied to A, and B has opened her profile (fixtures).
    expect: businesses(201, 201),
    body: (f) => ({ receiverId: f.studentA.userId, content: 'Hei fra bedriften' }),
  },
  {
    route: 'GET /api/messages/:id',
    // The id is the other party: A's business for a student, A the student for a business.
    expect: only({ studentA: 'ok', studentB: 'ok', businessA: 'ok', businessB: 'ok' }),
    params: (f, actor) => ({
      id: actor.startsWith('business') ? f.studentA.userId : f.businessA.userId,
    }),
  },
  {
    route: 'GET /api/messages/:id/may-write',
    // Asked ahead of writing, about the same other party: each actor's own answer.
    expect: only({ studentA: 'ok', studentB: 'ok', businessA: 'ok', businessB: 'ok' }),
    params: (f, actor) => ({
      id: actor.startsWith('business') ? f.studentA.userId : f.businessA.userId,
    }),
  },
  {
    route: 'GET /api/messages/student/:studentId/:businessId',
    expect: only({ studentA: 'ok', studentB: 'denied', businessA: 'ok', businessB: 'denied' }),
    params: (f) => ({ studentId: f.studentA.userId, businessId: f.businessA.userId }),
  },

  // The calendar: every signed-in user has their own.
  {
    route: 'GET /api/calendar/events',
    expect: signedIn('ok'),
    query: {
      startDate: new Date(Date.now() - 86400000).toISOString(),
      endDate: new Date(Date.now() + 60 * 86400000).toISOString(),
    },
  },
  {
    route: 'POST /api/calendar/events',
    expect: signedIn(201),
    body: () => calendarEvent('Ny avtale'),
  },
  {
    route: 'PUT /api/calendar/events/:id',
    expect: signedIn('denied', { studentA: 'ok' }),
    params: (f) => ({ id: f.calendarEvent }),
    body: () => calendarEvent('Avtale-A-kalender'),
  },

  // Plans and alerts of a business.
  { route: 'GET /api/subscription', expect: businesses() },
  {
    route: 'POST /api/subscription/create-checkout-session',
    expect: businesses(),
    body: () => ({ priceId: 3, location: '/business/dashboard' }),
  },
  // The test checkout's address is the session's unguessable id, like a provider's hosted page.
  {
    route: 'GET /api/subscription/test-checkout/:id',
    expect: everyone('ok'),
    params: (f) => ({ id: f.checkoutToView }),
  },
  {
    route: 'POST /api/subscription/test-checkout/:id/pay',
    expect: everyone(303),
    params: (f) => ({ id: f.checkoutToPay }),
  },
  {
    route: 'POST /api/subscription/test-checkout/:id/cancel',
    expect: everyone(303),
    params: (f) => ({ id: f.checkoutToCancel }),
  },
  {
    route: 'POST /api/subscription/verify-session',
    expect: businessAOnly(),
    body: (f) => ({ sessionId: f.paidCheckout }),
  },
  // Alerts come with Premium, which only A has bought.
  { route: 'GET /api/subscription/alerts', expect: businesses('ok', 403) },
  {
    route: 'PUT /api/subscription/alerts',
    expect: businesses('ok', 403),
    body: (f, actor) => ({
      vocationIds: [f.vocation],
      places: [actor === 'businessA' ? 'Varselsted-A' : 'Bergen'],
    }),
  },

  // The admin: the configured address with the admin role, nobody else.
  { route: 'GET /api/admin/stats', expect: adminOnly() },
  { route: 'GET /api/admin/students', expect: adminOnly() },
  { route: 'GET /api/admin/businesses', expect: adminOnly() },
  { route: 'GET /api/admin/emails/students', expect: adminOnly() },
  { route: 'GET /api/admin/emails/businesses', expect: adminOnly() },
  { route: 'GET /api/admin/emails/history', expect: adminOnly() },
  {
    route: 'POST /api/admin/emails/send',
    expect: adminOnly(202),
    body: () => ({ group: 'student', title: 'Til elevene', msg: 'Hei elever' }),
  },
  { route: 'GET /api/admin/grade-verifications', expect: adminOnly() },
  {
    route: 'GET /api/admin/grade-verifications/:id/document',
    expect: adminOnly(),
    params: (f) => ({ id: f.gradeVerification }),
  },
  {
    route: 'POST /api/admin/grade-verifications/:id/review',
    expect: adminOnly(204),
    params: (f) => ({ id: f.gradeVerification }),
    body: () => ({ approvedGradeIds: [] }),
  },
  { route: 'GET /api/schools', expect: signedIn('ok') },
  {
    route: 'POST /api/schools',
    expect: adminOnly(201),
    body: () => ({
      school_name: 'Matriseskolen',
      region: 'Oslo',
      address: 'Oslo',
      email: 'post@matrise.example',
    }),
  },
  {
    route: 'PUT /api/schools/:id',
    expect: adminOnly(),
    params: (f) => ({ id: f.school }),
    body: () => ({
      school_name: 'Matriseskolen Nord',
      region: 'Oslo',
      address: 'Storgata 1, Oslo',
      email: 'post@matrise.example',
    }),
  },
  {
    route: 'POST /api/schools/import',
    expect: adminOnly(200),
    body: () => ({ csv: 'navn;fylke;adresse;e-post\nImportskolen;Oslo;Oslo;post@import.example' }),
  },
  {
    route: 'POST /api/schools/send-email',
    expect: adminOnly(202),
    body: (f) => ({ schoolId: f.school, emailContent: 'Hei fra Yrkesbro' }),
  },

  // After the admin's rows: a new verification replaces A's pending one.
  {
    route: 'POST /api/users/grades/verify',
    expect: studentAOnly(),
    form: (call, f) =>
      call
        .field('gradeIds', JSON.stringify([f.grade]))
        .attach('verificationDoc', pdfWithText(['Vitnemål', 'Matematikk 1P 5']), 'vitnemal.pdf'),
  },

  // The user's own data: export, and deletion (scheduled last of all, since it signs out).
  { route: 'GET /api/account/export', expect: signedIn(200) },
  { route: 'GET /api/account/deletion', expect: signedIn(200) },
  { route: 'DELETE /api/account/deletion', expect: signedIn('ok') },

  // Destructive calls on A's resources: the owner's goes after everyone else's attempt.
  {
    route: 'DELETE /api/businesses/applications/:uuid/interview',
    expect: businessAOnly(),
    params: (f) => ({ uuid: f.application }),
  },
  // The student withdraws her own søknad (Venter again once the interview is off); another
  // student's attempt finds none.
  {
    route: 'DELETE /api/applications/:uuid',
    expect: studentAOnly(),
    params: (f) => ({ uuid: f.application }),
  },
  {
    route: 'DELETE /api/users/favorites/:uuid',
    expect: businesses(204, 204),
    params: (f) => ({ uuid: f.studentA.uuid }),
  },
  {
    route: 'DELETE /api/jobs/favorites/:uuid',
    expect: students(204, 204),
    params: (f) => ({ uuid: f.openJob }),
  },
  {
    route: 'DELETE /api/jobs/saved-searches/:id',
    expect: studentAOnly(),
    params: (f) => ({ id: f.savedSearch }),
  },
  {
    route: 'DELETE /api/calendar/events/:id',
    expect: signedIn('denied', { studentA: 'ok' }),
    params: (f) => ({ id: f.calendarEvent }),
  },
  ...(['education', 'skills', 'work', 'grades', 'projects'] as const).map((list): Row => ({
    route: `DELETE /api/users/${list}/:id`,
    expect: studentAOnly(),
    params: (f) => ({ id: f[PROFILE_LIST_FIXTURE[list]] }),
  })),
  {
    route: 'DELETE /api/businesses/job/:uuid',
    expect: businessAOnly(),
    params: (f) => ({ uuid: f.draftJob }),
  },
  {
    route: 'POST /api/account/deletion',
    expect: signedIn(200),
    body: () => ({ password: PASSWORD }),
  },
];

describe('the authorization matrix', () => {
  let app: NestFastifyApplication;
  const agents = {} as Record<Exclude<Actor, 'anonymous'>, TestAgent>;
  let f: Fixtures;

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-matrix` }));
    f = await plantFixtures(app, agents);
  }, TIME_LIMIT_MS);

  afterAll(async () => {
    await app?.close();
  });

  it('has a row for every route the router serves, and a route for every row', async () => {
    const served = (await apiRoutes(app)).map(routeKey);
    const rows = new Set(ROWS.map((row) => row.route));
    const covered = (route: string) =>
      rows.has(route) || (route.startsWith('HEAD ') && rows.has(route.replace('HEAD', 'GET')));
    expect(served.filter((route) => !covered(route))).toEqual([]);
    expect([...rows].filter((route) => !served.includes(route))).toEqual([]);
    expect(ROWS).toHaveLength(rows.size);
  });

  it(
    'answers every route for every actor as the table says, and never with another actor’s private data',
    async () => {
      const routes = await apiRoutes(app);
      const violations: string[] = [];
      const delivered = new Set<string>();
      let checks = 0;
      for (const row of ROWS) {
        for (const actor of callOrder(row.expect)) {
          const response = await call(row, row.route, actor);
          checks += 1;
          violations.push(...judge(row, row.route, actor, response));
          for (const secret of SECRETS) {
            if (isSuccess(response) && bodyText(response).includes(secret.text))
              delivered.add(secret.text);
          }
          if (row.route.startsWith('GET ')) {
            // The HEAD twin Fastify adds runs the GET's guards and handler: same status, no body.
            const head = row.route.replace('GET', 'HEAD');
            if (routes.some((route) => routeKey(route) === head)) {
              const headResponse = await call(row, head, actor);
              checks += 1;
              if (headResponse.status !== response.status) {
                violations.push(
                  `${head} som ${actor}: ${headResponse.status}, GET ga ${response.status}`,
                );
              }
            }
          }
        }
      }
      const figures = {
        suite: 'authorization-matrix',
        routes: routes.length,
        actors: ACTORS.length,
        checks,
        violations: violations.length,
      };
      recordTrustFigures('authorization-matrix', figures);
      process.stdout.write(
        `Autorisasjonsmatrise: ${figures.routes} ruter × ${figures.actors} aktører = ${checks} kontroller, ${violations.length} brudd\n`,
      );
      expect(violations).toEqual([]);
      expect(checks).toBe(routes.length * ACTORS.length);
      // Each secret reached someone allowed to see it, so its absence elsewhere means something.
      expect(SECRETS.map((secret) => secret.text).filter((text) => !delivered.has(text))).toEqual(
        [],
      );
    },
    TIME_LIMIT_MS,
  );

  /** Refused callers first and A last, so an allowed destructive call comes after every attempt. */
  function callOrder(expectation: Expectation): Actor[] {
    const rank = (actor: Actor) =>
      (allows(expectation[actor]) ? 2 : 0) +
      (actor === 'studentA' || actor === 'businessA' ? 1 : 0);
    return [...ACTORS].sort((a, b) => rank(a) - rank(b));
  }

  async function call(row: Row, route: string, actor: Actor): Promise<Response> {
    const [method, pattern] = route.split(' ');
    const params = row.params?.(f, actor) ?? {};
    const url = pattern.replace(/:(\w+)|\*/g, (_match, name: string | undefined) =>
      encodeURI(params[name ?? '*']),
    );
    const client =
      actor === 'anonymous'
        ? request(app.getHttpServer())
        : row.ownSession
          ? await signedInAgent(app, EMAILS[actor], PASSWORD)
          : agents[actor];
    let test = (client as unknown as Record<string, (url: string) => Test>)
      [method.toLowerCase()](url)
      // Each actor from its own address, so per-address limits count each of them apart.
      .set('x-forwarded-for', `198.51.100.${ACTORS.indexOf(actor) + 1}`)
      .set(row.headers ?? {});
    if (row.query) test = test.query(row.query);
    if (row.form) test = row.form(test, f, actor);
    else if (row.body) test = test.send(row.body(f, actor));
    if (method === 'GET') test = test.buffer(true).parse(binary);
    return test;
  }

  function judge(row: Row, route: string, actor: Actor, response: Response): string[] {
    const expected = row.expect[actor];
    const { status } = response;
    const fits =
      expected === 'ok'
        ? status >= 200 && status < 300
        : expected === 'denied'
          ? status === 403 || status === 404
          : status === expected;
    const found: string[] = [];
    if (!fits)
      found.push(
        `${route} som ${actor}: ${status}, ventet ${expected} (${bodyText(response).slice(0, 160)})`,
      );
    if (isSuccess(response)) {
      const text = bodyText(response);
      for (const secret of SECRETS) {
        if (!secret.seenBy.includes(actor) && text.includes(secret.text)) {
          found.push(`${route} som ${actor}: svaret inneholder «${secret.text}»`);
        }
      }
    }
    return found;
  }
});

function allows(outcome: Outcome): boolean {
  return outcome === 'ok' || (typeof outcome === 'number' && outcome < 300);
}

function isSuccess({ status }: Response): boolean {
  return status >= 200 && status < 300;
}

/** Reads any body as bytes, so JSON, pages, files and zips are judged alike. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The text a caller received: JSON or a page as it came, a zip's files one after another. */
function bodyText(response: Response): string {
  const raw: unknown = response.body;
  if (Buffer.isBuffer(raw)) {
    if (response.headers['content-type'] === 'application/zip') {
      return Object.values(unzipSync(new Uint8Array(raw)))
        .map((file) => Buffer.from(file).toString('utf8'))
        .join('\n');
    }
    return raw.toString('utf8');
  }
  return response.text || JSON.stringify(raw ?? '');
}

/** Student A and business A's resources, B's counterparts, and the admin's, created through the API. */
async function plantFixtures(
  app: NestFastifyApplication,
  agents: Record<Exclude<Actor, 'anonymous'>, TestAgent>,
): Promise<Fixtures> {
  const server = app.getHttpServer();
  const image = await png();
  const vocation: number = (await request(server).get('/api/vocations')).body[0].id;
  const studentA = await seedStudent(app, { name: 'Ada Matrise', location: 'Bergen' });
  const studentB = await seedStudent(app, { name: 'Bo Matrise', location: 'Bergen' });
  // seedStudent picks its own addresses: give them the table's, with the suite's password.
  await retarget(app, studentA.userId, EMAILS.studentA);
  await retarget(app, studentB.userId, EMAILS.studentB);
  for (const actor of ['businessA', 'businessB'] as const) {
    await createUser(app, { email: EMAILS[actor], password: PASSWORD, role: 'business' });
  }
  await createUser(app, { email: EMAILS.admin, password: PASSWORD, role: 'admin' });
  await createUser(app, { email: EMAILS.otherAdmin, password: PASSWORD, role: 'admin' });
  for (const actor of Object.keys(EMAILS) as (keyof typeof EMAILS)[]) {
    agents[actor] = await signedInAgent(app, EMAILS[actor], PASSWORD);
  }
  const { studentA: a, studentB: b, businessA: bizA, businessB: bizB, admin } = agents;

  const companyA = (
    await bizA
      .post('/api/businesses')
      .field(businessProfile('Lys og Kraft AS', '912345688', vocation))
      .expect(201)
  ).body;
  const companyB = (
    await bizB
      .post('/api/businesses')
      .field(businessProfile('Rivalen AS', '933333337', vocation))
      .expect(201)
  ).body;
  const openJob = (
    await bizA.post('/api/businesses/jobs').send(job(vocation, 'Lærling elektriker')).expect(201)
  ).body.uuid;
  const draftJob = (
    await bizA
      .post('/api/businesses/jobs')
      .send(job(vocation, 'Utkast-A-stilling', 'draft'))
      .expect(201)
  ).body.uuid;

  const id = async (call: Test) => (await succeeds(call, 201)).body.id as string;
  const educationId = await id(a.post('/api/users/education').send(education));
  const skill = await id(
    a
      .post('/api/users/skills')
      .send({ name: 'Kabelføring', vocationId: vocation, proficiency: 70 }),
  );
  const work = await id(
    a.post('/api/users/work').send({
      year_period: '2024',
      company: 'Lys AS',
      position: 'Sommervikar',
      description: 'Hjalp montørene.',
    }),
  );
  const grades = (
    await a
      .post('/api/users/grades')
      .send({ grades: [{ subject: 'Matematikk 1P', grade: '5' }] })
      .expect(201)
  ).body;
  const grade: string = grades[0].idstudent_grades;
  await a
    .post('/api/users/grades/verify')
    .field('gradeIds', JSON.stringify([grade]))
    .attach('verificationDoc', image, 'vitnemal.png')
    .expect(201);
  const project = await id(projectForm(a.post('/api/users/projects'), image));
  const avatar = (await a.post('/api/users/avatar').attach('avatar', image, 'meg.png').expect(201))
    .body;
  const calendarEventId = await id(
    a.post('/api/calendar/events').send(calendarEvent('Avtale-A-kalender')),
  );
  await b.post('/api/calendar/events').send(calendarEvent('Avtale-B-kalender')).expect(201);
  await bizA.post('/api/calendar/events').send(calendarEvent('Avtale-BA-kalender')).expect(201);
  const savedSearch = await id(
    a
      .post('/api/jobs/saved-searches')
      .send({ name: 'Lagret-søk-A', q: 'elektro', frequency: 'daily' }),
  );
  await a.post(`/api/jobs/favorites/${openJob}`).expect(204);
  const application = await id(
    a
      .post(`/api/jobs/${openJob}/apply`)
      .send({ cover_letter: 'Søknadstekst-A', resume_url: 'https://cv.example.no/a' }),
  );
  await a
    .post('/api/messages/student')
    .send({ businessId: companyA.user_id, content: 'Melding-A-til-A' })
    .expect(201);
  // B has no plan and no applicants: it writes first to the students whose profiles it opened
  // on its free quota. A has A's application, and a plan below.
  for (const seen of [studentA, studentB])
    await bizB.get(`/api/users/profile/${seen.uuid}`).expect(200);
  await succeeds(
    bizB.post('/api/messages').send({ receiverId: studentB.userId, content: 'Melding-B-til-B' }),
    201,
  );
  await bizA
    .post(`/api/businesses/applications/${application}/schedule-interview`)
    .send({
      interviewDate: inDays(10),
      interviewTime: '10:00',
      meetingType: 'physical',
      location: 'Intervju-A-rom',
    })
    .expect(200);
  await buyPlan(app, bizA, 3);
  await bizA
    .put('/api/subscription/alerts')
    .send({ vocationIds: [vocation], places: ['Varselsted-A'] })
    .expect(200);
  await bizA.post(`/api/users/favorites/${studentA.uuid}`).expect(204);

  const gradeVerification = (
    await admin.get('/api/admin/grade-verifications').expect(200)
  ).body.find(
    (pending: { student: { email: string } }) => pending.student.email === EMAILS.studentA,
  ).id;
  const school = (await admin.get('/api/schools').expect(200)).body[0].school_id;

  const checkout = async () => {
    const { url } = (
      await bizA
        .post('/api/subscription/create-checkout-session')
        .send({ priceId: 3, location: '/business/dashboard' })
        .expect(200)
    ).body;
    return String(url).split('/').pop()!;
  };

  const posted = await postJobWithoutAccount(app, vocation, 'poster-a@matrise.test');
  const postedJobApplication = await id(
    a
      .post(`/api/jobs/${posted.jobUuid}/apply`)
      .send({ cover_letter: 'Til kokkejobben', resume_url: 'https://cv.example.no/a' }),
  );

  return {
    vocation,
    image,
    studentA: { uuid: studentA.uuid, userId: studentA.userId },
    studentB: { uuid: studentB.uuid, userId: studentB.userId },
    businessA: { uuid: companyA.uuid, userId: companyA.user_id },
    businessB: { uuid: companyB.uuid, userId: companyB.user_id },
    education: educationId,
    skill,
    work,
    grade,
    project,
    avatarPath: String(avatar.profile_picture_url).replace(/^.*\/api\/uploads\//, ''),
    calendarEvent: calendarEventId,
    savedSearch,
    openJob,
    draftJob,
    application,
    gradeVerification,
    school,
    checkoutToView: await checkout(),
    checkoutToPay: await checkout(),
    checkoutToCancel: await checkout(),
    paidCheckout: await paidSession(app, bizA, 3),
    postedJobToken: posted.token,
    postedJobApplication,
  };
}

/** Gives a seeded student the table's address and the suite's password. */
async function retarget(app: NestFastifyApplication, userId: string, email: string): Promise<void> {
  await app
    .get(DataSource)
    .getRepository(User)
    .update(userId, { email, passwordHash: await hashPassword(PASSWORD) });
}

/** The call's response, or a failure that says what the API answered instead. */
async function succeeds(call: Test, status: number): Promise<Response> {
  const response = await call;
  if (response.status !== status) {
    throw new Error(`Oppsettet fikk ${response.status}, ventet ${status}: ${response.text}`);
  }
  return response;
}
