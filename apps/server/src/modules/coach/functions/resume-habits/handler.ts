import { MAX_PAUSE_DAYS, formatDate, toEpochDay } from '@stride/domain';
import { type CoachHandler } from '../coach-handler.js';
import { pausedOutcome } from '../pause-habits/handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'resumeHabits'> = async (a, { owner, today, services: { habits }, words }) => {
  const from = a.from ?? today;
  // Resuming takes every paused day from `from` on out (no pause reaches two years past it).
  const range = { from, to: formatDate(toEpochDay(from) + MAX_PAUSE_DAYS * 2) };
  const list = a.habitId ? [await habits.unpause(owner, a.habitId, range)] : await habits.pauseAll(owner, range, true);
  const names = a.habitId ? words.quote(list[0]!.name) : words.say('allYourHabits');
  return pausedOutcome(list, words.say('resumed', { names, from: words.day(range.from, today) }));
};

export const resumeHabits = serveCoachFunction('resumeHabits', {
  handler,
  cues: { strong: /\b(resume|unpause|i'?m back|back from)\b/, weak: /\b(restart|continue|start again)\b/ },
  clause: (_a, { habit, s, say, quoted, series }) => {
    if (habit) return say('clauseResume', { name: quoted(habit.name) });
    const paused = s.habits.filter((h) => !h.archived && (h.pauses ?? []).some((p) => p.to >= s.today)).map((h) => quoted(h.name));
    return paused.length ? say('clauseResumeAll', { names: series(paused) }) : say('clauseResumeAny');
  },
});
