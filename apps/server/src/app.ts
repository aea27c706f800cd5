import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API, INTEGRATION_SETTINGS_TEXTS, OAUTH_PATHS, PRODUCT_NAME } from '@stride/domain';
import type { Mailer } from './adapters/mailer.js';
import type { PaymentsProvider } from './adapters/payments.js';
import type { AiProvider } from './adapters/ai-provider.js';
import { openRealtimeSession, type RealtimeHandlers, type RealtimeSpeaker } from './adapters/realtime-voice.js';
import { createTurnDetector } from './adapters/voice-activity.js';
import { createAppServices } from './app-services.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { isDatabaseUnavailable } from './db/failures.js';
import { COMPRESSION, createCompressedAnswers, registerCompressedAnswers } from './http/compression.js';
import { registerConnectionDraining } from './http/connection-draining.js';
import { createKeptAnswerCache } from './http/kept-answer.js';
import { openApiSchemaRegistry } from './http/openapi-schemas.js';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { registerMetricsRoute } from './http/metrics-route.js';
import { RequestLogController, registerRequestLog } from './http/request-log.js';
import { registerRequestMetrics } from './http/request-metrics.js';
import { registerWebSocketClosing } from './http/websocket-closing.js';
import { registerRequestGuard } from './http/request-guard.js';
import { callerIfAny, registerRouteAccess } from './http/route-access.js';
import { registerStorableInput } from './http/storable-input.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { capConnections, serverLimits } from './http/server-limits.js';
import { registerWebApp } from './http/web-app.js';
import type { LogDestination } from './log-destination.js';
import { LOG_SERIALIZERS } from './log-serializers.js';
import { createMetrics } from './metrics.js';
import { accountDataRoutes } from './modules/account/account-data.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { coachInboxRoutes } from './modules/coach/coach-inbox.routes.js';
import { coachRoutes } from './modules/coach/coach.routes.js';
import { voiceRoutes } from './modules/coach/voice.routes.js';
import { areasRoutes } from './modules/areas/areas.routes.js';
import { goalsRoutes } from './modules/goals/goals.routes.js';
import { habitsRoutes } from './modules/habits/habits.routes.js';
import type { BackgroundJobs } from './modules/notifications/background-jobs.service.js';
import type { PushChannel } from './modules/notifications/channels.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { undoRoutes } from './modules/undo/undo.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { tokensRoutes } from './modules/tokens/tokens.routes.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import type { LookupAll } from './adapters/outbound-guard.js';
import { progressRoutes } from './modules/coach/progress.routes.js';
import { OAUTH_POSTED_PATHS, oauthRoutes } from './modules/oauth/oauth.routes.js';
import { oauthGrantsRoutes } from './modules/oauth/oauth-grants.routes.js';
import type { McpLimits } from './modules/mcp/mcp-limits.js';
import type { ImportReader } from './modules/account/import-workers.js';
import { MCP_PATH, MCP_READ_PATH, mcpRoutes } from './modules/mcp/mcp.routes.js';

export interface AppDeps {
  database: Database;
  /** Defaults to SMTP when configured, else the log mailer. */
  mailer?: Mailer;
  clock?: Clock;
  /** Sizes of the habit list's in-process caches (0 turns one off); defaults suit a server. */
  habitCaches?: { occurrenceBytes?: number; completionEntries?: number; answerBytes?: number };
  /** Budget of compressed answers kept per user and ETag (http/compression.ts); 0 compresses every answer anew. */
  compressedAnswerBytes?: number;
  /** Defaults to Stripe when STRIPE_SECRET_KEY is set; none turns checkout and the portal off. */
  payments?: PaymentsProvider;
  /** Defaults to the OpenAI-compatible provider when OPENAI_API_KEY is set; none means the offline coach. */
  ai?: AiProvider;
  /** Where the log goes (main.ts: stdout without ever blocking); pino's default stdout when absent. */
  logDestination?: LogDestination;
  /** Defaults to web push through the `web-push` library; the reminders benchmark records what reaches it instead. */
  push?: PushChannel;
  /** Background jobs' timings (tests and the benchmark tick faster than a server). */
  jobs?: { tickEveryMs?: number; pollingIntervalSeconds?: number; batchSize?: number };
  /** Issue 41: webhook deliveries' retry policy and name resolution (tests retry sooner and answer names themselves). */
  webhooks?: { retryLimit?: number; retryDelaySeconds?: number; /** Backoff between attempts (default true; QueueDefinition.retryBackoff). */ retryBackoff?: boolean; lookup?: LookupAll; /** The whole delivery's deadline (tests make it short). */ timeoutMs?: number };
  /** Issue 48: what one assistant may hold open at /mcp, and for how long (tests wait seconds, not a minute). */
  mcp?: Partial<McpLimits> & { sessions?: 'stateless' | 'memory' };
  /**
   * Issue 38: how import files are read; worker threads (IMPORT_WORKER_LIMITS) by default. A test
   * wraps the real reader to hold an import under way while it sends the next one.
   */
  importReader?: (real: () => ImportReader) => ImportReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's background work (issue 21); main.ts starts it when JOBS is on, tests when they need it. */
    jobs: BackgroundJobs;
  }
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Largest voice message: a JSON line, or a second of microphone PCM (20 ms frames are 640 bytes). */
const VOICE_MAX_MESSAGE_BYTES = 64 * 1024;
/** On shutdown, how long a voice call's client has to answer the server's close before it is cut. */
const WEBSOCKET_CLOSE_GRACE_MS = 2000;

/** Builds the whole app (API and web) on the given database. Never listens: main.ts and tests do. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Never the user's text: no query string, no failed query's parameters (log-serializers.ts).
      serializers: LOG_SERIALIZERS,
      ...(deps.logDestination ? { stream: deps.logDestination } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // One line per request instead of Fastify's two (http/request-log.ts).
    logController: new RequestLogController(),
    // Request, header, idle and keep-alive timeouts (http/server-limits.ts).
    ...serverLimits(config.http),
    frameworkErrors: answerFrameworkError,
  });
  capConnections(app, config.http);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const metrics = createMetrics({ poolStats: deps.database.poolStats, droppedLogLines: deps.logDestination?.dropped });
  registerRequestMetrics(app, metrics);
  registerRequestLog(app);
  registerConnectionDraining(app);
  registerErrorHandler(app, { isUnavailable: isDatabaseUnavailable, onUnavailable: () => metrics.databaseUnavailable.inc() });

  registerSecurityHeaders(app, { appOrigin: config.appOrigin });

  const openApiSchemas = openApiSchemaRegistry();
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description: 'The JSON API of the web and mobile apps (session cookie), and of scripts and assistants: the routes that list `bearer` take a personal access token (`Authorization: Bearer stride_pat_...`, made in Settings) or an assistant\'s OAuth token. `me` stands for your user id in paths.',
      },
      servers: [{ url: config.appOrigin }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: config.secureCookies ? '__Host-stride_session' : 'stride_session' },
          bearer: { type: 'http', scheme: 'bearer', description: 'A personal access token (read or write) or an OAuth access token (issue 41)' },
          // Issue 52: how an assistant gets its token (decision 037), for clients that run the flow themselves.
          oauth2: {
            type: 'oauth2',
            description: 'The authorization-code flow with PKCE (S256) that assistants use; clients register at /oauth/register.',
            flows: {
              authorizationCode: {
                authorizationUrl: `${config.appOrigin}${OAUTH_PATHS.authorize}`,
                tokenUrl: `${config.appOrigin}${OAUTH_PATHS.token}`,
                refreshUrl: `${config.appOrigin}${OAUTH_PATHS.token}`,
                scopes: { read: INTEGRATION_SETTINGS_TEXTS.scopeHelp.read, write: INTEGRATION_SETTINGS_TEXTS.scopeHelp.write },
              },
            },
          },
        },
      },
    },
    // Issue 52: named component schemas for every body and answer (http/openapi-schemas.ts).
    transform: createJsonSchemaTransform({ schemaRegistry: openApiSchemas }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas }),
  });
  await app.register(fastifyCookie);
  // The wire (issue 18): answers above 1 KiB compressed (http/compression.ts; the built web app's
  // files are precompressed and skipped), and an ETag on every answer so a list that did not
  // change comes back as a 304 with no body. Request bodies are never inflated (issue 38: a 1 MB
  // gzip body became 1 GB before the size limit stopped reading it): a Content-Encoding is a 415.
  await app.register(fastifyCompress, { ...COMPRESSION, requestEncodings: ['identity'] });
  await app.register(fastifyEtag, { weak: true });
  // …and a signed-in user's ETag'd answers compressed once per ETag, then sent from the kept bytes.
  registerCompressedAnswers(app, { answers: createCompressedAnswers(deps.compressedAnswerBytes), ownerOf: (request) => callerIfAny(request)?.user.id });
  registerWebSocketClosing(app, { graceMs: WEBSOCKET_CLOSE_GRACE_MS });
  await app.register(fastifyWebsocket, { options: { maxPayload: VOICE_MAX_MESSAGE_BYTES } });

  const services = await createAppServices(config, deps, { logger: app.log, metrics });
  const { guard, cookie, sessions, throttle, auth, credentials, deletion, coach, usage, undo, jobs, mailer, publicConfig } = services;

  // Stripe signs its webhook instead of sending Client-Type: the one route exempt from that rule.
  // The unsubscribe link is posted by mail providers (RFC 8058) and by its own page's form.
  // Issue 41: OAuth clients post forms and JSON to /oauth/* with no session to protect (decision 037);
  // /mcp reads only a Bearer token, never the cookie, and checks Origin itself (modules/mcp/mcp.routes.ts).
  registerRequestGuard(app, {
    allowedOrigins: config.allowedOrigins,
    appOrigin: config.appOrigin,
    exemptPaths: [API.billing.webhook.path, API.notifications.unsubscribe.path, ...OAUTH_POSTED_PATHS, MCP_PATH, MCP_READ_PATH],
  });
  // Secure by default: every API route registered from here on requires a verified user unless
  // its contract entry says otherwise (http/route-access.ts).
  registerRouteAccess(app, guard);
  registerStorableInput(app);
  await app.register(systemRoutes, { ping: deps.database.ping, publicConfig });
  await app.register(authRoutes, { auth, sessions, guard, cookie });
  await app.register(usersRoutes, { users: services.users, credentials, deletion, cookie });
  await app.register(accountDataRoutes, { exports: services.exports, imports: services.imports });
  await app.register(calendarRoutes, { feeds: services.feeds });
  await app.register(goalsRoutes, { goals: services.goals });
  await app.register(areasRoutes, { areas: services.areas });
  await app.register(habitsRoutes, { habits: services.habits, answers: createKeptAnswerCache(deps.habitCaches?.answerBytes) });
  await app.register(pushRoutes, { push: services.pushSubscriptions });
  await app.register(notificationsRoutes, { notifications: services.notifications, tokens: services.unsubscribeTokens });
  await app.register(billingRoutes, { billing: services.billing });
  await app.register(coachRoutes, { coach });
  await app.register(undoRoutes, { undo });
  await app.register(tokensRoutes, { tokens: services.tokens });
  await app.register(webhooksRoutes, { webhooks: services.webhooks });
  await app.register(progressRoutes, { tools: services.coachTools });
  await app.register(oauthGrantsRoutes, { oauth: services.oauth });
  await app.register(oauthRoutes, { oauth: services.oauth, origin: config.appOrigin, metrics });
  await app.register(coachInboxRoutes, { inbox: services.inbox });
  await app.register(mcpRoutes, { guard, build: services.buildMcpServer, buildModern: services.buildModernMcpServer, ...(services.mcpSessions ? { sessions: services.mcpSessions } : {}), metrics, appOrigin: config.appOrigin, allowedOrigins: config.allowedOrigins, ...(deps.mcp ? { limits: deps.mcp } : {}) });
  await app.register(voiceRoutes, {
    coach,
    usage,
    detectTurns: createTurnDetector,
    turnSettings: config.voice.turns,
    openRealtime:
      config.voice.mode === 'realtime' && config.ai.apiKey
        ? (handlers: RealtimeHandlers, speaker: RealtimeSpeaker) =>
            openRealtimeSession(
              { apiKey: config.ai.apiKey!, baseUrl: config.voice.realtime.baseUrl, model: config.voice.realtime.model, voice: speaker.voice ?? config.ai.voice, language: speaker.language, transcribeModel: config.ai.transcribeModel },
              handlers,
            )
        : undefined,
    noAudioTimeoutMs: config.voice.noAudioTimeoutMs,
    throttle,
    logger: app.log,
    appOrigin: config.appOrigin,
    allowedOrigins: config.allowedOrigins,
  });
  // For a scraper: outside /api (no session, no Client-Type). A route of its own, so the web app's
  // fallback (index.html for any other GET) never answers for it, token or not.
  registerMetricsRoute(app, { metrics, token: config.metrics.token });
  await registerWebApp(app, config.webDistDir, publicConfig);

  const housekeeping = setInterval(() => {
    Promise.all([sessions.purgeExpired(), throttle.purge(), undo.purgeExpired()]).catch((err) => app.log.error({ err }, 'housekeeping failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    await jobs.stop();
    await auth.drain();
    await credentials.drain();
    await deletion.drain();
    await mailer.close();
  });
  return app;
}
