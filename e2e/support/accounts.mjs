// New accounts for a journey, made through the API and the mailed link as a person would.
import assert from 'node:assert/strict';
import { linkIn, waitForMail } from './mailbox.mjs';

/** Registers `account` (plus role fields such as school or companyName) and verifies its e-mail. */
export async function registerVerified(suite, { email, password, ...fields }) {
  const registered = await fetch(`${suite.urls.api}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmPassword: password, ...fields }),
  });
  assert.equal(registered.status, 201);
  const mail = await waitForMail(suite.urls.mail, email);
  const token = linkIn(mail, `${suite.urls.shell}/verify-email/`).split('/').at(-1);
  const verified = await fetch(`${suite.urls.api}/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  assert.equal(verified.status, 200);
}
