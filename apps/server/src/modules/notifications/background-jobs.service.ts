import { ROUTES, habitDayViews, isInUse, localToday, notificationTexts, type Habit } from '@stride/domain';
import type { AiProvider } from '../../adapters/ai-provider.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { CoachInbox } from '../coach/coach-inbox.service.js';
import { reviewWindow, weekStats, writeReview } from '../coach/weekly-review.js';
import type { HabitsService } from '../habits/habits.service.js';
import { WEBHOOK_WORKERS, type WebhookDeliveryJob, type WebhooksService } from '../webhooks/webhooks.service.js';
import type { PushChannel } from './channels.js';
import { notificationEmail } from './notification-emails.js';
import type { NotificationLookups } from './notification-schedule.repository.js';
import type { NotificationSettingsRepository } from './notification-settings.repository.js';
import { NOTIFICATION_QUEUES, type DeliveryJob, type NotificationsService, type NudgeJob, type ReviewJob } from './notifications.service.js';

export interface BackgroundJobsDeps {
  queue: JobQueue;
  /** Issue 41: webhook deliveries, a worker of their own. */
  webhooks?: WebhooksService;
  notifications: NotificationsService;
  habits: HabitsService;
  lookups: NotificationLookups;
  settings: NotificationSettingsRepository;
  inbox: CoachInbox;
  push: PushChannel;
  mailer: Mailer;
  provider: AiProvider | undefined;
  appOrigin: string;
  clock: Clock;
  logger: Logger;
  /** How often the tick looks for due rows besides each minute's start; tests and the benchmark go faster. */
  tickEveryMs?: number;
  /**
   * How often the workers ask for jobs when idle (pg-boss polling): unset, 1 s for deliveries and
   * 2 s for nudges and reviews; set (tests), that for all three.
   */
  pollingIntervalSeconds?: number;
}

const RECONCILE_EVERY_MS = 60 * 60 * 1000;
const STOP_GRACE_MS = 2000;

/**
 * The background work of one instance (issue 21): the job queue's workers, and a tick at the start
 * of every minute (and every `tickEveryMs`) that hands due reminders to the queue. The tick is only
 * a wake-up: what is due lives in the database, rows are claimed with SKIP LOCKED, so any number
 * of instances tick together safely and a restart loses nothing.
 */
export function createBackgroundJobs(deps: BackgroundJobsDeps) {
  const { queue, notifications, clock, logger } = deps;
  const tickEveryMs = deps.tickEveryMs ?? 15_000;
  let timer: NodeJS.Timeout | undefined;
  let reconcileTimer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> | undefined;
  let stopped = true;

  async function habitsOf(userId: string, from: string, to: string): Promise<{ habits: Habit[]; today: string; firstName: string; email: string; locale: string | null } | undefined> {
    const user = await deps.lookups.user(userId);
    if (!user) return undefined;
    const owner = { id: user.id, timezone: user.timezone, locale: user.locale };
    return { habits: await deps.habits.list(owner, { from, to }), today: localToday(user.timezone, clock.now()), firstName: user.firstName, email: user.email, locale: user.locale };
  }

  async function nudge(job: NudgeJob): Promise<void> {
    const found = await habitsOf(job.userId, job.date, job.date);
    if (!found) return;
    // Only a fixed-day habit in use, due that day and neither done, skipped nor paused (issue 22);
    // never a limit or a quit habit (issue 40): its day is kept by not doing, there is nothing to
    // nudge towards. Issue 51: read from the day's views, as every screen counts the day: a
    // twice-a-day habit with one time still open is at risk.
    const atRisk = found.habits.filter(
      (h) =>
        isInUse(h) &&
        !h.frequency &&
        h.completionStreak >= 3 &&
        h.occurrences.some((o) => o.date === job.date) &&
        habitDayViews(h, job.date, job.date).some((v) => v.counts && !v.done),
    );
    if (!atRisk.length) return;
    const best = atRisk.reduce((a, b) => (b.completionStreak > a.completionStreak ? b : a));
    // Issue 54: in the account's language.
    const T = notificationTexts(found.locale);
    const body = atRisk.length === 1 ? T.nudgeBody(best.name, best.completionStreak) : T.nudgeBodyMany(atRisk.length, best.completionStreak);
    const chosen = await deps.settings.get(job.userId);
    const notification = { userId: job.userId, kind: 'nudge' as const, title: T.nudgeTitle, body, url: ROUTES.habits, tag: `nudge:${job.date}` };
    const pushed = chosen.pushEnabled ? (await deps.push.send(notification)).delivered : 0;
    // No device took it: the evening nudge goes by email instead, when email is on.
    if (!pushed && chosen.emailEnabled) {
      await deps.mailer.send(
        notificationEmail({
          to: found.email,
          firstName: found.firstName,
          subject: T.nudgeTitle,
          lines: [body],
          link: { url: `${deps.appOrigin}${ROUTES.habits}`, label: T.openHabits },
          unsubscribe: { url: notifications.unsubscribeUrl(job.userId, 'reminders'), topic: 'reminders' },
          texts: T,
        }),
      );
    }
  }

  async function review(job: ReviewJob): Promise<void> {
    const window = reviewWindow(job.date);
    const found = await habitsOf(job.userId, window.from, window.to);
    if (!found) return;
    const stats = weekStats(found.habits, window);
    const written = await writeReview(stats, found.firstName, deps.provider, { locale: found.locale });
    const T = notificationTexts(found.locale);
    await deps.inbox.addReview(job.userId, written.text);
    const chosen = await deps.settings.get(job.userId);
    if (chosen.pushEnabled) {
      await deps.push.send({ userId: job.userId, kind: 'review', title: T.reviewTitle, body: written.text.slice(0, 180), url: ROUTES.aiCoach, tag: `review:${job.date}` }).catch((err) => logger.warn({ err }, 'review push failed'));
    }
    if (chosen.review.email && chosen.emailEnabled) {
      await deps.notifications.deliver({
        key: `review:${job.userId}:${job.date}`,
        channel: 'email',
        notification: { userId: job.userId, kind: 'review', title: T.reviewTitle, body: written.text, url: ROUTES.aiCoach, tag: `review:${job.date}` },
        email: { subject: T.reviewEmailSubject, lines: [written.text] },
      });
    }
    logger.info({ userId: job.userId, by: written.by }, 'weekly review written');
  }

  async function tickOnce(): Promise<void> {
    if (ticking) return;
    ticking = notifications
      .tick()
      .catch((err) => logger.error({ err }, 'notifications tick failed'))
      .finally(() => (ticking = undefined));
    await ticking;
  }

  /** Wakes at the start of each minute (when reminders fall due) and every `tickEveryMs` between. */
  function schedule(): void {
    if (stopped) return;
    const now = clock.now().getTime();
    const toMinute = 60_000 - (now % 60_000) + 20;
    timer = setTimeout(
      () => {
        void tickOnce().finally(schedule);
      },
      Math.min(toMinute, tickEveryMs),
    );
    timer.unref();
  }

  return {
    async start(): Promise<void> {
      await queue.start();
      // A job that can run at once wakes its workers (job-queue.ts); polling finds the ones that fall
      // due later. Tests that set an interval poll at it whether or not they can be woken.
      const idle = deps.pollingIntervalSeconds === undefined ? {} : { idlePollingIntervalSeconds: deps.pollingIntervalSeconds };
      const polling = deps.pollingIntervalSeconds ?? 1;
      const slowPolling = deps.pollingIntervalSeconds ?? 2;
      await queue.work<DeliveryJob>(NOTIFICATION_QUEUES.deliver.name, { batchSize: 100, pollingIntervalSeconds: polling, ...idle }, (job) => notifications.deliver(job.data));
      await queue.work<NudgeJob>(NOTIFICATION_QUEUES.nudge.name, { batchSize: 10, pollingIntervalSeconds: slowPolling, ...idle }, (job) => nudge(job.data));
      await queue.work<ReviewJob>(NOTIFICATION_QUEUES.review.name, { batchSize: 2, pollingIntervalSeconds: slowPolling, ...idle }, (job) => review(job.data));
      const webhooks = deps.webhooks;
      // Issue 48: one delivery per worker, at most a few of one account's at once (WEBHOOK_WORKERS).
      if (webhooks)
        await queue.work<WebhookDeliveryJob>(
          webhooks.queueDefinition.name,
          { batchSize: 1, pollingIntervalSeconds: polling, ...idle, workers: WEBHOOK_WORKERS.workers, perGroup: WEBHOOK_WORKERS.perAccount },
          (job) => webhooks.deliver(job.data, job.signal),
        );
      stopped = false;
      await notifications.reconcile().catch((err) => logger.error({ err }, 'notifications reconcile failed'));
      reconcileTimer = setInterval(() => void notifications.reconcile().catch((err) => logger.error({ err }, 'notifications reconcile failed')), RECONCILE_EVERY_MS);
      reconcileTimer.unref();
      schedule();
    },
    /**
     * One tick now (tests, after moving the clock), then the workers look at once for what it
     * handed on instead of at their next poll.
     */
    async tick(): Promise<void> {
      await tickOnce();
      queue.wake();
    },
    /**
     * Stops ticking and working, waiting at most STOP_GRACE_MS: shutdown has 10 s in all, and a
     * stalled database must not hold it. A tick cut short is a transaction never committed, so its
     * rows are simply due again on the next start.
     */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      clearInterval(reconcileTimer);
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([ticking, queue.stop(STOP_GRACE_MS - 500)]),
        new Promise((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS))),
      ]);
      clearTimeout(grace);
    },
  };
}

export type BackgroundJobs = ReturnType<typeof createBackgroundJobs>;
