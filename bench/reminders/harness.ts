// The reminders benchmark's server side, bundled by index.mjs: the real app (its notifications
// service, the pg-boss queue and the background jobs) on a fresh PostgreSQL database, seeded with
// 10,000 users with 5 habits each, every habit with a reminder. What reaches the push channel is
// recorded with the time it got there (the channel's own work, web push, is not measured here).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { formatDate, toEpochDay, zonedIso } from '@stride/domain';
import { createLogMailer } from '../../apps/server/src/adapters/mailer.js';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { habits, notificationDeliveries, notificationSchedule, users } from '../../apps/server/src/db/schema.js';
import { createJobQueue } from '../../apps/server/src/jobs/job-queue.js';
import type { OutgoingNotification, PushChannel } from '../../apps/server/src/modules/notifications/channels.js';
import { createNotificationLookups, createNotificationScheduleRepository } from '../../apps/server/src/modules/notifications/notification-schedule.repository.js';
import { createNotificationSettingsRepository } from '../../apps/server/src/modules/notifications/notification-settings.repository.js';
import { NOTIFICATION_QUEUES, createNotificationsService } from '../../apps/server/src/modules/notifications/notifications.service.js';
import { createUnsubscribeTokens } from '../../apps/server/src/modules/notifications/unsubscribe-token.js';
import { createBenchDatabase } from '../bench-database.js';

export const ZONE = 'Europe/London';
/** The day the reminders are due on: a Monday in June (no daylight-saving change near it). */
export const DAY = '2027-06-14';
const REMINDER_AT = 7 * 60 + 30;
/** The habits start the day before: that day's one armed reminder is the delay's baseline. */
const FIRST_DAY = '2027-06-13';

/**
 * Every query the app's own pool sends, counted: the tick's reads and writes, and the jobs it
 * inserts in its transaction. pg-boss's own pool (application_name stride-jobs) is left out: its
 * polling is the workers', not the tick's.
 */
const counter = { queries: 0 };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client & { connectionParameters?: { application_name?: string } }, ...args: unknown[]) {
  if (this.connectionParameters?.application_name !== 'stride-jobs') counter.queries++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const quiet = { info: () => undefined, warn: () => undefined, error: (obj: object, msg: string) => console.error(msg, obj) };

/** The instant a habit's 07:30 occurrence starts on `date`, London time (its reminder fires then). */
export const dueAt = (date: string) => Date.parse(zonedIso(toEpochDay(date), REMINDER_AT, ZONE));
const dayAfter = (date: string, days: number) => formatDate(toEpochDay(date) + days);

/** A clock that runs in real time from wherever it is set: the due minute comes a moment after the start. */
function movableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    setNow(at: number) {
      offset = at - Date.now();
    },
  };
}

export async function startHarness(adminUrl: string, migrationsDir: string) {
  const scratch = await createBenchDatabase(adminUrl, migrationsDir);
  const { database } = scratch;

  const handed: { tag: string; at: number }[] = [];
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: scratch.url, WEB_DIST_DIR: '/nonexistent' });
  /** What reaches it is recorded with the time of the clock it was built with. */
  const recordingPush = (clock: { now(): Date }): PushChannel => ({
    async send(notification: OutgoingNotification) {
      handed.push({ tag: notification.tag, at: clock.now().getTime() });
      return { delivered: 1 };
    },
  });
  /**
   * An app instance whose clock reads `now` at this moment and runs on in real time; its background
   * jobs start at once (the tick at each minute's start, the workers at their default polling). A
   * fresh one per measurement: a running instance's timer was set by its clock before a jump.
   */
  async function startApp(now: number) {
    const clock = movableClock();
    clock.setNow(now);
    const app = await buildApp(config, { database, clock, push: recordingPush(clock) });
    await app.jobs.start();
    return { app, clock, close: () => app.close() };
  }
  const db = database.db;

  /**
   * The notifications service as app.ts builds it, with the job queue started but no workers and
   * no timer: each tick runs only when `tick()` is called, so one tick's time and queries are its own.
   */
  async function tickOnly() {
    const clock = movableClock();
    const push = recordingPush(clock);
    const queue = createJobQueue(database, Object.values(NOTIFICATION_QUEUES), quiet);
    await queue.start();
    const notifications = createNotificationsService({
      schedule: createNotificationScheduleRepository(db),
      lookups: createNotificationLookups(db),
      settings: createNotificationSettingsRepository(db),
      queue,
      push,
      mailer: createLogMailer(quiet),
      unsubscribe: createUnsubscribeTokens(randomBytes(32).toString('base64url')),
      appOrigin: 'http://localhost:3000',
      clock,
      logger: quiet,
    });
    return { tick: () => notifications.tick(), stop: () => queue.stop(1000), clock };
  }

  const habitIds: string[] = [];
  const ownerOf = new Map<string, string>();
  /** Users in London, each with daily habits (07:30, then every 90 minutes), each with one push reminder at its start, next due on `DAY`. */
  async function seed(userCount: number, habitsPerUser: number) {
    const now = new Date();
    const far = new Date(dueAt(dayAfter(DAY, 100)));
    for (let from = 0; from < userCount; from += 1000) {
      const rows = await db
        .insert(users)
        .values(Array.from({ length: Math.min(1000, userCount - from) }, (_, i) => ({ email: `bench${from + i}@example.com`, passwordHash: 'x', firstName: 'Bench', lastName: 'User', isEmailVerified: true, timezone: ZONE, createdAt: now, updatedAt: now })))
        .returning({ id: users.id });
      // The evening nudge and the weekly review exist for everyone, far off: nothing for the reconcile to add.
      await db.insert(notificationSchedule).values(rows.flatMap((u) => (['nudge', 'review'] as const).map((kind) => ({ key: `${kind}:${u.id}`, userId: u.id, kind, nextFireAt: far, forDate: dayAfter(DAY, 100) }))));
      const habitRows = rows.flatMap((u) =>
        Array.from({ length: habitsPerUser }, (_, h) => {
          const start = REMINDER_AT + h * 90;
          const clockOf = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          return {
            userId: u.id,
            name: `Habit ${h + 1}`,
            schedule: { segments: [{ from: FIRST_DAY, anchor: FIRST_DAY, startTime: clockOf(start), endTime: clockOf(start + 30), recurrence: 'daily' as const, customRecurrence: null, until: null }], exceptions: [], extras: [] },
            reminders: [{ minutesBefore: 0, channel: 'push' as const }],
            createdAt: now,
            updatedAt: now,
          };
        }),
      );
      const inserted = await db.insert(habits).values(habitRows).returning({ id: habits.id, userId: habits.userId, name: habits.name });
      await db.insert(notificationSchedule).values(
        inserted.map((h, i) => {
          const start = REMINDER_AT + (i % habitsPerUser) * 90;
          return { key: `r:${h.id}:0:push`, userId: h.userId, kind: 'reminder' as const, habitId: h.id, minutesBefore: 0, channel: 'push' as const, nextFireAt: new Date(Date.parse(zonedIso(toEpochDay(DAY), start, ZONE))), forDate: DAY };
        }),
      );
      for (const h of inserted) {
        habitIds.push(h.id);
        ownerOf.set(h.id, h.userId);
      }
    }
  }

  return {
    startApp,
    handed,
    counter,
    habitIds,
    seed,
    tickOnly,
    /** Every reminder row moved far away, and what the queue held dropped: the tick phase starts from a known state. */
    async clearReminders() {
      await db.delete(notificationSchedule).where(sql`kind = 'reminder'`);
      await db.execute(sql`delete from pgboss.job`);
    },
    /** `count` rows that never fall due during the benchmark (a month on and later), on the seeded habits. */
    async addFutureRows(count: number, minutesBefore: number) {
      const base = dueAt(dayAfter(DAY, 30));
      for (let from = 0; from < count; from += 5000) {
        const ids = habitIds.slice(from, Math.min(from + 5000, count));
        if (!ids.length) break;
        await db.insert(notificationSchedule).values(
          ids.map((id, i) => ({ key: `r:${id}:${minutesBefore}:push`, userId: ownerOf.get(id)!, kind: 'reminder' as const, habitId: id, minutesBefore, channel: 'push' as const, nextFireAt: new Date(base + (from + i) * 60_000), forDate: dayAfter(DAY, 30) })),
        );
      }
    },
    /** The 07:30 reminders of `ids` (first habits of their users) due on `date`. */
    async armDue(ids: string[], date: string) {
      await db.execute(sql`
        insert into ${notificationSchedule} (key, user_id, kind, habit_id, minutes_before, channel, next_fire_at, for_date)
        select 'r:' || h.id || ':0:push', h.user_id, 'reminder', h.id, 0, 'push', ${new Date(dueAt(date)).toISOString()}::timestamptz, ${date}::date
        from ${habits} h where h.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
        on conflict (key) do update set next_fire_at = excluded.next_fire_at, for_date = excluded.for_date`);
    },
    /** As autovacuum would after a bulk insert: the planner's statistics match the table. */
    async analyze() {
      await db.execute(sql`analyze ${notificationSchedule}`);
    },
    /** How PostgreSQL runs the tick's read of due rows now (the claim in notification-schedule.repository.ts). */
    async explainDue(at: number) {
      const result = await db.execute(sql`
        explain (analyze, costs off, timing off, summary off)
        select * from ${notificationSchedule} where next_fire_at is not null and next_fire_at <= ${new Date(at).toISOString()}::timestamptz
        order by next_fire_at limit 500 for update skip locked`);
      return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']);
    },
    async deleteRows(ids: string[], minutesBefore: number) {
      await db.execute(sql`delete from ${notificationSchedule} where key in (select 'r:' || x || ':' || ${minutesBefore} || ':push' from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as x)`);
    },
    async counts() {
      const [row] = (await db.execute(sql`select count(*)::int as rows, count(*) filter (where kind = 'reminder')::int as reminders from ${notificationSchedule}`)).rows as { rows: number; reminders: number }[];
      const [deliveries] = (await db.execute(sql`select count(*)::int as n from ${notificationDeliveries}`)).rows as { n: number }[];
      return { ...row!, deliveries: deliveries!.n };
    },
    async close() {
      await scratch.drop();
    },
  };
}
