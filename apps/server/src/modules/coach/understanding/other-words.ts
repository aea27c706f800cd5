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
  { said: ['jog', 'jogging', 'jogs', 'jogged', 'parkrun', 'park run'], names: ['run', 'jog', 'parkrun'] },
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
  { said: ['vits', 'vit', 'vitty', 'multivit', 'multivits', 'multivitamin', 'multivitamins', 'vitamin d', 'supplements', 'supplement', 'fish oil', 'omega 3'], names: ['vitamin', 'vitamins', 'supplements'] },
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
let read: { said: { word: string; stem: string }[]; names: Set<string> }[] | undefined;
const phrases = () =>
  (read ??= FAMILIES.flatMap((f) => f.said.map((p) => ({ said: tokens(p).map((t) => ({ word: t.word, stem: t.stem })), names: new Set(f.names.map(stem)) }))).sort((a, b) => b.said.length - a.said.length));

const CREATING = /^(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+|i\s+(?:want|would\s+like|d\s+like)\s+to\s+)?(?:add|create|set\s+up|track|make\s+(?:a|an|me)|new)\b|\bnew\s+(?:habit|one|goal)\b|\b(?:want|like|need)\s+(?:a|an)\s+(?:new\s+)?(?:habit|goal)\b|\b(?:start|begin|try)\s+(?:doing\s+)?(?:a|an|some)?\s*(?!my\b|the\b)[a-z]/;

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
  // Something new asked for ("add parkrun on saturdays", "a goal to read twelve books"): its words name what is to be made.
  if (CREATING.test(words.map((w) => w.word).join(' '))) return [];
  const taken = words.map((_, i) => !free(i));
  // Issue 50, fifty-fourth pass: only in words that set something up for the days ahead ("iron tablets every day at 1pm").
  const setting = /\b(?:every|daily|each|weekly|nightly|weekdays|weeknights|mornings|evenings)\b|\b(?:a|per)\s+day\b/.test(words.map((w) => w.word).join(' '));
  const found: OtherName<T>[] = [];
  for (const { said, names } of phrases()) {
    for (let i = 0; i + said.length <= words.length; i++) {
      // The word as listed, or its stem when long enough to tell ("lates" is not "lattes", "booking" not "book").
      if (taken.slice(i, i + said.length).some(Boolean) || !said.every((s, k) => words[i + k]!.word === s.word || (s.stem.length >= 5 && words[i + k]!.stem === s.stem))) continue;
      const items = records.filter((r) => r.words.some((w) => names.has(w.stem))).map((r) => r.item);
      if (!items.length || (setting && ownKind(words[i - 1], items))) continue;
      found.push({ from: i, to: i + said.length - 1, items });
      for (let k = i; k < i + said.length; k++) taken[k] = true;
    }
  }
  return found;
}

/** Words before a word for a record that leave it that record's ("my tablets", "took the pills", "both morning meds"). */
const BEFORE_OTHER = /^(?:my|the|a|an|your|both|all|those|these|this|that|some|any|our|his|her|their|usual|daily|new|old|\d+|one|two|three|morning|evening|night|nightly|bedtime|am|pm|and|or|with|for|of|to|on|at|in|after|before|from|off|took|take|taking|takes|had|have|having|has|did|done|do|skip|skipped|forgot|forget|missed|miss|log|logged|mark|tick|remember|remembered|swallowed|finished|about|re|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|few|couple|several|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|weekday|afternoon|today|tonight|tomorrow|yesterday|last|next|first|second|regular|quick|long|short|big|little|extra)$/;

/**
 * Issue 50, fifty-fourth pass: a word of its own before the word for a record, in no name it could be ("iron tablets",
 * "fish oil capsules" beside Vitamins and Antibiotics): a thing of another kind, not theirs.
 */
function ownKind(before: Token | undefined, items: readonly { name: string }[]): boolean {
  return !!before && /^[a-z]{3,}$/.test(before.word) && !BEFORE_OTHER.test(before.word) && !/(?:ly|ed|ing)$/.test(before.word) && !items.some((x) => tokens(x.name).some((t) => t.stem === before.stem));
}

const RENAME = /\b(?:re-?name[ds]?|call(?:ed|s)?|name[ds]?|known\s+as)\b/i;

/** Where a rename's new name starts ("rename gym to weights", "can yoga be called …", "call it …"): the words before it; all of `text` when it is no rename. */
export function renameHead(text: string): number {
  const verb = RENAME.exec(text);
  if (!verb) return text.length;
  const at = /\s(?:to|as|into|called|named|it|that)\s/i.exec(text.slice(verb.index));
  return at ? verb.index + at.index : text.length;
}

/**
 * The message with each record called otherwise that names exactly one of their habits or goals
 * put by that record's name ("move my jog to 6:30" is "move my Morning run to 6:30"), so that no
 * other reading takes the words for something else ("sun salutations" holds no Sunday). Only before
 * a colon and outside quotes (a note's words and a new name are theirs); a word that names several
 * records is left for mentions.ts, which asks which.
 */
export function inTheirNames(message: string, habits: readonly { name: string; archived?: boolean }[], goals: readonly { name: string }[] = []): string {
  let head = /^[^:"“”‘’]*?(?=\s'|'\s|'$|[:"“”‘’]|$)/.exec(message)?.[0] ?? '';
  // A rename: only the record renamed, before its new name ("rename gym to weights" keeps "weights").
  const renamed = RENAME.test(head);
  head = head.slice(0, renameHead(head));
  const words = tokens(head);
  const kinds = [habits.filter((h) => !h.archived), goals].map((records) => records.map((item) => ({ item, words: tokens(item.name) })));
  const own = new Set(kinds.flat().flatMap((n) => n.words.map((w) => w.stem)));
  // A habit first; a goal only for words that call no habit ("my race" is the 10k goal, "my jog" the run).
  const taken = words.map((w) => own.has(w.stem));
  const found: OtherName<{ name: string }>[] = [];
  for (const named of kinds) {
    for (const o of otherNames(words, (i) => !taken[i], named)) {
      // In a rename, never a word after a record's own name or after the one renamed ("call my gym habit strength training").
      const after = renamed && (found.length > 0 || words.slice(0, o.from).some((w) => own.has(w.stem)));
      // A record the message names by its own words too ("on the rower … 4 rowing sessions") is left as said.
      const again = o.items.length === 1 && tokens(o.items[0]!.name).some((n) => n.stem.length >= 3 && words.some((w) => w.stem === n.stem));
      if (o.items.length === 1 && !after && !again) found.push(o);
      for (let k = o.from; k <= o.to; k++) taken[k] = true;
    }
  }
  let out = head;
  for (const o of [...found].sort((a, b) => b.from - a.from)) out = out.slice(0, words[o.from]!.start) + o.items[0]!.name + out.slice(words[o.to]!.end);
  return out + message.slice(head.length);
}

/** Other words for what an area holds ("my study bucket" is Learning, "the wellbeing section" Health). */
const AREA_FAMILIES: Family[] = [
  { said: ['study', 'studying', 'studies', 'brain', 'education', 'school', 'uni'], names: ['learning', 'study', 'education', 'growth'] },
  { said: ['wellbeing', 'well-being', 'wellness', 'self care', 'self-care', 'medical', 'body'], names: ['health', 'wellbeing', 'wellness'] },
  { said: ['exercise', 'sport', 'sports', 'training', 'movement', 'workout', 'workouts'], names: ['fitness', 'exercise', 'sport', 'movement'] },
];

/**
 * The message with an area called otherwise, before a word for an area ("area", "section",
 * "bucket", "category", "folder", "routine", "group"), put by the one area's name it fits.
 */
export function areaInTheirName(message: string, areas: readonly { name: string }[]): string {
  const own = new Set(areas.flatMap((a) => tokens(a.name).map((t) => t.stem)));
  return message.replace(/\b([a-z][a-z-]*(?:\s[a-z]+)?)(\s+(?:area|routine|group|section|bucket|category|folder)s?\b)/gi, (whole, said: string, rest: string) => {
    for (const words of [said, said.split(/\s/).pop()!]) {
      const stems = tokens(words).map((t) => t.stem);
      if (stems.some((x) => own.has(x))) return whole;
      const family = AREA_FAMILIES.find((f) => f.said.some((p) => tokens(p).map((t) => t.stem).join(' ') === stems.join(' ')));
      const fits = family ? areas.filter((a) => tokens(a.name).some((t) => family.names.map(stem).includes(t.stem))) : [];
      if (fits.length === 1) return `${said.slice(0, said.length - words.length)}${fits[0]!.name}${rest}`;
    }
    return whole;
  });
}
