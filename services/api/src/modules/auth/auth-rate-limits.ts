import type { RateLimit } from '../../infrastructure/rate-limit/rate-limiter.service';

const MINUTE = 60;
const HOUR = 3600;
const normalise = (email: string) => email.trim().toLowerCase();

/** Failures an account takes from all addresses together before logins to it are slowed. */
const LOGIN_DELAY_AFTER = 10;
const LOGIN_DELAY_MAX_SECONDS = 5 * MINUTE;

/**
 * How long an address waits between attempts on an account that has failed `failures` times
 * in the hour: nothing at first, then 1, 2, 4 … seconds, at most five minutes.
 */
export function loginDelaySeconds(failures: number): number {
  if (failures <= LOGIN_DELAY_AFTER) return 0;
  return Math.min(2 ** (failures - LOGIN_DELAY_AFTER - 1), LOGIN_DELAY_MAX_SECONDS);
}

/**
 * Per IP the limits are generous, since a whole school can sit behind one address; per
 * e-mail they are tight, since that is what a password-guesser or a mail-bomber aims at.
 */
export const AUTH_LIMITS = {
  loginPerIp: (ip: string): RateLimit => ({
    key: `login-ip:${ip}`,
    limit: 100,
    windowSeconds: 15 * MINUTE,
  }),
  /**
   * Failed logins for one account from one address: a guesser there is stopped, while the
   * owner on another address is not locked out by somebody else's guesses.
   */
  loginFailuresPerEmailAndIp: (email: string, ip: string): RateLimit => ({
    key: `login-fail:${normalise(email)}:${ip}`,
    limit: 10,
    windowSeconds: 15 * MINUTE,
  }),
  /** Failed logins for one account from anywhere; past a few, each address waits longer. */
  loginFailuresPerEmail: (email: string): RateLimit => ({
    key: `login-fail:${normalise(email)}`,
    limit: LOGIN_DELAY_AFTER,
    windowSeconds: HOUR,
  }),
  loginGate: (email: string, ip: string): string => `login:${normalise(email)}:${ip}`,
  /**
   * Codes of the second factor for one account: a million codes, of which three are valid at
   * any moment, against a few tries in a quarter of an hour. A success gives the count back.
   */
  twoFactorPerUser: (userId: string): RateLimit => ({
    key: `2fa:${userId}`,
    limit: 5,
    windowSeconds: 15 * MINUTE,
  }),
  twoFactorPerIp: (ip: string): RateLimit => ({
    key: `2fa-ip:${ip}`,
    limit: 100,
    windowSeconds: 15 * MINUTE,
  }),
  /**
   * Current passwords tried on "Bytt passord": as many as a login from one address, so a stolen
   * session is no better a way to guess the password than the login form. The right one gives
   * the count back.
   */
  changePasswordPerUser: (userId: string): RateLimit => ({
    key: `change-password:${userId}`,
    limit: 10,
    windowSeconds: 15 * MINUTE,
  }),
  changePasswordPerIp: (ip: string): RateLimit => ({
    key: `change-password-ip:${ip}`,
    limit: 100,
    windowSeconds: 15 * MINUTE,
  }),
  forgotPerIp: (ip: string): RateLimit => ({
    key: `forgot-ip:${ip}`,
    limit: 20,
    windowSeconds: HOUR,
  }),
  forgotPerEmail: (email: string): RateLimit => ({
    key: `forgot:${normalise(email)}`,
    limit: 3,
    windowSeconds: HOUR,
  }),
  resendPerIp: (ip: string): RateLimit => ({
    key: `resend-ip:${ip}`,
    limit: 20,
    windowSeconds: HOUR,
  }),
  resendPerEmail: (email: string): RateLimit => ({
    key: `resend:${normalise(email)}`,
    limit: 3,
    windowSeconds: HOUR,
  }),
  /**
   * A school class registers together from one network: 35 pupils, some of whom try twice,
   * in a few minutes. The per-e-mail limit below is what stops a flood at one address.
   */
  registerPerIp: (ip: string): RateLimit => ({
    key: `register-ip:${ip}`,
    limit: 150,
    windowSeconds: HOUR,
  }),
  registerPerEmail: (email: string): RateLimit => ({
    key: `register:${normalise(email)}`,
    limit: 5,
    windowSeconds: HOUR,
  }),
};
