/**
 * What the log may hold of a request and of an error (issue 38): never the text a user sent. A
 * request line names the path, never the query (its values are the user's: dates, a signed
 * unsubscribe token, a search); a public route whose path carries its secret (the calendar feed's
 * token) is named by its route instead. A failed query is logged by its SQLSTATE, constraint,
 * table and column, never its parameters or the database's message (PostgreSQL quotes the value
 * it refused: `invalid input syntax for type uuid: "…"`, `Key (email)=(…) already exists`).
 */

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string; config?: { endpoint?: { access?: string } } };
}

/** The request's path without its query; the route's pattern when a public route's path holds its secret. */
export function loggedUrl(request: RequestLike): string {
  const route = request.routeOptions;
  if (route?.url && route.config?.endpoint?.access === 'public' && route.url.includes(':')) return route.url;
  return (request.url ?? '').split('?')[0]!;
}

function serializeRequest(req: RequestLike) {
  return { method: req.method, url: loggedUrl(req), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** A database's error: a SQLSTATE (five characters) with the server's own fields, as pg and PGlite raise it. */
function isDatabaseError(error: object): error is DatabaseError {
  const { code, severity, routine } = error as { code?: unknown; severity?: unknown; routine?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && (typeof severity === 'string' || typeof routine === 'string');
}

interface DatabaseError {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

/** drizzle's wrapper: "Failed query: <sql>\nparams: <the values>", the driver's error as its cause. */
const isFailedQuery = (error: object) => typeof (error as { query?: unknown }).query === 'string' && Array.isArray((error as { params?: unknown }).params);

/** The stack's frames only: its first lines are the message (which may hold the values, line breaks and all). */
function framesOf(error: object): string {
  const { stack } = error as { stack?: unknown };
  if (typeof stack !== 'string') return '';
  const head = String(error);
  const frames = stack.startsWith(head) ? stack.slice(head.length) : '';
  return frames.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
}

/** Fields never logged from an error: a query's values, and PostgreSQL's details that quote them. */
const NEVER_LOGGED = new Set(['query', 'params', 'detail', 'where', 'internalQuery', 'hint', 'position', 'internalPosition', 'cause', 'stack', 'message', 'raw']);

const MAX_CAUSES = 5;

/** An error as the log holds it (the shape Fastify's logger types ask of an `err` serializer). */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  // A failed query, wherever it is in the chain: its code and where, nothing it carried.
  for (let current: unknown = error, i = 0; current && typeof current === 'object' && i < MAX_CAUSES; i++) {
    if (isDatabaseError(current) || isFailedQuery(current)) return serializeQueryError(error);
    current = (current as { cause?: unknown }).cause;
  }
  const err = error as Error & Record<string, unknown>;
  const out: LoggedError = { type: err.constructor?.name ?? err.name, message: String(err.message), stack: String(err.stack ?? '') };
  for (const [key, value] of Object.entries(err)) {
    if (!NEVER_LOGGED.has(key) && (value === null || typeof value !== 'object')) out[key] = value;
  }
  if (err.cause && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

function serializeQueryError(error: object): LoggedError {
  let database: DatabaseError | undefined;
  for (let current: unknown = error, i = 0; current && typeof current === 'object' && i < MAX_CAUSES; i++) {
    if (isDatabaseError(current)) {
      database = current;
      break;
    }
    current = (current as { cause?: unknown }).cause;
  }
  const { code, severity, constraint, table, column, routine } = database ?? ({} as Partial<DatabaseError>);
  const where = Object.entries({ code, severity, constraint, table, column, routine }).filter(([, value]) => typeof value === 'string' && value !== '');
  return {
    type: 'DatabaseError',
    message: `A database statement failed${code ? ` (SQLSTATE ${code})` : ''}; its parameters and the database's message are not logged.`,
    ...Object.fromEntries(where),
    stack: framesOf(error),
  };
}

/** The app logger's serializers (app.ts): Fastify's own for `res`, these for `req` and `err`. */
export const LOG_SERIALIZERS = { req: serializeRequest, err: (error: unknown) => serializeError(error) };
