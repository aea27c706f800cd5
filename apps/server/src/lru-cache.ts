/**
 * A least-recently-used cache within a budget: each entry costs `costOf(key, value)` (1 by default,
 * so the budget is a number of entries), and the least recently used entries go first once the
 * total passes `maxCost`. An entry costing more than the whole budget is not kept; a budget of 0
 * keeps nothing.
 */
export function createLruCache<V>(maxCost: number, costOf: (key: string, value: V) => number = () => 1) {
  // Map keeps insertion order: re-inserting an entry marks it as the most recently used.
  const entries = new Map<string, { value: V; cost: number }>();
  let total = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.cost;
  }

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      remove(key);
      const cost = costOf(key, value);
      if (cost > maxCost) return;
      entries.set(key, { value, cost });
      total += cost;
      for (const oldest of entries.keys()) {
        if (total <= maxCost) break;
        remove(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    /** What the kept entries cost together. */
    get cost() {
      return total;
    },
  };
}
