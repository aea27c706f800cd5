/**
 * Issue 50, thirtieth pass: English as people write it in a second language, and as a phone's
 * dictation hears it, in the forms the readers know. Run on the lower-cased sentence after its
 * numbers in words became digits (language.ts):
 * - times of day said with "of" ("at 9 of morning", "7 of the evening" → "9am", "7pm");
 * - amounts per period with another preposition ("two times at day", "ten glasses for day",
 *   "3 times in the week" → "a day", "a week");
 * - verbs built the way other languages build them ("please to make", "I want that the run is …",
 *   "I not want", "I like to begin", "I made the rowing" → "please make", "make the run …",
 *   "I do not want", "I want to start", "I did rowing");
 * - the words a dictation hears for others ("too four times", "four 15 minutes", "add to more
 *   glasses" → "to 4 times", "for 15 minutes", "add 2 more glasses"), and punctuation said
 *   aloud ("comma").
 * Each rule needs the words around it, so a sentence that means something else is left as it is.
 */
const RULES: [RegExp, string | ((...m: string[]) => string)][] = [
  // "zero sweets a day": none, as a number.
  [/\bzero\s+(?=[a-z]+\s+(?:a|per|each)\s+(?:day|week)\b)/g, '0 '],
  // Punctuation said to the phone ("no sugar comma zero sweets a day").
  [/(?<=[a-z0-9])\s+comma(?=\s|$)/g, ','],
  [/(?<=[a-z0-9])\s+question\s+mark(?=\s|$)/g, '?'],
  // "at 9 of morning", "7 of the evening", "9 in the night": that hour of that part of the day.
  [/\b(\d{1,2})(?::(\d\d))?(?:\s*o'?\s?clock)?\s+(?:of|in)\s+(?:the\s+)?(morning|afternoon|evening|night)\b/g, (m: string, h: string, min: string | undefined, part: string) => {
    const hour = Number(h);
    // Issue 50, forty-ninth pass: the minutes of a time said in words ("seven 30 in the evening") are no hour: left for the clock.
    if (hour > 23) return m;
    const pm = part !== 'morning' && hour < 12;
    return `${hour}${min ? `:${min}` : ''}${pm || (part === 'morning' && hour === 12) ? 'pm' : hour <= 12 ? 'am' : ''}`;
  }],
  // "two times at day", "ten glasses for day", "3 times in the week", "each time per the week".
  [/\b(times?|glasses|cups|pages|minutes|mins|hours|steps|[a-z]+s)\s+(?:at|for|in|by)\s+(?:the\s+)?(day|week|month)\b/g, '$1 a $2'],
  // "please to make", "please to do it": the request.
  [/\bplease\s+to\s+/g, 'please '],
  // "I want that the morning run is each tuesday …": the change said as a wish.
  [/\bi\s+(?:want|would\s+like|wish)\s+that\s+(?:the\s+|my\s+)?(.+?)\s+(?:is|be|are|will\s+be)\s+(?=each|every|on|at|only|from|\d)/g, 'make $1 '],
  // "I want add", "I need change": the "to" English puts before the verb.
  [/\bi\s+(want|need|would\s+like|like|wish)\s+(?=(?:add|make|change|move|start|do|create|put|set|skip|pause|log|mark|remove|delete|stop|finish|end|rename)\b)/g, 'i $1 to '],
  // "my goal of the 10k", "the area of health": the record named as English names it.
  [/\b(my|the)\s+(goal|area)\s+of\s+(?:the\s+|my\s+)?([a-z0-9]+(?:\s+[a-z0-9]+)?)(?=\s+(?:i|we|please|add|create|put|,)\b|\s*[,.]|$)/g, '$1 $3 $2'],
  // "one hour and half", "1 hour and a half": ninety minutes.
  [/\b(?:1|one|an)\s+hour\s+and\s+(?:a\s+)?half\b/g, '90 minutes'],
  // "change the name of "read" in "reading before sleep"": to.
  [/\bchange\s+the\s+name\s+of\s+(.+?)\s+(?:in|into)\s+(?=["'a-z])/g, 'change the name of $1 to '],
  // "I finish with the pilates, the last time is tomorrow": its last day.
  [/\bi\s+(?:finish|stop|end|quit|am\s+done)\s+with\s+(?:the\s+|my\s+)?(.+?),?\s+(?:and\s+)?the\s+last\s+(?:time|day|one|session|class)\s+(?:is|will\s+be|it\s+is)\s+/g, 'end $1 after '],
  // "write in the gym of yesterday that …": a note on that day's habit.
  [/^(?:please\s+)?(?:write|put|add)\s+(?:in|on|to|for)\s+(?:the\s+|my\s+)?(.+?)\s+of\s+(yesterday|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+that\s+/, 'note on $1 $2: '],
  // "this saturday no tennis", "no gym tomorrow": that day skipped.
  [/^(?:this|next|on)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+no\s+(?!more\b|reminders?\b|notifications?\b)([a-z][a-z ]*?)\s*(?=,|$)/, 'skip $2 this $1'],
  [/^no\s+(?!more\b|reminders?\b|notifications?\b)([a-z][a-z ]*?)\s+((?:this|next|on)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow)\s*(?=,|$)/, 'skip $1 $2'],
  // "not more monday wednesday friday": no longer those days.
  [/\bnot\s+more\s+(?=(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)/g, 'not '],
  // "I not want", "I not need": the negation where English puts it.
  [/\bi\s+not\s+(want|need|like|do|did|go|went)\b/g, 'i do not $1'],
  // "I like to begin cycling", "I would like begin": a wish to start.
  [/\bi\s+(?:like|would\s+like)\s+(?:to\s+)?(?:begin|start)\s+(?:to\s+|with\s+)?/g, 'i want to start '],
  // "I made the rowing", "I have made the gym": done (only with "the" or "my", as such sentences have it).
  [/\bi\s+(?:made|have\s+made)\s+(?:the|my)\s+(?=[a-z]+\b(?!\s+(?:note|record|habit|goal|area|reminder|list|plan)))/g, 'i did '],
  // Dictation's homophones before a number: "change rowing too four times", "meditate four 15 minutes", "add to more glasses".
  [/\btoo\s+(?=\d)/g, 'to '],
  [/\bfour\s+(?=\d+\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?)\b)/g, 'for '],
  [/\b(add|had|drank|log|another|plus)\s+to\s+more\b/g, '$1 2 more'],
];

/** The sentence with second-language and dictated forms in the ones the readers know. */
export function asFirstLanguage(text: string): string {
  let t = text;
  for (const [pattern, replacement] of RULES) t = t.replace(pattern, replacement as string);
  return t;
}
