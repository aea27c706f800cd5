import type { CoachSnapshot } from '../coach-snapshot.js';
import { findMentions } from './mentions.js';
import { ASKS_OPINION } from './sentence.js';

/**
 * Issue 50, fifty-third pass: a request said beside a word of how an amount feels ("make yoga
 * 20 minutes, 40 feels like forever", "6 cups is way too ambitious, maybe bring coffee down to
 * 2", "30 pages a night is stressing me out, let's say 15"). The clause that judges (too much,
 * impossible, stressing me out…) names no habit; its number is the old amount, never the new one
 * nor one logged. Such a clause is left out when another clause of the message names a habit or
 * says "it" and does not ask; a clause that asks ("is 8 glasses too much?") is never left out.
 */
const JUDGES = new RegExp(
  [
    String.raw`\b(?:is|are|was|'s|feels?|felt|seems?|sounds?|gets?|looks?)\s+(?:(?:just|way|a\s+bit|a\s+little|far|so|really|honestly|kind\s+of|kinda|sort\s+of|like|definitely|totally|literally)\s+)*(?:too\s+[a-z]+|impossible|unrealistic|overwhelming|exhausting|unmanageable|a\s+lot|a\s+stretch|ambitious|a\s+struggle|like\s+(?:forever|a\s+lot|too\s+much))\b`,
    String.raw`\b(?:is|are|was|'s)\s+(?:(?:just|really|honestly|literally|kind\s+of)\s+)*(?:stressing|killing|wearing|burning|freaking|grinding|dragging)\s+me\b`,
    String.raw`\b(?:stresses|overwhelms|exhausts|drains)\s+me\b`,
    String.raw`\b(?:i\s+can'?t|i\s+cannot|i\s+never)\s+(?:manage|do|hit|reach|keep\s+up\s+with)\b`,
  ].join('|'),
);

/** The clauses of a message: split after a comma, a semicolon or a sentence's end, and at a dash between words. */
const clausesOf = (message: string) => message.split(/(?<=[,;.!?])\s+|\s+[-–—]\s+/).filter((c) => c.trim());

/** `message` without the clauses that judge an amount and name no habit, when the rest still asks for something of one; else `message`. */
export function withoutAppraisal(message: string, s: CoachSnapshot): string {
  const clauses = clausesOf(message);
  if (clauses.length < 2) return message;
  const habits = s.habits.filter((h) => !h.archived);
  const plain = (c: string) => c.toLowerCase().replace(/[’‘]/g, "'");
  const judging = (c: string) => JUDGES.test(plain(c)) && /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twice|once)\b/.test(plain(c)) && !/\?\s*$/.test(c) && !findMentions(plain(c), habits).length;
  const kept = clauses.filter((c) => !judging(c));
  if (kept.length === clauses.length || !kept.length) return message;
  const rest = kept.join(' ').trim();
  const says = plain(rest);
  if (!findMentions(says, habits).length && !/\bit\b/.test(says)) return message;
  if (ASKS_OPINION.test(says)) return message;
  return rest.replace(/[,;]\s*$/, '');
}
