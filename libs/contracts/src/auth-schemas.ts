import { boolean, object, ref, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { AUTH_MESSAGES } from './auth-messages.ts';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  TWO_FACTOR_MESSAGES,
  TOTP_CODE,
  RECOVERY_CODE,
} from './auth.ts';
import { organizationNumberField } from './organization-number.ts';
import { SELF_REGISTER_ROLES } from './roles.ts';
import { DELIVERABLE_EMAIL, deliverable } from './deliverable-email.ts';
import { typedText } from './text-schemas.ts';

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
    .matches(DELIVERABLE_EMAIL, deliverable(AUTH_MESSAGES.emailInvalid))
    .max(254, AUTH_MESSAGES.emailTooLong)
    .required(AUTH_MESSAGES.emailRequired);

/**
 * The password rule of registration, reset and change (password-change-schemas.ts); the API
 * also refuses common passwords.
 */
export const passwordField = () =>
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
  school: typedText().when('role', {
    is: 'student',
    then: (s) =>
      s
        .min(2, AUTH_MESSAGES.schoolRequired)
        .max(200, AUTH_MESSAGES.schoolTooLong)
        .required(AUTH_MESSAGES.schoolRequired),
    otherwise: (s) => s.strip(),
  }),
  companyName: typedText().when('role', {
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
