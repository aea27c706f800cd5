import { HABIT_UNIT_MAX_LENGTH, MAX_HABIT_VALUE, type HabitTarget } from '../habit-depth.schemas.js';
import type { PhraseReading } from './phrase-reading.js';
import { WORD_NUMBER, readCount, rx } from './phrase-words.js';

/**
 * Issue 51: Quick add reads the kind of habit as the coach does (decision 032): "at most 2
 * coffees a day", "no more than 3 beers a day", "max 2 coffees" are limits; "quit smoking", "no
 * sugar", "stop snacking", "give up sweets" are quit habits (a limit of 0).
 */
const QUANTITY = String.raw`(?:(\d+(?:\.\d+)?)\s*|(${WORD_NUMBER}|zero)\s+)`;
const LIMIT = String.raw`\b(?:at\s+most|no\s+more\s+than|not\s+more\s+than|max(?:imum)?(?:\s+of)?|up\s+to)\s+${QUANTITY}([a-z][a-z'-]*)(?:\s+(?:a|per|each)\s+day|\s+daily)?\b`;

/** "at most <number> <unit> (a day)": a limit on what is counted, read before a target could take "2 cups". */
export function readLimits(r: PhraseReading): void {
  r.scan.each(rx(LIMIT), (match) => {
    const [, digits, words, unit = ''] = match;
    const quantity = digits !== undefined ? Number(digits) : words === 'zero' ? 0 : (readCount(words ?? '') ?? NaN);
    if (!(quantity >= 0 && quantity <= MAX_HABIT_VALUE) || unit.length > HABIT_UNIT_MAX_LENGTH) return 'reject';
    r.targets.push(r.scan.placed(match.index, match.index + match[0].length, { quantity, unit: unit.toLowerCase(), direction: 'atMost' }));
    return 'use';
  });
}

const QUIT = /^(?:quit|stop|give\s+up|cut\s+out|no)\s+(?:more\s+)?(?:eating\s+|drinking\s+|having\s+)?(.+)$/i;

/**
 * A name that starts with quitting words ("quit smoking", "no sugar") is a quit habit: what is
 * given up is its unit and the habit is called "No <it>". A limit with nothing else to name it
 * is called after its unit ("at most 2 coffees a day" is "Coffees"). Undefined when neither.
 */
export function kindFromName(name: string, target: HabitTarget | null): { name: string; target: HabitTarget } | undefined {
  if (target?.direction === 'atMost') return name ? undefined : { name: capitalise(target.unit), target };
  if (target) return undefined;
  const given = QUIT.exec(name.trim())?.[1]?.trim().replace(/[.!]+$/, '');
  if (!given || given.length > HABIT_UNIT_MAX_LENGTH) return undefined;
  const unit = given.toLowerCase();
  return { name: `No ${unit}`, target: { quantity: 0, unit, direction: 'atMost' } };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
