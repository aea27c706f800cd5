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
 *   glasses" → "to 4 times", "for 15 minutes", "add 2 more glasses"); punctuation said aloud
 *   ("comma") is written before, by dictation.ts.
 * Each rule needs the words around it, so a sentence that means something else is left as it is.
 */
/** A verb's -ing form ("learn" → "learning", "write" → "writing", "swim" → "swimming"). */
const ing = (verb: string) => (/^(?:swim|run)$/.test(verb) ? `${verb}${verb.at(-1)}ing` : `${verb.replace(/e$/, '')}ing`);

const RULES: [RegExp, string | ((...m: string[]) => string)][] = [
  // "zero sweets a day": none, as a number.
  [/\bzero\s+(?=[a-z]+\s+(?:a|per|each)\s+(?:day|week)\b)/g, '0 '],
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
  // Forty-eighth pass: "please you delete the coffee", "you please move it": the request, with the "you" other languages put in it.
  [/(?<!\b(?:could|can|would|will|do|did|if|thank)\s+)\b(?:please\s+you|you\s+please)\s+(?=[a-z])/g, 'please '],
  // "change name of read to …", "remember me the piano 15 minutes before", "make for me a habit": English's words for them.
  [/\bchange\s+name\s+of\b/g, 'change the name of'],
  [/\bremember\s+me\s+(?=the\b|to\b|for\b|of\b|about\b|at\b|\d|before\b|every\b|on\b)/g, 'remind me '],
  [/\b(make|create|add|set\s+up)\s+for\s+me\s+(?:a\s+|the\s+)?(?=new\s+habit|habit)/g, '$1 a '],
  // "is mistake", "is wrong, it say done": the subject and the article English puts there.
  [/(^|[,.;]\s*|\s(?:but|and|because)\s+)is\s+(?:a\s+)?(mistake|error)\b/g, '$1it is a $2'],
  [/(^|[,.;]\s*)is\s+(wrong|not\s+true|not\s+correct)\b/g, '$1it is $2'],
  [/\bit\s+(say|show)\b/g, 'it $1s'],
  // "tomorrow no gym for me", "today no piano": that day skipped.
  [/^(today|tonight|tomorrow)\s+no\s+(?!more\b|reminders?\b|notifications?\b)([a-z][a-z ]*?)(?:\s+for\s+me)?\s*(?=,|$)/, 'skip $2 $1'],
  // "in this days", "this ones": these.
  [/\bthis\s+(days|weeks|ones|habits)\b/g, 'these $1'],
  // "I no can", "I can no": I cannot.
  [/\bi\s+(?:no\s+can|can\s+no)\b/g, 'i cannot'],
  // "morning run is actually at 7, I want put at 6:30" ("actually" for currently): moved from that time to this one.
  [/^(?:the\s+|my\s+)?([a-z][a-z ]*?)\s+(?:is|are)\s+(?:actually|currently|now|normally|usually)\s+(?:at\s+)?(\d{1,2}(?::\d\d)?(?:am|pm)?)\s*,?\s*(?:but\s+|and\s+)?(?:i\s+(?:want|would\s+like|need|prefer)\s+(?:to\s+)?)?(?:put|move|change|set|have)\s+(?:it\s+)?(?:at|to|for)\s+/, 'move $1 to '],
  // "(I) do the rowing until end of december, after no more": its last day.
  [/^(?:i\s+)?(?:do|keep|continue)\s+(?:the\s+|my\s+|with\s+)?([a-z][a-z ]*?)\s+(?:only\s+)?(?:until|till)\s+(.+?)\s*,?\s+(?:and\s+)?(?:after|then)\s+(?:that\s+)?(?:no\s+more|stop|finish|nothing|i\s+stop)\b.*$/, 'end $1 after $2'],
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
  // Forty-eighth pass: "start learn german", "begin to play guitar": the thing begun, as English says it ("start learning german").
  [/\b(start|begin)\s+(?:to\s+)?(learn|study|play|read|write|draw|paint|cook|swim|run|walk|practi[cs]e|meditate|stretch|journal|knit|sing|dance)\b/g, (_m, verb: string, thing: string) => `${verb} ${ing(thing)}`],
  // "I like to begin cycling", "I would like begin": a wish to start.
  [/\bi\s+(?:like|would\s+like)\s+(?:to\s+)?(?:begin|start)\s+(?:to\s+|with\s+)?/g, 'i want to start '],
  // "I made the rowing", "I have made the gym": done (only with "the" or "my", as such sentences have it).
  [/\bi\s+(?:made|have\s+made)\s+(?:the|my)\s+(?=[a-z]+\b(?!\s+(?:note|record|habit|goal|area|reminder|list|plan)))/g, 'i did '],
  // Dictation's homophones before a number: "change rowing too four times", "meditate four 15 minutes", "add to more glasses".
  [/\btoo\s+(?=\d)/g, 'to '],
  [/\bfour\s+(?=\d+\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?)\b)/g, 'for '],
  [/\b(add|had|drank|log|another|plus)\s+to\s+more\b/g, '$1 2 more'],
];

/** Forty-eighth pass: the past tense of the verbs people report a habit with, said in the present. */
const PAST: Record<string, string> = {
  make: 'did', do: 'did', take: 'took', go: 'went', drink: 'drank', eat: 'ate', have: 'had', finish: 'finished', play: 'played',
  walk: 'walked', water: 'watered', run: 'ran', practice: 'practised', practise: 'practised', meditate: 'meditated', forget: 'forgot',
};
/** A day before now said with it ("yesterday", "this morning", "just now", "today" with no time to come). */
const PAST_DAY = /\b(?:yesterday|this\s+morning|last\s+night|earlier|just\s+now|already|ago)\b|\bnow\s*[.!]*$|\btoday\b(?!.*\b(?:at\s+\d|later|tonight|will|going\s+to|tomorrow|plan|want|need|should|can)\b)/;

/**
 * Forty-eighth pass: "yesterday I not go to gym", "this morning I take vitamins", "I finish spanish
 * now": the present for the past, as languages without English's tenses say it, with the day that
 * says it is past. Never without such a day ("I take vitamins at 8" is a habit, not a report).
 */
function pastWithItsDay(text: string): string {
  // Never a question ("what did i do yesterday", "do i have gym today?").
  if (!PAST_DAY.test(text) || /\b(?:tomorrow|next|will|going\s+to)\b|\?/.test(text) || /^(?:what|which|when|where|why|how|who|did|do|does|have|has|had|can|could|should|is|are|was|were)\b/.test(text)) return text;
  return text
    .replace(/\bi\s+(?:no|not)\s+(?=[a-z])/g, 'i did not ')
    .replace(new RegExp(String.raw`(?<!\b(?:did|do|does|have|has|had|can|could|should|would|will|what|when|where|why|how|that|if)\s+)\bi\s+(?:(?:just|already)\s+)?(${Object.keys(PAST).join('|')})\b(?!\s+(?:to|a\s+new|new|habit)\b)`, 'g'), (m, verb: string) => m.replace(new RegExp(`${verb}$`), PAST[verb]!));
}

/** The sentence with second-language and dictated forms in the ones the readers know. */
export function asFirstLanguage(text: string): string {
  let t = pastWithItsDay(text);
  for (const [pattern, replacement] of RULES) t = t.replace(pattern, replacement as string);
  return t;
}
