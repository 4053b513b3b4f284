import { boolean, object, ref, string } from 'yup';
import type { InferType } from 'yup';
import { organizationNumberField } from './organization-number.ts';
import { SELF_REGISTER_ROLES } from './roles.ts';
import type { Role } from './roles.ts';

/** Exact texts from the spec (seed 1, sections 5 and 8); the login texts are English there. */
export const AUTH_MESSAGES = {
  loginEmailInvalid: 'Please enter a valid email',
  loginEmailRequired: 'Email is required',
  loginPasswordMin: 'Password must be at least 6 characters',
  loginPasswordRequired: 'Password is required',
  emailInvalid: 'Vennligst angi en gyldig e-post',
  emailRequired: 'E-post er påkrevd',
  passwordMin: 'Passordet må være minst 8 tegn',
  passwordTooLong: 'Passordet kan ikke være lengre enn 128 tegn',
  passwordCommon: 'Dette passordet er for vanlig eller har vært lekket. Velg et annet.',
  passwordRequired: 'Passord er påkrevd',
  passwordsMustMatch: 'Passordene må matche',
  confirmPasswordRequired: 'Vennligst bekreft ditt passord',
  roleInvalid: 'Vennligst velg en gyldig rolle',
  roleRequired: 'Vennligst velg en rolle',
  schoolRequired: 'Skole er påkrevd for studenter',
  companyNameRequired: 'Firmanavn er påkrevd for bedriftskontoer',
  companyNameTooLong: 'Firmanavnet kan ikke være lengre enn 200 tegn',
  schoolTooLong: 'Skolenavnet kan ikke være lengre enn 200 tegn',
  emailTooLong: 'E-postadressen kan ikke være lengre enn 254 tegn',
  organizationNumberRequired: 'Organisasjonsnummer er påkrevd for bedriftskontoer',
  resetPasswordsMustMatch: 'Passwords must match',
  loginSuccess: 'Innlogging vellykket!',
  loginFailed: 'Kunne ikke logge deg inn',
  invalidCredentials: 'Feil e-post eller passord',
  logoutFailed: 'Kunne ikke logge deg ut',
  registerSuccess: 'Registrering vellykket! Vennligst sjekk din e-post for å verifisere kontoen.',
  registerFailed: 'Registrering feilet',
  emailNotVerified:
    'Du må bekrefte e-postadressen din før du kan logge inn. Sjekk innboksen din (og søppelposten).',
  verificationResent:
    'Hvis kontoen finnes og ikke er bekreftet ennå, har vi sendt en ny bekreftelseslenke.',
  verificationInvalid:
    'Bekreftelseslenken er ugyldig eller utløpt. Be om en ny lenke fra innloggingssiden.',
  verificationSuccess: 'E-postadressen er bekreftet! Du kan nå logge inn.',
  forgotAnswer:
    'Hvis e-postadressen er registrert hos oss, har vi sendt en lenke for å tilbakestille passordet.',
  forgotSuccess: 'Tilbakestillingslenke er sendt til din e-post',
  forgotFailed: 'Kunne ikke sende tilbakestillingslenke',
  resetMissingToken: 'Mangler unik kode',
  resetFailed: 'Kunne ikke tilbakestille passordet. Lenken kan ha utløpt eller være ugyldig.',
  resetSuccess: 'Passordet har blitt resettet!',
  tokenRequired: 'Mangler unik kode',
  sessionExpired: 'Økten din er utløpt. Vennligst logg inn igjen.',
  adminOnly: 'Bare administratoren har tilgang til dette.',
  crossSiteRefused: 'Forespørselen ble avvist fordi den kom fra et annet nettsted.',
} as const;

/**
 * New passwords (ASVS 6.2): at least 8 characters, no composition rules, not on the list of
 * common and breached passwords (checked by the API). Login still takes the spec's 6, so
 * passwords chosen under the old rule keep working.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

export const loginSchema = object({
  email: string()
    .trim()
    .email(AUTH_MESSAGES.loginEmailInvalid)
    .required(AUTH_MESSAGES.loginEmailRequired),
  password: string()
    .min(LOGIN_PASSWORD_MIN_LENGTH, AUTH_MESSAGES.loginPasswordMin)
    .required(AUTH_MESSAGES.loginPasswordRequired),
  /** Keeps the session for 30 days instead of until the browser closes. */
  rememberMe: boolean().default(false),
});
export type LoginRequest = Omit<InferType<typeof loginSchema>, 'rememberMe'> & {
  rememberMe?: boolean;
};

const emailField = () =>
  string()
    .trim()
    .email(AUTH_MESSAGES.emailInvalid)
    .max(254, AUTH_MESSAGES.emailTooLong)
    .required(AUTH_MESSAGES.emailRequired);

/** The password rule of registration and reset; the API also refuses common passwords. */
const passwordField = () =>
  string()
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
    .required(AUTH_MESSAGES.passwordRequired);

export const registerSchema = object({
  email: emailField(),
  password: passwordField(),
  confirmPassword: string()
    .oneOf([ref('password')], AUTH_MESSAGES.passwordsMustMatch)
    .required(AUTH_MESSAGES.confirmPasswordRequired),
  role: string()
    .oneOf(SELF_REGISTER_ROLES, AUTH_MESSAGES.roleInvalid)
    .required(AUTH_MESSAGES.roleRequired),
  school: string()
    .trim()
    .when('role', {
      is: 'student',
      then: (s) =>
        s
          .min(2, AUTH_MESSAGES.schoolRequired)
          .max(200, AUTH_MESSAGES.schoolTooLong)
          .required(AUTH_MESSAGES.schoolRequired),
      otherwise: (s) => s.strip(),
    }),
  companyName: string()
    .trim()
    .when('role', {
      is: 'business',
      then: (s) =>
        s
          .min(2, AUTH_MESSAGES.companyNameRequired)
          .max(200, AUTH_MESSAGES.companyNameTooLong)
          .required(AUTH_MESSAGES.companyNameRequired),
      otherwise: (s) => s.strip(),
    }),
  organizationNumber: string()
    .trim()
    .when('role', {
      is: 'business',
      then: (s) => organizationNumberField(s, AUTH_MESSAGES.organizationNumberRequired),
      otherwise: (s) => s.strip(),
    }),
});
export type RegisterRequest = InferType<typeof registerSchema>;

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

export const emailOnlySchema = object({ email: emailField() });
export type EmailOnlyRequest = InferType<typeof emailOnlySchema>;

export const tokenSchema = object({ token: string().trim().required(AUTH_MESSAGES.tokenRequired) });
export type TokenRequest = InferType<typeof tokenSchema>;

/** POST /api/auth/reset-password {token, newPassword}. */
export const resetPasswordSchema = object({
  token: string().trim().required(AUTH_MESSAGES.resetMissingToken),
  newPassword: passwordField(),
});
export type ResetPasswordRequest = InferType<typeof resetPasswordSchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = object({
  newPassword: passwordField(),
  confirmPassword: string()
    .oneOf([ref('newPassword')], AUTH_MESSAGES.resetPasswordsMustMatch)
    .required(AUTH_MESSAGES.confirmPasswordRequired),
});
export type ResetPasswordForm = InferType<typeof resetPasswordFormSchema>;

/** Texts of the second factor (TOTP, RFC 6238) and its recovery codes. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Skriv inn koden',
  codeFormat: 'Koden er 6 siffer',
  codeOrRecoveryFormat: 'Skriv 6 siffer fra appen, eller en gjenopprettingskode (xxxxx-xxxxx)',
  wrongCode: 'Feil kode. Prøv igjen.',
  pendingExpired: 'Innloggingen tok for lang tid. Logg inn på nytt.',
  setupExpired: 'Oppsettet tok for lang tid. Start på nytt.',
  alreadyEnabled: 'Tofaktorinnlogging er allerede slått på.',
  notEnabled: 'Tofaktorinnlogging er ikke slått på.',
  requiredForAdmin: 'Administratoren må bruke tofaktorinnlogging; den kan ikke slås av.',
  enabled: 'Tofaktorinnlogging er slått på.',
  disabled: 'Tofaktorinnlogging er slått av.',
  recoveryCodesRenewed: 'Nye gjenopprettingskoder er laget. De gamle virker ikke lenger.',
} as const;

/** Codes from an authenticator app: 6 digits, every 30 seconds. */
export const TOTP_CODE = /^\d{6}$/;
/** Single-use recovery codes: ten base32 characters, shown as two groups of five. */
export const RECOVERY_CODE = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;

// People type codes the way apps show them ("123 456"); spaces are never part of a code.
const codeField = () => string().transform((value: string) => value.replace(/\s+/g, ''));

/** A code from the app: enrolment must prove the app was set up, so recovery codes do not count. */
export const totpCodeSchema = object({
  code: codeField()
    .required(TWO_FACTOR_MESSAGES.codeRequired)
    .matches(TOTP_CODE, TWO_FACTOR_MESSAGES.codeFormat),
});
export type TotpCodeRequest = InferType<typeof totpCodeSchema>;

/** A code from the app or one of the recovery codes (lost phone). */
export const twoFactorCodeSchema = object({
  code: codeField()
    .required(TWO_FACTOR_MESSAGES.codeRequired)
    .test(
      'totp-or-recovery',
      TWO_FACTOR_MESSAGES.codeOrRecoveryFormat,
      (code) => code === undefined || TOTP_CODE.test(code) || RECOVERY_CODE.test(code),
    ),
});
export type TwoFactorCodeRequest = InferType<typeof twoFactorCodeSchema>;

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
