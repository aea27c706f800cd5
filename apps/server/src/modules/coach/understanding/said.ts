import { PICTURES } from '../coach-answers.js';
import { editDistance } from '../name-match.js';
import { normalise } from './language.js';
import { canonical } from './lexicon.js';
import { lastSaysTheValue, withoutTelling } from './telling.js';

/**
 * Issue 37: a message as the built-in coach reads it. People write to a coach the way they text:
 * lower case, shorthand ("pls", "u", "tmrw"), contractions, possessives ("friday's run"), typos
 * in the words that carry the request ("pasue", "remnd"), and wrappers ("hey coach, could you
 * … thanks!"). All of that comes off here, once, so every intent reads the same plain words.
 */
export interface Said {
  /** As written, trimmed. */
  original: string;
  /** Lower case, shorthand and contractions spelled out, typos in known words fixed, wrappers off. */
  text: string;
  /** The same before the wrappers came off ("yes, please" stays whole). */
  plain: string;
  /** A wish rather than a command: "I want to …", "I'd like to …" (a goal to plan, or a habit to add). */
  wish: boolean;
  /** A question: ends with "?" or opens with a question word. */
  question: boolean;
  /** "don't", "never", "not": a request not to do something. */
  negated: boolean;
}

const SHORTHAND: [RegExp, string][] = [
  [/\bu\b/g, 'you'],
  // Eighteenth session: the school drop-off is a time of the day, never "drop" as in delete ("move gym to 9.15 after drop off" proposed deleting it).
  [/\bdrop(?:ping)?[\s-]?offs?\b/g, 'dropoff'],
  // Eighteenth session: a dictated pause ("add stretching um each evening") says nothing.
  [/(?:^|\s)(?:um+|uh+|uhm+|erm+|er|hmm+)(?:[,.]+|(?=\s|$))/g, ''],
  // Eighteenth session: the commonest slip of the fingers ("feed teh cat").
  [/\bteh\b/g, 'the'],
  [/\bur\b/g, 'your'],
  // Nineteenth session: short words spelt by sound, too short for the fixer.
  [/\b(?:evry|evey|evrey)\b/g, 'every'],
  [/\bbefor\b/g, 'before'],
  [/\b(?:ment|ment)\b/g, 'meant'],
  [/\bsundy\b/g, 'sunday'],
  // Words two letters off, as they are spelt by sound (the fixer allows one: "shower" is not "shorter").
  [/\b(?:minits|minuts|minites|minnits)\b/g, 'minutes'],
  [/\b(?:wensday|wendsday|wednsday)(s?)\b/g, 'wednesday$1'],
  [/\b(?:satday|saterday|satarday)(s?)\b/g, 'saturday$1'],
  [/\b(?:excersize|excersise|exersize|exersise)\b/g, 'exercise'],
  [/\b(?:tomoro|tomorro|tmorrow)\b/g, 'tomorrow'],
  [/\bahed\b/g, 'ahead'],
  [/\br\b(?=\s+[a-z])/g, 'are'],
  // Nineteenth session: a dropped g ("doin spanish", "goin to the gym"), laughter anywhere ("… lmaooo water them …").
  [/\b(do|go|runn|read|hav|gett|mak|tak|work|try|think|play|walk|swimm|stretch|meditat|journal|practis|skipp|mov)in\b/g, '$1ing'],
  [/\s*\b(?:lo+l+|lmf?a+o+|ha(?:ha)+h?|he(?:he)+|rofl|omg|smh)\b\s*/g, ' '],
  // Issue 50, eighth pass: "rowing + piano", "gym & yoga": a plus or an ampersand between two words joins them.
  [/([a-z])\s*[+&]\s*(?=[a-z])/g, '$1 and '],
  [/\bw\/(?=\s)/g, 'with'],
  [/\b(?:pls|plz|plse)\b/g, 'please'],
  [/\b(?:thx|thanx|ty)\b/g, 'thanks'],
  [/\babt\b/g, 'about'],
  [/\b(?:tmrw|tmr|tmrow|2moro|2morrow)(s?)\b/g, 'tomorrow$1'],
  [/\btonite\b/g, 'tonight'],
  [/\bw\/o\b/g, 'without'],
  [/\bw\/\s*/g, 'with '],
  // Issue 50, sixth pass: "did my walk w the dog".
  [/\bw\s+(?=(?:the|my|a|an|some)\b)/g, 'with '],
  [/\bhrs?\b/g, 'hours'],
  [/\b(\d+)\s*mins?\b/g, '$1 minutes'],
  [/\bmins?\b/g, 'minutes'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  // Issue 50, ninth pass: "lemme add …".
  [/\blemme\b/g, 'let me'],
  [/\bgotta\b/g, 'have to'],
  [/\bcuz\b|\bcos\b/g, 'because'],
  // Issue 50, twenty-fifth pass: punctuation said to a phone's dictation ("… from now on period thanks", "full stop").
  [/(?<=[a-z0-9])\s+(?<!\b(?:my|the|a|her|this|that|trial|grace|time)\s+)(?:period|full\s+stop)(?=\s|$)/g, '.'],
  [/(?<=[a-z0-9])\s+comma(?=\s)/g, ','],
];

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon'?t\b/g, 'will not'],
  [/\bcan'?t\b/g, 'cannot'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|should|could)n'?t\b/g, '$1 not'],
  [/\bi'm\b/g, 'i am'],
  [/\bim\b/g, 'i am'],
  // Issue 50, fifth pass: contractions typed without the apostrophe ("id like", "ive", "youre").
  [/\bid\s+(?=(?:like|love|rather|prefer|better|quite|really|much)\b)/g, 'i would '],
  [/\bive\b/g, 'i have'],
  [/\byoure\b/g, 'you are'],
  [/\b(i|you|we|they)'ve\b/g, '$1 have'],
  [/\b(i|you|we|they|it|that)'ll\b/g, '$1 will'],
  [/\b(i|you|we|they)'d\b/g, '$1 would'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\blet'?s\b/g, 'let us'],
  [/\b(what|where|when|how|who|that|it|there|here)'s\b/g, '$1 is'],
  [/\bwhats\b/g, 'what is'],
  [/\bhows\b/g, 'how is'],
  // Issue 50, sixth pass: "whens the last time i played squash".
  [/\bwhens\b/g, 'when is'],
  // Nineteenth session: "so its at 1pm", "its now on mondays".
  [/\bits\s+(?=(?:at|on|now|only|every|from|going|too|not|always|called|named)\b)/g, 'it is '],
  // Issue 50, forty-ninth pass: a day's possessive dictated without its apostrophe ("yesterdays piano", "todays run").
  [/\b(yesterday|today|tomorrow|tonight)s\b(?=\s+[a-z])/g, '$1'],
  [/\bwheres\b/g, 'where is'],
  [/\bwhos\b/g, 'who is'],
  [/\bthats\b/g, 'that is'],
  // A possessive is read as the word itself: "friday's run", "today's walk", "gym's reminder".
  [/(\w)'s\b/g, '$1'],
  [/(\w)s'(?=\s|$)/g, '$1s'],
];

/**
 * The words requests are made of. A word a letter or two away from one of these, and no word of
 * its own (nor of a habit's name), is read as it: "pasue" pause, "remnd" remind, "delte" delete.
 */
const VOCABULARY = [
  'create', 'habit', 'habits', 'delete', 'remove', 'archive', 'unarchive', 'restore', 'pause', 'paused', 'resume', 'unpause', 'skip', 'unskip',
  'remind', 'reminder', 'reminders', 'notification', 'notifications', 'notify', 'rename', 'reschedule', 'schedule', 'change', 'everything',
  'minutes', 'minute', 'hours', 'tomorrow', 'yesterday', 'today', 'tonight', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays', 'weekend', 'weekends', 'weekday', 'weekdays', 'morning', 'mornings',
  'evening', 'evenings', 'streak', 'streaks', 'progress', 'complete', 'completed', 'finished', 'vision', 'goals', 'every', 'until', 'before', 'please',
  'anything', 'reminding', 'emailing', 'forget', 'holiday', 'vacation', 'instead', 'glasses', 'pages', 'target', 'describe', 'description', 'remaining',
  'longer', 'shorter', 'shorten', 'lengthen', 'extend', 'earlier', 'later',
  // Issue 50: the words of numbers and times, and of a few more requests.
  'skipping', 'twenty', 'thirty', 'fifteen', 'quarter', 'eleven', 'twelve', 'actually', 'reminder',
  'nudge', 'evening', 'afternoon', 'tonight', 'instead',
  // Nineteenth session: words spelt by sound (a second pass of people who write that way).
  'session', 'sessions', 'lesson', 'lessons', 'really', 'exercise', 'meant', 'ahead', 'should', 'completely', 'cancel', 'again',
];
/** Real words that are a letter away from a request word and mean something else. */
const NOT_TYPOS = new Set(['slipping', 'slipped', 'sipping', 'shipping', 'twentieth', 'reminding', 'remaining', 'remote', 'cause', 'pasta', 'pages', 'stage', 'sunday', 'monday', 'pause', 'house', 'minute', 'streaks', 'habitat', 'forgot', 'purse', 'skipping', 'finish', 'complex', 'think', 'thinking', 'thank', 'thanks', 'drink', 'drank', 'tonne', 'while', 'whole', 'later', 'water', 'course', 'final', 'swim', 'walk', 'talk', 'wake', 'take', 'make', 'bake', 'cook', 'look', 'book', 'books', 'ready', 'really', 'reader', 'bread', 'spread', 'steady', 'early', 'yearly']);

/** Words of the person's own (their habits' and goals' names): never "corrected". */
export function typoFixer(ownWords: Iterable<string>): (word: string) => string {
  const own = new Set([...ownWords].map((w) => w.toLowerCase()).filter((w) => !/^(?:for|the|and|with|from|not|but|all|any|one|out|off|get|got|day|days|week|work|just|my|me)$/.test(w)));
  const known = new Set(VOCABULARY);
  return (word) => {
    if (word.length < 5 || known.has(word) || own.has(word) || NOT_TYPOS.has(word) || /\d/.test(word)) return word;
    let best: string | undefined;
    let bestDistance = Infinity;
    for (const candidate of [...VOCABULARY, ...own]) {
      // People rarely get the first letter wrong; a word that differs there is another word.
      if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > 2) continue;
      // Issue 50, third pass: an inflected word is a word of its own, not a typo of a name's inflection ("played" is not "planed").
      const ending = /(?:ed|ing|es|s)$/.exec(word)?.[0];
      if (ending && candidate.endsWith(ending) && !known.has(candidate)) continue;
      // Issue 50, fifth pass: a word that is a name's word and one letter more is a word of its own ("plank" is not "plan").
      if (!known.has(candidate) && word.length === candidate.length + 1 && word.startsWith(candidate)) continue;
      // A name's inflection ("plans", "planned") is a candidate only for a word with that ending ("plank" is not "plans").
      const inflected = /(?:s|ed|ing)$/.exec(candidate)?.[0];
      const base = inflected ? candidate.slice(0, -inflected.length) : '';
      if (!known.has(candidate) && inflected && (own.has(base) || own.has(`${base}e`) || own.has(base.slice(0, -1))) && !word.endsWith(inflected.slice(-1))) continue;
      const distance = editDistance(word, candidate);
      const allowed = candidate.length >= 9 ? 2 : 1;
      if (distance <= allowed && distance < bestDistance) [best, bestDistance] = [candidate, distance];
    }
    return best ?? word;
  };
}

/** Openings that carry no request: greetings in front of one, politeness, filler. */
const LEADING = new RegExp(
  '^(?:' +
    [
      String.raw`(?:hey|hi|hiya|hello|yo|ok(?:ay)?|so|um+|uh+|er+m?|right|well|yeah|yes|oh|o+h+|ah|alright|hmm+)(?:\s+(?:there|coach))?[,!.:]*`,
      // Nineteenth session: "would it be alright to bump rowing up …", "arre undo that".
      String.raw`(?:would|will|is)\s+it\s+be\s+(?:ok|okay|alright|all\s+right|fine)\s+(?:for\s+you\s+)?to`,
      String.raw`(?:arre|arrey|achha|acha)[,!.]*`,
      // Nineteenth session: "do you think you could …", "oh god only 3. …".
      String.raw`do\s+you\s+think\s+you\s+(?:could|can|would)`,
      String.raw`(?:oh\s+)?(?:god|gosh|blimey|crikey|jeez|wow)[,!.]*`,
      // Nineteenth session: "oh dear, would you undo that", "dear me".
      String.raw`(?:oh\s+)?dear(?:\s+me)?[,!.:]*`,
      String.raw`coach[,!.:]*`,
      // Issue 50, ninth pass: a word of approval before a request ("nice, add a reminder …", "great! now move it").
      String.raw`(?:nice|great|cool|awesome|perfect|lovely|brilliant|sweet|amazing|good\s+stuff)[,!.]+(?=\s*\w)`,
      // Eighteenth session: "nice ok can u move it …", "great thanks, now …": approval said with an ok or thanks, no mark between.
      String.raw`(?:nice|great|cool|awesome|perfect|lovely|brilliant|sweet|amazing)\s+(?:ok(?:ay)?|thanks|thank\s+you|cheers)[,!.]*(?=\s+\w)`,
      String.raw`(?:good\s+)?(?:morning|afternoon|evening)[,!.]+`,
      String.raw`quick\s+(?:one|question)[,:!.]*`,
      // Issue 50, twenty-ninth pass: a reaction to what the coach said, before the request ("only 3?? ok stick another 5 on").
      String.raw`(?:only|just|really|seriously|wow|what)(?:\s+\d+(?:\.\d+)?)?\s*[?!.]+`,
      String.raw`(?:just\s+)?(?:wanted\s+to\s+(?:say|let\s+you\s+know|tell\s+you)|so\s+you\s+know|fyi|by\s+the\s+way|btw)(?:\s+that)?[,:]*`,
      String.raw`(?:please|kindly|just|actually|oh\s+and|and)`,
      // Eighteenth session: "wait what time is …", "hold on, is …": a pause before a question or a correction.
      String.raw`(?:wait|hold\s+on|hang\s+on)[,!.]*(?=\s+(?:what|when|which|how|where|is|are|did|do|does|was|can|could|no|actually|make|i\s+meant))`,
      // Issue 50, fifth pass: filler in front of a request ("honestly …", "tbh …", "basically …").
      String.raw`(?:honestly|tbh|ngl|lowkey|to\s+be\s+honest|seriously|basically|literally|anyway|anyways|look|listen|ugh|argh|lol|ok\s+so|so\s+yeah)[,!.:]*`,
      // Issue 50, thirty-second pass: the formal ways of asking ("would you be so kind as to", "i should be grateful if you would").
      String.raw`(?:would|could)\s+you\s+be\s+so\s+(?:kind|good)\s+as\s+to`,
      // Nineteenth session: "could you be a star and …".
      String.raw`(?:could|would|can|will)\s+you\s+be\s+(?:a\s+(?:star|gem|dear|darling|love|legend|sweetheart)|an\s+angel)\s+and`,
      // Nineteenth session: "would it be possible to have yoga on wednesdays as well?": a request put politely.
      String.raw`(?:would|will)\s+it\s+be\s+possible\s+(?:for\s+you\s+)?to`,
      String.raw`i\s+(?:should|would)\s+be\s+(?:grateful|glad|obliged)\s+if\s+you\s+(?:would|could)(?:\s+(?:please|kindly|possibly))*`,
      String.raw`(?:kindly|if\s+i\s+may)[,]*`,
      String.raw`(?:can|could|would|will)\s+you(?!\s+mind\b)(?:\s+(?:please|kindly|possibly|just))*`,
      String.raw`would\s+you\s+mind`,
      String.raw`(?:is\s+it\s+possible|are\s+you\s+able)\s+to`,
      String.raw`i\s+(?:need|want|would\s+like)\s+you\s+to`,
      String.raw`go\s+ahead\s+and`,
      String.raw`let\s+us`,
      // Issue 50, ninth pass: "let me add …", "lemme log …": a request, said as asking leave.
      String.raw`let\s+me(?=\s+(?:add|create|start|log|mark|tick|move|change|set|rename|delete|remove|skip|pause|make|put)\b)`,
      String.raw`(?:can|could|may)\s+i\s+(?:please\s+)?(?:have|get)`,
    ].join('|') +
    String.raw`)(?=\s|$)\s*`,
);
const TRAILING = /(?:[\s,;:.!?]+|\s+(?:(?:and\s+|but\s+)?(?:keep|leave)\s+(?:everything|all|the\s+rest)(?:\s+else)?(?:\s+(?:as\s+it\s+is|the\s+same|alone|unchanged|as\s+is))?|please|thanks|thank\s*you(?:\s+(?:so|very)\s+much)?|many\s+thanks|if\s+(?:you\s+would|you\s+could|you\s+would\s+be\s+so\s+kind|that\s+can\s+be\s+arranged|that\s+is\s+(?:all\s+right|alright|possible|ok|okay|fine)|i\s+may|you\s+please)|cheers|ta|thx|mate|tbh|to\s+be\s+honest|honestly|imo|fr|ngl|lowkey|istg|smh|no\s+cap|fr\s+fr|(?<!\b(?:until|till|til|by|for|since|from|before|after|and|back|right|just|only|even|since)\s+)then|for\s+me|if\s+you\s+can|if\s+possible|ok|okay|x+|lol|haha|(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:set|sort|put|add)\s+(?:that|it|this)\s*(?:up|in|out)?(?:\s+for\s+me)?|same\s+time(?:\s+as\s+(?:before|now|usual))?|(?<!\bthe\s)same\s+days?(?:\s+as\s+(?:before|now|usual|always))?|at\s+the\s+same\s+time)\b)+$/;
/**
 * Issue 50, twenty-third pass: a reason said after the request ("add sat + sun to spanish, want to keep
 * my streak going", "move gym to 7, because work runs late"). Only a clause that carries nothing
 * to do (no number, day, time, channel, note or record words) is dropped; "pause yoga, i'm away next
 * week" keeps its dates. A race named by its length ("…, want to build up for the 10k") is no number.
 */
const REASON =
  /(?<=\S),\s*(?:(?:i\s+)?(?:really\s+)?(?:want|need|hope|would\s+like|am\s+trying|trying|hoping|keen|have|got)\s+to|(?:because|so\s+(?:that\s+)?i|it\s+(?:helps|keeps)|i\s+(?:have|have\s+got|got)\s+(?:a|an|the|my)(?!\s+(?:reminder|note|habit|goal)))\b)(?![^,]*(?:(?<!\b(?:the|a|my)\s\d*)\d|\d(?!\d*\s*k\b)|:|\b(?:mon|tue|wed|thu|fri|sat|sun|week|weekend|morning|afternoon|evening|night|tonight|today|tomorrow|yesterday|am|pm|noon|away|travel\w*|holiday|sick|ill|busy|tired|e-?mail|push|remind|reminder|notification|note|goal|area|every|daily|only|instead|both|all|except|not|no|never|delete|remove|skip|pause|log|done|rename|call\s+it)\b))[^,]*$/;
// Issue 50, twenty-fifth pass: a reason told as how things are ("…, mornings just aren't working", "…, they are getting soggy", "…, i am building up for the 10k").
const HOW_THINGS_ARE = /(?<=\S),\s*(?:(?![^,]*\d)[^,]*\b(?:(?:is|are|was|were|does|do)\s+not\s+(?:working|work|suiting|suit|fitting|fit|great|good|ideal)|too\s+(?:early|late|much|busy|hard|long|short|tired|easy|little|few|slow|fast|boring|difficult|soon))\b|(?![^,]*\d)(?:they|it|that|this)\s+(?:are|is|was|were|keeps?|gets?|got)\s+(?:getting\s+|too\s+|so\s+|really\s+)?[a-z]+|i\s+am\s+(?:building|training|working|getting|preparing|aiming|saving)\b)(?![^,]*\b(?:every|daily|at|on|remind|note|skip|pause|delete|remove|instead|only)\b)[^,]*$/;
// Issue 50, twenty-ninth pass: what they have been doing, after the request ("…, been chugging all morning").
const BEEN = /(?<=\S),\s*(?:i\s+have\s+|i\s+had\s+)?been\s+[a-z]+ing\b(?![^,]*\b(?:remind\w*|note|skip|pause|delete|remove|every|daily|instead)\b)[^,]*$/;
// Issue 50, twenty-eighth pass: a remark that ends "anyway" ("no more reminders for my morning run, im up at 6 anyway"): how things are, whatever its numbers.
const ANYWAY = /(?<=\S),\s*(?:i|i\s+am|we|we\s+are|it|it\s+is|they|they\s+are|he|she)\s+(?![^,]*\b(?:remind\w*|note|skip|pause|delete|remove|move|log|add|mark|change|make)\b)[^,]*\banyways?\s*$/;
/**
 * Eighteenth session: how things are for the person, told after the request ("cello to
 * 6pm, 5 is too soon after class", "swim 9am thurs only, im on an early", "no wait 7:15, tea's at 7",
 * "chess 3pm now. sat mornings i am out cold", "french at 2, the staff meeting got moved"):
 * a clause whose subject is the person, someone else or a thing of their day, with no verb of a
 * request in it, whatever its numbers; never a wish ("…, i want it at 9" stays), nor an amount had
 * (issue 50, sixtieth pass: "the water was off, i have only had 2 glasses" is the amount meant).
 */
const DATED = /\b(?:today|tonight|tomorrow|yesterday|weeks?|weekends?|fortnight|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|next|until|till|from)\b/;
const SUBJECT_REMARK =
  /(?<=\S)(?:[,;]|\.(?=\s))\s*(?:(?:[a-z]+\s+){0,3}(?:i|we|he|she|they)\s+(?:am|are|is|was|were|have|had|usually|always|often|never|keep|get|got|go|work|finish|start|leave|sleep|can\s*not|could\s*not|do\s+not|did\s+not|(?!want)[a-z]+ed)\b|(?:hes|shes|theyre|thats)\s+[a-z]+|(?:[a-z]+\s+){0,2}(?:mornings?|evenings?|nights?|days?|lunch|dinner|breakfast|work|shifts?|lectures?|class(?:es)?|rota|court|seminar|meeting|commute)\s+(?:is|are|was|were|got|gets|starts?|ends?|runs?|finish(?:es)?)\b|(?:[a-z]+\s+){0,2}(?:got|has\s+been|have\s+been)\s+(?:moved|changed|cancel+ed|shifted|swapped|booked)\b|\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s+(?:is|was)\s+(?:too|way\s+too|a\s+bit)\b)(?![^,;]*\b(?:remind\w*|note|skip|pause|delete|remove|move|log|add|mark|change|make|set|put|instead|every|daily|want|wanted|would\s+like|prefer)\b)(?![^,;]*\b(?:had|drank|drunk|read|done|managed)\s+(?:only\s+|just\s+)?\d)[^,;]*$/;
// Nineteenth session: what the person cannot do, after the request ("push it to 8pm, cant make 7 anymore w my new shifts").
const CANNOT = /(?<=\S),\s*(?:i\s+)?(?:can\s*not|could\s*not|will\s+not\s+be\s+able\s+to)\s+(?:make|do|manage|get\s+to|fit)\b(?![^,;]*\b(?:remind\w*|note|skip|pause|delete|remove|instead)\b)[^,;]*$/;
// Nineteenth session: why, after a request that already has its value ("change reading to 9:30am because i am doing loads of nights and i read when i get in").
const BECAUSE = /(?<=\d\s*(?:am|pm)?|\b(?:noon|midnight|mornings?|evenings?|weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?))\s*,?\s+(?:because|cos|cuz|coz|since|as)\s+(?:i|we|my|the|it|there|work|of|im)\b(?![^,]*\b(?:remind\w*|skip|pause|delete|remove|instead)\b)[^,]*$/;
const WISH = /^(?:(?:i\s+)?(?:really\s+)?(?:want|would\s+like|would\s+love|wish|hope|plan|intend|need)\s+to(?:\s+(?:try|start)(?:\s+to)?)?|(?:i\s+am\s+)?(?:trying|hoping|planning|going)\s+to(?:\s+(?:try|start)(?:\s+to)?)?|(?:i\s+(?:will|should|might)\s+)?(?:try|start)(?:\s+to)?(?=\s+\w+ing\b|\s+\w+\s+(?:every|each|daily|on|at|twice|once|\d))|my\s+(?:dream|aim)\s+is\s+to|help\s+me(?:\s+to)?)\s+/;

const REQUEST_START = /^(?:please\s+|kindly\s+|pls\s+)?(?:move|change|skip|pause|resume|add|create|delete|remove|rename|log|mark|tick|note|remind|set|make|switch|shift|push|put|end|stop|archive|restore|could\s+you|can\s+you|would\s+you|i\s+(?:want|would\s+like|should\s+like|need))\b/;
const WHEN = /\d|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|today|tomorrow|tonight|yesterday|weekends?|weekdays?|week|month|mornings?|evenings?|nights?|afternoons?|noon|daily|every)\b/;
/**
 * Nineteenth session: what led to a request, told in sentences of its own before it ("my tennis club has
 * moved the doubles to sunday mornings. i should like tennis moved from saturday to sunday at 10:00"):
 * the request alone, when it names one of theirs (never "it") and says its own when. A sentence after
 * the request that puts it in a goal or area ("It belongs with my goal of …") is the request's too.
 */
function requestSentence(text: string, own: Set<string>): string {
  const parts = text.split(/(?<=[.!?;])\s+/);
  // Nineteenth session: a request first, then how things are in sentences with no request and no when ("skip yoga on monday? my back is a bit sore and i dont want to make it worse").
  if (parts.length > 1 && REQUEST_START.test(parts[0]!) && parts.slice(1).every((part) => !REQUEST_START.test(part) && !WHEN.test(part) && !/\b(?:remind\w*|note|skip|pause|delete|remove|instead|also|too|as\s+well|and\s+then|goal|area|routine|belongs?|part\s+of|towards?)\b/.test(part))) return parts[0]!.replace(/[?]+$/, '');
  const at = parts.findIndex((part, i) => i > 0 && REQUEST_START.test(part));
  if (at < 1 || parts.slice(0, at).some((part) => REQUEST_START.test(part))) return text;
  const request = parts.slice(at).join(' ');
  const names = (request.match(/[a-z]+/g) ?? []).some((w) => own.has(w));
  return names && WHEN.test(request) && !/\b(?:it|them|that|this|those|these|both|one|ones|same)\b/.test(request) ? request : text;
}

/** Reads `message` into plain words; `ownWords` are the person's names (left as written); `monthFirst`: the region writes "12/5" for 5 December. */
export function readSaid(message: string, ownWords: Iterable<string>, today?: string, monthFirst = false): Said {
  const original = message.trim();
  let text = original
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[\u00a0\u202f\t\r\n]+/g, ' ')
    // Issue 54: French puts a space before a colon ("Eau : 5 verres"); English readers expect none.
    .replace(/(?<=\S) +(?=[:;](?:\s|$))/g, '')
    .toLowerCase();
  // Issue 50: a tick typed as an emoji ("piano ✅") is a done; other pictures are not words.
  // Nineteenth session: flags (regional letters) and the joiners and selectors between pictures too.
  text = text.replace(/\s*(?:✅|✔️|✔|☑️|☑|✓)\s*/gu, ' done ').replace(PICTURES, ' ');
  for (const [pattern, replacement] of SHORTHAND) text = text.replace(pattern, replacement);
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  const fix = typoFixer(ownWords);
  text = text.replace(/[a-z]+/g, (word) => fix(word)).replace(/\s+/g, ' ').trim();
  // Issue 50: numbers in words, British times, a weekday with its date, shorthand (language.ts), typos fixed first.
  if (today) text = normalise(text, today, monthFirst);
  // Issue 50, third pass: each family of wordings in one form (lexicon.ts).
  text = canonical(text);
  const plain = text;
  // Issue 50, eleventh pass: "did the 8am vitamins", "did my evening antibiotics" report a done; "did my run get logged" asks.
  const own = new Set([...ownWords].map((w) => w.toLowerCase()).filter((w) => !/^(?:for|the|and|with|from|not|but|all|any|one|out|off|get|got|day|days|week|work|just|my|me)$/.test(w)));
  text = lastSaysTheValue(withoutTelling(text, own), own);
  // Nineteenth session: a last sentence that asks politely for something done ("… could you unpause it from today if that's ok?") is a request, not a question.
  const askedSentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => /\?\s*$/.test(sentence));
  const polite = (sentence: string) => /^(?:please|pls|kindly)\s+(?:skip|move|pause|add|change|mark|remind|resume|set|make)\b/.test(sentence) || /^(?:(?:so|and|then|but|ok|please|pls|sorry)[,\s]+)*(?:(?:can|could|would|will)|do\s+you\s+think\s+you\s+(?:could|can|would))\s+(?:you\s+|u\s+)?(?:please\s+|kindly\s+|just\s+)*(?!tell|show|check|let\s+me\s+know|remind\s+me\s+(?:what|when|how|if|whether)|see|help\s+me\s+(?:understand|figure))[a-z]+/.test(sentence);
  const politeRequest = askedSentences.length > 0 && askedSentences.every(polite);
  const question = (/\?\s*$/.test(text) && !politeRequest) || (!/^do\s+you\s+(?:think\s+you\s+(?:could|can|would)|mind)\b/.test(text) && /^(?:what|which|when|where|how|why|who|is|are|am|do|does|did(?!\s+(?:my|the|a|an|some|both|all|\d)\b(?!.*\b(?:get|go|count|save|work|register|show|stick)\b))|have\s+(?:i|you|we|they|my)|has\s+(?:my|the|it|he|she)|should|shall)\b/.test(text));
  // Issue 50, twenty-ninth pass: a sentence of how things are before a request with "it" ("sundays just dont work for me. move it to fridays"), naming none of theirs and no number: what led to it.
  const told = /^([^.!?]{3,90}?)[.!?]+\s+(?=(?:so\s+|then\s+|pls\s+|please\s+)?(?:move|change|make|shift|push|put|set|switch|skip|pause|can\s+(?:you|u|we)|could\s+(?:you|u|we))\b[^.!?]*\b(?:it|that\s+one)\b)/.exec(text);
  if (told && !/\d/.test(told[1]!) && !(told[1]!.match(/[a-z]+/g) ?? []).some((w) => own.has(w))) text = text.slice(told[0].length);
  for (let before = ''; before !== text; ) {
    before = text;
    // Issue 50, thirty-second pass: a reason that names one of their records is no reason ("…, so that I remember to meditate").
    const dropped = (pattern: RegExp) => (t: string) => t.replace(pattern, (part) => ((part.match(/[a-z]+/g) ?? []).some((w) => own.has(w) && !/^(?:morning|evening|night|afternoon|day|week|month|time)s?$/.test(w)) ? part : ''));
    // A remark's day is the request's own when the request has none ("skip cello, i am off at my sister's on friday").
    const remarkDropped = (t: string) => t.replace(SUBJECT_REMARK, (part, at: number) => (DATED.test(part) && !DATED.test(t.slice(0, at)) && !/\d/.test(t.slice(0, at)) ? part : dropped(/^[\s\S]*$/)(part)));
    const stripped = [dropped(REASON), dropped(HOW_THINGS_ARE), dropped(ANYWAY), dropped(BEEN), dropped(CANNOT), (t: string) => t.replace(BECAUSE, ''), remarkDropped].reduce((t, drop) => drop(t), text.replace(LEADING, '').replace(TRAILING, '')).trim();
    if (stripped) text = stripped;
  }
  text = canonical(requestSentence(text, own));
  // Issue 50: an intention to start something ("going to try …ing", "I'll start …ing"): a habit to add.
  const trying = /^(?:(?:i\s+am\s+)?going\s+to|i\s+(?:will|might|should)|let\s+me|time\s+to|(?:i\s+)?(?:want|would\s+like|need)\s+to)\s+(?:try|start|get\s+into|begin)(?:\s+to)?(?:\s+doing)?\s+(?=[a-z]+ing\b|[a-z]+\s+(?:every|each|daily|twice|once|on|at|in\s+the)\b|[a-z]+\s+[a-z]+\s+(?:every|each|daily|twice|once|on|at)\b)/.exec(text);
  if (trying) text = `add ${text.slice(trying[0].length)}`;
  const wishMatch = WISH.exec(text);
  const negated = /^(?:do\s+not|never|please\s+do\s+not|not)\b/.test(text) || /\b(?:do\s+not|never)\s+(?:delete|remove|archive|pause|skip|end|stop)\b/.test(text);
  return { original, text, plain, wish: !!wishMatch, question, negated };
}

/** `text` without the wish in front ("i want to run a marathon" → "run a marathon"). */
export const withoutWish = (text: string) => text.replace(WISH, '');
