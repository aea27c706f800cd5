import type { SnapshotHabit } from '../coach-snapshot.js';
import { findMentions, type Mention } from './mentions.js';
import type { Said } from './said.js';

/**
 * Issue 50: the shape of a request, read from its words before any intent: whether it asks
 * (a question changes nothing), the records it joins ("gym and yoga"), the ones it leaves
 * out ("everything except gym", "all but yoga").
 */

/** Opens as a question about what is, not a request put politely ("can you skip gym?" is a request). */
const WH = /^(?:what|which|when|where|why|who|whose|how(?!\s+about)|(?:on|at|by|from|until|till|for)\s+(?:which|what|when|how\s+long)|(?:until|till|til)\s+when)\b/;
const AUX = /^(?:is|are|am|was|were|do|does|did|have|has|had|should|shall|would\s+it|could\s+it|will\s+it)\b/;
const POLITE = /^(?:can|could|would|will|may)\s+(?:you|u|i|we)\b|^(?:would|will)\s+it\s+be\s+possible\b|^(?:how|what)\s+about\b|^(?:should|shall)\s+(?:we|i)\s+(?:move|skip|change|add|make|set|pause|delete|rename|log|mark)\b|^(?:is\s+it\s+possible|are\s+you\s+able|would\s+you\s+mind|do\s+you\s+mind)\b/;

/** Asks the coach's opinion of a change rather than asking for it ("should I lower water to 6?", "do you think 20 is too much?", "is it ok to drop reading?"). */
export const ASKS_OPINION = /\b(?:should|shall)\s+i\b|\bdo\s+you\s+think\b|\bwould\s+it\s+be\b|\bis\s+it\s+(?:bad|ok|okay|fine|wrong)\b/;

/**
 * What they say of themselves, asked back with a question's mark ("i did my run?", "i am allowed 12
 * glasses a day?", "so i had 3 coffees?"): checking, never a report or a request (one wished or
 * asked for, "i want …?", "i need to …?", "i should …?", is read as such).
 */
const CHECKED_BACK = /^(?:(?:so|and|but|wait|hang\s+on)\s+)?i\s+(?!(?:want|wanna|would|need|should|could|can|will|shall|gotta|have\s+to|must|might|may|think|guess|suppose|reckon|wonder|meant|mean|feel|keep|forgot|always|never|really|just\s+want)\b)[a-z]/;
/** Issue 50: what a habit is, said back with a question mark ("gym's on thursday at 6?", "yoga is at 7 on mondays?"): asked, never set. */
const SAID_BACK = /^(?:(?:so|and|but|wait)\s+)?(?:my\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|'s)\s+(?:still\s+)?(?:on|at|every|from|till|until)\b(?!.*\b(?:now|from\s+now\s+on|instead|going\s+forward|please|pls)\b)/;

/** A question, read as one: it never changes a record (the coach answers, or offers what it may mean). */
export function asks(said: Said): boolean {
  // Eighteenth session: a day said first is no request ("yesterday how many cups did i have", "this week what did i miss").
  const t = said.plain.replace(/^(?:(?:hey|hi|ok(?:ay)?|so|um+|wait|hmm+|oh|quick\s+question|coach|yesterday|today|tonight|tomorrow|last\s+night|last\s+week|this\s+(?:morning|evening|week|month)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)[,!.:\s]+)+/, '');
  // Nineteenth session: a request in a sentence of its own after a question said in passing ("who reads at half 9 lol. move read to 11pm").
  // Issue 50, fifty-third pass: before a tag asking reassurance ("only 5 mins but that counts yeah? tick it"): the request said last is the request.
  const lastSentence = t.split(/(?<=[.!?])\s+/).pop() ?? t;
  const request = /^(?:(?:please|pls|so|then|just)\s+)?(?:move|change|skip|pause|add|delete|remove|rename|log|mark|set|make|switch|shift|push|put|end|stop|tick|note|remind)\b/;
  if (lastSentence !== t && !/\?/.test(lastSentence) && request.test(lastSentence)) return false;
  // Issue 50: or a request put politely in a sentence of its own ("I have just finished Spanish. Would you please note that …?").
  if (lastSentence !== t && /^(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+|be\s+so\s+kind\s+as\s+to\s+|be\s+good\s+enough\s+to\s+)?(?:note|add|mark|tick|log|move|skip|pause|change|set|put|record|make|delete|remove|rename|write|jot|update|do\s+(?:it|that|this|so))\b/.test(lastSentence)) return false;
  // Issue 50, fifty-seventh pass: with no mark at all, a request after a comma ("did it in the end, so mark it done") says
  // what came first was a report ("did it"), not a question.
  // (The comma is read as "and" in the plain words: the clauses are the message's own.)
  const clauses = said.original.toLowerCase().split(/\s*[,;]\s+/);
  if (!/\?/.test(said.original) && clauses.length > 1 && request.test(clauses.at(-1)!)) return false;
  // Nineteenth session: a question tagged at its end ("and tennis is saturday at 10 right?", "… just double checking").
  if (/\b(?:right|correct|yeah|isn'?t\s+it|is\s+not\s+it|aren'?t\s+they|innit|no)\s*\?/.test(said.original.toLowerCase()) || /\bjust\s+(?:double[-\s]?)?checking\b|\bjust\s+to\s+(?:check|confirm)\b/.test(t)) return true;
  // "can you tell me if I did gym?", "could you check whether …": a question put politely.
  if (/^(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:tell|show|let\s+me\s+know|check|remind\s+me\s+(?:what|when|how|if|whether))\b/.test(t)) return true;
  const mark = /\?\s*$/.test(said.original);
  // Issue 50, fifth pass: asking leave or advice ("should i move yoga?", "can i skip gym tomorrow?") is a question: offered, never done.
  // Eighteenth session: not knowing is never a request ("i am a bit tired today, i dont know if i play the piano tonight").
  if (/\b(?:(?:do\s+not|dont)\s+know\s+(?:if|whether)|not\s+sure\s+(?:if|whether)|i\s+wonder\s+(?:if|whether))\b/.test(t)) return true;
  if (/^(?:should|shall)\s+i\b/.test(t) || (mark && /^(?:can|could|may)\s+i\b/.test(t))) return true;
  // Issue 50, twenty-fifth pass: a question after what led to it ("i'm planning my weekend, when is tennis this week again?"): asked, never done.
  const last = t.split(/\s*[,;.!]\s+|\s*[,;]\s*|\s+(?:but|so)\s+/).pop() ?? '';
  // Issue 50, thirty-first pass: the mark may be in the middle ("journal paused still?? till which day").
  if (/\?/.test(said.original) && last !== t && WH.test(last)) return true;
  // Issue 50, twenty-seventh pass: a clause asked with its own mark ("journal - is that still on pause? until when").
  // Eighteenth session: one that asks what a change would be like too ("would it be dumb to move yoga to tuesdays?? just thinking").
  const asked = t.split(/(?<=[,;.!?])\s+|\s+[-–—]\s+/).filter((c) => c.endsWith('?')).map((c) => c.replace(/\?+$/, '').trim());
  if (asked.some((clause) => !POLITE.test(clause) && (WH.test(clause) || /^(?:is|are|was|were|did|does|do|have|has|am)\s+(?:it|that|this|they|i|my|the|there|he|she|we)\b/.test(clause) || /^(?:would|could|will|might|should)\s+(?:it|that|this|they)\b/.test(clause)))) return true;
  if (POLITE.test(t)) return false;
  // Asked without a question mark, as people type: "did i log water today", "any idea when gym is", "remind me what time yoga is".
  // Issue 50: "is spanish done", "are my vitamins ticked", "does gym have a reminder": "is" and "are" never open a request.
  const unmarked = /^(?:(?:is|are|was|were)\s+(?!it\s+possible\b)\w+|(?:has|does)\s+(?!not\b)\w+|(?:did|have|has|was|were|am)\s+(?:i|it|there|we)|do\s+i|is\s+(?:my|there|it)|any\s+idea|i\s+(?:wonder|was\s+wondering)|wondering|tell\s+me\s+(?:if|whether|when|how|what|about)|remind\s+me\s+(?:what|when\s+(?:is|was|did))|how\s+long\s+(?:since|has|have|ago)|did\s+(?:my|the)\s+(?:[a-z0-9]+\s+){1,4}(?:get|go|count|save|register|show)|did\s+(?:my|the)\s+(?:[a-z0-9]+\s+){1,4}i\s+(?:logged|added|ticked|entered))\b/;
  // A question word after the day said first asks as it would first ("yesterday how many cups did i have").
  return (WH.test(t) && (mark || said.question || t !== said.plain)) || (AUX.test(t) && mark) || unmarked.test(t) || (mark && (CHECKED_BACK.test(t) || SAID_BACK.test(said.original.toLowerCase().replace(/[’‘]/g, "'").replace(/'s\b/, ' is'))));
}

const EXCEPT = /\b(?:(?<=\b(?:everything|all|habits|them|ones|everyone|reminders)\s)but|except(?:\s+for)?|apart\s+from|other\s+than|but\s+not|besides|save\s+for|bar|excluding|all\s+but|but\s+keep|keep(?:ing)?\s+(?:only\s+)?(?=\w+\s*$))\s+(.+)$/;

/** The habits a request leaves out ("… except gym and yoga"), and the words before them. */
export function exclusions(text: string, habits: readonly SnapshotHabit[]): { kept: SnapshotHabit[]; rest: string } | undefined {
  const m = EXCEPT.exec(text);
  if (!m) return undefined;
  const mentions = findMentions(m[1]!, habits);
  const kept = mentions.flatMap((x) => x.items);
  if (!kept.length) return undefined;
  // Issue 50, third pass: what follows the names left out is still the request ("pause all except gym for 3 days").
  const tail = m[1]!.slice(Math.max(...mentions.map((x) => x.end))).replace(/^\s*(?:and|,|&)?\s*/, ' ');
  return { kept, rest: `${text.slice(0, m.index).trim()}${tail}`.trim() };
}

/** Only "and", commas, "&", "plus", "as well as" (and "my"/"the") between two names. */
const JOIN = /^\s*(?:habits?\s*|ones?\s*)?(?:(?:done|ticked(?:\s+off)?|finished|completed)\s*)?(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s+plus\s+|\s+as\s+well\s+as\s+|\s+n\s+)(?:(?:also|then)\s+)?(?:(?:did|had|went\s+to|went\s+for|got\s+in|[a-z]{3,}ed)\s+)?(?:my\s+|the\s+|some\s+|a\s+bit\s+of\s+)?$/;
/** Two names with "and" between them (a comma alone joins only in a list of three or more); not a cue ("after my run, floss"). */
const AND = /\band\b|&|\bplus\b|\bas\s+well\s+as\b|\bn\b/;
const CUE = /\b(?:after|before|then|once|following|right\s+after)\b/;

/** Two or more habits named side by side ("move gym and yoga", "gym, yoga and reading"), each one of a kind. */
export function joinedHabits(text: string, mentions: readonly Mention<SnapshotHabit>[]): { habit: SnapshotHabit; alone: string }[] | undefined {
  // Issue 50, tenth pass: one habit named by two words next to each other ("the dog walk") is one mention.
  const sorted = [...mentions].sort((a, b) => a.start - b.start).reduce<Mention<SnapshotHabit>[]>((all, m) => {
    const prev = all.at(-1);
    const same = prev && prev.items.length === 1 && m.items.length === 1 && prev.items[0]!.id === m.items[0]!.id && /^\s*$/.test(text.slice(prev.end, m.start));
    return same ? [...all.slice(0, -1), { ...prev, end: m.end }] : [...all, m];
  }, []).map((m) => {
    // Issue 50, fifty-third pass: a part of the day said before a name goes with it ("walk the dog and my morning vitamins").
    const part = /\b(?:morning|evening|night|afternoon|lunchtime|bedtime)\s+$/.exec(text.slice(0, m.start));
    return part ? { ...m, start: part.index } : m;
  });
  // A reminder's "10 minutes before" is not a cue ("remind me 10 min before spanish and piano"), nor "for then" (Issue 50, twenty-fourth pass).
  // Issue 50, twenty-seventh pass: a cue's word after the last name is when it was done ("walked the dog and did piano before the school run").
  if (sorted.length < 2 || sorted.some((m) => m.items.length !== 1) || CUE.test(text.slice(0, sorted.at(-1)!.end).replace(/\b(?:minutes?|hours?|hour|mins?)\s+(?:before|after)\b|\b(?:for|by|until|till|til|since|from|back)\s+then\b/g, ' '))) return undefined;
  if (sorted.length === 2 && !AND.test(text.slice(sorted[0]!.end, sorted[1]!.start))) return undefined;
  // Issue 50, thirty-first pass: a list with its "and" only before the last name ("pause gym pilates and yoga"): the names before it need no comma.
  const listed = sorted.length >= 3 && AND.test(text.slice(sorted.at(-2)!.end, sorted.at(-1)!.start));
  for (let i = 1; i < sorted.length; i++) if (!JOIN.test(text.slice(sorted[i - 1]!.end, sorted[i]!.start)) && !(listed && /^\s+(?:my\s+|the\s+)?$/.test(text.slice(sorted[i - 1]!.end, sorted[i]!.start)))) return undefined;
  const found = sorted.map((m) => m.items[0]!);
  if (new Set(found.map((h) => h.id)).size !== found.length) return undefined;
  // Each habit's request alone: the joined names replaced by its own ("push tennis to the evening").
  const [from, to] = [sorted[0]!.start, sorted.at(-1)!.end];
  // Issue 50, sixth pass: a name with its own verb ("walked the dog and did my spanish") is read with that verb.
  const verbOf = (i: number) => (i ? /(?:\band|,|&|\bplus)\s+(?:(?:also|then)\s+)?(did|had|went\s+to|went\s+for|got\s+in|[a-z]{3,}ed)\s/.exec(`${text.slice(sorted[i - 1]!.end, sorted[i]!.start)} `)?.[1] : undefined);
  // Issue 50, ninth pass: a name with its done after it ("spanish done and walked the dog") is read with that word.
  const doneAfter = (i: number) => i < sorted.length - 1 && /^\s*(?:done|ticked(?:\s+off)?|finished|completed)\b/.test(text.slice(sorted[i]!.end, sorted[i + 1]!.start));
  // Issue 50, twenty-third pass: "move gym and pilates both to 7.30pm": the "both" goes with the names joined.
  const after = text.slice(to).replace(/^\s+(?:both(?!\s+(?:times|slots|doses))|all\s+of\s+them|each)\b/, '');
  return sorted.map((m, i) => {
    const verb = verbOf(i);
    // Issue 50: "spanish done + piano": the done said after the first goes with the last named alone after it too.
    if (!from && (doneAfter(i) || (i === sorted.length - 1 && !after.trim() && sorted.some((_, k) => doneAfter(k))))) return { habit: found[i]!, alone: `${text.slice(m.start, m.end)} done${after}` };
    // Nineteenth session: "move both yoga and pilates to 8pm": the "both" before the names goes with them too.
    const before = text.slice(0, from).replace(/\b(?:both|all\s+of|each\s+of)\s+(?:my\s+|the\s+)?$/, '');
    return { habit: found[i]!, alone: verb && !from ? `${verb} ${text.slice(m.start, m.end)}${after}` : `${before}${text.slice(m.start, m.end)}${after}` };
  });
}
