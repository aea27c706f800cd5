import {
  notificationTexts,
  type NotificationTexts,
  type ReminderWhen,
  compileSchedule,
  isPaused,
  isQuit,
  localPartsOf,
  localToday,
  occurrenceOnDate,
  quietHoursEnd,
  reminderFireAt,
  shortDateLabel,
  formatMomentTime,
  formatShortDay,
  formatDate,
  toEpochDay,
  updateNotificationSettingsBodySchema,
  type NotificationSettings,
  type ReminderChannel,
  type UpdateNotificationSettingsBody,
  API,
  urlOf,
} from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { Transaction } from '../../transaction.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { DomainError, rateLimited, type Logger } from '../../errors.js';
import type { ThrottleRule, ThrottleService } from '../throttle/throttle.service.js';
import { PushDeliveryFailed, type OutgoingNotification, type PushChannel } from './channels.js';
import { notificationEmail } from './notification-emails.js';
import { planNudge, planReminders, planReview, slotOfKey, slotShift } from './notification-planner.js';
import type { NotificationSettingsRepository } from './notification-settings.repository.js';
import type { NextFire, NotificationLookups, NotificationScheduleRepository, ScheduleRow, Tx } from './notification-schedule.repository.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** The queues of issue 21 and their retry policies (jobs/job-queue.ts). */
export const NOTIFICATION_QUEUES = {
  deliver: { name: 'notification-deliver', retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 60 },
  nudge: { name: 'notification-nudge', retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 120 },
  review: { name: 'coach-weekly-review', retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 300 },
} as const;

/** Test notifications per person: each is a request to every device's push service (issue 38). */
export const TEST_NOTIFICATION_LIMITS = [
  { max: 3, windowMs: 60_000 },
  { max: 10, windowMs: 60 * 60_000 },
] as const satisfies readonly ThrottleRule[];
const TEST_NOTIFICATION_BUCKET = 'test_notification';

export const NOTIFICATION_MESSAGES = {
  /** 429 */
  testThrottled: 'Too many test notifications. Please try again in a few minutes.',
  /** 502: web push reached no device, and no email went either. */
  pushFailed: 'Your devices could not be reached just now: their push service did not answer. Please try again in a moment.',
} as const;

/** One notification to hand to one channel, as a job. */
export interface DeliveryJob {
  key: string;
  channel: ReminderChannel;
  notification: OutgoingNotification;
  /** For the email: the reminder's words. */
  email?: { subject: string; lines: string[] };
}

export interface NudgeJob {
  userId: string;
  date: string;
}

export interface ReviewJob {
  userId: string;
  date: string;
}

export interface NotificationsDeps {
  schedule: NotificationScheduleRepository;
  lookups: NotificationLookups;
  settings: NotificationSettingsRepository;
  queue: JobQueue;
  push: PushChannel;
  mailer: Mailer;
  /** Limits test notifications (TEST_NOTIFICATION_LIMITS). */
  throttle: Pick<ThrottleService, 'consume'>;
  unsubscribe: UnsubscribeTokens;
  appOrigin: string;
  clock: Clock;
  logger: Logger;
  /** Rows taken per transaction by the tick. */
  batchSize?: number;
}

/** "Today", "Tomorrow" or "Mon 24 Nov" (as the person's region writes a date, issue 54), seen from their local today. */
function whenLabel(T: NotificationTexts, date: string, today: string, locale: string | null | undefined): ReminderWhen {
  if (date === today) return T.today;
  if (date === formatDate(toEpochDay(today) + 1)) return T.tomorrow;
  // The date's own year: a reminder is a day or so ahead, never worth a year.
  return T.day(formatShortDay(date, locale, Number(date.slice(0, 4))) ?? shortDateLabel(date));
}

/**
 * Reminders, nudges and reviews (issue 21): keeps every schedule row's next time up to date,
 * and each tick hands what is due to the job queue, at most once per occurrence and reminder.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { schedule, lookups, settings, queue, clock, logger } = deps;
  const batchSize = deps.batchSize ?? 500;

  async function planHabit(habitId: string): Promise<void> {
    const habit = await lookups.habit(habitId);
    if (!habit) return;
    // An archived habit reminds of nothing (issue 22): its rows go. Nor does a quit habit ("no
    // sugar"): there is nothing to do at a time, so no "time to do it" reminder (docs/decisions/032).
    const rows = habit.archivedAt || isQuit(habit.target) ? [] : planReminders(habit.id, habit.schedule, habit.reminders, habit.timezone, clock.now().getTime(), habit.timesOfDay);
    await schedule.replaceHabitRows(habit.id, habit.userId, rows);
  }

  async function planUser(userId: string): Promise<void> {
    const user = await lookups.user(userId);
    if (!user) return;
    const chosen = await settings.get(userId);
    const now = clock.now().getTime();
    await schedule.upsertUserRow(userId, 'nudge', planNudge(userId, chosen, user.timezone, now));
    await schedule.upsertUserRow(userId, 'review', planReview(userId, chosen, user.timezone, now));
  }

  const link = (path: string) => `${deps.appOrigin}${path}`;
  const unsubscribeUrl = (userId: string, topic: 'reminders' | 'review') => link(urlOf(API.notifications.unsubscribe, { query: { token: deps.unsubscribe.make(userId, topic) } }));

  /** Decides each due row: what it hands on (deliveries, nudge and review jobs) and its next time. */
  async function handleDue(tx: Tx, rows: ScheduleRow[]): Promise<NextFire[]> {
    const now = clock.now();
    const nowMs = now.getTime();
    const reminderRows = rows.filter((r) => r.kind === 'reminder');
    // One after another: they share the transaction's one connection (node-postgres would queue them anyway).
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const habitList = await schedule.habitsByIds(tx, [...new Set(reminderRows.map((r) => r.habitId!))]);
    const userList = await schedule.usersByIds(tx, userIds);
    const settingsOf = await settings.getMany(tx, userIds);
    const habitsById = new Map(habitList.map((h) => [h.id, { ...h, compiled: compileSchedule(h.schedule) }]));
    const zoneOf = new Map(userList.map((u) => [u.id, u.timezone]));
    const localeOf = new Map(userList.map((u) => [u.id, u.locale]));
    const settled = await schedule.settledAmong(
      tx,
      reminderRows.filter((r) => r.forDate && habitsById.has(r.habitId!)).map((r) => ({ habitId: r.habitId!, date: r.forDate! })),
    );
    // Issue 40: a time of a several-times-a-day habit already checked off is not reminded.
    const doneTimes = await schedule.doneTimesAmong(
      tx,
      reminderRows.filter((r) => r.forDate && slotOfKey(r.key) && habitsById.has(r.habitId!)).map((r) => ({ habitId: r.habitId!, date: r.forDate! })),
    );

    const next: NextFire[] = [];
    const candidates: { delivery: { key: string; userId: string }; job: DeliveryJob }[] = [];
    const nudges: NudgeJob[] = [];
    const reviews: ReviewJob[] = [];
    for (const row of rows) {
      const timeZone = zoneOf.get(row.userId);
      const chosen = settingsOf.get(row.userId)!;
      if (!timeZone) continue;
      if (row.kind === 'nudge' || row.kind === 'review') {
        const quietEnd = row.kind === 'nudge' ? quietHoursEnd(nowMs, timeZone, chosen.quietHours) : undefined;
        if (quietEnd !== undefined) {
          next.push({ key: row.key, nextFireAt: new Date(quietEnd), forDate: row.forDate });
          continue;
        }
        if (row.kind === 'nudge' && chosen.nudge.enabled) nudges.push({ userId: row.userId, date: row.forDate! });
        if (row.kind === 'review' && chosen.review.enabled) reviews.push({ userId: row.userId, date: row.forDate! });
        // The next one: a minute on, so the same evening or week never comes round again.
        const plan = row.kind === 'nudge' ? planNudge : planReview;
        next.push(plan(row.userId, chosen, timeZone, Math.max(nowMs, row.nextFireAt!.getTime()) + 60_000));
        continue;
      }
      const habit = habitsById.get(row.habitId!);
      if (!habit || habit.archivedAt || row.minutesBefore === null || !row.channel || !row.forDate) {
        next.push({ key: row.key, nextFireAt: null, forDate: null });
        continue;
      }
      const reminder = { minutesBefore: row.minutesBefore, channel: row.channel };
      const occurrence = occurrenceOnDate(habit.compiled, timeZone, row.forDate);
      // Issue 40: a row for one time of the day ("…@20:00") fires before that time and lasts the habit's length from it.
      const slot = slotOfKey(row.key);
      const shift = occurrence ? slotShift(localPartsOf(occurrence.startTime, timeZone).time, slot) : 0;
      const fireAt = occurrence ? reminderFireAt(occurrence.startTime, reminder.minutesBefore - shift) : undefined;
      const slotStart = occurrence ? Date.parse(occurrence.startTime) + shift * 60_000 : 0;
      const slotEnd = occurrence ? Date.parse(occurrence.endTime) + shift * 60_000 : 0;
      const advance = () => {
        const [plan] = planReminders(habit.id, habit.schedule, [reminder], timeZone, (fireAt ?? nowMs) + 1, slot ? [slot] : null);
        next.push({ key: row.key, nextFireAt: plan!.nextFireAt, forDate: plan!.forDate });
      };
      // Moved later than planned: wait for its new time.
      if (occurrence && fireAt! > nowMs) {
        next.push({ key: row.key, nextFireAt: new Date(fireAt!), forDate: row.forDate });
        continue;
      }
      // Removed, already done or skipped, paused, already over (the server was down), or its channel is off: nothing to send.
      const over = occurrence ? nowMs >= slotEnd : true;
      const channelOn = reminder.channel === 'push' ? chosen.pushEnabled : chosen.emailEnabled;
      const slotDone = !!slot && (doneTimes.get(`${habit.id}/${row.forDate}`) ?? []).includes(slot);
      if (!occurrence || over || slotDone || settled.has(`${habit.id}/${row.forDate}`) || isPaused(habit.pauses, row.forDate) || !channelOn) {
        advance();
        continue;
      }
      const quietEnd = quietHoursEnd(nowMs, timeZone, chosen.quietHours);
      if (quietEnd !== undefined) {
        // Waits for the end of quiet hours, for the same occurrence.
        next.push({ key: row.key, nextFireAt: new Date(quietEnd), forDate: row.forDate });
        continue;
      }
      const today = localToday(timeZone, now);
      // Issue 54: the words in the person's language, the date and the clock as their region writes them.
      const locale = localeOf.get(row.userId);
      const T = notificationTexts(locale);
      const when = whenLabel(T, row.forDate, today, locale);
      const start = formatMomentTime(new Date(slotStart), locale, timeZone);
      const end = formatMomentTime(new Date(slotEnd), locale, timeZone);
      const key = `reminder:${habit.id}:${row.forDate}:${reminder.minutesBefore}:${reminder.channel}${slot ? `@${slot}` : ''}`;
      candidates.push({
        delivery: { key, userId: row.userId },
        job: {
          key,
          channel: reminder.channel,
          notification: {
            userId: row.userId,
            kind: 'reminder',
            title: T.reminderTitle(habit.name),
            body: T.reminderBody(when, start, end),
            doneLabel: T.doneAction,
            url: '/habits',
            tag: `reminder:${habit.id}:${row.forDate}${slot ? `@${slot}` : ''}`,
            habitId: habit.id,
            date: row.forDate,
            ...(slot ? { time: slot } : {}),
          },
          email: { subject: T.reminderEmailSubject(habit.name, when, start), lines: [T.reminderEmailLine(habit.name, when, start, end)] },
        },
      });
      advance();
    }
    const fresh = await schedule.recordDeliveries(
      tx,
      candidates.map((c) => c.delivery),
      now,
    );
    await queue.insertWithin(tx, NOTIFICATION_QUEUES.deliver.name, candidates.filter((c) => fresh.has(c.delivery.key)).map((c) => c.job));
    await queue.insertWithin(tx, NOTIFICATION_QUEUES.nudge.name, nudges);
    await queue.insertWithin(tx, NOTIFICATION_QUEUES.review.name, reviews);
    return next;
  }

  return {
    planHabit,
    planUser,

    /** Re-plans everything of a user (their time zone changed). */
    async replanUser(userId: string): Promise<void> {
      await planUser(userId);
      for (const habitId of await lookups.habitIdsOf(userId)) await planHabit(habitId);
    },

    /**
     * Hands every due row on, in batches, each batch one transaction. Safe to run on every
     * instance at once. Answers how many rows were taken.
     */
    async tick(): Promise<number> {
      let total = 0;
      for (;;) {
        const taken = await schedule.claimDue(clock.now(), batchSize, handleDue);
        total += taken;
        if (taken < batchSize) return total;
      }
    },

    /** Rows the schedule lacks (habits restored by an undo, users who never saved settings). */
    async reconcile(): Promise<void> {
      for (const habit of await schedule.habitsMissingRows(500)) await planHabit(habit.id);
      for (const user of await schedule.usersMissingRows(500)) await planUser(user.id);
      await schedule.purgeDeliveries(new Date(clock.now().getTime() - 60 * 86_400_000));
    },

    async getSettings(userId: string): Promise<NotificationSettings> {
      return settings.get(userId);
    },

    async updateSettings(userId: string, body: UpdateNotificationSettingsBody): Promise<NotificationSettings> {
      const patch = updateNotificationSettingsBodySchema.parse(body);
      const saved = await settings.update(userId, (current) => ({ ...current, ...patch }), clock.now());
      await planUser(userId);
      return saved;
    },

    /** An import's settings, taken only by an account that never chose its own; its nudge and review are planned once it commits. */
    async adoptImportedSettings(userId: string, imported: NotificationSettings, at: Date, transaction: Transaction): Promise<void> {
      if (await settings.insertIfAbsent(userId, imported, at, transaction)) transaction.afterCommit(() => planUser(userId));
    },

    /** The one-click link that turns a topic's emails off (RFC 8058), signed for the user. */
    unsubscribeUrl,

    /** The account's locale (issue 54: the unsubscribe pages' language), null when none was chosen or no such account. */
    async localeOf(userId: string): Promise<string | null> {
      return (await lookups.user(userId))?.locale ?? null;
    },

    /** Turns an email topic off (the unsubscribe link). */
    async unsubscribe(userId: string, topic: 'reminders' | 'review'): Promise<void> {
      if (!(await lookups.user(userId))) return;
      await settings.update(userId, (current) => (topic === 'review' ? { ...current, review: { ...current.review, email: false } } : { ...current, emailEnabled: false }), clock.now());
    },

    /** Hands one delivery to its channel (the deliver queue's worker). A throw is retried with backoff. */
    async deliver(job: DeliveryJob): Promise<void> {
      const chosen = await settings.get(job.notification.userId);
      if (job.channel === 'push') {
        if (chosen.pushEnabled) await deps.push.send(job.notification);
        return;
      }
      const user = await lookups.user(job.notification.userId);
      if (!user || !chosen.emailEnabled) return;
      const topic = job.notification.kind === 'review' ? 'review' : 'reminders';
      // The job's words were written in the account's language when it was queued; the frame is too.
      const T = notificationTexts(user.locale);
      await deps.mailer.send(
        notificationEmail({
          to: user.email,
          firstName: user.firstName,
          subject: job.email?.subject ?? job.notification.title,
          lines: job.email?.lines ?? [job.notification.body],
          link: { url: link(job.notification.url), label: T.openHabits },
          unsubscribe: { url: unsubscribeUrl(user.id, topic), topic },
          texts: T,
        }),
      );
    },

    /**
     * "Send a test notification": to every device, and by email when email is on; a few a minute at
     * most (each one is a request to every device's push service). When no device could be reached
     * it says so (502), unless the email went, which the answer then counts alone.
     */
    async sendTest(userId: string): Promise<{ push: number; email: number }> {
      const user = await lookups.user(userId);
      if (!user) return { push: 0, email: 0 };
      const allowed = await deps.throttle.consume(TEST_NOTIFICATION_BUCKET, userId, TEST_NOTIFICATION_LIMITS);
      if (!allowed.allowed) throw rateLimited(NOTIFICATION_MESSAGES.testThrottled, allowed.retryAfterSeconds);
      const chosen = await settings.get(userId);
      const T = notificationTexts(user.locale);
      const notification: OutgoingNotification = { userId, kind: 'test', title: T.testTitle, body: T.testBody, url: '/dashboard', tag: 'test' };
      let push = 0;
      let pushFailed = false;
      if (chosen.pushEnabled) {
        try {
          push = (await deps.push.send(notification)).delivered;
        } catch (error) {
          if (!(error instanceof PushDeliveryFailed)) throw error;
          pushFailed = true;
          logger.warn({ err: error, userId }, 'test notification: no device could be reached');
        }
      }
      let email = 0;
      if (chosen.emailEnabled) {
        await deps.mailer.send(
          notificationEmail({
            to: user.email,
            firstName: user.firstName,
            subject: T.testTitle,
            lines: [T.testBody],
            link: { url: link('/dashboard'), label: T.openHabits },
            unsubscribe: { url: unsubscribeUrl(user.id, 'reminders'), topic: 'reminders' },
            texts: T,
          }),
        );
        email = 1;
      }
      if (pushFailed && email === 0) throw new DomainError('provider_failed', NOTIFICATION_MESSAGES.pushFailed);
      logger.info({ userId, push, email }, 'test notification sent');
      return { push, email };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
