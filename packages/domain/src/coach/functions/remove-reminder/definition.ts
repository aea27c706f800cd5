import { z } from 'zod';
import { habitId, reminderChannel, reminderMinutes } from '../coach-arguments.js';
import { habitResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const removeReminder = defineCoachFunction({
  name: 'removeReminder',
  kind: 'change',
  idempotent: true,
  effect: 'habit',
  description: 'Remove a habit\'s reminders: those matching minutesBefore and channel, or all of them when neither is given. E.g. "stop reminding me about gym" → {"habitId":"<id>"}. The habit stays.',
  args: z.object({ habitId, minutesBefore: reminderMinutes.optional(), channel: reminderChannel.optional() }).strict(),
  result: habitResult,
});
