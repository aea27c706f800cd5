const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can be a record id at all. A malformed id is simply not found (404), like
 * another user's, without asking the database to cast it.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
