import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { createMcpHandler, isLegacyRequest, type Server as ModernServer } from '@modelcontextprotocol/server';
import { toNodeHandler, toWebRequest } from '@modelcontextprotocol/node';
import { INTEGRATION_TEXTS, MCP_TEXTS, SERVER_MESSAGES, errorBody } from '@stride/domain';
import { DomainError, rateLimited } from '../../errors.js';
import type { AuthGuard, RequestAuth } from '../../http/auth-guard.js';
import { sendsBearer } from '../../http/bearer.js';
import type { AppMetrics } from '../../metrics.js';
import { MCP_LIMITS, type McpLimits } from './mcp-limits.js';
import { holdOpen, type OpenRequests } from './mcp-open-requests.js';
import type { McpCaller } from './mcp-server.js';
import { toolWrites } from './mcp-surface.js';
import type { McpSession, McpSessions } from './mcp-sessions.js';

/** Where assistants connect (issue 41): outside /api, not a contract endpoint (decision 039). */
export const MCP_PATH = '/mcp';
/**
 * Issue 52 (least privilege): the same server, read-only whatever the credential may do: only the
 * tools that read are listed and run. A connection made here asks for (and is granted) `read`.
 */
export const MCP_READ_PATH = '/mcp/read';
/** What a browser-based MCP client sends and must be able to read (CORS, issue 52). */
// `mcp-method` and `mcp-name`: what a 2026-07-28 client mirrors of each request into its headers.
const CORS_ALLOW_HEADERS = 'authorization, content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id, mcp-method, mcp-name';
const CORS_EXPOSE_HEADERS = 'mcp-session-id, mcp-protocol-version, www-authenticate, retry-after';
/** A JSON-RPC message is small; the largest tool arguments (a habit with reminders and a cue) are a few KiB. */
export const MCP_BODY_LIMIT = 256 * 1024;
const SWEEP_EVERY_MS = 60_000;

/** JSON-RPC methods counted by name in `mcp_requests_total`; anything else is `other` (bounded labels). */
const COUNTED_METHODS = new Set(['server/discover', 'initialize', 'notifications/initialized', 'ping', 'tools/list', 'tools/call', 'resources/list', 'resources/read', 'resources/templates/list', 'prompts/list', 'notifications/cancelled']);

export interface McpRoutesOptions {
  guard: AuthGuard;
  /** A new MCP server (tools, resources), one per request when stateless. */
  build: () => Server;
  /** A new server for the 2026-07-28 revision (issue 52): the same definition, one per request (that revision has no session). */
  buildModern: () => ModernServer;
  /**
   * Memory sessions (decision 039: needs sticky routing with several instances, keeps elicitation);
   * absent: stateless (issue 52), any instance answers any request.
   */
  sessions?: McpSessions;
  metrics: Pick<AppMetrics, 'mcp'>;
  /** The public origin: where the protected resource's metadata is (the 401's `WWW-Authenticate`). */
  appOrigin: string;
  /** Browser origins of the app itself (config.ts `allowedOrigins`); /mcp answers any origin (CORS, issue 52), see `handle`. */
  allowedOrigins: readonly string[];
  /** How much one assistant may hold open, and for how long (decision 047). */
  limits?: Partial<McpLimits>;
}

/** Whether the request came to the read-only endpoint. */
const isReadOnly = (request: FastifyRequest) => request.routeOptions.url === MCP_READ_PATH;

/** The label of one HTTP request to /mcp: its JSON-RPC method, the GET stream, or the session's end. */
function methodOf(request: FastifyRequest): string {
  if (request.method === 'GET') return 'stream';
  if (request.method === 'DELETE') return 'end_session';
  if (Array.isArray(request.body)) return 'batch';
  const body = request.body as { method?: unknown } | undefined;
  if (body && typeof body.method === 'string') return COUNTED_METHODS.has(body.method) ? body.method : 'other';
  return body && typeof body === 'object' && 'result' in body ? 'response' : 'other';
}

/** Whether a 2026-07-28 request calls a tool that changes something (a coach function that does not only read, or a batch). */
function callsWriteTool(body: unknown): boolean {
  const call = body as { method?: unknown; params?: { name?: unknown } } | undefined;
  if (call?.method !== 'tools/call' || typeof call.params?.name !== 'string') return false;
  return toolWrites(call.params.name);
}

/** Whether a POST carries only JSON-RPC answers and notifications (no request that waits for a result). */
function carriesNoRequest(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  const messages: unknown[] = Array.isArray(request.body) ? request.body : [request.body];
  return messages.length > 0 && messages.every((m) => typeof m === 'object' && m !== null && !('id' in m && 'method' in m));
}

/**
 * `/mcp`, the remote MCP server over Streamable HTTP: POST for JSON-RPC; stateless by default
 * (issue 52: any instance answers), or with memory sessions (GET for the server's stream, DELETE
 * to end a session). Only `Authorization: Bearer` is read (a personal access token,
 * or an assistant's OAuth token once that resolver is composed in); never the session cookie, so
 * the cookie CSRF checks do not apply (app.ts exempts the path), while a browser Origin that is
 * not ours is refused here before anything else.
 */
export async function mcpRoutes(app: FastifyInstance, { guard, build, buildModern, sessions, metrics, appOrigin, limits: given }: McpRoutesOptions) {
  const limits: McpLimits = { ...MCP_LIMITS, ...given };
  const openRequests: OpenRequests = new Map();
  const resourceMetadataOf = (request: FastifyRequest) => `${appOrigin}/.well-known/oauth-protected-resource${isReadOnly(request) ? MCP_READ_PATH : ''}`;
  const count = (request: FastifyRequest, outcome: string) => metrics.mcp.requests.inc({ method: methodOf(request), outcome });
  // Issue 52: MCP 2026-07-28 on the same endpoints, a server per request; a 2025-era request (no
  // per-request envelope: `initialize`, a session's GET or DELETE) keeps today's wiring.
  const modern = createMcpHandler(() => buildModern(), { legacy: 'reject', maxRequestBodySize: MCP_BODY_LIMIT, onerror: (error) => app.log.debug({ err: error }, 'mcp 2026-07-28 request refused') });
  const serveModern = toNodeHandler(modern, { maxRequestBodySize: MCP_BODY_LIMIT, onerror: (error) => app.log.error({ err: error }, 'mcp request failed') });
  app.addHook('onClose', async () => modern.close());

  if (sessions) {
    const sweep = setInterval(() => sessions.sweep(), SWEEP_EVERY_MS);
    sweep.unref();
    // Before the server stops taking connections: open streams end, so closing does not wait on them.
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      sessions.closeAll();
    });
  }

  function refuse(request: FastifyRequest, reply: FastifyReply, status: number, outcome: string, body: unknown) {
    count(request, outcome);
    return reply.status(status).header('cache-control', 'no-store').send(body);
  }

  /** 401 with where to get a token (RFC 9728 resource metadata; RFC 6750 `invalid_token` when one was given). */
  function unauthenticated(request: FastifyRequest, reply: FastifyReply, message: string, tokenGiven: boolean) {
    // Issue 52: the scopes there are (RFC 6750 §3), so a client asks for what it needs; the person chooses at consent.
    const challenge = `Bearer resource_metadata="${resourceMetadataOf(request)}", scope="${isReadOnly(request) ? 'read' : 'read write'}"${tokenGiven ? ', error="invalid_token"' : ''}`;
    reply.header('www-authenticate', challenge);
    return refuse(request, reply, 401, 'unauthenticated', errorBody('not_authenticated', message));
  }

  const jsonRpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

  /**
   * Watches a request the SDK answers (decision 047): one that has written nothing for `idleMs`
   * (an event stream carrying nothing, a question left unanswered) is closed, and while it stays
   * open it counts again in its credential's minute every `chargeEveryMs`; it is closed as soon as
   * its credential is revoked or over its allowance.
   */
  function watchHeld(request: FastifyRequest, raw: FastifyReply['raw']) {
    const close = (outcome: string) => {
      if (raw.writableEnded || raw.destroyed) return;
      count(request, outcome);
      // The SDK may still try to write: that is dropped, not thrown.
      raw.on('error', () => undefined);
      if (raw.headersSent) raw.end();
      else raw.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify(jsonRpcError(-32000, MCP_TEXTS.tooManyOpen)));
    };
    const idle = setTimeout(() => close('idle_closed'), limits.idleMs).unref();
    const write = raw.write.bind(raw) as (...args: unknown[]) => boolean;
    raw.write = ((...args: unknown[]) => {
      idle.refresh();
      return write(...args);
    }) as typeof raw.write;
    const charge = setInterval(() => {
      guard.chargeBearer(request, 1).then(
        (caller) => {
          if (!caller) close('unauthenticated');
          else if (caller.limited) close('rate_limited');
        },
        // The database did not answer: the request is judged at the next turn.
        () => undefined,
      );
    }, limits.chargeEveryMs).unref();
    return {
      stop() {
        clearTimeout(idle);
        clearInterval(charge);
      },
    };
  }

  /**
   * Issue 52: browser-based MCP clients may call from any origin, as the OAuth endpoints may
   * (`access-control-allow-origin: *`, never with credentials). /mcp reads only the Bearer header,
   * never the cookie, so a page elsewhere can act only with a token it was given: what the Origin
   * check guarded against (DNS rebinding, a cookie riding along) finds nothing to use here. The
   * app's own routes keep their Origin rules (request-guard.ts).
   */
  const withCors = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', CORS_EXPOSE_HEADERS);

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    withCors(reply);
    if (!sendsBearer(request)) return unauthenticated(request, reply, SERVER_MESSAGES.notAuthenticated, false);
    let auth: RequestAuth | null;
    try {
      auth = await guard.currentAuth(request, reply);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_authenticated') return unauthenticated(request, reply, error.message, true);
      if (error instanceof DomainError && error.code === 'rate_limited') count(request, 'rate_limited');
      throw error;
    }
    if (!auth || auth.via === 'session' || !auth.credentialId || !auth.scope) return unauthenticated(request, reply, SERVER_MESSAGES.notAuthenticated, true);
    if (!auth.user.isEmailVerified) return refuse(request, reply, 403, 'forbidden', errorBody('email_not_verified', SERVER_MESSAGES.emailNotVerified));

    // Every tool call of a batch counts in the minute, not only the HTTP request that carried them.
    if (Array.isArray(request.body) && request.body.length > 1) {
      const charged = await guard.chargeBearer(request, request.body.length - 1);
      if (!charged) return unauthenticated(request, reply, INTEGRATION_TEXTS.tokenInvalid, true);
      if (charged.limited) {
        count(request, 'rate_limited');
        throw rateLimited(INTEGRATION_TEXTS.tokenRateLimited, charged.limited.retryAfterSeconds);
      }
    }

    // Bounded waiting (decision 047): a few open requests per credential and per account, then 429 at once.
    // A POST of only answers and notifications (the person's yes, a cancel) is answered 202 at once: never held, never refused for the held ones.
    const release = carriesNoRequest(request) ? () => undefined : holdOpen(openRequests, { credentialId: auth.credentialId, userId: auth.user.id }, limits);
    if (!release) return refuse(request, reply.header('retry-after', '10'), 429, 'too_many_open', jsonRpcError(-32000, MCP_TEXTS.tooManyOpen));
    try {
      return await serve(request, reply, auth as Authenticated, release);
    } catch (error) {
      release();
      throw error;
    }
  }

  type Authenticated = RequestAuth & { credentialId: string; scope: NonNullable<RequestAuth['scope']> };

  /**
   * Issue 52, stateless: a server and transport for this one POST (no `Mcp-Session-Id`), so any
   * instance answers any request; two-step confirmations are bound to the credential and kept in
   * the database. There is no server stream to GET and no session to DELETE (405, as the
   * specification allows; the SDK's client takes that in its stride).
   */
  async function serveStateless(request: FastifyRequest, reply: FastifyReply, auth: Authenticated, release: () => void) {
    if (request.method !== 'POST') {
      release();
      return refuse(request, reply.header('allow', 'POST'), 405, 'invalid_request', jsonRpcError(-32000, MCP_TEXTS.statelessPostOnly));
    }
    const server = build();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    await answer(request, reply, auth, { userId: auth.user.id, boundTo: auth.credentialId }, (raw, res, body) => transport.handleRequest(raw, res, body), () => {
      release();
      void server.close().catch(() => undefined);
    });
  }

  /** Whether the request is of the 2025 era (the SDK's own classification: no per-request `_meta` envelope). */
  async function isLegacy(request: FastifyRequest): Promise<boolean> {
    if (request.method !== 'POST') return true;
    return isLegacyRequest(await toWebRequest(request.raw, request.body), request.body, { maxRequestBodySize: MCP_BODY_LIMIT });
  }

  async function serve(request: FastifyRequest, reply: FastifyReply, auth: Authenticated, release: () => void) {
    if (!(await isLegacy(request))) {
      // MCP 2026-07-28 (authorization, scope challenges): a change asked with a read credential at /mcp is
      // refused 403 `insufficient_scope`, so the client can ask the person for write (step-up).
      if (!isReadOnly(request) && auth.scope === 'read' && callsWriteTool(request.body)) {
        release();
        reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="write", resource_metadata="${resourceMetadataOf(request)}"`);
        return refuse(request, reply, 403, 'forbidden', errorBody('forbidden', MCP_TEXTS.readOnlyToken));
      }
      // Stateless by the revision itself: confirmations are bound to the credential, in the database.
      return answer(request, reply, auth, { userId: auth.user.id, boundTo: auth.credentialId }, (raw, res, body) => serveModern(raw, res, body), release);
    }
    if (!sessions) return serveStateless(request, reply, auth, release);
    const sessionId = request.headers['mcp-session-id'];
    let session: McpSession | undefined;
    if (typeof sessionId === 'string') {
      session = sessions.get(sessionId, auth.credentialId);
      // Unknown, expired or opened by another credential: the client starts a new session (spec: 404).
      if (!session) {
        release();
        return refuse(request, reply, 404, 'session_not_found', jsonRpcError(-32001, MCP_TEXTS.sessionNotFound));
      }
    } else if (request.method === 'POST' && isInitializeRequest(request.body)) {
      session = await sessions.open(auth.user.id, auth.credentialId);
      if (!session) {
        release();
        return refuse(request, reply.header('retry-after', '60'), 503, 'sessions_full', jsonRpcError(-32000, MCP_TEXTS.sessionsFull));
      }
    } else {
      release();
      return refuse(request, reply, 400, 'invalid_request', jsonRpcError(-32000, MCP_TEXTS.sessionRequired));
    }

    const done = sessions.begin(session);
    // A memory session's confirmations are its own (047); the initialize request proposes none.
    const binding = { userId: auth.user.id, boundTo: typeof sessionId === 'string' ? sessionId : auth.credentialId };
    const transport = session.transport;
    await answer(request, reply, auth, binding, (raw, res, body) => transport.handleRequest(raw, res, body), () => {
      done();
      release();
    });
  }

  /** Hands the request to the SDK (either era), which writes the answer; `finished` runs once the response closes. */
  async function answer(request: FastifyRequest, reply: FastifyReply, auth: Authenticated, binding: McpCaller['binding'], sdk: (raw: FastifyRequest['raw'] & { auth: { token: string; clientId: string; scopes: string[]; extra: Record<string, unknown> } }, res: FastifyReply['raw'], body: unknown) => Promise<void>, finished: () => void) {
    // At /mcp/read every credential reads only (issue 52); elsewhere it does what its scope allows.
    const charge = async (uses: number) => {
      const charged = await guard.chargeBearer(request, uses);
      return !!charged && !charged.limited;
    };
    const caller: McpCaller = isReadOnly(request) ? { user: auth.user, scope: 'read', readOnlyEndpoint: true, charge, binding } : { user: auth.user, scope: auth.scope, charge, binding };
    const watch = watchHeld(request, reply.raw);
    reply.raw.once('close', () => {
      finished();
      watch.stop();
    });
    // The SDK writes the answer (JSON or an event stream): Fastify's onSend hooks do not run for it.
    reply.hijack();
    reply.raw.setHeader('access-control-allow-origin', '*');
    reply.raw.setHeader('access-control-expose-headers', CORS_EXPOSE_HEADERS);
    reply.raw.setHeader('x-request-id', request.id);
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.setHeader('cache-control', 'no-store');
    const raw = Object.assign(request.raw, { auth: { token: '', clientId: auth.credentialId, scopes: [auth.scope], extra: { caller } } });
    try {
      await sdk(raw, reply.raw, request.body);
      count(request, reply.raw.statusCode < 400 ? 'ok' : 'error');
    } catch (error) {
      count(request, 'error');
      request.log.error({ err: error }, 'mcp request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(jsonRpcError(-32603, SERVER_MESSAGES.internal)));
      else reply.raw.end();
    }
  }

  for (const url of [MCP_PATH, MCP_READ_PATH]) {
    for (const method of ['POST', 'GET', 'DELETE'] as const) app.route({ method, url, bodyLimit: MCP_BODY_LIMIT, exposeHeadRoute: false, schema: { hide: true }, handler: handle });
    // The browser's preflight (CORS, issue 52): any origin, the MCP headers, no credentials.
    app.options(url, { schema: { hide: true } }, async (_request, reply) =>
      withCors(reply)
        .header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
        .header('access-control-allow-headers', CORS_ALLOW_HEADERS)
        .header('access-control-max-age', '86400')
        .status(204)
        .send(),
    );
  }
}
