/** GET/POST /api/account/deletion: when the account and its data go, or null when they stay. */
export interface AccountDeletionStatus {
  /** ISO time of the deletion; null when none is scheduled. */
  scheduledFor: string | null;
}
