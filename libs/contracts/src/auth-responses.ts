import type { Role } from './roles.ts';

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
}

/** Answer of GET /api/auth/me, and of a login or second step that begins a session. */
export interface AuthUserResponse {
  user: AuthUser;
}

export interface MessageResponse {
  message: string;
}

/**
 * After the right password of an account with a second factor: no session yet, only a
 * short-lived httpOnly cookie for the second step. `verify` asks for a code; `enrol` (the
 * admin without one) sets the second factor up first.
 */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  step: 'verify' | 'enrol';
}

/** Answer of POST /api/auth/login. */
export type LoginResponse = AuthUserResponse | TwoFactorChallenge;

export function isTwoFactorChallenge(answer: LoginResponse): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer;
}

/** A new secret to put in an authenticator app: the QR code is an SVG data URL. */
export interface TwoFactorSetupResponse {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** Shown once, when made: only their hashes are kept. */
export interface RecoveryCodesResponse {
  recoveryCodes: string[];
}

/** Answer of the admin's enrolment at login: the session has begun. */
export type TwoFactorEnrolledResponse = AuthUserResponse & RecoveryCodesResponse;

/** GET /api/auth/2fa: the signed-in user's second factor. */
export interface TwoFactorStatusResponse {
  enabled: boolean;
  /** The admin may not turn it off. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** Answer of GET /api/admin/emails/students and /businesses: who a group e-mail would reach. */
export interface RecipientListResponse {
  emails: string[];
  count: number;
}
