import { MAX_HABIT_VALUE } from '../habit-depth.schemas.js';
import type { PhraseReading } from './phrase-reading.js';
import { WORD_NUMBER, readCount, rx } from './phrase-words.js';

/**
 * Targets (issue 22): "20 pages", "8 glasses of water", "10,000 steps", "10k steps", "2.5 litres",
 * "30 minutes of reading". Only these countable units make a target; others stay in the name
 * ("Run 5k", "Read a chapter").
 */
const UNIT = [
  'pages?',
  'glass(?:es)?',
  'cups?',
  'kms?',
  'kilomet(?:re|er)s?',
  'miles?',
  'steps?',
  'minutes?',
  'mins?',
  'hours?',
  'hrs?',
  'push-?ups?',
  'press-?ups?',
  'sit-?ups?',
  'squats?',
  'reps?',
  'words?',
  'chapters?',
  'lit(?:re|er)s?',
  'ml',
  'laps?',
].join('|');
const QUANTITY = String.raw`(?:(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k)?\s*|(${WORD_NUMBER})\s+)`;

/**
 * "<number> <unit>", optionally followed by "of": the unit as written, lower case ("glasses").
 * Not after "every" ("every 20 minutes" is an interval) nor "for" ("for 30 minutes" is a
 * duration, read before). "of water" leaves "water" to the name: "Drink 8 glasses of water" is
 * named "Drink water".
 */
export function readTargets(r: PhraseReading): void {
  const pattern = String.raw`(?<!\b(?:every|each|for)\s+)(?<![\w.,])${QUANTITY}(${UNIT})\b(\s+of\b)?`;
  r.scan.each(rx(pattern), (match) => {
    const [, digits, thousands, words, unit = ''] = match;
    const quantity = digits !== undefined ? Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1) : (readCount(words ?? '') ?? NaN);
    if (!(quantity > 0 && quantity <= MAX_HABIT_VALUE)) return 'reject';
    r.targets.push(r.scan.placed(match.index, match.index + match[0].length, { quantity, unit }));
    return 'use';
  });
}
