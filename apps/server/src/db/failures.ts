import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Whether an error means the database cannot be reached or did not answer in time (down,
 * stalled, restarting, out of connections), rather than a fault in the request: such a request
 * is answered 503, never 500 (issue 18). Only the database's own errors count (issue 38): the
 * driver's, as thrown (a pool that cannot connect) or as drizzle wraps a query's. A network
 * failure inside any other error (a push service's, the AI provider's) is that service's, even
 * when it reads ECONNREFUSED.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const driverError = isDrizzleQueryError(error) ? error.cause : undefined;
  for (const current of [error, driverError]) {
    if (!current || typeof current !== 'object') continue;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || SERVER_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** drizzle's wrapper of a failed query (by its message too: a second copy of drizzle-orm would fail instanceof). */
const isDrizzleQueryError = (error: unknown): error is Error => error instanceof DrizzleQueryError || (error instanceof Error && error.message.startsWith('Failed query: '));

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE']);
/** PostgreSQL: shutting down or starting (57P0x), too many connections (53300), statement timeout (57014). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** node-postgres' own: connect timeout, query timeout, a connection dropped mid-query. */
const DRIVER_MESSAGES = [/timeout exceeded when trying to connect/i, /Connection terminated/i, /Query read timeout/i, /Client has encountered a connection error/i];

/** Whether an error is a unique-constraint violation (23505), wherever drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
