import type { RateLimit } from '../../infrastructure/rate-limit/rate-limiter.service';

const MINUTE = 60;
const HOUR = 3600;
const normalise = (email: string) => email.trim().toLowerCase();

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
  /** Failed logins only: a person who types right is never slowed down. */
  loginFailuresPerEmail: (email: string): RateLimit => ({
    key: `login-fail:${normalise(email)}`,
    limit: 10,
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
