// A group mailing to 10 000 students (#17, target 5), from the admin's send through the queue and
// the worker to the mail catcher, printed as numbers and answered to `npm run bench:mailing`
// (mailing.mjs) and `npm run bench`. Only a copy missing or caught twice makes it fail; how fast
// it went is reported, never judged.
import { freshCode } from '../e2e/support/authenticator.mjs';
import { ADMIN, STUDENT, startTestSuite } from '../e2e/support/test-suite.mjs';

const RECIPIENTS = 10_000;
export const TARGET_MAILS_PER_SECOND = 300;
const POLL_MS = 100;
// No new mail in the catcher for this long: the rest are not coming.
const STALL_MS = 30_000;
// A copy sent twice would arrive after the last first copy; this long is given to show up.
const LATE_COPY_MS = 2_000;
const SUBJECT = `Måling av gruppeutsending ${new Date().toISOString()}`;

/**
 * The mailing's copies as the catcher (maildev) lists them. Each poll asks only for the mails
 * after those already read, so 10 000 mails cross the wire once, not once per poll.
 */
class Catcher {
  #url;
  #subject;
  #read = 0;
  #copiesByAddress = new Map();

  constructor(url, subject) {
    this.#url = url;
    this.#subject = subject;
  }

  get delivered() {
    return this.#copiesByAddress.size;
  }

  get duplicates() {
    return this.#read - this.#copiesByAddress.size;
  }

  /** Reads what arrived since the last poll; returns how many mails that was. */
  async poll() {
    const query = new URLSearchParams({ subject: this.#subject, skip: String(this.#read) });
    const mails = await (await fetch(`${this.#url}/email?${query}`)).json();
    for (const mail of mails) {
      const address = mail.to[0].address;
      this.#copiesByAddress.set(address, (this.#copiesByAddress.get(address) ?? 0) + 1);
    }
    this.#read += mails.length;
    return mails.length;
  }

  /** Polls until `count` mails are in or none came for a while; returns when the last one came. */
  async waitFor(count) {
    let lastCaught = performance.now();
    while (this.#read < count && performance.now() - lastCaught < STALL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if ((await this.poll()) > 0) lastCaught = performance.now();
    }
    return lastCaught;
  }
}

/**
 * The mailing on a suite of its own (the apps must be built): answers mails a second from the
 * admin's send to the last mail caught, the copies caught twice and never, and `complete` when
 * every recipient got exactly one.
 */
export async function measureGroupMailing() {
  const suite = await startTestSuite();
  try {
    const students = await topUpStudents(suite, RECIPIENTS);
    console.log(`Group mailing to ${students} verified students (the worker shares the 2 cores)`);
    const cookie = await adminCookie(suite.urls.api);
    const catcher = new Catcher(suite.urls.mail, SUBJECT);

    const started = performance.now();
    const response = await fetch(`${suite.urls.api}/admin/emails/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        group: 'student',
        title: SUBJECT,
        msg: 'Dette er en måling av hvor raskt gruppeutsendinger når fram.\n\nHilsen Yrkesbro',
      }),
    });
    if (response.status !== 202) {
      throw new Error(`Utsendingen ble avvist: ${response.status} ${await response.text()}`);
    }
    const { recipientCount, uuid } = await response.json();
    const accepted = performance.now();
    const lastCaught = await catcher.waitFor(recipientCount);
    await new Promise((resolve) => setTimeout(resolve, LATE_COPY_MS));
    await catcher.poll();

    const seconds = (lastCaught - started) / 1000;
    const rate = catcher.delivered / seconds;
    const [copies] = await suite.query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent,
            count(*) FILTER (WHERE status = 'queued')::int AS queued,
            count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM mailing_recipients WHERE mailing_id = $1`,
      [uuid],
    );
    console.log(`  recipients:          ${recipientCount}`);
    console.log(`  mails delivered:     ${catcher.delivered} (distinct recipients in the catcher)`);
    console.log(`  duplicates:          ${catcher.duplicates}`);
    console.log(
      `  copies in database:  ${copies.sent} sent, ${copies.queued} queued, ${copies.failed} failed`,
    );
    console.log(`  send request:        ${(accepted - started).toFixed(0)} ms until 202`);
    console.log(
      `  wall time:           ${seconds.toFixed(1)} s from the admin's send to the last mail caught (±${POLL_MS} ms polling)`,
    );
    console.log(
      `  throughput:          ${rate.toFixed(0)} mails/s (target ≥ ${TARGET_MAILS_PER_SECOND}: ${rate >= TARGET_MAILS_PER_SECOND ? 'met' : 'missed'})`,
    );
    return {
      rate,
      duplicates: catcher.duplicates,
      missing: recipientCount - catcher.delivered,
      complete: catcher.delivered === recipientCount && catcher.duplicates === 0,
    };
  } finally {
    await suite.stop();
  }
}

/**
 * Verified students up to `count`, inserted straight into the database: a group mailing reads
 * only the account row. They share the demo student's password hash, as nobody logs in as them.
 */
async function topUpStudents(suite, count) {
  const [{ verified }] = await suite.query(
    `SELECT count(*)::int AS verified FROM users
      WHERE role = 'student' AND email_verified_at IS NOT NULL`,
  );
  await suite.query(
    `INSERT INTO users (email, password_hash, role, email_verified_at)
     SELECT 'utsending' || n || '@bench.yrkesbro.test',
            (SELECT password_hash FROM users WHERE email = $1), 'student', now()
       FROM generate_series(1, $2::int) AS n`,
    [STUDENT.email, count - verified],
  );
  return count;
}

/** The admin's session cookie: password first, then the authenticator's code, as at the login page. */
async function adminCookie(api) {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const verify = await fetch(`${api}/auth/2fa/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookiesOf(login) },
    body: JSON.stringify({ code: await freshCode(ADMIN.totpSecret) }),
  });
  if (verify.status !== 200) {
    throw new Error(`Admin-innloggingen feilet: ${verify.status} ${await verify.text()}`);
  }
  return cookiesOf(verify);
}

function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
