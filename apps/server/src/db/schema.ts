import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HabitSchedule, NotificationSettings, Pause, Reminder } from '@stride/domain';
import { habitFieldColumns } from './habit-field-columns.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    subscriptionStatus: text('subscription_status'),
    subscriptionEndDate: timestamptz('subscription_end_date'),
    /** When the Stripe event that set the subscription fields was created: an older one never overwrites them. */
    subscriptionEventAt: timestamptz('subscription_event_at'),
    timezone: text('timezone').notNull().default('UTC'),
    /** Issue 54: language and region as one BCP 47 tag ('en-GB'); null until chosen (the browser's then). */
    locale: text('locale'),
    /**
     * Issue 48: when a password reset, an email change or a password change ended every access
     * token and assistant grant, and which of them did (`CONNECTIONS_ENDED_REASONS`): Settings says so.
     */
    connectionsEndedAt: timestamptz('connections_ended_at'),
    connectionsEndedBy: text('connections_ended_by'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_stripe_customer_id_key').on(t.stripeCustomerId)],
);

/** Stripe events already applied, by id: a redelivered or concurrent duplicate is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull(),
});

/**
 * Coach usage per user, metric and period ('2026-11-22' for a local day, '2026-11' for a local
 * month). One row per period, raised by a conditional upsert, so concurrent requests can never
 * pass a limit together.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    period: text('period').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.metric, t.period] })],
);

/** A login session. Only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One live code per user and purpose; sending a new one replaces the old. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Issue 23: for 'change_email', the address the code was sent to and becomes the account's once used. */
    newEmail: text('new_email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('one_time_codes_user_purpose_key').on(t.userId, t.purpose)],
);

/** Issued when a reset code is verified; accepted once, by reset-password only. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Throttling events (login failures per IP and per account, code emails per address), kept in the
 * database so that limits hold across restarts and across several server processes.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('throttle_events_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

/** The user's one personal vision (unique per user). */
export const visions = pgTable(
  'visions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('visions_user_id_key').on(t.userId)],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Insertion order: lists keep the order the user added goals even when two share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('goals_user_id_seq_idx').on(t.userId, t.seq)],
);

/**
 * Issue 40: an area of life ("Morning", "Health") that groups a user's habits; each habit is in at
 * most one. Deleting an area keeps its habits, unassigned (habits.area_id ON DELETE SET NULL).
 */
export const areas = pgTable(
  'areas',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('areas_user_id_idx').on(t.userId, t.seq)],
);

/**
 * A habit and its whole schedule (segments, single-occurrence changes and one-offs, validated by
 * the domain's `habitScheduleSchema`). A habit may belong to one of its user's goals; deleting the
 * goal unlinks it (ON DELETE SET NULL) rather than deleting it.
 */
export const habits = pgTable(
  'habits',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    /** Issue 40: the area the habit is in; deleting the area leaves the habit unassigned. */
    areaId: uuid('area_id').references(() => areas.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    schedule: jsonb('schedule').$type<HabitSchedule>().notNull(),
    /** When and how the habit reminds (issue 21), validated by the domain's `remindersSchema`. */
    reminders: jsonb('reminders').$type<Reminder[]>().notNull().default([]),
    /** Raised with every change to the habit's completions or days, in the same transaction: readers cache them by it. */
    completionsRev: integer('completions_rev').notNull().default(0),
    /** Issue 22: holidays, merged and ascending; their occurrences are neither reminded nor counted. */
    pauses: jsonb('pauses').$type<Pause[]>().notNull().default([]),
    /** Issue 22: when the habit was archived (hidden, history kept, no reminders); null while in use. */
    archivedAt: timestamptz('archived_at'),
    /**
     * The attributes of the list (packages/domain habit-fields.ts, decision 043), a jsonb column
     * each, null for none: target and frequency (issue 22), times_of_day and cue (issue 40), color.
     */
    ...habitFieldColumns(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('habits_user_id_idx').on(t.userId, t.seq), index('habits_goal_id_idx').on(t.goalId), index('habits_area_id_idx').on(t.areaId)],
);

/** One row per completed date: completing twice, or twice at once, leaves one row (primary key). */
export const habitCompletions = pgTable(
  'habit_completions',
  {
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.habitId, t.date] })],
);

/**
 * Issue 22: what a day of a habit holds besides done or not: the amount logged (entries add up;
 * the date is in habit_completions once it reaches the target), a note, or a skip. A row with
 * none of them left is deleted.
 */
export const habitDays = pgTable(
  'habit_days',
  {
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    amount: doublePrecision('amount'),
    note: text('note'),
    skipped: boolean('skipped').notNull().default(false),
    /** Issue 40: the times of a several-times-a-day habit checked off that day (`HH:MM`); the date is in habit_completions once every time is. */
    doneTimes: jsonb('done_times').$type<string[]>(),
  },
  (t) => [primaryKey({ columns: [t.habitId, t.date] })],
);

/**
 * A coach conversation: the messages the model sees on the next turn (user and assistant text
 * only; function calls are applied and summarised in the assistant's reply).
 */
/**
 * What a coach session keeps: the conversation, and the functions the coach called with their
 * results, so a next turn ("actually make it 8am") knows what the last one did.
 */
export type SessionMessage =
  /**
   * `shown` (the person's only): the words of the button they tapped, shown in place of the request
   * it sent; `suggestions` and `suggestionLabels` (the coach's only): what its reply offered to tap,
   * for the chat read back (issue 54).
   */
  | { role: 'user' | 'assistant'; content: string; shown?: string; suggestions?: string[]; suggestionLabels?: string[] }
  | { role: 'assistant'; content: string | null; toolCalls: { id: string; name: string; arguments: string }[] }
  | { role: 'tool'; toolCallId: string; content: string };

export const coachSessions = pgTable(
  'coach_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messages: jsonb('messages').$type<SessionMessage[]>().notNull(),
    /** 'review': a weekly review the coach wrote on its own (issue 21); 'chat': a conversation. */
    kind: text('kind', { enum: ['chat', 'review'] }).notNull().default('chat'),
    /** A message the coach sent unasked that the person has not opened yet (the AI Coach link's badge). */
    unread: boolean('unread').notNull().default(false),
    /** Issue 37: the conversation's name in the list (its first message, shortened); null until one is said. */
    title: text('title'),
    /** Issue 37: what waits for the person's yes (a delete, several records at once); null when nothing does. */
    pending: jsonb('pending').$type<PendingProposal>(),
    /** Issue 37: what the built-in coach keeps between two messages (a question waiting for its answer). */
    memory: jsonb('memory').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('coach_sessions_user_id_idx').on(t.userId, t.updatedAt)],
);

/** A proposal waiting in a conversation: its words and the calls a yes makes. */
export interface PendingProposal {
  id: string;
  text: string;
  calls: { name: string; args: Record<string, unknown> }[];
}

/** A coach reply a user reported as unhelpful, with the conversation that led to it, for review. */
export const coachReports = pgTable('coach_reports', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: uuid('session_id').references(() => coachSessions.id, { onDelete: 'set null' }),
  reportedMessage: jsonb('reported_message').$type<{ role: 'user' | 'assistant'; content: string }>().notNull(),
  chatHistory: jsonb('chat_history').$type<{ role: 'user' | 'assistant'; content: string }[]>().notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/** A habit's day beyond done or not, as a record keeps it (issue 22). */
export type HabitDayRecord = { date: string; amount: number | null; note: string | null; skipped: boolean; doneTimes?: string[] | null };
/**
 * A habit whole (issue 36): the row (with its reminders, pauses, target, frequency and goal link),
 * its completions, and its days (amounts, notes, skips). Records kept before issue 36 have no `days`.
 */
export type HabitRecord = { row: JsonRow<HabitRow>; completions: { date: string; createdAt: string }[]; days?: HabitDayRecord[] };
/**
 * Occurrences a delete took from a habit (issue 39): its schedule before and after, and the
 * completions and days of the dates it no longer has.
 */
export type OccurrenceRecord = { habitId: string; before: HabitSchedule; after: HabitSchedule; completions: { date: string; createdAt: string }[]; days: HabitDayRecord[] };

/**
 * Issue 50: a habit's history cleared (the coach's clearHistory): the completions and days up to
 * `through` (the owner's today then) that went; the habit stays.
 */
export type HistoryRecord = { habitId: string; through: string; completions: { date: string; createdAt: string }[]; days: HabitDayRecord[] };

/** A record a delete removed, as it was, so the user can undo it for COACH_UNDO_DAYS (issues 19, 36 and 39). */
export type UndoRecord =
  | ({ kind: 'habit' } & HabitRecord)
  | ({ kind: 'occurrence' } & OccurrenceRecord)
  | ({ kind: 'history' } & HistoryRecord)
  | { kind: 'goal'; row: JsonRow<GoalRow>; habitIds: string[] }
  | { kind: 'area'; row: JsonRow<AreaRow>; habitIds: string[] }
  | { kind: 'vision'; row: JsonRow<VisionRow> };
/** A row as JSON keeps it: its dates as ISO text. */
export type JsonRow<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K] };

/** What deletes removed, kept to undo them (the table keeps the name it had when only the coach's deletes were kept). */
export const undoRecords = pgTable(
  'coach_deletions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deleted: jsonb('deleted').$type<UndoRecord>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('coach_deletions_expires_at_idx').on(t.expiresAt)],
);

/** What a person chose about being reached (issue 21); a user without a row has the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** A browser's push subscription (issue 21); the push service's 404 or 410 removes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/**
 * When each reminder, nudge and review fires next (issue 21): one row per habit reminder
 * ('reminder'), and per user for the evening nudge ('nudge') and the weekly review ('review').
 * The tick reads only rows that are due, through the index on `next_fire_at`, so reminders that
 * are not due cost it nothing; a row is claimed with FOR UPDATE SKIP LOCKED and moved on to its
 * next time in the same transaction, so two app instances never fire it twice.
 */
export const notificationSchedule = pgTable(
  'notification_schedule',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reminder', 'nudge', 'review'] }).notNull(),
    habitId: uuid('habit_id').references(() => habits.id, { onDelete: 'cascade' }),
    minutesBefore: integer('minutes_before'),
    channel: text('channel', { enum: ['push', 'email'] }),
    /** Null: nothing to fire (no occurrence ahead, or the nudge or review is off). */
    nextFireAt: timestamptz('next_fire_at'),
    /** The occurrence (reminder) or local day (nudge, review) the next firing is for. */
    forDate: date('for_date', { mode: 'string' }),
  },
  (t) => [index('notification_schedule_due_idx').on(t.nextFireAt), index('notification_schedule_habit_idx').on(t.habitId), index('notification_schedule_user_idx').on(t.userId)],
);

/**
 * Every notification handed on, by a key naming what it is for ('reminder:<habit>:<date>:push'):
 * the primary key makes each at most once, whatever retries or instances do.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('notification_deliveries_created_at_idx').on(t.createdAt)],
);

/**
 * Issue 23: a user's private calendar feed (`GET /api/calendar/{token}.ics`). The token is the
 * URL's secret (256 random bits), kept as it is so the dashboard can show the address again;
 * regenerating replaces it, turning the feed off deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);

/**
 * Issue 41: a personal access token (`Authorization: Bearer stride_pat_...`). Only its SHA-256 is
 * kept; the secret is shown once. `scope` is `read` or `write`. The rate window (a fixed minute)
 * is counted on the row in the same statement that finds it (modules/tokens).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    windowStart: timestamptz('window_start'),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash), index('api_tokens_user_id_idx').on(t.userId)],
);

/**
 * Issue 41: an assistant registered by OAuth dynamic client registration (RFC 7591): a public
 * client (PKCE, no secret) with the redirect URIs it registered. Not anyone's: a grant ties it to a person.
 */
export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/**
 * Issue 41: a person's yes to an assistant (the consent screen): revocable, listed beside the
 * tokens. Its codes and tokens go with it.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    /** Issue 48: the grant's requests this minute, counted in the statement that finds its token (as api_tokens'). */
    windowStart: timestamptz('window_start'),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [index('oauth_grants_user_id_idx').on(t.userId)],
);

/**
 * Issue 41: an OAuth secret of a grant, by its SHA-256: an authorization code (one use, with its
 * PKCE challenge and redirect URI), an access token or a refresh token.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    codeChallenge: text('code_challenge'),
    redirectUri: text('redirect_uri'),
    resource: text('resource'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('oauth_tokens_grant_id_idx').on(t.grantId), index('oauth_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * Issue 41: where a person's events are sent, signed with `secret` (HMAC-SHA256). Turned off
 * (`disabledAt`) after repeated failures, with an email.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    /** Issue 52: the secret before the last rotation, still signing (beside the new one) until `previous_secret_expires_at`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    /** Issue 52: `thin` or `full` (WEBHOOK_PAYLOADS); the webhooks made before thin events keep `full`. */
    payload: text('payload').notNull().default('full'),
    createdAt: timestamptz('created_at').notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledAt: timestamptz('disabled_at'),
  },
  (t) => [index('webhooks_user_id_idx').on(t.userId)],
);

/** Issue 41: one event sent (or being sent) to one webhook, with each attempt's answer. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** Issue 52: the order the deliveries were made in: one waits while an earlier one of its webhook is pending. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull(),
    lastAttemptAt: timestamptz('last_attempt_at'),
    deliveredAt: timestamptz('delivered_at'),
    /**
     * Issue 52: pending and waiting, with no job, for an earlier delivery of its webhook to end; the
     * one that ends (delivered, failed or given up) wakes the next waiting one (a job, this set false).
     */
    waitingForEarlier: boolean('waiting_for_earlier').notNull().default(false),
  },
  (t) => [index('webhook_deliveries_webhook_id_idx').on(t.webhookId, t.createdAt), index('webhook_deliveries_pending_idx').on(t.webhookId, t.seq).where(sql`status = 'pending'`)],
);

/**
 * Issue 48: the per-account cap on webhook deliveries in flight, settled by the database: a
 * delivery runs only holding one of its account's slots (0 .. WEBHOOK_WORKERS.perAccount - 1),
 * claimed under this key. A slot is leased until `expires_at` (the delivery's deadline and a
 * margin, on the database's clock), so an instance that dies mid-delivery frees it.
 */
export const webhookDeliverySlots = pgTable(
  'webhook_delivery_slots',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    deliveryId: uuid('delivery_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slot] })],
);

/**
 * Issue 52: a tool call at /mcp that waits for the person's yes (decision 047's second step), kept
 * in the database so that whichever instance gets the second call can honour it (stateless MCP: no
 * instance holds a session). Found by the SHA-256 of the id the assistant was given; bound to the
 * credential (or, with memory sessions, the session) that proposed it; spent by any second call.
 */
export const mcpConfirmations = pgTable(
  'mcp_confirmations',
  {
    idHash: text('id_hash').primaryKey(),
    /** The order proposals were made in (the binding's oldest goes first when it holds too many). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id (stateless) or the session's id (memory sessions): only a call bound the same way may confirm. */
    boundTo: text('bound_to').notNull(),
    tool: text('tool').notNull(),
    /** The call's arguments as canonical JSON: the second call must send exactly these. */
    given: text('given').notNull(),
    /** The arguments a yes runs (ids made whole, as the question names them). */
    run: jsonb('run').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('mcp_confirmations_bound_to_idx').on(t.boundTo, t.seq), index('mcp_confirmations_expires_at_idx').on(t.expiresAt)],
);

/** Secrets the server made for itself on first start (the VAPID key pair when unset, the unsubscribe key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type VisionRow = typeof visions.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export type AreaRow = typeof areas.$inferSelect;
export type HabitRow = typeof habits.$inferSelect;
