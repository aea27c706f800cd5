import { z } from 'zod';
import { amount, habitId, note, occurrenceDate } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { slotTime } from '../times-and-cues-args.js';
import { defineCoachFunction } from '../coach-function.js';

export const completeHabit = defineCoachFunction({
  name: 'completeHabit',
  kind: 'change',
  effect: 'habit',
  description:
    'Mark a habit done for a day (today by default), or log an amount for a habit with a target (value adds to the day, total sets it). E.g. "I did my run", "I meditated yesterday", "log 5 glasses", "make today 6 glasses". For a limit or quit habit (target direction atMost) it logs what was had: "I had a coffee" value 1, "I slipped and had sugar" value 1; never call it when they kept to the limit (the day keeps itself).',
  args: z.object({
    habitId,
    date: occurrenceDate.optional(),
    value: amount.optional().describe('For a habit with a target: the amount to add to the day, e.g. 5 for "I drank 5 glasses".'),
    total: amount.optional().describe('For a habit with a target: the day\'s amount set or corrected, e.g. 6 for "actually it was 6 glasses today".'),
    note: note.optional(),
    time: slotTime.optional(),
  }).strict(),
  result: habitResult,
});
