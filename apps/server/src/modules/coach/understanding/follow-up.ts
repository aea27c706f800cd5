import type { CoachSnapshot, SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineContext } from './types.js';

/**
 * Issue 50, twelfth pass: a follow-up that is only a schedule ("at 5pm", "every night at 10 pls",
 * "on mon wed and fri", "3x a week", "for 20 mins") after a habit was just made or changed: a change
 * of that habit, said with its name. Every word must be a word of when, how often or how long, so a
 * follow-up naming anything else is read as itself. Never while the coach waits for an answer of
 * its own (a pending question reads the message first).
 */
const WHEN_WORD = new RegExp(
  String.raw`^(?:on|at|by|around|about|every|each|other|day|days|daily|nightly|week|weeks|weekly|fortnightly|month|monthly|` +
    String.raw`mornings?|afternoons?|evenings?|nights?|tonight|noon|midday|lunch(?:time)?|bedtime|weekdays?|weekends?|weeknights?|` +
    String.raw`(?:mon|tues|tue|wednes|wed|thurs|thur|thu|fri|satur|sat|sun)(?:days?|s)?|mon|tue|wed|thu|fri|sat|sun|` +
    String.raw`and|&|or|plus|times?|a|an|per|twice|once|x|\d+x|\d+|\d{1,2}[:.]\d\d(?:am|pm)?|\d{1,2}(?:am|pm)|am|pm|ish|` +
    String.raw`in|the|from|for|minutes?|mins?|min|hours?|hrs?|hr|h|half|quarter|past|to|o'?clock|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|` +
    String.raw`fifteen|twenty|thirty|forty|forty-five|sixty|long|only|just)$`,
);
const LEAD = /^(?:(?:oh|and|also|ok|okay|hmm|um|erm|so|then)\b[\s,.!]*)+/;
const TAIL = /(?:[\s,.!]+(?:pls|plz|please|thanks|thank\s+you|ta|cheers|instead|then|actually|now|from\s+now\s+on|if\s+that's\s+ok|if\s+possible))+[\s.!]*$/;

/** The habit the last turn made or changed (one only), if any. */
function justTouched(s: CoachSnapshot, context: OfflineContext): SnapshotHabit | undefined {
  const ids = new Set<string>();
  for (const c of context.lastCalls ?? []) {
    if (!c.outcome.ok) continue;
    if (c.name === 'createHabit') ids.add(String(((c.outcome.result ?? {}) as { id?: string }).id));
    else if (c.name === 'updateHabit' && typeof c.args.habitId === 'string') ids.add(c.args.habitId);
  }
  return ids.size === 1 ? s.habits.find((h) => ids.has(h.id)) : undefined;
}

/** `message` as a change of the habit just made or changed, when it is only a schedule; else `message` unchanged. */
export function scheduleFollowUp(message: string, s: CoachSnapshot, context: OfflineContext): string {
  if ((context.memory as { pending?: unknown } | null | undefined)?.pending) return message;
  const h = justTouched(s, context);
  if (!h) return message;
  const plain = message.toLowerCase().replace(/[’‘]/g, "'").trim();
  const fragment = plain.replace(LEAD, '').replace(TAIL, '').replace(/[.!]+$/, '').trim();
  const words = fragment.split(/[\s,]+/).filter(Boolean);
  // Something of when, how often or how long must be there: a weekday, a number, a part of the day or a frequency.
  if (!words.length || !words.every((w) => WHEN_WORD.test(w)) || !/day|night|morning|evening|afternoon|week|once|twice|noon|lunch|hour|min|am\b|pm\b|:|\dx|\bx\b|(?:^|\s)(?:mon|tue|wed|thu|fri|sat|sun)/.test(fragment)) return message;
  return `change ${h.name} ${fragment.replace(/^to\s+/, '')}`;
}
