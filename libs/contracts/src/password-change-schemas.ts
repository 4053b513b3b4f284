import { object, ref, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { passwordField } from './auth-schemas.ts';
import { PASSWORD_CHANGE_MESSAGES } from './password-change.ts';

/**
 * POST /api/auth/change-password: the signed-in user's current password, and a new one by the
 * rule of registration and reset (the API also refuses common passwords).
 */
export const changePasswordSchema = object({
  currentPassword: string().required(PASSWORD_CHANGE_MESSAGES.currentPasswordRequired),
  newPassword: passwordField().notOneOf(
    [ref('currentPassword')],
    PASSWORD_CHANGE_MESSAGES.sameAsCurrent,
  ),
});
export type ChangePasswordRequest = InferType<typeof changePasswordSchema>;

/** The change form on /account/security: the request's fields, and the new password twice. */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: string()
    .oneOf([ref('newPassword')], AUTH_MESSAGES.passwordsMustMatch)
    .required(AUTH_MESSAGES.confirmPasswordRequired),
});
export type ChangePasswordForm = InferType<typeof changePasswordFormSchema>;
