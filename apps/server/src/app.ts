import { randomBytes, randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API, PRODUCT_NAME, urlOf, type PublicConfig } from '@stride/domain';
import { createLogMailer, createSmtpMailer, type Mailer } from './adapters/mailer.js';
import { createStripePayments, type PaymentsProvider } from './adapters/payments.js';
import { createOpenAiProvider, type AiProvider } from './adapters/ai-provider.js';
import { measureAiProvider } from './adapters/measured-ai-provider.js';
import { createTurnDetector } from './adapters/voice-activity.js';
import { createCoachFunctions } from './modules/coach/coach-functions.js';
import { createUndoRepository } from './modules/undo/undo.repository.js';
import { createUndo } from './modules/undo/undo.service.js';
import { createHabitRecordsRepository } from './modules/habits/habit-records.repository.js';
import { createHabitRecords } from './modules/habits/habit-records.service.js';
import { createTransactions } from './db/transactions.js';
import { COACH_LIMITS } from './modules/coach/coach-limits.js';
import { createCoachRepository } from './modules/coach/coach.repository.js';
import { coachRoutes } from './modules/coach/coach.routes.js';
import { voiceRoutes } from './modules/coach/voice.routes.js';
import { createCoachService } from './modules/coach/coach.service.js';
import { createUsageRepository } from './modules/usage/usage.repository.js';
import { createUsageService } from './modules/usage/usage.service.js';
import { createBillingRepository } from './modules/billing/billing.repository.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { createBillingService } from './modules/billing/billing.service.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { isDatabaseUnavailable } from './db/failures.js';
import { createAuthGuard } from './http/auth-guard.js';
import { COMPRESSION } from './http/compression.js';
import { registerConnectionDraining } from './http/connection-draining.js';
import { createKeptAnswerCache } from './http/kept-answer.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerMetricsRoute } from './http/metrics-route.js';
import { RequestLogController, registerRequestLog } from './http/request-log.js';
import { registerRequestMetrics } from './http/request-metrics.js';
import { registerWebSocketClosing } from './http/websocket-closing.js';
import type { LogDestination } from './log-destination.js';
import { createMetrics } from './metrics.js';
import { registerRequestGuard } from './http/request-guard.js';
import { registerRouteAccess } from './http/route-access.js';
import { registerStorableInput } from './http/storable-input.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createGoalsRepository } from './modules/goals/goals.repository.js';
import { goalsRoutes } from './modules/goals/goals.routes.js';
import { createGoalsService } from './modules/goals/goals.service.js';
import { createCompletionsCache } from './modules/habits/completions-cache.js';
import { createOccurrenceCache } from './modules/habits/habit-view.js';
import { createHabitsRepository } from './modules/habits/habits.repository.js';
import { habitsRoutes } from './modules/habits/habits.routes.js';
import { createHabitsService } from './modules/habits/habits.service.js';
import { createSessionService } from './modules/auth/session.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createThrottleRepository } from './modules/throttle/throttle.repository.js';
import { createThrottleService } from './modules/throttle/throttle.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { createAppSecretsRepository } from './modules/secrets/app-secrets.repository.js';
import { loadVapidKeys } from './modules/push/vapid-keys.js';
import { createPushSubscriptionsRepository } from './modules/push/push-subscriptions.repository.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { createPushChannel } from './modules/push/push-channel.js';
import type { PushChannel } from './modules/notifications/channels.js';
import { JOB_SCHEMA, createJobQueue } from './jobs/job-queue.js';
import { createBackgroundJobs, type BackgroundJobs } from './jobs/background-jobs.js';
import { createCoachInboxRepository } from './modules/coach/coach-inbox.repository.js';
import { coachInboxRoutes } from './modules/coach/coach-inbox.routes.js';
import { createCoachInbox } from './modules/coach/coach-inbox.service.js';
import { createNotificationLookups, createNotificationScheduleRepository } from './modules/notifications/notification-schedule.repository.js';
import { createNotificationSettingsRepository } from './modules/notifications/notification-settings.repository.js';
import { NOTIFICATION_QUEUES, createNotificationsService } from './modules/notifications/notifications.service.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe-token.js';
import { createPushSubscriptionsService } from './modules/push/push.service.js';
import { createOneTimeCodes } from './modules/auth/one-time-codes.js';
import { createCredentialsService } from './modules/auth/credentials.service.js';
import { createAccountDeletionRepository } from './modules/users/account-deletion.repository.js';
import { createAccountDeletionService } from './modules/users/account-deletion.service.js';
import { createCalendarFeedRepository } from './modules/calendar/calendar-feed.repository.js';
import { createCalendarFeedService } from './modules/calendar/calendar-feed.service.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { createDataExportRepository } from './modules/account/data-export.repository.js';
import { createDataExportService } from './modules/account/data-export.service.js';
import { createCoachArchive } from './modules/coach/coach-archive.service.js';
import { createDataImportService } from './modules/account/data-import.service.js';
import { accountDataRoutes } from './modules/account/account-data.routes.js';

export interface AppDeps {
  database: Database;
  /** Defaults to SMTP when configured, else the log mailer. */
  mailer?: Mailer;
  clock?: Clock;
  /** Sizes of the habit list's in-process caches (0 turns one off); defaults suit a server. */
  habitCaches?: { occurrenceBytes?: number; completionEntries?: number; answerBytes?: number };
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const metrics = createMetrics({ poolStats: deps.database.poolStats, droppedLogLines: deps.logDestination?.dropped });
  registerRequestMetrics(app, metrics);
  registerRequestLog(app);
  registerConnectionDraining(app);
  registerErrorHandler(app, { isUnavailable: isDatabaseUnavailable, onUnavailable: () => metrics.databaseUnavailable.inc() });

  registerSecurityHeaders(app, { appOrigin: config.appOrigin });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: 'Cookie-authenticated JSON API of the web and mobile apps.' },
      servers: [{ url: config.appOrigin }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: config.secureCookies ? '__Host-stride_session' : 'stride_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifyCookie);
  // The wire (issue 18): answers above 1 KiB compressed (http/compression.ts; the built web app's
  // files are precompressed and skipped), and an ETag on every answer so a list that did not
  // change comes back as a 304 with no body.
  await app.register(fastifyCompress, COMPRESSION);
  await app.register(fastifyEtag, { weak: true });
  registerWebSocketClosing(app, { graceMs: WEBSOCKET_CLOSE_GRACE_MS });
  await app.register(fastifyWebsocket, { options: { maxPayload: VOICE_MAX_MESSAGE_BYTES } });

  const clock = deps.clock ?? systemClock;
  const mailer = deps.mailer ?? (config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createLogMailer(app.log));
  const cookie = { secure: config.secureCookies };
  const authRepo = createAuthRepository(deps.database.db);
  const throttle = createThrottleService(createThrottleRepository(deps.database.db), clock);
  const sessions = createSessionService(authRepo, clock);
  const guard = createAuthGuard(sessions, cookie);
  const auth = createAuthService({
    repo: authRepo,
    sessions,
    throttle,
    mailer,
    clock,
    logger: app.log,
    supportEmail: config.public.supportEmail,
    appOrigin: config.appOrigin,
  });
  const credentials = createCredentialsService({
    repo: authRepo,
    codes: createOneTimeCodes({ repo: authRepo, throttle, mailer, clock, logger: app.log, supportEmail: config.public.supportEmail }),
    throttle,
    mailer,
    clock,
    logger: app.log,
    supportEmail: config.public.supportEmail,
    appOrigin: config.appOrigin,
  });
  const goals = createGoalsService({ repo: createGoalsRepository(deps.database.db), clock });
  // Habits and profiles tell the notifications when reminders must be re-planned; built below.
  let replanHabit = async (_habitId: string) => {};
  let replanUser = async (_userId: string) => {};
  const habits = createHabitsService({
    repo: createHabitsRepository(deps.database.db, createCompletionsCache(deps.habitCaches?.completionEntries)),
    clock,
    occurrenceCache: createOccurrenceCache(deps.habitCaches?.occurrenceBytes),
    onChanged: (habitId) => replanHabit(habitId),
  });

  const payments =
    deps.payments ??
    (config.stripe.secretKey ? createStripePayments({ secretKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret, apiUrl: config.stripe.apiUrl }) : undefined);
  const billing = createBillingService({
    repo: createBillingRepository(deps.database.db),
    payments,
    priceId: config.stripe.priceId,
    appOrigin: config.appOrigin,
    clock,
    logger: app.log,
  });

  const deletion = createAccountDeletionService({
    repo: createAccountDeletionRepository(deps.database.db, { jobSchema: JOB_SCHEMA }),
    credentials,
    payments,
    mailer,
    logger: app.log,
    supportEmail: config.public.supportEmail,
  });

  const provider = deps.ai ?? (config.ai.apiKey ? createOpenAiProvider({ ...config.ai, apiKey: config.ai.apiKey, maxTokens: COACH_LIMITS.maxTokens }) : undefined);
  const ai = provider && measureAiProvider(provider, metrics.ai);
  const secrets = createAppSecretsRepository(deps.database.db);
  const vapid = await loadVapidKeys(config.push.vapid, secrets, clock.now());
  const pushSubscriptions = createPushSubscriptionsRepository(deps.database.db);
  const push = deps.push ?? createPushChannel({ repo: pushSubscriptions, vapid, subject: config.push.subject, proxyUrl: config.push.proxyUrl, logger: app.log });
  const unsubscribeTokens = createUnsubscribeTokens(await secrets.getOrCreate('unsubscribe', () => randomBytes(32).toString('base64url'), clock.now()));
  const notificationSettings = createNotificationSettingsRepository(deps.database.db);
  const notificationLookups = createNotificationLookups(deps.database.db);
  const queue = createJobQueue(deps.database, Object.values(NOTIFICATION_QUEUES), app.log);
  const notifications = createNotificationsService({
    schedule: createNotificationScheduleRepository(deps.database.db),
    lookups: notificationLookups,
    settings: notificationSettings,
    queue,
    push,
    mailer,
    unsubscribe: unsubscribeTokens,
    appOrigin: config.appOrigin,
    clock,
    logger: app.log,
    ...(deps.jobs?.batchSize ? { batchSize: deps.jobs.batchSize } : {}),
  });
  replanHabit = (habitId) => notifications.planHabit(habitId);
  replanUser = (userId) => notifications.replanUser(userId);
  const inbox = createCoachInbox({ repo: createCoachInboxRepository(deps.database.db), clock });
  const publicConfig: PublicConfig = { appOrigin: config.appOrigin, ...config.public, voiceCalls: ai !== undefined, vapidPublicKey: vapid.publicKey };
  const usage = createUsageService({ repo: createUsageRepository(deps.database.db), clock });
  const transaction = createTransactions(deps.database.db, app.log);
  const habitRecords = createHabitRecords({ repo: createHabitRecordsRepository(deps.database.db), clock, onChanged: (habitId) => replanHabit(habitId) });
  const coachRepo = createCoachRepository(deps.database.db);
  const undo = createUndo({ repo: createUndoRepository(deps.database.db), transaction, habitRecords, habits, goals, clock });
  const coach = createCoachService({
    repo: coachRepo,
    tools: createCoachFunctions({ habits, goals, undo, clock }),
    undo,
    limits: { ...COACH_LIMITS, turnDeadlineMs: config.coach.turnDeadlineMs },
    habits,
    goals,
    usage,
    clock,
    logger: app.log,
    provider: ai,
  });

  // Stripe signs its webhook instead of sending Client-Type: the one route exempt from that rule.
  // The unsubscribe link is posted by mail providers (RFC 8058) and by its own page's form.
  registerRequestGuard(app, { appOrigin: config.appOrigin, exemptPaths: [API.billing.webhook.path, API.notifications.unsubscribe.path] });
  // Secure by default: every API route registered from here on requires a verified user unless
  // http/route-access.ts lists it.
  registerRouteAccess(app, guard);
  registerStorableInput(app);
  await app.register(systemRoutes, { ping: deps.database.ping, publicConfig });
  await app.register(authRoutes, { auth, sessions, guard, cookie });
  await app.register(usersRoutes, {
    users: createUsersService({ repo: authRepo, clock, onTimezoneChanged: (userId) => replanUser(userId) }),
    credentials,
    deletion,
    cookie,
  });
  await app.register(accountDataRoutes, {
    exports: createDataExportService({ repo: createDataExportRepository(deps.database.db), clock }),
    imports: createDataImportService({ transaction, goals, habitRecords, coachArchive: createCoachArchive({ repo: coachRepo }), notifications, clock }),
  });
  await app.register(calendarRoutes, {
    feeds: createCalendarFeedService({ repo: createCalendarFeedRepository(deps.database.db), clock, appOrigin: config.appOrigin }),
  });
  await app.register(goalsRoutes, { goals });
  await app.register(habitsRoutes, { habits, answers: createKeptAnswerCache(deps.habitCaches?.answerBytes) });
  await app.register(pushRoutes, { push: createPushSubscriptionsService({ repo: pushSubscriptions, clock }) });
  await app.register(notificationsRoutes, { notifications, tokens: unsubscribeTokens });
  await app.register(billingRoutes, { billing });
  await app.register(coachRoutes, { coach });
  await app.register(coachInboxRoutes, { inbox });
  await app.register(voiceRoutes, {
    coach,
    usage,
    detectTurns: createTurnDetector,
    endOfTurnMs: config.voice.endOfTurnMs,
    logger: app.log,
    appOrigin: config.appOrigin,
  });
  // For a scraper: outside /api (no session, no Client-Type). A route of its own, so the web app's
  // fallback (index.html for any other GET) never answers for it, token or not.
  registerMetricsRoute(app, { metrics, token: config.metrics.token });
  await registerWebApp(app, config.webDistDir, publicConfig);

  const housekeeping = setInterval(() => {
    Promise.all([sessions.purgeExpired(), throttle.purge(), undo.purgeExpired()]).catch((err) => app.log.error({ err }, 'housekeeping failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  const jobs = createBackgroundJobs({
    queue,
    notifications,
    habits,
    lookups: notificationLookups,
    settings: notificationSettings,
    inbox,
    push,
    mailer,
    provider: ai,
    appOrigin: config.appOrigin,
    unsubscribeUrl: (userId) => `${config.appOrigin}${urlOf(API.notifications.unsubscribe, { query: { token: unsubscribeTokens.make(userId, 'reminders') } })}`,
    clock,
    logger: app.log,
    ...(deps.jobs?.tickEveryMs ? { tickEveryMs: deps.jobs.tickEveryMs } : {}),
    ...(deps.jobs?.pollingIntervalSeconds ? { pollingIntervalSeconds: deps.jobs.pollingIntervalSeconds } : {}),
  });
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
