import { z } from 'zod';
import { MAX_PAUSE_DAYS, pauseSchema } from '../../../habits/habit-depth.schemas.js';
import { habitId, pauseDate } from '../coach-arguments.js';
import { habitsResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const pauseHabits = defineCoachFunction({
  name: 'pauseHabits',
  kind: 'change',
  effect: 'habits',
  description: `Pause one habit or all of them for a holiday (at most ${MAX_PAUSE_DAYS} days): no reminders, streaks kept. E.g. "pause everything from 2026-12-20 to 2027-01-02", "pause gym until Sunday".`,
  args: z.object({
    habitId: habitId.optional().describe('One habit only; every habit when omitted.'),
    from: pauseDate.optional().describe('First paused day, YYYY-MM-DD; today when omitted.'),
    to: pauseDate.describe(`Last paused day, YYYY-MM-DD (at most ${MAX_PAUSE_DAYS} days after from).`),
  })
    .strict()
    // A range refused before anyone is asked to confirm it (from today, when omitted, is the handler's).
    .superRefine((a, ctx) => {
      if (a.from === undefined) return;
      for (const issue of pauseSchema.safeParse({ from: a.from, to: a.to }).error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  result: habitsResult,
  // Every habit at once is several records changed: proposed first.
  confirmWhen: (args) => args.habitId === undefined,
});
