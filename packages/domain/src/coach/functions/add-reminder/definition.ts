import { z } from 'zod';
import { habitId, reminderChannel, reminderMinutes } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const addReminder = defineCoachFunction({
  name: 'addReminder',
  kind: 'change',
  effect: 'habit',
  description: 'Add one reminder to a habit (the others stay). E.g. "remind me 15 minutes before yoga" → {"habitId":"<id>","minutesBefore":15,"channel":"push"}; "email me an hour before" → minutesBefore 60, channel "email".',
  args: z.object({ habitId, minutesBefore: reminderMinutes, channel: reminderChannel }).strict(),
  result: habitResult,
});
