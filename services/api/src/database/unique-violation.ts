// PostgreSQL's code for a row that a unique index refuses.
const UNIQUE_VIOLATION = '23505';

/** A failed write's PostgreSQL code: a raw `pg` error carries it, TypeORM's on `driverError`. */
export function pgErrorCode(error: unknown): unknown {
  const failure = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return failure?.code ?? failure?.driverError?.code;
}

/** Whether a write failed on a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === UNIQUE_VIOLATION;
}
