import { dayCount, firstDayOfWeek, formatDate, formatPercent, habitDayViews, toEpochDay, weekStartOf, type CoachReply, type CoachWords, type ProgressPeriod } from '@stride/domain';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

/**
 * Weeks from the region's first day (issue 54: the Analytics page's and a flexible habit's weeks,
 * Monday in Europe, Sunday in the US), months from the 1st; every period ends today at the latest.
 */
function periodWindow(period: ProgressPeriod, today: string, weekStartsOn: number): { from: string; to: string } {
  const day = toEpochDay(today);
  const first = weekStartOf(day, weekStartsOn);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'last week':
      return { from: formatDate(first - 7), to: formatDate(first - 1) };
    case 'this month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last 30 days':
      return { from: formatDate(day - 29), to: today };
    case 'this week':
      return { from: formatDate(first), to: today };
  }
}

/** "This week: 7 of 9 done (78%). Read 4 of 4, Gym 1 of 3." The specific answer, each habit's figure after the total. */
function progressSummary(period: ProgressPeriod, done: number, scheduled: number, rows: { name: string; done: number; scheduled: number }[], words: CoachWords): string {
  const title = words.say(PERIOD_WORDS[period]);
  if (!scheduled) return words.say('progressNone', { period: title });
  const each = rows.filter((r) => r.scheduled > 0).map((r) => words.say('progressOf', { name: r.name, done: r.done, scheduled: r.scheduled }));
  return words.say('progress', { period: title, done, scheduled, percent: words.english ? formatPercent(done / scheduled) : words.percent(done / scheduled), habits: words.series(each) });
}

/** Issue 54: a period's name in the person's language (English: the period, capitalised, as before). */
const PERIOD_WORDS = { today: 'periodToday', 'this week': 'periodThisWeek', 'last week': 'periodLastWeek', 'this month': 'periodThisMonth', 'last 30 days': 'periodLast30Days' } as const satisfies Record<ProgressPeriod, CoachReply>;

const handler: CoachHandler<'getProgress'> = async (a, { owner, today, services: { habits }, words }) => {
  const period = a.period ?? 'this week';
  const window = periodWindow(period, today, firstDayOfWeek(owner.locale));
  const list = (await habits.list(owner, window)).filter((h) => !a.habitId || h.id === a.habitId);
  if (a.habitId && !list.length) throw new ToolError(words.say('habitNotFound'));
  // Skipped and paused days are rest, not misses (decision 023): left out of what was scheduled.
  // Issue 51: the days as every screen counts them (decision 051, `dayCount`): each time of a
  // several-times-a-day habit; never a limit or a quit habit (kept by not doing, not done).
  const rows = list
    .filter((h) => !h.archivedAt)
    .map((h) => {
      const days = h.occurrences.filter((o) => o.date <= today).map((o) => ({ date: o.date, views: habitDayViews(h, o.date, today) }));
      const { done, due } = dayCount(days.flatMap((d) => d.views));
      const missed = days.filter((d) => d.views.some((v) => v.counts && !v.done)).map((d) => d.date);
      return { id: h.id, name: h.name, done, scheduled: due, missed, streak: h.completionStreak };
    });
  const done = rows.reduce((sum, r) => sum + r.done, 0);
  const scheduled = rows.reduce((sum, r) => sum + r.scheduled, 0);
  const result = { period, from: window.from, to: window.to, done, scheduled, habits: rows };
  return { result, summary: progressSummary(period, done, scheduled, rows, words), forModel: result };
};

export const getProgress = serveCoachFunction('getProgress', {
  handler,
  cues: { strong: /\b(how am i|how did i|how'?s|how is|progress|how .* going|this week|last week|this month|stats|rate|report|review)\b/, weak: /\bdoing\b/ },
});
