import { compileSchedule, notificationTexts, isPaused, occurrenceOnDate, type ReminderChannel } from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Logger } from '../../errors.js';
import { NOTIFICATION_QUEUES, type DeliveryJob } from './notifications.service.js';
import type { NotificationScheduleRepository } from './notification-schedule.repository.js';
import type { CuePromptsRepository } from './cue-prompts.repository.js';

/**
 * Issue 40 part 6 (docs/decisions/034): when a habit's day is done, each habit stacked on it
 * (its cue's `afterHabitId`) is prompted at once through its reminders' channels, by the same
 * delivery queue as its reminders, at most once a day per habit and channel (the delivery's key).
 * A habit without reminders is not sent anything; it still moves to the top of Today.
 */
export function createCuePrompts({
  repo,
  schedule,
  queue,
  clock,
  logger,
}: {
  repo: CuePromptsRepository;
  schedule: NotificationScheduleRepository;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
}) {
  return {
    /** Prompts the owner's habits stacked on `anchorId` for `date` (the anchor's day just done). */
    async prompt(userId: string, anchorId: string, date: string): Promise<number> {
      const anchor = await repo.anchor(userId, anchorId);
      if (!anchor) return 0;
      const stacked = await repo.stackedOn(userId, anchorId);
      if (!stacked.length) return 0;
      return repo.transaction(async (tx) => {
        const settled = await schedule.settledAmong(
          tx,
          stacked.map((h) => ({ habitId: h.id, date })),
        );
        // Issue 54: in the owner's language (English is TIMES_AND_CUES_TEXTS' prompts exactly).
        const T = notificationTexts(anchor.locale);
        const candidates: { delivery: { key: string; userId: string }; job: DeliveryJob }[] = [];
        for (const habit of stacked) {
          // Only a habit due that day, not yet done, skipped or paused.
          if (settled.has(`${habit.id}/${date}`) || isPaused(habit.pauses, date) || !occurrenceOnDate(compileSchedule(habit.schedule), anchor.timezone, date)) continue;
          const channels = [...new Set(habit.reminders.map((r) => r.channel))] as ReminderChannel[];
          for (const channel of channels) {
            const key = `cue:${habit.id}:${date}:${channel}`;
            candidates.push({
              delivery: { key, userId },
              job: {
                key,
                channel,
                notification: {
                  userId,
                  kind: 'reminder',
                  title: T.cue.title(habit.name),
                  body: T.cue.body(anchor.name, habit.cue?.text),
                  doneLabel: T.doneAction,
                  url: '/dashboard',
                  tag: `cue:${habit.id}:${date}`,
                  habitId: habit.id,
                  date,
                },
                email: { subject: T.cue.emailSubject(habit.name, anchor.name), lines: [T.cue.emailLine(habit.name, anchor.name)] },
              },
            });
          }
        }
        const fresh = await schedule.recordDeliveries(
          tx,
          candidates.map((c) => c.delivery),
          clock.now(),
        );
        const jobs = candidates.filter((c) => fresh.has(c.delivery.key)).map((c) => c.job);
        await queue.insertWithin(tx, NOTIFICATION_QUEUES.deliver.name, jobs);
        if (jobs.length) {
          queue.wake();
          logger.info({ userId, anchorId, date, prompts: jobs.length }, 'cue prompts queued');
        }
        return jobs.length;
      });
    },
  };
}

export type CuePrompts = ReturnType<typeof createCuePrompts>;
