// The authenticator app of the journeys' accounts: real TOTP codes from the account's secret.
import { generate } from 'otplib';

const PERIOD_SECONDS = 30;
const lastStepBySecret = new Map();

/**
 * A code the API has not seen yet: it takes each 30-second step's code once, and one step
 * ahead for clock drift, so a second login in the same step takes the next step's code and a
 * third waits for the clock.
 */
export async function freshCode(secret) {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
    const step = Math.max(now, (lastStepBySecret.get(secret) ?? 0) + 1);
    if (step <= now + 1) {
      lastStepBySecret.set(secret, step);
      return generate({ secret, epoch: step * PERIOD_SECONDS });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The key as the enrolment screen shows it, in groups of four. */
export function secretShownOn(text) {
  return text.replace(/\s+/g, '');
}
