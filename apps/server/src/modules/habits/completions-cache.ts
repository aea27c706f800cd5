import { createLruCache } from '../../lru-cache.js';

/** A day of a habit beyond done or not (issue 22): the amount logged, a note, a skip. */
export interface HabitDayLog {
  /** Epoch day. */
  day: number;
  amount: number | null;
  note: string | null;
  skipped: boolean;
  /** Issue 40: the times of a several-times-a-day habit checked off that day. */
  doneTimes?: string[] | null;
}

/** What the figures of one habit read: its completed days (ascending epoch days) and its day logs (ascending). */
export interface HabitDays {
  completedDays: Int32Array;
  logs: HabitDayLog[];
}

/** Default capacity: habits whose completions stay in memory (a few KiB each for years of history). */
const DEFAULT_COMPLETIONS_CACHE_ENTRIES = 20_000;

/**
 * Completed days and day logs by habit, each kept with the completions revision it was read at; an entry is
 * only answered for that same revision, so a change made by any process is never missed. Least
 * recently used entries go first.
 */
export function createCompletionsCache(maxEntries = DEFAULT_COMPLETIONS_CACHE_ENTRIES) {
  const entries = createLruCache<{ rev: number; days: HabitDays }>(maxEntries);
  return {
    get(habitId: string, rev: number): HabitDays | undefined {
      const entry = entries.get(habitId);
      return entry?.rev === rev ? entry.days : undefined;
    },
    set(habitId: string, rev: number, days: HabitDays): void {
      entries.set(habitId, { rev, days });
    },
    get size() {
      return entries.size;
    },
  };
}
export type CompletionsCache = ReturnType<typeof createCompletionsCache>;
