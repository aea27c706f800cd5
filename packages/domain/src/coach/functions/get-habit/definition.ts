import { z } from 'zod';
import { habitId } from '../coach-arguments.js';
import { defineCoachFunction } from '../coach-function.js';

/** One habit in detail: what the pages show of it. */
export const habitDetailsResult = z.object({
  id: z.string(),
  name: z.string(),
  schedule: z.string(),
  streak: z.number().int(),
  bestStreak: z.number().int(),
  successRate: z.number().nullable(),
  doneToday: z.boolean(),
  nextDates: z.array(z.string()),
  reminders: z.array(z.object({ minutesBefore: z.number().int(), channel: z.enum(['push', 'email']) })),
  pauses: z.array(z.object({ from: z.string(), to: z.string() })),
  skippedDates: z.array(z.string()),
  target: z.object({ quantity: z.number(), unit: z.string(), direction: z.enum(['atLeast', 'atMost']).optional() }).nullable(),
  amountToday: z.number().nullable(),
  /** Issue 40: streak freezes banked, the dates one was spent on (latest few), and the last in words when recent. */
  freezes: z.object({ banked: z.number().int(), usedDates: z.array(z.string()) }),
  freezeNote: z.string().nullable(),
  goal: z.string().nullable(),
  archived: z.boolean(),
});

export const getHabit = defineCoachFunction({
  name: 'getHabit',
  kind: 'read',
  effect: 'none',
  description: 'Read one habit in detail: schedule, streak and best, success rate, reminders, pauses, skips, today\'s amount, next dates. E.g. "how many days in a row have I done yoga?", "when is my next run?".',
  args: z.object({ habitId }).strict(),
  result: habitDetailsResult,
});
