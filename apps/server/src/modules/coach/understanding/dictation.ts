/**
 * Issue 50, forty-ninth pass: the words a phone's dictation writes for others that sound the same,
 * where only one of them makes sense: a number heard as "for", "to", "too", "won" or "ate" before
 * a time of the clock or a count ("at for p m", "eating to pieces of fruit", "won glass"), "our"
 * for hour ("an our before"), "right" for write ("right a note"), and the clock's "p m" spelt
 * apart. Run first on the lower-cased sentence, before numbers in words become digits
 * (language.ts), so the number comes out in figures ("at 4 pm") and is read with the rest.
 */
const NUMBER_SOUNDS: Record<string, string> = { for: '4', to: '2', too: '2', won: '1', ate: '8' };
const SOUND = String.raw`(?:for|to|too|won|ate)`;
const HOUR_WORD = String.raw`(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|oh\s+\w+|fifteen|twenty|thirty|forty|fifty|(?:twenty|thirty|forty|fifty)[\s-](?:one|two|three|four|five|six|seven|eight|nine)|o\s*'?\s*clock|oclock|${SOUND})`;
/** What is counted, as a plural: a number before one is said, never a preposition. */
const COUNTED = String.raw`(?:pieces|glasses|cups|pages|chapters|coffees|portions|servings|pills|tablets|laps|lengths|sets|reps|cigarettes|drinks|squares|bottles|litres|liters|kilometres|km|miles|sessions)`;
const SINGULAR = String.raw`(?:piece|glass|cup|page|chapter|coffee|portion|serving|pill|tablet|lap|length|set|cigarette|drink|bottle|litre|liter|kilometre|mile|session|hour|minute|time|day|week|more)`;

/** Words before "to" in the same clause that change what is counted, not how many ("change the unit to glasses"). */
const UNIT_CHANGED = /\b(?:units?|measured?|count(?:ed)?\s+in|switch(?:ed)?|swap(?:ped)?|convert(?:ed)?|chang(?:e|ed|ing)|from\s+(?:ml|cups?|glasses|litres?|liters?|bottles?|pages|minutes?))\b[^,.;!?]*$/;

const RULES: [RegExp, (...m: string[]) => string][] = [
  // "seven p m", "seven thirty a m", "at for p m": the half of the day spelt apart.
  [new RegExp(String.raw`\b(${HOUR_WORD})\s+([ap])\s*\.?\s*m\b\.?`, 'g'), (_m, hour: string, half: string) => `${hour} ${half}m`],
  // A number heard as a word before the half of the day or the hour ("for pm", "to o clock").
  [new RegExp(String.raw`\b${SOUND}(?=\s+(?:[ap]m\b|o\s*'?\s*clock\b|oclock\b))`, 'g'), (m) => NUMBER_SOUNDS[m]!],
  // "at for", "around ate thirty", "by to": a time of the clock after a word of time, never a preposition.
  [new RegExp(String.raw`\b(at|by|around|about|from|until|till|til|before)\s+(${SOUND})\b(?=\s+(?:thirty|fifteen|forty|fifty|twenty|ten|oh)\b|\s*$|\s*[,.!?]|\s+(?:in\s+the|at\s+night|tonight|tomorrow|today|on|every|each|instead|please|and|from|then|sharp)\b)`, 'g'), (_m, word: string, sound: string) => `${word} ${NUMBER_SOUNDS[sound]!}`],
  // "move it to for thirty", "until ate fifteen": an hour with its minutes after "to", never "to" and a preposition.
  [new RegExp(String.raw`\b(to|till|until|til)\s+(${SOUND})\b(?=\s+(?:thirty|fifteen|forty|fifty|twenty|oh)\b(?!\s+(?:five\s+)?(?:minutes?|mins?|hours?)\b))`, 'g'), (_m, word: string, sound: string) => `${word} ${NUMBER_SOUNDS[sound]!}`],
  // "eating to pieces of fruit", "had for glasses", "rowing for times a week": a count; but a unit
  // changed to another is "to" ("change the unit to glasses", "switch water from ml to cups").
  [new RegExp(String.raw`\b(for|to|too)\s+(?=(?:more\s+)?${COUNTED}\b)`, 'g'), (m, sound: string, offset: string, whole: string) => (sound === 'to' && UNIT_CHANGED.test(whole.slice(0, Number(offset))) ? m : `${NUMBER_SOUNDS[sound]!} `)],
  [new RegExp(String.raw`\b(for|to|too)\s+(?=times\s+(?:a|per|each|every)\s+(?:day|week|month)\b)`, 'g'), (_m, sound: string) => `${NUMBER_SOUNDS[sound]!} `],
  // "won glass", "won more", "that won": one.
  [new RegExp(String.raw`\bwon\s+(?=${SINGULAR}\b)`, 'g'), () => '1 '],
  [/\b(that|this|the|which|every|each|no|any|last|first|second|third|next|other|new|old|same)\s+won\b/g, (_m, word: string) => `${word} one`],
  // "an our before", "half an our", "to ours": an hour.
  [/\b(an|half\s+an|one|1)\s+our\b/g, (_m, before: string) => `${before} hour`],
  [/\b(\d+|two|three|four|five|six|a\s+couple\s+of|a\s+few)\s+ours\b/g, (_m, before: string) => `${before} hours`],
  // "right a note", "right down that": write.
  [/\bright\s+(?=(?:(?:a|the|this|that|my|in\s+a)\s+)?(?:note|down)\b)/g, () => 'write '],
];

/** The sentence with the words a dictation heard wrongly in the ones meant, and its punctuation said aloud written. */
export function asDictationMeant(text: string): string {
  let t = withSpokenPunctuation(text);
  for (const [pattern, replacement] of RULES) t = t.replace(pattern, replacement);
  return t;
}

/**
 * Punctuation said to the phone ("… yesterday comma felt great period"), written: the one place it
 * is read (the offline coach runs it on the message before any reader splits it into its parts or
 * takes a note's words from it; the normaliser and a note's words run it again, which changes
 * nothing written already). A word that names a time ("the trial period", "a period of rest")
 * stays a word.
 */
export function withSpokenPunctuation(message: string): string {
  return message
    .replace(/(?<=[a-z0-9])\s+comma(?=\s|$)/gi, ',')
    .replace(/(?<=[a-z0-9])\s+question\s+mark(?=\s|$)/gi, '?')
    .replace(/(?<=[a-z0-9])(?<!\b(?:my|the|a|her|this|that|trial|grace|time|each|every|long|short))\s+(?:period|full\s+stop)(?!\s+of\b)(?=\s|$)/gi, '.');
}

/** A note's words as dictated ("comma knee felt sore period"): its punctuation written, none left at its ends. */
export function dictatedNote(note: string | undefined): string | undefined {
  if (note === undefined) return undefined;
  return withSpokenPunctuation(note.replace(/^(?:comma|colon|dash)\s+/i, ''))
    .replace(/[.,]+$/, '')
    .trim();
}
