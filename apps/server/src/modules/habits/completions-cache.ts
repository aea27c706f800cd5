/** Default capacity: habits whose completions stay in memory (a few KiB each for years of history). */
export const DEFAULT_COMPLETIONS_CACHE_ENTRIES = 20_000;

/**
 * Completed days by habit, each kept with the completions revision it was read at; an entry is
 * only answered for that same revision, so a change made by any process is never missed. Least
 * recently used entries go first.
 */
export function createCompletionsCache(maxEntries = DEFAULT_COMPLETIONS_CACHE_ENTRIES) {
  const entries = new Map<string, { rev: number; days: Int32Array }>();
  return {
    get(habitId: string, rev: number): Int32Array | undefined {
      const entry = entries.get(habitId);
      if (!entry || entry.rev !== rev) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      entries.delete(habitId);
      entries.set(habitId, entry);
      return entry.days;
    },
    set(habitId: string, rev: number, days: Int32Array): void {
      if (maxEntries <= 0) return;
      entries.delete(habitId);
      entries.set(habitId, { rev, days });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
export type CompletionsCache = ReturnType<typeof createCompletionsCache>;
