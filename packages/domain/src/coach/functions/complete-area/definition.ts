import { z } from 'zod';
import { areaId, occurrenceDate } from '../coach-arguments.js';
import { habitsResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

/** Issue 40: "Done all" of an area: each of its habits due that day is completed (an amount habit to its target). */
export const completeArea = defineCoachFunction({
  name: 'completeArea',
  kind: 'change',
  effect: 'habits',
  description:
    'Mark every habit of an area due that day done (today by default); habits paused, skipped or not due are left alone. E.g. "done with my morning routine", "I did my whole evening routine".',
  args: z.object({ areaId, date: occurrenceDate.optional() }).strict(),
  result: habitsResult,
  /** Issue 50: it changes every habit of the area due that day: several records, proposed by name first. */
  confirmWhen: () => true,
});
