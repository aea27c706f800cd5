/**
 * Nineteenth session (issue 50): a correction of what was just done, as people type it, in the
 * one form `correction()` reads ("sorry, 8:30", "i meant tuesday", "no, 25"):
 * - an apology said at length or as a sentence of its own ("I am so sorry, I meant half past
 *   four", "Oh dear. I meant 35 pages."), and a remark after it ("… My eyes are not what they were");
 * - the value said before "i meant" ("wait no sorry 8:30 i meant lol");
 * - the old value after "not" ("25 not 30", "tues not mon", "4:30, not 4"), and the reason after a
 *   comma ("noon, 14:00 clashes with the ops review");
 * - the one it was not, then the one it was ("that wasn't piano i ticked, it was spanish");
 * - a number said with "just", "only", "more" or "extra" ("whoops only 3 more"): the number;
 * - (fifty-ninth pass) "just"/"only" before a new end, length, time or day ("no wait just till
 *   the 20th", "only for a week"): what follows it.
 */
const APOLOGY_WORDS = String.raw`(?:(?:i\s+am\s+|i'm\s+|im\s+)?(?:so\s+|very\s+|really\s+|terribly\s+|awfully\s+)?sorry(?:\s+about\s+that)?|(?:my\s+)?apologies|oh\s+dear|silly\s+me|my\s+bad|my\s+mistake|oops|whoops)`;
const APOLOGY = new RegExp(String.raw`^${APOLOGY_WORDS}\b`);
/** A sentence that only apologises or hesitates ("Oh dear.", "Sorry!", "no wait"). */
const APOLOGY_ONLY = new RegExp(String.raw`^(?:(?:${APOLOGY_WORDS}|oh|ah|ugh|hm+|no|wait)\b[\s,!]*)+$`);
const VALUE = /\d|\b(?:noon|midday|midnight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|yesterday|morning|evening|afternoon)\b/;

export function correctionWords(plain: string): string {
  const sentences = plain.split(/(?<=[.!?])\s+/).map((s) => s.replace(/[.!?]+$/, '').trim()).filter(Boolean);
  const kept = sentences.filter((s) => !APOLOGY_ONLY.test(s));
  const apologised = kept.length < sentences.length;
  let t = kept[0] ?? sentences[0] ?? '';
  // A remark after a dash ("sorry i meant squash on sun - tennis is fine") says nothing of the value.
  t = t.replace(APOLOGY, 'sorry').replace(/\s+(?:lol|haha+|lmao+|xd|x+)$/, '').replace(/\s+[-–—]\s+.*$/, '');
  if (apologised && !/^(?:sorry|no|wait|actually|oops|i\s+meant)\b/.test(t)) t = `sorry ${t}`;
  // "8:30 i meant", "sorry 25 is what i meant": the value, then "i meant".
  t = t.replace(/^((?:(?:sorry|no|wait|oops|actually)[,\s]+)*)(.+?)\s+(?:is\s+what\s+)?i\s+meant$/, '$1i meant $2');
  const opener = /^(?:(?:actually|no|sorry|oops|wait|i\s+meant|make\s+(?:that|it)|change\s+(?:that|it)\s+to)[,\s]+)+/.exec(t)?.[0] ?? '';
  // Issue 50, sixtieth pass: "that wasn't piano i ticked, it was spanish": the one it was is the one meant.
  const wasNot = /^(?:that|it|this)\s+(?:was\s+not|wasn't|wasnt|is\s+not|isn't|isnt)\s+(?:the\s+|my\s+)?.{1,24}?(?:\s+(?:that\s+)?(?:i|you)\s+(?:just\s+)?(?:ticked|logged|marked|checked|did|put\s+in|entered)(?:\s+off)?)?[,;\s]+(?:it\s+was|it's|its|it\s+is|i\s+did|i\s+meant)\s+(.+)$/.exec(t.slice(opener.length));
  if (wasNot) return `${opener || 'sorry '}i meant ${wasNot[1]!.trim()}`.trim();
  const said = t.slice(opener.length);
  // "25 not 30", "tues not mon", "4:30, not 4": the value said first is the new one.
  const notOld = /^(.+?)[,\s]+(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?[^,]{1,24}(?:,[^,]*)?$/.exec(said);
  const value = notOld && VALUE.test(notOld[1]!) ? notOld[1]! : said;
  // "noon, 14:00 clashes with …": what the value is, without why.
  const reason = /^([^,]+?),\s*[^,]*\b(?:clash(?:es)?|conflicts?|is|are|was|were|works?|suits?|because|as)\b[^,]*$/.exec(value);
  // Issue 50, fifty-sixth pass: "just 1 more", "only 3 extra", "only 2" after an amount: the number is the amount meant.
  const kept2 = reason && VALUE.test(reason[1]!) ? reason[1]! : value;
  return `${opener}${kept2.replace(/^(?:just|only)\s+(?=\d|(?:till|til|until|to|through|thru|for|at|on)\b)/, '').replace(/^(\d+(?:\.\d+)?)\s+(?:more|extra)\b\s*/, '$1 ').trim()}`.trim();
}
