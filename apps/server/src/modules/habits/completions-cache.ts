import { createLruCache } from '../../lru-cache.js';

/** Default capacity: habits whose completions stay in memory (a few KiB each for years of history). */
const DEFAULT_COMPLETIONS_CACHE_ENTRIES = 20_000;

/**
 * Completed days by habit, each kept with the completions revision it was read at; an entry is
 * only answered for that same revision, so a change made by any process is never missed. Least
 * recently used entries go first.
 */
export function createCompletionsCache(maxEntries = DEFAULT_COMPLETIONS_CACHE_ENTRIES) {
  const entries = createLruCache<{ rev: number; days: Int32Array }>(maxEntries);
  return {
    get(habitId: string, rev: number): Int32Array | undefined {
      const entry = entries.get(habitId);
      return entry?.rev === rev ? entry.days : undefined;
    },
    set(habitId: string, rev: number, days: Int32Array): void {
      entries.set(habitId, { rev, days });
    },
    get size() {
      return entries.size;
    },
  };
}
export type CompletionsCache = ReturnType<typeof createCompletionsCache>;
