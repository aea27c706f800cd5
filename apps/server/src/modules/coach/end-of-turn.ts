/**
 * When the person's turn in a voice call is over (issue 53), decided in this one place from the
 * audio (how long it has been quiet since the voice stopped) and the running transcript (what the
 * words so far promise). Pure: the call's states ask it on each quiet moment and each transcript.
 *
 * - A complete sentence ("Move my run to seven.") ends the turn after `completeMs` of quiet.
 * - Words that promise more wait up to `continuingMs`: a trailing "and", "um", "so", "to", "the",
 *   "called"...; a number being said ("at seven", "seven thirty and"); a list in progress ("yoga,
 *   reading,"; "yoga, reading" without its "and").
 * - Anything else (no end punctuation, no promise) waits `unsureMs`.
 * - No transcript yet (it is on its way): the turn waits for it, up to `continuingMs`.
 * `rule: 'fixed'` is the call before issue 53: every turn ends after `fixedMs` of quiet.
 *
 * The thresholds are settings (config.ts `VOICE_TURN_*`); decision 053 says how they were chosen.
 */
import { TURN_SETTINGS, fixedTurns, type TurnSettings } from '../../voice-turn-settings.js';

export { TURN_SETTINGS, fixedTurns, type TurnSettings };

export type Ending = 'complete' | 'continuing' | 'unsure';

/** Words after which people go on, whatever the transcriber wrote after them: conjunctions, fillers, prepositions, articles, possessives, "called". */
const PROMISING = new Set(
  (
    'and or but so because then um uh er erm hmm like also plus ' +
    'to at on in for from with by of about into onto until till after before every each per than ' +
    'the a an my your our their his her its some any called named'
  ).split(' '),
);
/** Words that end a sentence now and then ("as it is.", "that's what I need."): promising only with no end heard. */
const PROMISING_UNLESS_ENDED = new Set('is are was am want wanna gonna need i'.split(' '));

/** Numbers said as words, and times ("seven thirty", "7:"), count as numbers being said. */
const NUMBER_WORD = /^(?:\d+(?:[:.]\d*)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half|quarter|oh)$/;
const END_PUNCTUATION = /[.!?…]["')\]]*$/;

/** What the transcript so far promises. */
export function endingOf(transcript: string): Ending {
  const text = transcript.trim();
  if (!text) return 'continuing';
  // A trailing comma, dash, colon or an ellipsis the transcriber wrote: more is coming.
  if (/(?:[,;:\-–—]|\.\.\.|…)$/.test(text)) return 'continuing';
  const words = text.toLowerCase().replace(/[^\p{L}\p{N}:'\s,]/gu, ' ').split(/\s+/).filter(Boolean);
  const last = words.at(-1)?.replace(/,$/, '') ?? '';
  const punctuated = END_PUNCTUATION.test(text);
  if (PROMISING.has(last) || (PROMISING_UNLESS_ENDED.has(last) && !punctuated)) return 'continuing';
  // A number being said, without an end the transcriber heard: "remind me at seven" (thirty?).
  if (NUMBER_WORD.test(last) && !punctuated) return 'continuing';
  // A list in progress: items parted by commas, the last one not yet joined by "and"/"or".
  const clause = text.split(/[.!?]\s/).at(-1) ?? text;
  if (clause.split(',').length >= 3 && !/\b(?:and|or)\b[^,]*$/i.test(clause)) return 'continuing';
  return punctuated ? 'complete' : 'unsure';
}

/** How much quiet ends the turn, given the transcript so far (null: not in yet). */
export function quietNeeded(settings: TurnSettings, transcript: string | null): number {
  if (settings.rule === 'fixed') return settings.fixedMs;
  if (transcript === null) return settings.continuingMs;
  const ending = endingOf(transcript);
  return ending === 'complete' ? settings.completeMs : ending === 'continuing' ? settings.continuingMs : settings.unsureMs;
}

/** Whether the turn is over after `quietMs` of quiet with this transcript so far. */
export function turnIsOver(settings: TurnSettings, quietMs: number, transcript: string | null): boolean {
  return quietMs >= quietNeeded(settings, transcript);
}
