import { object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { PRIVACY_MESSAGES } from './privacy-messages.ts';

/** POST /api/account/deletion: the current password, so a borrowed session cannot delete. */
export const accountDeletionSchema = object({
  password: string().required(PRIVACY_MESSAGES.passwordRequired),
});
export type AccountDeletionRequest = InferType<typeof accountDeletionSchema>;

/** GET/POST /api/account/deletion: when the account and its data go, or null when they stay. */
export interface AccountDeletionStatus {
  /** ISO time of the deletion; null when none is scheduled. */
  scheduledFor: string | null;
}
