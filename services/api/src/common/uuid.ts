const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from the path are checked before they reach PostgreSQL, which would answer 500 to a non-uuid. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
