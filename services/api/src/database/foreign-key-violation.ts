import { pgErrorCode } from './unique-violation';

// PostgreSQL's code for a row whose reference is gone.
const FOREIGN_KEY_VIOLATION = '23503';

/** Whether a write failed because the row it refers to does not exist (any longer). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === FOREIGN_KEY_VIOLATION;
}
