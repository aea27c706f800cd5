/**
 * Issue 24: finding the habit or goal a person named, the way people name things: any case, a
 * part of the name ("gym" for "Gym session"), or with a typo ("meditaton"). Exact beats partial,
 * partial beats a typo; more than one at the same level is a question, never a guess.
 */

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`: optimal string alignment. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** How many typos a name of this length may hold and still be recognised: 1 up to 8 letters, then 2. */
const typosAllowed = (length: number) => (length < 4 ? 0 : length <= 8 ? 1 : 2);

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[“”"‘’'.!?,]/g, '')
    .replace(/^(?:the|my)\s+/, '')
    .replace(/\s+(?:habit|goal)$/, '')
    .replace(/\s+/g, ' ')
    .trim();

export interface NameMatch<T> {
  /** The one record meant, when exactly one fits best. */
  item?: T;
  /** Every record that fits at the best level found (several: ask which). */
  candidates: T[];
  /** How the best fit was found. */
  level?: 'exact' | 'partial' | 'typo';
}

/** The record `words` name among `items`: exact, else a part of a name (either way), else within the typos allowed. */
export function matchByName<T extends { name: string }>(items: readonly T[], words: string): NameMatch<T> {
  const wanted = normalise(words);
  if (!wanted) return { candidates: [] };
  const named = items.map((item) => ({ item, name: normalise(item.name) }));
  const levels = [
    named.filter((n) => n.name === wanted),
    named.filter((n) => n.name.includes(wanted) || wanted.includes(n.name)),
    named.filter((n) => {
      const allowed = typosAllowed(Math.min(n.name.length, wanted.length));
      if (!allowed) return false;
      // A typo in the whole name, or in one of its words ("meditaton" for "Morning meditation").
      return editDistance(n.name, wanted) <= allowed || n.name.split(' ').some((word) => word.length >= 4 && editDistance(word, wanted) <= typosAllowed(word.length));
    }),
  ];
  const names = ['exact', 'partial', 'typo'] as const;
  for (const [i, found] of levels.entries()) {
    if (found.length === 1) return { item: found[0]!.item, candidates: [found[0]!.item], level: names[i] };
    if (found.length > 1) return { candidates: found.map((n) => n.item), level: names[i] };
  }
  return { candidates: [] };
}
