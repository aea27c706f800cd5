/** PostgreSQL waits (issue 18): for a connection, for a statement, for any answer at all. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
}

/** Together under 5 s: a request on a down or stalled database answers 503 in time, never hangs. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2000, statementMs: 3000, queryMs: 4000 };
