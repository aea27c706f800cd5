import type { CoachHandler } from '../coach-handler.js';
import { describeSchedule, freezeNoteIn, scheduleInWords } from '../habit-for-model.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'getHabit'> = async (a, { owner, today, services: { habits, goals }, words }) => {
  const h = await habits.get(owner, a.habitId);
  const goal = h.goalId ? (await goals.listGoals(owner.id)).find((g) => g.id === h.goalId) : undefined;
  const result = {
    id: h.id,
    name: h.name,
    schedule: describeSchedule(h),
    streak: h.completionStreak,
    bestStreak: h.bestStreak,
    successRate: h.successRate,
    doneToday: h.completedDates.includes(today),
    nextDates: h.occurrences.filter((o) => o.date >= today).slice(0, 3).map((o) => o.date),
    reminders: h.reminders,
    pauses: h.pauses,
    skippedDates: h.skippedDates.slice(-5),
    target: h.target,
    amountToday: h.target ? (h.amounts[today] ?? 0) : null,
    freezes: { banked: h.freezes?.banked ?? 0, usedDates: (h.freezes?.usedDates ?? []).slice(-5) },
    freezeNote: freezeNoteIn(h, today, words, 30),
    goal: goal?.name ?? null,
    archived: !!h.archivedAt,
  };
  // Issue 40: when a freeze was spent, the coach says so.
  const note = result.freezeNote ? ` ${result.freezeNote}.` : '';
  return { result, summary: `${words.say('habitFigures', { name: h.name, streak: h.completionStreak, best: h.bestStreak, schedule: scheduleInWords(h, words) })}${note}`, forModel: result };
};

export const getHabit = serveCoachFunction('getHabit', {
  handler,
  cues: { strong: /\b(how many|how long|when|next|streak|in a row|show me|tell me about)\b/, weak: /\b(which|what|list)\b|\?/ },
});
