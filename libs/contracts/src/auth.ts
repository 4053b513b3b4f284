import { object, ref, string } from 'yup';
import type { InferType } from 'yup';
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
  passwordMin: 'Passordet må være minst 6 tegn',
  passwordStrength: 'Passordet må inneholde minst ett stor bokstav, ett lite bokstav og ett tall',
  passwordRequired: 'Passord er påkrevd',
  passwordsMustMatch: 'Passordene må matche',
  confirmPasswordRequired: 'Vennligst bekreft ditt passord',
  roleInvalid: 'Vennligst velg en gyldig rolle',
  roleRequired: 'Vennligst velg en rolle',
  schoolRequired: 'Skole er påkrevd for studenter',
  companyNameRequired: 'Firmanavn er påkrevd for bedriftskontoer',
  organizationNumberRequired: 'Organisasjonsnummer er påkrevd for bedriftskontoer',
  resetPasswordsMustMatch: 'Passwords must match',
  loginSuccess: 'Innlogging vellykket!',
  loginFailed: 'Kunne ikke logge deg inn',
  invalidCredentials: 'Feil e-post eller passord',
  logoutFailed: 'Kunne ikke logge deg ut',
  registerSuccess: 'Registrering vellykket! Vennligst sjekk din e-post for å verifisere kontoen.',
  registerFailed: 'Registrering feilet',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_STRENGTH = /^(?=.*[a-zæøå])(?=.*[A-ZÆØÅ])(?=.*\d)/;

export const loginSchema = object({
  email: string()
    .trim()
    .email(AUTH_MESSAGES.loginEmailInvalid)
    .required(AUTH_MESSAGES.loginEmailRequired),
  password: string()
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.loginPasswordMin)
    .required(AUTH_MESSAGES.loginPasswordRequired),
});
export type LoginRequest = InferType<typeof loginSchema>;

export const registerSchema = object({
  email: string().trim().email(AUTH_MESSAGES.emailInvalid).required(AUTH_MESSAGES.emailRequired),
  password: string()
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin)
    .matches(PASSWORD_STRENGTH, AUTH_MESSAGES.passwordStrength)
    .required(AUTH_MESSAGES.passwordRequired),
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
      then: (s) => s.min(2, AUTH_MESSAGES.schoolRequired).required(AUTH_MESSAGES.schoolRequired),
      otherwise: (s) => s.strip(),
    }),
  companyName: string()
    .trim()
    .when('role', {
      is: 'business',
      then: (s) =>
        s.min(2, AUTH_MESSAGES.companyNameRequired).required(AUTH_MESSAGES.companyNameRequired),
      otherwise: (s) => s.strip(),
    }),
  organizationNumber: string()
    .trim()
    .when('role', {
      is: 'business',
      then: (s) =>
        s
          .matches(/^\d{9}$/, AUTH_MESSAGES.organizationNumberRequired)
          .required(AUTH_MESSAGES.organizationNumberRequired),
      otherwise: (s) => s.strip(),
    }),
});
export type RegisterRequest = InferType<typeof registerSchema>;

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
}

/** Answer of POST /api/auth/login and GET /api/auth/me. */
export interface AuthUserResponse {
  user: AuthUser;
}
