import type { CoachSnapshot } from '../coach-snapshot.js';
import { findMentions } from './mentions.js';

/**
 * Issue 50, forty-eighth pass: the record said first and the verb after it, as people write who
 * build a sentence in their own language's order ("gym change to monday and thursday", "piano make
 * 30 minutes", "at 20:00 the yoga put please", "goal sleep better change name to …", "area learning
 * call it study", "stretch I want back", "my vision I want change: …"). The record must be named
 * whole (a habit, "goal <name>", "area <name>", "my vision") at the start, with at most a time or a
 * day before it, and a verb of a request right after it (or after "I", "I want (to)"): the request
 * comes out in English order, verb first. Anything else is left as it is.
 */
/** Verbs of a request, said to the coach. */
const VERB = String.raw`change|make|put|move|set|call|rename|delete|remove|erase|pause|skip|stop|finish|end|archive|restore|bring|remind`;
/** What the person says they do with it ("antibiotics I finish on sunday", "the rowing I do until …"). */
const DOES = /^(?:finish|stop|end)\b|^(?:do|keep|continue)\b(?=.*\b(?:until|till)\b)/;
const BEFORE = String.raw`(?:(?:at|to|on|for|from)\s+[\d:.]+\s*(?:am|pm)?|today|tomorrow|tonight|yesterday|this\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)`;

const escape = (name: string) => name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/**
 * "run today very hard, my knee hurts. put in notes": the note said before the words that ask for it.
 * Issue 50: also asked with "can you", and "put that in as a note", "add that as a note", "note that down".
 */
const NOTE_AFTER = /^(.+?)\s*[.,;!-]?\s+(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:(?:put|write|add|save|keep|stick|pop|log)\s+(?:it\s+|this\s+|that\s+)?(?:down\s+|in\s+(?=as\b))?(?:in|to|as|into|on)\s+(?:the\s+|my\s+|a\s+)?notes?|(?:note|jot|write)\s+(?:it|this|that)(?:\s+down)?)(?:\s+(?:please|pls|for\s+me|thanks))?[.!?]*$/i;
/** A first clause that says a habit was done ("walked the dog", "did my run", "read tonight"): done, the rest its note. */
const DONE_FIRST = /^(?:i\s+)?(?:just\s+)?(?:did|done|finished|completed|went|had|took|ran|swam|rode|read|[a-z]{3,}ed)\b|^[a-z ]+\s+(?:done|today|tonight|this\s+(?:morning|afternoon|evening)|✔|✓)$/i;

/** `message` with a record said before its verb put after the verb; else `message` unchanged. */
export function frontedRecord(message: string, s: CoachSnapshot): string {
  const note = NOTE_AFTER.exec(message.trim());
  if (note) {
    const [, head = '', rest = ''] = /^([^,;.!?-]+?)\s*[,;.!-]\s*(.+)$/.exec(note[1]!.trim()) ?? [];
    if (head && rest && head.split(/\s+/).length <= 5 && DONE_FIRST.test(head.trim()) && findMentions(head.toLowerCase(), s.habits).length === 1) return `${head}, note: ${rest}`;
    return `write note: ${note[1]!}`;
  }
  const plain = message.toLowerCase().replace(/[’‘]/g, "'").trim();
  const names = [
    ...s.habits.map((h) => ({ said: escape(h.name), as: h.name })),
    ...s.goals.map((g) => ({ said: String.raw`goal\s+${escape(g.name)}|${escape(g.name)}\s+goal`, as: `goal ${g.name}` })),
    ...(s.areas ?? []).map((a) => ({ said: String.raw`area\s+${escape(a.name)}|${escape(a.name)}\s+area`, as: `area ${a.name}` })),
    { said: 'vision', as: 'my vision' },
  ].sort((a, b) => b.said.length - a.said.length);
  for (const { said, as } of names) {
    const m = new RegExp(String.raw`^(?:(?:and|also|ok|so)\s+)?(${BEFORE}\s+)?(?:the\s+|my\s+)?(?:${said})\s*,?\s+(?:(i)\s+)?(?:(want|need|would\s+like)\s+(?:to\s+)?)?(.*)$`).exec(plain);
    if (!m) continue;
    const [, before, , wish, rest = ''] = m;
    const lead = /^(?:and|also)\s/.test(plain) ? plain.split(/\s/)[0] + ' ' : '';
    // "… change name to x", "… call it x", "… I want other name": a rename.
    const renamed = /^(?:change|put|make|give|set)\s+(?:the\s+|its\s+|it\s+)?(?:name|it)\s+(?:to|in|into|as)\s+(.+)$|^(?:call|name)\s+it\s+(?:as\s+)?(.+)$/.exec(rest);
    if (renamed) return `${lead}rename ${as} to ${renamed[1] ?? renamed[2]}`;
    if (wish && /^(?:an?\s+)?(?:other|another|new|different)\s+name\b/.test(rest)) return `${lead}rename ${as}`;
    // "yoga I want other time, 18:00", "gym I want other days: mon and fri": moved to what is said after it.
    const other = wish ? /^(?:an?\s+)?(?:other|another|new|different)\s+(?:time|hour|days?)\b[\s,:-]*(?:(?:to|at|on)\s+)?(.+)$/.exec(rest) : null;
    if (other) return `${lead}move ${as} to ${other[1]!}`;
    // "… I want back", "… bring again", "… I want again": back as it was.
    if (/^(?:(?:it|again)\s+)?back\b|^(?:bring|have|get)\s+(?:it\s+)?(?:back|again)\b|^again\b/.test(rest) || /\bbring\s+(?:it\s+)?again\b/.test(rest)) return `${lead}bring back ${as}`;
    // "coffee make me nervous", "gym put me in a good mood": the record doing something to the person, no request.
    const verb = new RegExp(String.raw`^(${VERB}|do|keep|continue)\b(?!\s+(?:me|us|him|her|them|you|my)\b)\s*(.*)$`).exec(rest);
    if (!verb || (m[2] && !wish ? !DOES.test(rest) : !new RegExp(String.raw`^(?:${VERB})\b`).test(rest))) continue;
    // "my vision I want change: …": the words after the colon are the vision.
    const tail = verb[2]!.replace(/^:\s*/, 'to: ');
    return `${lead}${verb[1]} ${as}${tail ? ` ${tail}` : ''}${before ? ` ${before.trim()}` : ''}`.replace(/\s+/g, ' ');
  }
  return message;
}
