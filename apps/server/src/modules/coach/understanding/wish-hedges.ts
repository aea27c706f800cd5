/**
 * Issue 50, fifty-eighth pass: a wish said with a hedge. People who think aloud rarely say "add";
 * they say they have been meaning to, are thinking they should, probably ought to, or offer the
 * thing with "maybe …?", and end with a tag that asks nothing of the coach ("tbh", "i guess",
 * "is that mad?"). Each kind is put in the one form the readers after it know: "i want to …" (a
 * wish: a habit to add, or a goal to plan), "i want a …", "add a habit for …", "add a limit for
 * …, N a day", "add an area for …". Applied first by `canonical` (lexicon.ts); hedged.ts is another kind (a request wrapped in how it feels). Kinds, not sentences.
 */

/** Request verbs: "i should move gym …", "i need to skip yoga" are requests, never a hedged wish. */
const NOT_A_WISH = String.raw`(?!(?:move|change|reschedule|shift|pause|skip|delete|remove|rename|call\s+(?!my|me|mum|mom|dad|gran|nan|grandma|grandad|parents|family|friends)|log|mark|tick|untick|undo|end|archive|restore|resume|put|push|bring|set|make|tell|know|check|ask|see|say|be|have\s+(?:done|been|logged|ticked|marked))\b)`;

/** The hedge in front of a wish, after the contractions are undone ("i've" is "i have"). */
const HEDGE = String.raw`(?:(?:hmm+|so|ok|okay|yeah|yea|right|honestly|tbh|ngl|also|and)\s*,?\s+)?(?:(?:i\s+)?(?:have\s+)?been\s+meaning\s+to|i\s+keep\s+meaning\s+to|(?:i\s+)?think\s+i\s+(?:should|ought\s+to|need\s+to|must)(?:\s+(?:probably|prob|really|rly|maybe|actually))?|(?:i\s+am\s+|im\s+)?thinking\s+(?:that\s+)?(?:i\s+)?(?:should|ought\s+to|might|could|need\s+to|must)(?:\s+(?:probably|prob|probs|prolly|really|rly|maybe|actually))?|(?:i\s+)?(?:should\s+)?(?:probably|prob|probs|prolly|really|rly|defo|definitely|honestly|seriously)\s+(?:should|need\s+to|ought\s+to|gotta|must)|i\s+(?:should|ought\s+to|need\s+to|must|gotta)\s+(?:probably|prob|probs|prolly|really|rly|honestly|defo|definitely|seriously|actually)|(?:i\s+)?ought\s+to|maybe\s+i\s+(?:should|could|ought\s+to|need\s+to)|(?:it\s+)?would\s+be\s+(?:nice|good|great|cool|lovely)\s+to|i\s+really\s+(?:need|want)\s+to)`;

/** Less of a thing said as cutting down ("cut down on crisps", "cut back on sweets", "eat less sugar"). */
const LESS = String.raw`(?:cut\s+(?:down|back)\s+on|cutting\s+(?:down|back)\s+on|reduce|eat\s+less|drink\s+less|have\s+less)`;
/** The most of a day said after the amount ("tops", "max", "at most", "maximum", "or less"). */
const TOPS = String.raw`(?:\s+(?:tops|max|maximum|at\s+most|or\s+less|at\s+the\s+most|no\s+more))?`;

/** What a wish says of a goal (a date, "be able to"), a schedule or a quit, which the wish's own readers take as they are. */
const GOAL_OR_SCHEDULE = /\b(?:by|until|till|before)\s+(?:the\s+)?(?:end|next|this|summer|spring|autumn|winter|christmas|xmas|easter|new\s+year|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)|\bbe\s+able\s+to\b|\bgoal\b(?!\s*$)|^(?:start|begin|try|quit|stop|give\s+up|cut|limit|reduce|get\s+my|get\s+back|lose|gain|save|run\s+a|learn\s+to)\b|\b(?:every|each|daily|nightly|twice|once|times|weekdays?|weekends?|weeknights?|mornings?|evenings?|nights?|afternoons?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|a\s+day|a\s+week|per\s+day|per\s+week|minutes?|mins?|hours?)\b|\bat\s+\d|\d/;

/** "get my steps up, like 8000 a day": more of a thing counted each day, as a habit counting it. */
const MORE_OF = /^(?:(?:i\s+want\s+to|add\s+a\s+habit\s+to)\s+)?(?:get|bump|push|build)\s+(?:my\s+)?([a-z]{3,}(?:\s+[a-z]{3,})?)\s+up\s*,?\s*(?:like\s+|to\s+|say\s+|about\s+|around\s+)?(\d+)\s+(?:a|per|each)\s+day\s*[.!?]*$/;

export const WISH_HEDGES: [RegExp, string | ((...m: string[]) => string)][] = [
  // A hedged wish asked with a question's mark ("… maybe 10 mins after work?"): still the wish.
  [new RegExp(String.raw`^(${HEDGE}\s+(?!.*\b(?:what|which|when|how|why|where|who)\b).+?)\s*\?+\s*$`), '$1'],
  // What it is for said first ("for the spanish holiday thing, …", "to help with the song for mum, maybe …", "to sleep better …"):
  // the wish, then the goal it is for.
  [/^(?:for\s+(?:my\s+|the\s+)?([a-z0-9][a-z0-9 ]*?)\s+(?:thing|goal|plan|stuff|one)|for\s+(?:my\s+|the\s+)?(\d+\s*k)|to\s+help\s+(?:me\s+)?with\s+(?:my\s+|the\s+)?([a-z0-9][a-z0-9 ]*?)|to\s+(?:help\s+me\s+)?([a-z]+\s+better))\s*,?\s+((?:maybe|perhaps|i\s+(?:should|think|ought|need|want|would|could)|thinking|probably|prob|add|start|been\s+meaning)\b.+?)\s*[?!.]*$/, (_: string, a?: string, b?: string, c?: string, d?: string, wish?: string) => `${wish!}, for the ${(a ?? b ?? c ?? d)!} goal`],
  // A rough amount or how often, hedged ("…, like 20 pages", "maybe 15 mins", "most nights", "most weekdays"): that amount, that often
  // (never a bare hour: "like 6" is a time the readers after know).
  [/(,\s*)(?:like|maybe|say|roughly|probably)\s+(?=\d+(?:\.\d+)?\s*(?!(?:am|pm|o'?clock|ish)\b)[a-z]{3,})(?![^?]*\?)/g, '$1'],
  [/\bmost\s+(?=(?:week)?(?:days|nights|mornings|evenings|afternoons)\b)(?![^?]*\?)/g, 'every '],
  [/\bevery\s+((?:week)?day|night|morning|evening|afternoon)s\b/g, 'every $1'],
  // A tag after the wish that asks nothing ("…, is that mad?", "… tbh", "… i guess", "… for good", "…, if that makes sense").
  [/\s*,?\s*\b(?:is\s+that\s+(?:mad|crazy|silly|daft|too\s+much|ok|okay|realistic|doable|a\s+good\s+idea)|(?:does\s+that|would\s+that)\s+(?:sound\s+)?(?:make\s+sense|ok|okay|work|sound\s+ok|sound\s+okay)|if\s+that\s+makes\s+sense|tbh|ngl|lol|haha+|i\s+guess|i\s+suppose|i\s+think|i\s+reckon|for\s+good|once\s+and\s+for\s+all|for\s+real)\s*[?!.]*\s*$/, ''],
  // "could you set me up something for flossing", "set me up with something to track my steps": a habit for it.
  [/^(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?(?:set\s+me\s+up|sort\s+me\s+out|sort\s+me)\s+(?:with\s+)?(?:something|sth|smth|a\s+thing|one)\s+(?:for|to)\s+(?:(?:track|log|count|remember|help\s+(?:me\s+)?with)\s+)?(?:my\s+)?/, 'add a habit for '],
  // "thinking i should limit social media to 30 mins a day": a limit of that long a day.
  [new RegExp(String.raw`^(?:${HEDGE}\s+|i\s+want\s+to\s+)?limit\s+(?:my\s+)?([a-z][a-z ]{1,24}?)\s+to\s+(\d+)\s*(min(?:ute)?s?|hours?|hrs?)\s+(?:a|per|each)\s+day${TOPS}\s*[.!?]*$`), (_: string, what: string, n: string, unit: string) => `limit ${what} to ${n} ${/^h/.test(unit) ? 'hours' : 'minutes'} a day`],
  // "thinking i should cut down on crisps, like 1 bag a day tops": a new limit of that thing, that many a day.
  [new RegExp(String.raw`^(?:${HEDGE}\s+|i\s+want\s+to\s+)?${LESS}\s+(?:on\s+)?(?:my\s+|the\s+)?([a-z][a-z ]{1,24}?)\s*(?:,\s*|\s+)(?:like\s+|say\s+|maybe\s+|to\s+|about\s+|around\s+)?(\d+(?:\.\d+)?)\s+([a-z]+)?\s*(?:a|per|each)\s+day${TOPS}\s*[.!?]*$`), (_: string, what: string, n: string, unit?: string) => `add a limit for ${what}, ${n} ${unit ? `${unit} ` : ''}a day`],
  [new RegExp(String.raw`^(?:${HEDGE}\s+|i\s+want\s+to\s+)?${LESS}\s+(?:on\s+)?(?:my\s+|the\s+)?([a-z][a-z ]{1,24}?)\s*(?:,\s*|\s+)(?:like\s+|say\s+|maybe\s+|to\s+)?(\d+(?:\.\d+)?)\s+(?:([a-z]+)\s+)?(?:a\s+day\s+)?(?:tops|max|maximum|at\s+most|or\s+less)\s*[.!?]*$`), (_: string, what: string, n: string, unit?: string) => `add a limit for ${what}, ${n} ${unit ? `${unit} ` : ''}a day`],
  // "maybe an area for creative things?", "maybe a section for money stuff", "i should probably have a health area": an area.
  [new RegExp(String.raw`^(?:(?:${HEDGE}|maybe|perhaps|i\s+think\s+i\s+want|i\s+want|i\s+would\s+like|i\s+need|i\s+could\s+use|could\s+i\s+have|can\s+i\s+have)\s+)?(?:(?:have|get|make|add|create|start|set\s+up)\s+)?(?:a|an)\s+(?:new\s+)?(?:(?:area|section|category|space)\s+for\s+(?:my\s+)?(.+?)|([a-z][a-z ]{1,20}?)\s+(?:area|section|category))\s*[?!.]*$`), (_: string, a?: string, b?: string) => `add an area for ${(a ?? b)!.replace(/\s+(?:stuff|things|bits|related)$/, '')}`],
  // "meditate a bit longer, 15 mins": the length of what they do, longer.
  [new RegExp(String.raw`^(?:${HEDGE}\s+|i\s+want\s+to\s+)?(?:do\s+)?(?:my\s+)?([a-z][a-z ]{1,24}?)\s+(?:a\s+(?:bit|little)\s+|some\s+)?longer\s*,?\s*(?:to\s+|for\s+)?(\d+)\s*(minutes|hours?)\s*[.!?]*$`), 'make $1 $2 $3'],
  // "i've been meaning to …", "thinking i should …", "probably should …", "i should really …": a wish.
  // Said with no date, no schedule and nothing to quit ("probably should call my gran more"): a habit to do, never a goal to plan.
  [new RegExp(String.raw`^${HEDGE}\s+${NOT_A_WISH}(.*)$`), (_: string, rest: string) => (GOAL_OR_SCHEDULE.test(rest) ? 'i want to ' : 'add a habit to ') + rest],
  [MORE_OF, (_: string, what: string, n: string) => `track ${what}, ${n} ${what} a day`],
  // "thinking of doing 50 situps every morning", "i want to start 30 squats a day": that many of a thing, each day, as a habit.
  [/^(?:i\s+want\s+to\s+(?:start\s+)?(?:do(?:ing)?\s+)?|(?:i\s+am\s+)?thinking\s+(?:of|about)\s+(?:doing\s+)?)(?=\d+\s+(?!(?:glass|cup|mug|page|bottle|pint|litre|liter|cigarette|coffee|beer|more|extra|min|hour)\w*\b)[a-z]{3,}\s+(?:a\s+day|per\s+day|each|every|daily|nightly|on|at|in\s+the)\b)/, 'start doing '],
  // "i keep forgetting tennis, a ping half an hour before would help": a reminder that long before it.
  [/^(?:i\s+(?:keep|always)\s+forget(?:ting)?|i\s+forget|i\s+often\s+forget)\s+(?:about\s+)?(?:my\s+|the\s+)?([a-z][a-z ]{1,30}?)\s*[,.;]\s*(?:so\s+)?(?:maybe\s+)?(?:a|an)\s+(ping|nudge|reminder|push|notification|alert|email|e-mail)\s+(\d+\s*(?:minutes?|mins?|hours?|hrs?)|an?\s+hour|half\s+an\s+hour)\s+(?:before|beforehand|ahead)(?:\s+(?:would|might|could)\s+(?:help|be\s+(?:good|great|nice|handy|useful)))?\s*[.!?]*$/, (_: string, what: string, kind: string, when: string) => `remind me ${when} before ${what}${/mail/.test(kind) ? ' by email' : ''}`],
  // "i've been meaning to start stretching again": started again is started (a habit they had is offered back by its name).
  [/^((?:i\s+want\s+to|add\s+a\s+habit\s+to)\s+(?:start|restart|get\s+back\s+into|pick\s+up)\s+[a-z]+)\s+again\b/, '$1'],
  // "maybe a 20 min walk at lunch on weekdays?", "maybe swim twice a week?": the thing wanted, asked as an offer.
  [/^(?:maybe|perhaps|(?:i\s+am\s+)?thinking\s+(?:of|about))\s+(a|an|some)\s+(?!(?:bit|little|few|lot)\b)(.+?)\s*\?*$/, 'add $1 $2'],
  [/^(?:maybe|perhaps)\s+(?!(?:i|we|you|it|not|later|tomorrow|today|tonight|next|this|that|the|my|in|at|on|after|before|around|about|like|half|an?|some|\d)\b)([a-z]+)\s+(.+?)\s*\?*$/, 'i want to $1 $2'],
];
