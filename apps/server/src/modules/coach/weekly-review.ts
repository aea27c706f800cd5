import { REVIEW_TEXTS as T, coachWords, dayCount, modelLanguageLine, notificationTexts, habitDayViews, toEpochDay, formatDate, isInUse, type Habit } from '@stride/domain';
import type { AiProvider } from '../../adapters/ai-provider.js';

/** A week's figures for the review, from the same habit answers the analytics use (issue 21). */
export interface WeekStats {
  from: string;
  to: string;
  done: number;
  scheduled: number;
  best: { name: string; streak: number }[];
  slipping: { name: string; done: number; scheduled: number } | null;
  /** The week's notes on completions and skips (issue 22), for the coach's context; at most 20. */
  notes: { habit: string; date: string; note: string }[];
}

const MAX_NOTES = 20;

/** The last seven local days up to today. */
export function reviewWindow(today: string): { from: string; to: string } {
  return { from: formatDate(toEpochDay(today) - 6), to: today };
}

export function weekStats(all: readonly Habit[], window: { from: string; to: string }): WeekStats {
  const habits = all.filter(isInUse);
  let done = 0;
  let scheduled = 0;
  let slipping: WeekStats['slipping'] = null;
  const notes: WeekStats['notes'] = [];
  for (const habit of habits) {
    for (const [date, note] of Object.entries(habit.notes)) {
      if (date >= window.from && date <= window.to && notes.length < MAX_NOTES) notes.push({ habit: habit.name, date, note });
    }
    let completed: number;
    let due: number;
    if (habit.frequency) {
      // "N times a week": the week asks N (a monthly one is left to its month); extra ones count for nothing.
      if (habit.frequency.period !== 'week') continue;
      due = habit.frequency.times;
      completed = Math.min(due, habit.completedDates.filter((d) => d >= window.from && d <= window.to).length);
    } else {
      // Issue 51: the days as every screen counts them (decision 051, `dayCount`): each time of a
      // several-times-a-day habit; skipped and paused days left out unless done anyway; never a
      // limit or a quit habit (its days are kept by not doing, not done).
      const views = habit.occurrences.filter((o) => o.date >= window.from && o.date <= window.to).flatMap((o) => habitDayViews(habit, o.date, window.to));
      ({ done: completed, due } = dayCount(views));
    }
    done += completed;
    scheduled += due;
    const missed = due - completed;
    if (due >= 2 && missed > 0 && (!slipping || completed / due < slipping.done / slipping.scheduled)) {
      slipping = { name: habit.name, done: completed, scheduled: due };
    }
  }
  notes.sort((a, b) => a.date.localeCompare(b.date));
  const best = habits
    .filter((h) => h.completionStreak > 0)
    .sort((a, b) => b.completionStreak - a.completionStreak)
    .slice(0, 3)
    .map((h) => ({ name: h.name, streak: h.completionStreak }));
  return { ...window, done, scheduled, best, slipping, notes };
}

/** The review from the template: figures, best streaks, the habit slipping, one suggestion. */
export function templateReview(stats: WeekStats, locale?: string | null): string {
  // Issue 54: the template in the account's language (English is REVIEW_TEXTS exactly).
  const T = notificationTexts(locale).review;
  const lines = [T.opening(stats.done, stats.scheduled)];
  // The best streaks as the language lists them ("A (5 días) y B (3 días)"); English with ", " as before.
  if (stats.best.length) lines.push(T.best(coachWords(locale).series(stats.best.map((b) => T.bestItem(b.name, b.streak)))));
  if (stats.slipping) lines.push(T.slipping(stats.slipping.name, stats.slipping.done, stats.slipping.scheduled));
  lines.push(stats.slipping ? T.suggestionSlipping(stats.slipping.name) : stats.scheduled === 0 ? T.suggestionEmpty : T.suggestionSteady);
  return lines.join(' ');
}

const MAX_REVIEW_CHARS = 1200;

/**
 * The review the coach writes: by the AI provider from the figures when one is configured, else
 * (or when it fails or answers nothing) from the template. A failure of the provider never loses
 * the review.
 */
export async function writeReview(
  stats: WeekStats,
  firstName: string,
  provider: AiProvider | undefined,
  { locale, signal }: { locale?: string | null; signal?: AbortSignal } = {},
): Promise<{ text: string; by: 'ai' | 'template' }> {
  if (provider) {
    try {
      // Issue 54: the model is told the person's language (nothing added for English).
      const language = modelLanguageLine(locale);
      const completion = await provider.complete(
        [
          { role: 'system', content: language ? `${T.aiInstruction}\n\n${language}` : T.aiInstruction },
          { role: 'user', content: JSON.stringify({ firstName, ...stats }) },
        ],
        [],
        signal,
      );
      const text = completion.content?.trim();
      if (text) return { text: text.slice(0, MAX_REVIEW_CHARS), by: 'ai' };
    } catch {
      // The template below still gives the person their review.
    }
  }
  return { text: templateReview(stats, locale), by: 'template' };
}
