import { stem, tokens, type Token } from './mentions.js';

/**
 * Issue 50, fifty-first pass: a record called by what it is to the person rather than by its name:
 * a synonym ("my jog" for a run, "the diary" for a journal), a brand or an app ("duolingo" for a
 * language, "the erg" for rowing, "my flat white" for coffee), a part or a kind of it ("the
 * tablets" for vitamins or antibiotics, "racket" for tennis or squash). Each family is one-way:
 * the words said name any record whose own name holds one of the family's name words; a word that
 * names several records (the tablets, a racket game) names them all, and the coach asks which.
 * A record's own words always come first (mentions.ts reads this only on words no name took).
 */
interface Family {
  /** What people say (one or more words each). */
  said: string[];
  /** Words of a record's own name the family stands for. */
  names: string[];
}

const FAMILIES: Family[] = [
  { said: ['jog', 'jogging', 'jogs', 'parkrun', 'park run'], names: ['run', 'jog', 'parkrun'] },
  { said: ['workout', 'workouts', 'weights', 'weight training', 'lifting', 'strength training', 'leg day'], names: ['gym', 'workout', 'weights', 'lift', 'strength'] },
  { said: ['laps', 'lengths', 'pool'], names: ['swim', 'swimming'] },
  { said: ['bike', 'spin class', 'peloton', 'spinning'], names: ['cycle', 'cycling', 'bike', 'ride', 'spin'] },
  { said: ['erg', 'ergs', 'rower', 'rowing machine', 'concept2'], names: ['row', 'rowing', 'erg'] },
  { said: ['sun salutations', 'sun salutation', 'vinyasa', 'asanas'], names: ['yoga'] },
  { said: ['reformer', 'reformer class'], names: ['pilates'] },
  { said: ['racket', 'racquet', 'rackets', 'racquets'], names: ['tennis', 'squash', 'badminton', 'padel', 'racket', 'racquet'] },
  { said: ['keyboard', 'keys', 'ivories'], names: ['piano', 'keyboard', 'keys'] },
  { said: ['uke'], names: ['ukulele', 'uke'] },
  {
    said: ['duolingo', 'duo', 'babbel', 'memrise', 'language app', 'language lessons', 'language lesson'],
    names: ['spanish', 'french', 'german', 'italian', 'japanese', 'portuguese', 'mandarin', 'chinese', 'korean', 'arabic', 'dutch', 'welsh', 'greek', 'language', 'languages'],
  },
  { said: ['espanol', 'español', 'castellano'], names: ['spanish'] },
  { said: ['francais', 'français'], names: ['french'] },
  { said: ['pup', 'puppy', 'doggo', 'doggy', 'pooch', 'walkies'], names: ['dog', 'dogs'] },
  { said: ['houseplants', 'house plants', 'pot plants', 'succulents', 'greenery'], names: ['plants', 'plant', 'garden'] },
  { said: ['multivit', 'multivits', 'multivitamin', 'multivitamins', 'vitamin d', 'supplements', 'supplement', 'fish oil', 'omega 3'], names: ['vitamin', 'vitamins', 'supplements'] },
  { said: ['amoxicillin', 'penicillin', 'doxycycline', 'flucloxacillin', 'antibiotic course'], names: ['antibiotics', 'antibiotic'] },
  { said: ['tablets', 'tablet', 'pills', 'pill', 'meds', 'medication', 'medicine', 'capsules'], names: ['vitamins', 'vitamin', 'antibiotics', 'antibiotic', 'meds', 'medication', 'medicine', 'pills', 'tablets', 'supplements'] },
  { said: ['flat white', 'flat whites', 'latte', 'lattes', 'cappuccino', 'cappuccinos', 'espresso', 'espressos', 'americano', 'americanos', 'cup of joe', 'cups of joe', 'caffeine'], names: ['coffee', 'caffeine'] },
  { said: ['cuppa', 'cuppas'], names: ['tea'] },
  { said: ['h2o', 'hydration'], names: ['water', 'hydrate', 'hydration'] },
  { said: ['book', 'books', 'novel', 'kindle'], names: ['read', 'book', 'books'] },
  { said: ['diary'], names: ['journal', 'diary'] },
  { said: ['mindfulness', 'headspace', 'breathwork'], names: ['meditate', 'meditation', 'mindfulness'] },
  { said: ['mobility', 'foam rolling', 'limbering'], names: ['stretch', 'stretching', 'mobility'] },
  { said: ['cigs', 'ciggies', 'fags', 'smokes', 'cigarettes'], names: ['smoking', 'smoke', 'cigarettes'] },
  { said: ['race'], names: ['10k', '5k', 'marathon', 'half', 'race', 'triathlon'] },
];

/** The families as stems, read once when first needed (mentions.ts and this module need each other). */
let read: { said: string[]; names: Set<string> }[] | undefined;
const phrases = () =>
  (read ??= FAMILIES.flatMap((f) => f.said.map((p) => ({ said: tokens(p).map((t) => t.stem), names: new Set(f.names.map(stem)) }))).sort((a, b) => b.said.length - a.said.length));

/** One place in the message where a record is called otherwise: the words (from, to) and the records. */
export interface OtherName<T> {
  from: number;
  to: number;
  items: T[];
}

/**
 * The records `words` call by other words, on words free of any name (`free(i)`): the longest
 * phrase first, each word once; a record whose own name already holds the word said is never named
 * through it (its own name is read first).
 */
export function otherNames<T extends { name: string }>(words: Token[], free: (i: number) => boolean, records: readonly { item: T; words: Token[] }[]): OtherName<T>[] {
  const taken = words.map((_, i) => !free(i));
  const found: OtherName<T>[] = [];
  for (const { said, names } of phrases()) {
    for (let i = 0; i + said.length <= words.length; i++) {
      if (taken.slice(i, i + said.length).some(Boolean) || !said.every((s, k) => words[i + k]!.stem === s)) continue;
      const items = records.filter((r) => r.words.some((w) => names.has(w.stem))).map((r) => r.item);
      if (!items.length) continue;
      found.push({ from: i, to: i + said.length - 1, items });
      for (let k = i; k < i + said.length; k++) taken[k] = true;
    }
  }
  return found;
}

/**
 * The message with each record called otherwise that names exactly one of their habits or goals
 * put by that record's name ("move my jog to 6:30" is "move my Morning run to 6:30"), so that no
 * other reading takes the words for something else ("sun salutations" holds no Sunday). Only before
 * a colon and outside quotes (a note's words and a new name are theirs); a word that names several
 * records is left for mentions.ts, which asks which.
 */
export function inTheirNames(message: string, habits: readonly { name: string; archived?: boolean }[], goals: readonly { name: string }[] = []): string {
  const head = /^[^:"“”‘’]*?(?=\s'|'\s|'$|[:"“”‘’]|$)/.exec(message)?.[0] ?? '';
  const words = tokens(head);
  const kinds = [habits.filter((h) => !h.archived), goals].map((records) => records.map((item) => ({ item, words: tokens(item.name) })));
  const own = new Set(kinds.flat().flatMap((n) => n.words.map((w) => w.stem)));
  // A habit first; a goal only for words that call no habit ("my race" is the 10k goal, "my jog" the run).
  const taken = words.map((w) => own.has(w.stem));
  const found: OtherName<{ name: string }>[] = [];
  for (const named of kinds) {
    for (const o of otherNames(words, (i) => !taken[i], named)) {
      if (o.items.length === 1) found.push(o);
      for (let k = o.from; k <= o.to; k++) taken[k] = true;
    }
  }
  let out = head;
  for (const o of [...found].sort((a, b) => b.from - a.from)) out = out.slice(0, words[o.from]!.start) + o.items[0]!.name + out.slice(words[o.to]!.end);
  return out + message.slice(head.length);
}
