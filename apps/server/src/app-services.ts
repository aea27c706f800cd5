import { randomBytes } from 'node:crypto';
import type { PublicConfig } from '@stride/domain';
import { createLogMailer, createSmtpMailer } from './adapters/mailer.js';
import { measureAiProvider } from './adapters/measured-ai-provider.js';
import { createOpenAiProvider } from './adapters/ai-provider.js';
import { createStripePayments } from './adapters/payments.js';
import { createOutboundGuard } from './adapters/outbound-guard.js';
import { createClientMetadataFetch } from './adapters/client-metadata-fetch.js';
import type { AppDeps } from './app.js';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import { createTransactions } from './db/transactions.js';
import type { Logger } from './errors.js';
import { createAuthGuard } from './http/auth-guard.js';
import { createJobQueue } from './jobs/job-queue.js';
import type { AppMetrics } from './metrics.js';
import { createDataExportRepository } from './modules/account/data-export.repository.js';
import { createDataExportService } from './modules/account/data-export.service.js';
import { IMPORT_WORKER_LIMITS, createDataImportService } from './modules/account/data-import.service.js';
import { createImportWorkers } from './modules/account/import-workers.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCredentialsService } from './modules/auth/credentials.service.js';
import { createConnectionsPort } from './modules/auth/account-connections.js';
import { createOneTimeCodes } from './modules/auth/one-time-codes.js';
import { createSessionService } from './modules/auth/session.service.js';
import { createUserRecords } from './modules/auth/user-records.service.js';
import { createBillingRepository } from './modules/billing/billing.repository.js';
import { createBillingService } from './modules/billing/billing.service.js';
import { createCalendarFeedRepository } from './modules/calendar/calendar-feed.repository.js';
import { createCalendarFeedService } from './modules/calendar/calendar-feed.service.js';
import { createCoachArchive } from './modules/coach/coach-archive.service.js';
import { createCoachFunctions } from './modules/coach/functions/index.js';
import { createCoachInboxRepository } from './modules/coach/coach-inbox.repository.js';
import { createCoachInbox } from './modules/coach/coach-inbox.service.js';
import { COACH_LIMITS } from './modules/coach/coach-limits.js';
import { createCoachRepository } from './modules/coach/coach.repository.js';
import { createCoachService } from './modules/coach/coach.service.js';
import { createAreasRepository } from './modules/areas/areas.repository.js';
import { createAreasService } from './modules/areas/areas.service.js';
import { createGoalsRepository } from './modules/goals/goals.repository.js';
import { createGoalsService } from './modules/goals/goals.service.js';
import { createCompletionsCache } from './modules/habits/completions-cache.js';
import { createHabitRecordsRepository } from './modules/habits/habit-records.repository.js';
import { createHabitRecords } from './modules/habits/habit-records.service.js';
import { createOccurrenceCache } from './modules/habits/habit-view.js';
import { createHabitsRepository } from './modules/habits/habits.repository.js';
import { createHabitsService } from './modules/habits/habits.service.js';
import { createBackgroundJobs } from './modules/notifications/background-jobs.service.js';
import { createNotificationLookups, createNotificationScheduleRepository } from './modules/notifications/notification-schedule.repository.js';
import { createNotificationSettingsRepository } from './modules/notifications/notification-settings.repository.js';
import { NOTIFICATION_QUEUES, createNotificationsService } from './modules/notifications/notifications.service.js';
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe-token.js';
import { createPushChannel } from './modules/push/push-channel.js';
import { createPushSubscriptionsRepository } from './modules/push/push-subscriptions.repository.js';
import { createPushSubscriptionsService } from './modules/push/push.service.js';
import { loadVapidKeys } from './modules/push/vapid-keys.js';
import { createAppSecretsRepository } from './modules/secrets/app-secrets.repository.js';
import { createThrottleRepository } from './modules/throttle/throttle.repository.js';
import { createThrottleService } from './modules/throttle/throttle.service.js';
import { createUndoRepository } from './modules/undo/undo.repository.js';
import { createUndo } from './modules/undo/undo.service.js';
import { createUsageRepository } from './modules/usage/usage.repository.js';
import { createUsageService } from './modules/usage/usage.service.js';
import { createAccountDeletionService } from './modules/users/account-deletion.service.js';
import { createUsersService } from './modules/users/users.service.js';
import { createCuePrompts } from './modules/notifications/cue-prompts.js';
import { createCuePromptsRepository } from './modules/notifications/cue-prompts.repository.js';
import { createHabitSlotsRepository } from './modules/habits/habit-slots.repository.js';
import { composeBearerResolvers } from './modules/auth/bearer-callers.js';
import { createTokensRepository } from './modules/tokens/tokens.repository.js';
import { createTokensService } from './modules/tokens/tokens.service.js';
import { WEBHOOK_DEADLINE_MS, createWebhookClient } from './adapters/webhook-client.js';
import { createWebhooksRepository } from './modules/webhooks/webhooks.repository.js';
import { WEBHOOK_QUEUE, createWebhooksService } from './modules/webhooks/webhooks.service.js';
import { createOauthRepository } from './modules/oauth/oauth.repository.js';
import { createOauthService } from './modules/oauth/oauth.service.js';
import { createCoachSnapshots } from './modules/coach/coach-snapshot.js';
import { createModernMcpServer } from './modules/mcp/mcp-modern.js';
import { createMcpServer, type McpServerDeps } from './modules/mcp/mcp-server.js';
import { createMcpConfirmations } from './modules/mcp/mcp-confirmations.js';
import { createMcpConfirmationsRepository } from './modules/mcp/mcp-confirmations.repository.js';
import { createMcpSessions } from './modules/mcp/mcp-sessions.js';

/**
 * The composition root's second half: every adapter, repository and service, each built once its
 * dependencies exist (no forward references: notifications come before the habits and profiles
 * that tell it to re-plan). app.ts hands them to the routes and the background work.
 */
export async function createAppServices(config: Config, deps: AppDeps, { logger, metrics }: { logger: Logger; metrics: AppMetrics }) {
  const { db } = deps.database;
  const clock = deps.clock ?? systemClock;
  const mailer = deps.mailer ?? (config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createLogMailer(logger));
  const transaction = createTransactions(db, logger);
  const supportEmail = config.public.supportEmail;
  const appOrigin = config.appOrigin;

  // Outside services.
  const payments =
    deps.payments ??
    (config.stripe.secretKey ? createStripePayments({ secretKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret, apiUrl: config.stripe.apiUrl }) : undefined);
  const provider = deps.ai ?? (config.ai.apiKey ? createOpenAiProvider({ ...config.ai, apiKey: config.ai.apiKey, maxTokens: COACH_LIMITS.maxTokens }) : undefined);
  const ai = provider && measureAiProvider(provider, metrics.ai);
  const secrets = createAppSecretsRepository(db);
  const vapid = await loadVapidKeys(config.push.vapid, secrets, clock.now());
  const pushSubscriptions = createPushSubscriptionsRepository(db);
  // Every push endpoint a browser gives goes through this, when kept and at each send (issue 38).
  const pushOutbound = createOutboundGuard({ allowedHosts: config.push.serviceHosts, testLoopbackOrigins: config.outbound.testLoopbackOrigins, proxyUrl: config.push.proxyUrl });
  const push = deps.push ?? createPushChannel({ repo: pushSubscriptions, vapid, subject: config.push.subject, outbound: pushOutbound, logger });

  // Accounts.
  const cookie = { secure: config.secureCookies };
  const authRepo = createAuthRepository(db);
  const userRecords = createUserRecords({ repo: authRepo });
  const throttle = createThrottleService(createThrottleRepository(db), clock);
  const sessions = createSessionService(authRepo, clock);
  // Issue 41: personal access tokens; the auth guard asks each kind of Bearer secret's resolver.
  const tokens = createTokensService({ repo: createTokensRepository(db), clock });
  // Issue 41: assistants connected by OAuth (decision 037); their access tokens resolve after personal ones.
  // Issue 52: client metadata documents are fetched through the outbound guard, like webhooks and push.
  const fetchMetadata = createClientMetadataFetch({ testLoopbackOrigins: config.outbound.testLoopbackOrigins, ...(deps.webhooks?.lookup ? { lookup: deps.webhooks.lookup } : {}) });
  const oauth = createOauthService({ repo: createOauthRepository(db), clock, throttle, origin: appOrigin, fetchMetadata });
  // Issue 48: a reset or an email change ends them; each module ends its own rows.
  const connections = createConnectionsPort({ tokens, assistants: oauth });
  const auth = createAuthService({ repo: authRepo, sessions, throttle, mailer, clock, logger, supportEmail, appOrigin, transaction, connections });
  const codes = createOneTimeCodes({ repo: authRepo, throttle, mailer, clock, logger, supportEmail });
  const credentials = createCredentialsService({ repo: authRepo, codes, throttle, mailer, clock, logger, supportEmail, appOrigin, transaction, connections });
  const bearer = composeBearerResolvers([tokens.resolve, oauth.resolve]);

  // Reaching out: built before what tells it to re-plan.
  // Issue 41: webhook deliveries are jobs on the same queue (decision 036).
  const webhookQueue = {
    ...WEBHOOK_QUEUE,
    ...(deps.webhooks?.retryLimit === undefined ? {} : { retryLimit: deps.webhooks.retryLimit }),
    ...(deps.webhooks?.retryDelaySeconds === undefined ? {} : { retryDelaySeconds: deps.webhooks.retryDelaySeconds }),
    ...(deps.webhooks?.retryBackoff === undefined ? {} : { retryBackoff: deps.webhooks.retryBackoff }),
  };
  const queue = createJobQueue(deps.database, [...Object.values(NOTIFICATION_QUEUES), webhookQueue], logger);
  const webhookDeadlineMs = deps.webhooks?.timeoutMs || WEBHOOK_DEADLINE_MS;
  const webhooks = createWebhooksService({
    repo: createWebhooksRepository(db),
    client: createWebhookClient({ allowPrivate: config.webhooks.allowPrivate, ...(deps.webhooks?.lookup ? { lookup: deps.webhooks.lookup } : {}), timeoutMs: webhookDeadlineMs }),
    deadlineMs: webhookDeadlineMs,
    queue,
    mailer,
    clock,
    logger,
    appOrigin,
    queueDefinition: webhookQueue,
    onOutcome: (outcome) => metrics.webhookDeliveries.inc({ outcome }),
    onDisabled: () => metrics.webhooksDisabled.inc(),
  });
  const unsubscribeTokens = createUnsubscribeTokens(await secrets.getOrCreate('unsubscribe', () => randomBytes(32).toString('base64url'), clock.now()));
  const notificationSettings = createNotificationSettingsRepository(db);
  const notificationLookups = createNotificationLookups(db);
  const notifications = createNotificationsService({
    schedule: createNotificationScheduleRepository(db),
    lookups: notificationLookups,
    settings: notificationSettings,
    queue,
    push,
    mailer,
    throttle,
    unsubscribe: unsubscribeTokens,
    appOrigin,
    clock,
    logger,
    ...(deps.jobs?.batchSize ? { batchSize: deps.jobs.batchSize } : {}),
  });
  const replanHabit = (habitId: string) => notifications.planHabit(habitId);
  // Issue 40: a habit's day done prompts the habits stacked on it; a failure to queue is logged, never the check-off's.
  const cuePrompts = createCuePrompts({ repo: createCuePromptsRepository(db), schedule: createNotificationScheduleRepository(db), queue, clock, logger });
  const promptCues = async (userId: string, habitId: string, date: string) => {
    await cuePrompts.prompt(userId, habitId, date).catch((error: unknown) => logger.error({ err: error, habitId }, 'cue prompts failed'));
  };

  // What people keep.
  const goals = createGoalsService({ repo: createGoalsRepository(db), clock, events: webhooks.record });
  const habits = createHabitsService({
    repo: createHabitsRepository(db, createCompletionsCache(deps.habitCaches?.completionEntries)),
    clock,
    occurrenceCache: createOccurrenceCache(deps.habitCaches?.occurrenceBytes),
    onChanged: replanHabit,
    slots: createHabitSlotsRepository(db),
    onCompleted: promptCues,
    events: webhooks.record,
  });
  const habitRecords = createHabitRecords({ repo: createHabitRecordsRepository(db), clock, onChanged: replanHabit, events: webhooks.record });
  const areas = createAreasService({ repo: createAreasRepository(db), habits, clock });
  const undo = createUndo({ repo: createUndoRepository(db), transaction, habitRecords, habits, goals, areas, clock });
  const users = createUsersService({ repo: authRepo, clock, onTimezoneChanged: (userId) => notifications.replanUser(userId) });
  const deletion = createAccountDeletionService({ transaction, users: userRecords, throttle, queue, credentials, payments, mailer, logger, supportEmail });
  const billing = createBillingService({ repo: createBillingRepository(db), users: userRecords, transaction, payments, priceId: config.stripe.priceId, appOrigin, clock, logger });

  // The coach.
  const usage = createUsageService({ repo: createUsageRepository(db), clock });
  const inbox = createCoachInbox({ repo: createCoachInboxRepository(db), clock });
  const coachRepo = createCoachRepository(db);
  // The coach's functions: the coach's turns, `GET /api/progress` and the MCP server run the same ones.
  const coachTools = createCoachFunctions({ habits, goals, areas, undo, clock });
  const coach = createCoachService({
    repo: coachRepo,
    tools: coachTools,
    limits: { ...COACH_LIMITS, turnDeadlineMs: config.coach.turnDeadlineMs },
    habits,
    goals,
    areas,
    usage,
    clock,
    logger,
    provider: ai,
    voices: config.ai.voices,
  });

  // Issue 41: the MCP server for assistants: the coach's functions and snapshot; one server per
  // request (stateless, issue 52) or per memory session. Confirmations wait in the database.
  const mcpSnapshot = createCoachSnapshots({ habits, goals, areas, clock });
  const mcpConfirmations = createMcpConfirmations({ repo: createMcpConfirmationsRepository(db), now: () => clock.now().getTime() });
  const mcpDeps: McpServerDeps = {
    tools: coachTools,
    snapshot: mcpSnapshot,
    confirmations: mcpConfirmations,
    ...(deps.mcp?.elicitTimeoutMs ? { elicitTimeoutMs: deps.mcp.elicitTimeoutMs } : {}),
    ...(deps.mcp?.pendingPerSession ? { pendingPerSession: deps.mcp.pendingPerSession } : {}),
    onToolOutcome: (tool, outcome) => metrics.mcp.toolCalls.inc({ tool, outcome }),
  };
  // The same definition for both protocol eras (issue 52): 2025-11-25 and older, and 2026-07-28.
  const buildMcpServer = () => createMcpServer(mcpDeps, '1.0.0');
  const buildModernMcpServer = () => createModernMcpServer(mcpDeps, '1.0.0');
  const mcpSessions = (deps.mcp?.sessions ?? config.mcp.sessions) === 'memory' ? createMcpSessions({ build: buildMcpServer, now: () => clock.now().getTime() }) : undefined;

  // Your data.
  const exports = createDataExportService({ repo: createDataExportRepository(db), clock });
  const imports = createDataImportService({
    transaction,
    goals,
    areas,
    habitRecords,
    coachArchive: createCoachArchive({ repo: coachRepo }),
    notifications,
    clock,
    ...(deps.importReader ? { reader: deps.importReader(() => createImportWorkers(IMPORT_WORKER_LIMITS)) } : {}),
  });
  const feeds = createCalendarFeedService({ repo: createCalendarFeedRepository(db), clock, appOrigin });

  const jobs = createBackgroundJobs({
    queue,
    webhooks,
    notifications,
    habits,
    lookups: notificationLookups,
    settings: notificationSettings,
    inbox,
    push,
    mailer,
    provider: ai,
    appOrigin,
    clock,
    logger,
    ...(deps.jobs?.tickEveryMs ? { tickEveryMs: deps.jobs.tickEveryMs } : {}),
    ...(deps.jobs?.pollingIntervalSeconds ? { pollingIntervalSeconds: deps.jobs.pollingIntervalSeconds } : {}),
  });

  const publicConfig: PublicConfig = { appOrigin, ...config.public, voiceCalls: ai !== undefined, payments: payments !== undefined && Boolean(config.stripe.priceId), vapidPublicKey: vapid.publicKey };
  return {
    clock,
    mailer,
    cookie,
    guard: createAuthGuard(sessions, cookie, bearer),
    tokens,
    webhooks,
    oauth,
    mcpSessions,
    buildMcpServer,
    buildModernMcpServer,
    coachTools,
    sessions,
    throttle,
    auth,
    credentials,
    users,
    deletion,
    billing,
    goals,
    areas,
    habits,
    undo,
    notifications,
    unsubscribeTokens,
    pushSubscriptions: createPushSubscriptionsService({ repo: pushSubscriptions, outbound: pushOutbound, clock }),
    usage,
    inbox,
    coach,
    exports,
    imports,
    feeds,
    jobs,
    publicConfig,
  };
}

export type AppServices = Awaited<ReturnType<typeof createAppServices>>;
