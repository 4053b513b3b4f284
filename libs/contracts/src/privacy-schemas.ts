import { object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { PRIVACY_MESSAGES } from './privacy-messages.ts';

/** POST /api/account/deletion: the current password, so a borrowed session cannot delete. */
export const accountDeletionSchema = object({
  password: string().required(PRIVACY_MESSAGES.passwordRequired),
});
export type AccountDeletionRequest = InferType<typeof accountDeletionSchema>;
