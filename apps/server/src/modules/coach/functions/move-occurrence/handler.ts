import { formatDate, localPartsOf, minutesOf, toEpochDay } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { habitOutcome } from '../habit-for-model.js';
import { endTime } from '../habit-schedule-args.js';
import { serveCoachFunction, habitIdOf } from '../coach-function-entry.js';

/** Minutes from one wall time to the next ("23:30" to "00:15" is 45). */
const lengthOf = (start: string, end: string) => (minutesOf(end) - minutesOf(start) + 1440) % 1440 || 1440;

/**
 * Issue 50: one day of a habit moved to another time or day (the calendar's "This occurrence"
 * edit): the habit's other days keep their schedule. A day gone by stays as it was (its record
 * is history), and a habit with no fixed days has no one day to move.
 */
const handler: CoachHandler<'moveOccurrence'> = async (a, { owner, today, services: { habits }, words }) => {
  const date = a.date ?? today;
  const to = a.newDate ?? date;
  const current = await habits.get(owner, a.habitId);
  const name = words.quote(current.name);
  if (current.frequency) throw new ToolError(words.say('moveNoFixedDays', { h: name, x: words.say(current.frequency.period === 'week' ? 'freqWeekAnyDays' : 'freqMonthAnyDays', { n: current.frequency.times }) }));
  for (const day of [date, to]) if (day < today) throw new ToolError(words.say('moveToPast', { d: words.day(day, today) }));
  const window = habits.windowFor(owner, { from: date, to: formatDate(toEpochDay(date) + 1) });
  const occurrence = (await habits.list(owner, window)).find((h) => h.id === a.habitId)?.occurrences.find((o) => o.date === date);
  if (!occurrence) throw new ToolError(words.say('moveNotOn', { h: name, d: words.day(date, today) }));
  const wasStart = localPartsOf(occurrence.startTime, owner.timezone).time;
  const wasLength = lengthOf(wasStart, localPartsOf(occurrence.endTime, owner.timezone).time);
  const start = a.startTime ?? wasStart;
  const length = a.durationMinutes ?? wasLength;
  if (to === date && start === wasStart && length === wasLength) throw new ToolError(words.say('moveNothing', { h: name, on: words.on(date, today), t: words.time(start) }));
  const habit = await habits.update(owner, a.habitId, { occurrence: { date, ...(to !== date ? { newDate: to } : {}), startTime: start, endTime: endTime(start, length) }, scope: 'single' });
  const summary =
    to === date
      ? words.say('movedOccurrenceTime', { h: name, on: words.on(date, today), t: words.time(start) })
      : words.say('movedOccurrenceDay', { h: name, a: words.day(date, today), b: words.day(to, today), t: words.time(start) });
  // What it was goes with the result the model (and a later "undo that") reads: the day put back as it was.
  const outcome = habitOutcome(habit, today, summary);
  return { ...outcome, forModel: { ...outcome.forModel, moved: { from: { date, startTime: wasStart, durationMinutes: wasLength }, to: { date: to, startTime: start, durationMinutes: length } } } };
};

export const moveOccurrence = serveCoachFunction('moveOccurrence', {
  handler,
  cues: { strong: /\b(?:just|only)\s+(?:for\s+)?(?:today|tonight|tomorrow|this|once|that\s+day)\b|\bone[-\s]off\b|\b(?:today|tomorrow|tonight)'?s\b/, weak: /\b(?:move|push|shift|bump|reschedule|postpone|later|earlier|this)\b/ },
  changes: 'day',
  clause: (a, { habit, say, quoted, day }) => say('clauseMoveOccurrence', { name: quoted(habit?.name), day: day(a.newDate ?? a.date) }),
  /** Back on its own day, at the time and length it had (what the move answered it was). */
  undo: (call) => {
    const habitId = habitIdOf(call);
    const moved = ((call.outcome.result ?? {}) as { moved?: { from: { date: string; startTime: string; durationMinutes: number }; to: { date: string } } }).moved;
    if (!habitId || !moved) return undefined;
    const { from, to } = moved;
    return { name: 'moveOccurrence', args: { habitId, date: to.date, ...(to.date !== from.date ? { newDate: from.date } : {}), startTime: from.startTime, durationMinutes: from.durationMinutes } };
  },
  /** "actually 7pm", "an hour then": the same day, moved again. */
  correct: (last, habitId, heard) => {
    const day = typeof last.args.newDate === 'string' ? last.args.newDate : typeof last.args.date === 'string' ? last.args.date : undefined;
    const startTime = heard.startTime();
    const durationMinutes = startTime ? undefined : heard.lengthMinutes();
    if (!day || (!startTime && !durationMinutes)) return undefined;
    return [{ name: 'moveOccurrence', args: { habitId, date: day, ...(startTime ? { startTime } : {}), ...(durationMinutes ? { durationMinutes } : {}) } }];
  },
});
