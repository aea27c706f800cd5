import { MAX_PAUSE_DAYS, formatDate, toEpochDay } from '@stride/domain';
import { dayOf, type CoachHandler } from '../coach-handler.js';
import { pausedOutcome } from '../pause-habits/handler.js';
import { serveCoachFunction, quoted } from '../coach-function-entry.js';

const handler: CoachHandler<'resumeHabits'> = async (a, { owner, today, services: { habits } }) => {
  const from = a.from ?? today;
  // Resuming takes every paused day from `from` on out (no pause reaches two years past it).
  const range = { from, to: formatDate(toEpochDay(from) + MAX_PAUSE_DAYS * 2) };
  const list = a.habitId ? [await habits.unpause(owner, a.habitId, range)] : await habits.pauseAll(owner, range, true);
  const names = a.habitId ? `"${list[0]!.name}"` : 'all your habits';
  return pausedOutcome(list, `Resumed ${names} from ${dayOf(range.from, today)}.`);
};

export const resumeHabits = serveCoachFunction('resumeHabits', {
  handler,
  cues: { strong: /\b(resume|unpause|i'?m back|back from)\b/, weak: /\b(restart|continue|start again)\b/ },
  clause: (_a, { habit, s }) => {
    if (habit) return `resume ${quoted(habit.name)}`;
    const paused = s.habits.filter((h) => !h.archived && (h.pauses ?? []).some((p) => p.to >= s.today)).map((h) => quoted(h.name));
    return paused.length ? `resume every paused habit (${paused.join(', ')})` : 'resume every paused habit';
  },
});
