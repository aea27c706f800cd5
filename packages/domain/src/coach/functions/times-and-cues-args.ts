import { z } from 'zod';
import { LOCAL_TIME_PATTERN } from '../../habits/zoned-time.js';
import { MAX_TIMES_OF_DAY } from '../../habits/times-of-day.js';
import { CUE_TEXT_MAX_LENGTH } from '../../habits/cue.js';
import { habitId } from './coach-arguments.js';

/** Issue 40 (decision 034): the coach's arguments for several times a day and cues. */
export const timesOfDay = z
  .array(z.string().regex(LOCAL_TIME_PATTERN))
  .min(1)
  .max(MAX_TIMES_OF_DAY)
  .describe('Several check-offs a day, HH:MM each, e.g. ["08:00","20:00"] for "twice a day at 8am and 8pm". Not with target or timesPerPeriod.');

export const cue = z
  .object({
    afterHabitId: habitId.optional().describe('Id of the habit it follows ("floss after brushing my teeth": the id of Brush teeth).'),
    text: z.string().trim().min(1).max(CUE_TEXT_MAX_LENGTH).optional().describe('The cue in their words, e.g. "After breakfast".'),
  })
  .strict()
  .describe('What the habit follows: another habit of theirs (afterHabitId), a cue in words (text), or both.');

export const slotTime = z.string().regex(LOCAL_TIME_PATTERN).describe('For a habit done several times a day: which time, HH:MM (e.g. "08:00" for "my morning vitamins"); omitted, every time of the day.');
