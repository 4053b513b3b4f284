// PostgreSQL's code for a row that a unique index refuses.
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a write failed on a unique index: a raw `pg` error carries the code itself, TypeORM's
 * QueryFailedError on its `driverError`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const failure = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return (failure?.code ?? failure?.driverError?.code) === UNIQUE_VIOLATION;
}
