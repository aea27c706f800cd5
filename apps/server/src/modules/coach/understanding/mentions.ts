import { editDistance } from '../name-match.js';
import { otherNames, renameHead } from './other-words.js';

/**
 * Issue 37: where a message names the person's habits and goals, wherever the words stand ("can
 * you skip friday's run?", "I went to the gym", "my spanish goal"). A name is found whole
 * (by word stems: "ran" and "running" are "run", "meditated" and "meditation" are "meditate"),
 * by one of its own words ("spanish" for "Spanish lessons"), or with a typo. Whole beats a word,
 * a word beats a typo; a longer name beats a shorter one inside it ("long run" is not "run").
 */
export interface Token {
  word: string;
  stem: string;
  start: number;
  end: number;
}

export type MentionLevel = 'exact' | 'partial' | 'typo';
export interface NamedRecord {
  id: string;
  name: string;
}
export interface Mention<T extends NamedRecord> {
  items: T[];
  start: number;
  end: number;
  level: MentionLevel;
  /** Issue 50, fifty-first pass: named in other words (other-words.ts), not by a name's own. */
  other?: true;
}

const IRREGULAR: { [word: string]: string } = {
  ran: 'run', running: 'run', runs: 'run', swam: 'swim', swimming: 'swim', drank: 'drink', drunk: 'drink', went: 'go', gone: 'go', did: 'do', done: 'do',
  wrote: 'write', written: 'write', ate: 'eat', slept: 'sleep', rode: 'ride', ridden: 'ride', took: 'take', taken: 'take', read: 'read', reading: 'read',
  meditation: 'meditat', meditating: 'meditat', meditated: 'meditat', meditate: 'meditat', meditations: 'meditat', lifted: 'lift', lifting: 'lift',
  journaling: 'journal', journalling: 'journal', journaled: 'journal', journalled: 'journal', flossing: 'flos', flossed: 'flos', floss: 'flos',
  walked: 'walk', walking: 'walk', stretched: 'stretch', stretching: 'stretch', stretches: 'stretch', gym: 'gym', yoga: 'yoga', lessons: 'lesson', lesson: 'lesson',
};

/** A word's stem, good enough to tell "meditated" is "meditate" and "lessons" is "lesson". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ions', 'ion', 'ies', 'ed', 'es', 's', 'e', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      let base = w.slice(0, -suffix.length);
      if (suffix === 'ies') base += 'y';
      if (/([bdfgklmnprt])\1$/.test(base)) base = base.slice(0, -1);
      if (suffix === 's' && /ss$/.test(w)) return w.slice(0, -1);
      return base;
    }
  }
  return w;
}

export function tokens(text: string): Token[] {
  return [...text.toLowerCase().matchAll(/[a-z0-9£$€]+(?:['-][a-z0-9]+)*/g)].map((m) => ({ word: m[0], stem: stem(m[0]), start: m.index, end: m.index + m[0].length }));
}

/** Words that never name a habit on their own (a name's word that is one of these is not enough: "morning" is not "Morning walk"). */
export const GENERIC = new Set(
  (
    'the a an my your our to of and or in on at for with from by every each day days daily morning mornings evening evenings night nights afternoon week weeks weekly month ' +
    'session sessions habit habits goal goals time times minute minutes hour hours before after it that this one do did done go went get make take have had add move ' +
    'delete remove skip pause remind log note mark today tomorrow yesterday tonight all everything more less new old next last first second up off out back again ' +
    'long short quick early late is are was were be been am i me you what when how which who why not no yes please thanks just now then so but if as about into over same other some any ' +
    // Issue 50, twenty-fifth pass: everyday words one letter from a name ("i am ready" is not "Read").
    'ready really steady bread ' +
    // Eighteenth session: exercises one letter from a name ("5 min plank" is not "Plan the week" or "Water the plants").
    'plank planks plant plane lunge lunges squat crunch'
  ).split(' '),
);

const typosAllowed = (length: number) => (length < 4 ? 0 : length <= 7 ? 1 : 2);

/** Whether a message word is a typo of a name word (by the word, or by their stems). */
function typoOf(word: Token, nameWord: Token): boolean {
  if (word.word.length < 4 || GENERIC.has(word.word) || GENERIC.has(nameWord.word)) return false;
  const pairs: [string, string][] = [
    [word.word, nameWord.word],
    [word.stem, nameWord.stem],
  ];
  // Issue 50, fifth pass: stems of four letters are too short to tell apart ("really" is not "Read").
  return pairs.some(([a, b], k) => {
    if (k === 1 && Math.min(a.length, b.length) < 5) return false;
    const allowed = typosAllowed(Math.min(a.length, b.length));
    return allowed > 0 && a[0] === b[0] && editDistance(a, b) <= allowed;
  });
}

/** Issue 50, twenty-seventh pass: everyday phrases whose word is no habit's ("before the school run", "bedtime keeps running late"). */
const IDIOM = /\b(?:school|fun|dry|test|trial|shopping|supply)\s+runs?\b|\brun(?:s|ning)?\s+(?:late|out|behind|low|short|over|errands?)\b/g;

/**
 * Every name found in `text`, best first: whole names (longest first), then single words of a
 * name, then typos; at each level the records named by the same words come as one mention (two
 * habits both called "Meditate" are one mention with two items).
 */
export function findMentions<T extends NamedRecord>(text: string, records: readonly T[]): Mention<T>[] {
  const words = tokens(text);
  const used = words.map(() => false);
  const found: Mention<T>[] = [];
  const named = records.map((item) => ({ item, words: tokens(item.name) })).filter((n) => n.words.length);
  const push = (item: T, from: number, to: number, level: MentionLevel) => {
    const start = words[from]!.start;
    const end = words[to]!.end;
    const same = found.find((m) => m.start === start && m.end === end && m.level === level);
    if (same) same.items.push(item);
    else found.push({ items: [item], start, end, level });
  };
  // Whole names: longest first, each on words no longer name took.
  const byLength = [...named].sort((a, b) => b.words.length - a.words.length);
  const spans: { from: number; to: number; item: T }[] = [];
  for (const n of byLength) {
    const size = n.words.length;
    for (let i = 0; i + size <= words.length; i++) {
      const window = words.slice(i, i + size);
      const fits = window.every((w, k) => w.stem === n.words[k]!.stem || (size > 1 && k === size - 1 && typoOf(w, n.words[k]!)));
      if (!fits) continue;
      if (used.slice(i, i + size).some(Boolean) && !spans.some((s) => s.from === i && s.to === i + size - 1)) continue;
      spans.push({ from: i, to: i + size - 1, item: n.item });
    }
    for (const s of spans.filter((s) => s.item === n.item)) for (let k = s.from; k <= s.to; k++) used[k] = true;
  }
  // Issue 50, eighteenth pass: a whole name in another order ("the dog walk" for "Walk the dog"): a run of
  // words with nothing but spaces between them, first and last its own, holding each of its own (not generic) words once and nothing else of
  // its own; for names of two such words or more, on words no name took.
  for (const n of byLength) {
    const own = [...new Set(n.words.filter((w) => !GENERIC.has(w.word)).map((w) => w.stem))];
    if (own.length < 2) continue;
    for (let i = 0; i < words.length; i++) {
      for (let size = own.length; size <= n.words.length + 1 && i + size <= words.length; size++) {
        const window = words.slice(i, i + size);
        if (used.slice(i, i + size).some(Boolean) || GENERIC.has(window[0]!.word) || GENERIC.has(window.at(-1)!.word)) continue;
        // One phrase: no punctuation inside ("monday's spanish: learned …" is not "Learn Spanish").
        if (window.slice(1).some((w, k) => text.slice(window[k]!.end, w.start).trim() !== '')) continue;
        const ownWords = window.filter((w) => !GENERIC.has(w.word));
        if (ownWords.length !== own.length || !own.every((stem) => ownWords.some((w) => w.stem === stem))) continue;
        spans.push({ from: i, to: i + size - 1, item: n.item });
        for (let k = i; k < i + size; k++) used[k] = true;
        break;
      }
    }
  }
  for (const s of spans) push(s.item, s.from, s.to, 'exact');
  // A word of a name, never inside an everyday phrase that means something else ("the school run", "running late").
  const idioms = [...text.toLowerCase().matchAll(IDIOM)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  words.forEach((w, i) => {
    if (used[i] || GENERIC.has(w.word) || w.word.length < 3 || idioms.some((d) => w.start >= d.start && w.end <= d.end)) return;
    for (const n of named) if (n.words.some((nw) => !GENERIC.has(nw.word) && nw.stem === w.stem)) push(n.item, i, i, 'partial');
  });
  // Issue 50, fifty-first pass: a name said in other words, what the record is to them ("my jog", "duolingo", "the tablets").
  // A record its own name already took is not named again ("gym is mostly weights now, call it weights"), nor anything in a rename's new name.
  const named1 = new Set(found.flatMap((m) => m.items));
  const head = renameHead(text);
  for (const o of otherNames(words, (i) => !used[i] && words[i]!.end <= head && !found.some((m) => m.start <= words[i]!.start && words[i]!.end <= m.end), named)) {
    for (const k of [o.from, o.to]) used[k] = true;
    if (o.items.some((item) => named1.has(item))) continue;
    for (const item of o.items) push(item, o.from, o.to, 'partial');
    const made = found.find((m) => m.start === words[o.from]!.start && m.end === words[o.to]!.end);
    if (made) made.other = true;
    for (let k = o.from; k <= o.to; k++) used[k] = true;
  }
  // A typo of a name or of one of its words.
  words.forEach((w, i) => {
    if (used[i] || found.some((m) => m.start === w.start)) return;
    for (const n of named) if (n.words.some((nw) => typoOf(w, nw))) push(n.item, i, i, 'typo');
  });
  const rank = { exact: 0, partial: 1, typo: 2 };
  return found.sort((a, b) => rank[a.level] - rank[b.level] || b.end - b.start - (a.end - a.start) || a.start - b.start);
}
