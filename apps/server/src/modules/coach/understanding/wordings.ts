/**
 * Issue 50, twelfth pass: more families of everyday wordings, in one form each, applied after
 * lexicon.ts's rules (`canonical`). Kinds of phrase, not sentences.
 */
export const WORDINGS: [RegExp, string | ((...m: string[]) => string)][] = [
  // A part of the day, then the time it means after a filler ("to the evening, like 9pm", "mornings, say 7"): the time.
  [/(?<!\b(?:every|each|on|most|some)\s+)\b(?:(to|in|for)\s+)?(?:the\s+)?(mornings?|afternoons?|evenings?|nights?)\s*,?\s+(?:like|say|maybe|around|about|roughly|ish|probably)\s+(\d{1,2}(?:[:.]\d\d)?)\s*(am|pm)?\b/, (_: string, to: string | undefined, part: string, time: string, half: string | undefined) => `${to === 'to' ? 'to' : 'at'} ${half ? `${time}${half}` : `${time} in the ${part.replace(/s$/, '')}`}`],
  // A wish or a question before a rename ("i would rather call rowing erg", "can you rename …", "i'd prefer to call …"): the rename.
  [/^(?:i\s+would\s+(?:rather|prefer\s+to|like\s+to)|i\s+prefer\s+to|let\s+us|let's|lets|can\s+(?:you|u|we|i)|could\s+(?:you|u|we|i)|please|pls|maybe)\s+(?=(?:call|rename|re-name)\s+(?!(?:mum|mom|dad|my\s+(?:mum|mom|dad|gran|grandma|grandad|nan)))\S)/, ''],
  // An amount of one thing as a new habit ("start doing 100 skips a day", "add 20 pushups every morning"): a habit to do it, not a log.
  [/^(?:start|begin|add)\s+(?:doing\s+)?(?=\d+\s+(?!(?:glass|cup|mug|page|bottle|pint|litre|liter|cigarette|coffee|beer|more|extra|min|hour)\w*\b)[a-z]{3,}\s+(?:a\s+day|per\s+day|each\s+day|every|each|daily|nightly|on|at|in\s+the)\b)/, 'add a habit to do '],
  // An arrow for "to" ("rename drink water -> hydrate", "gym → 7pm").
  [/\s*(?:->|→|=>|-->)\s*/g, ' to '],
  // A colon after the verb of adding ("set up: foam roll …", "add: call dad …", "create - …").
  [/^(set\s+up|add|create|start|new\s+habit|make)\s*[:–—-]\s+/, '$1 '],
  // A goal said with a colon or a dash first ("goal: learn 500 words", "goal - run a half").
  [/^(?:a\s+)?(?:new\s+)?goal\s*[:–—-]\s*/, 'new goal: '],
  // A habit put under a goal with a verb of adding ("add rowing to the run a 10k goal", "put squash towards my 10k goal").
  [/^(?:add|put|attach|stick|move|assign)\s+(?!(?:a|an|new)\b)(.+?)\s+(?:to|under|into|in|towards?)\s+(?:the\s+|my\s+)?(.+?\s+goal)$/, 'link $1 to $2'],
  // A habit that should be under no goal ("spanish should not be linked to a goal", "i don't want piano tied to any goal").
  [/^(?!(?:is|are|was|were|does|do|did|has|have|can|could|should|which|what|how|why|when|where)\b)(?:i\s+(?:do\s+not|don't)\s+want\s+(?:my\s+|the\s+)?(.+?)\s+(?:to\s+be\s+)?|(?:my\s+|the\s+)?(.+?)\s+(?:should\s+not|shouldn't|must\s+not|need\s+not|does\s+not\s+need\s+to|doesn't\s+need\s+to)\s+be\s+)(?:linked|attached|tied|connected)\s+to\s+(?:a|any|the|its|my)\s+(?:\w+\s+)*?goal(?:\s+any\s*more)?$/, (_: string, a: string | undefined, b: string | undefined) => `unlink ${a ?? b} from its goal`],
  // A rename said as what it is now called ("pilates is now called reformer pilates").
  [/^(?!(?:what|which|how|why|where|when|is|are)\b)(.+?)\s+(?:is|are)\s+(?:now\s+)?(?:called|named)\s+(?!what\b)(.+)$/, '$1 should be called $2'],
  // A time said after a word of moving earlier or later ("move piano earlier, to 6pm"): the time.
  [/\b(?:earlier|later|forward|back)\s*,?\s+(to|at)\s+(?=\d)/, '$1 '],
  // Several times a day, then the times after a comma ("twice a day, 8am and 6pm"): at those times.
  [/\b((?:twice|two\s+times|2\s+times|three\s+times|3\s+times|four\s+times|4\s+times)\s+a\s+day)\s*[,:–-]\s*(?:at\s+)?(?=\d)/, '$1 at '],
  // A range of weekdays with a dash ("mon-fri", "tues - sat", "monday thru thursday"): each day of it.
  [/\b(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\s*(?:-|–|thru|through)\s*(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b/, (_: string, a: string, b: string) => {
    const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const from = week.findIndex((d) => d.startsWith(a.slice(0, 3)));
    const to = week.findIndex((d) => d.startsWith(b.slice(0, 3)));
    const days = week.slice(from, to + 1);
    return days.length >= 2 ? `on ${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : _;
  }],
  // A schedule said first with its part of the day, then the wish ("every sunday evening i wanna do meal planning"): add it then.
  [/^((?:every|each)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekday|weekend)\s+(?:morning|afternoon|evening|night))\s*,?\s+i\s+(?:want\s+to|would\s+like\s+to|am\s+going\s+to|will|plan\s+to|should|am\s+gonna)\s+(?:start\s+)?(?:do(?:ing)?\s+)?(?:some\s+|my\s+|a\s+|an\s+)?(.+)$/, 'add $2 $1'],
  // N days a week is N times a week.
  [/\b(\d|one|two|three|four|five|six)\s+days\s+(?:a|per|each)\s+week\b/, '$1 times a week'],
  // A limit or target with the number straight after it ("coffee limit 3 a day now", "water target 10"): the habit's daily amount.
  [/^(?!(?:set|change|make|put|move|bump|drop|lower|raise|up|cut|reduce|increase|limit|add|create|new|start|begin|track|have|drink|eat|smoke|i|no|only|just|keep|stay|trying|try|gonna|going|want|wanna|need|aim|aiming|hoping|plan|planning|let's|lets)\b)(?:my\s+|the\s+)?([a-z][a-z ]*?)\s+(?:limit|cap|max(?:imum)?)\s+(?=\d)/, 'limit my $1 to '],
  // Thanks or praise, then a request ("thanks! and make it 20 mins", "great, now move it to 8"): the request.
  [/^(?:thanks|thank\s+you|thx|ty|cheers|ta|great|nice|perfect|lovely|awesome|cool|brilliant|ok\s+thanks)[!,.\s]+(?:and\s+|now\s+|also\s+|oh\s+and\s+)*(?=(?:make|move|change|set|add|put|push|remind|rename|call|can|could|also|link|switch|shift|skip|delete)\b)/, ''],
  // "4x a day", "3 x daily": that many times a day.
  [/\b(\d)\s*x\s+(?:a|per|each)\s+day\b|\b(\d)\s*x\s+daily\b/, (_: string, a: string | undefined, b: string | undefined) => `${a ?? b} times a day`],
  // "start going to pottery class": the class, not the going.
  [/\b(start|begin|try)\s+going\s+to\s+(?!(?:the\s+)?(?:gym|bed|sleep)\b)/, '$1 '],
  // Issue 50, thirteenth pass: "did not do yoga monday": a weekday straight after the habit is the day it was not done (not its days).
  [/^(did\s+not\s+(?:do|go\s+to|make\s+it\s+to|get\s+to)\s+(?:my\s+|the\s+)?[a-z][a-z ]*?)\s+((?:last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/, '$1 on $2'],
  // "got my 8 glasses in", "hit all 8 glasses": the day's total reached, said as such.
  [/^(?:i\s+)?(?:got|get|hit|reached|managed)\s+(?:my\s+|all\s+(?:my\s+)?)?(\d+)\s+([a-z]+)(?:\s+of\s+([a-z]+))?(?:\s+in)?(?:\s+today)?$/, (_: string, n: string, u: string, of?: string) => `that is ${n} ${u}${of ? ` of ${of}` : ''} for today`],
  // "done: spanish, piano", "did gym, yoga": two names after a word of done, with a comma only, as "and".
  [/^(?:done|did|finished|completed|ticked\s+off)\s*[:-]?\s*([a-z][a-z ]*?)\s*,\s*([a-z][a-z ]*)$/, 'did $1 and $2'],
  // Issue 50, thirteenth pass: a thing's "goal" with a number straight after it ("water goal 10 glasses") is its daily target, not a goal record.
  [/\b([a-z]+)\s+goal\s+(?:of\s+|is\s+|now\s+|to\s+|=\s*)?(?=\d)/, (m: string, w: string) => (/^(?:a|an|new|the|my|your|this|that|weekly|monthly|big|main|set|add|create)$/.test(w) ? m : `${w} target `)],
  // Eighteenth session: what a habit does now, said of it ("yoga's moving to sundays", "tennis is moving to sundays", "tennis starts at 9 now", "pilates class got cut to 45 min"): the change asked.
  [/^([a-z][a-z ]{1,30}?)(?:'s|\s+is|\s+are|\s+has|\s+have)?\s+(?:moving|moved|switching|switched|shifting|shifted|changing|changed)\s+to\s+(?=\S)/, 'move $1 to '],
  [/^([a-z][a-z ]{1,30}?)\s+(?:now\s+)?(?:starts?|begins?)\s+(?=at\s+\d)/, 'move $1 '],
  [/^([a-z][a-z ]{1,30}?)\s+(?:got|has\s+been|was|is\s+being)\s+(?:cut|shortened|reduced|trimmed|extended|lengthened)\s+to\s+(?=\d)/, 'make $1 '],
  // Eighteenth session: "same time", "same hour" beside a change of days keeps the time as it is: nothing to read.
  [/(?:[,.;]\s*|\s+)(?:at\s+)?(?:the\s+)?same\s+(?:time|hour)(?:\s+as\s+(?:now|before|usual|always))?(?:\s+(?:please|pls))?(?=\s*$|\s*[,.;]|\s+\d)/, ''],
  // Issue 50, fifty-first pass: the vision called otherwise ("my big picture", "my north star", "my life mission").
  [/\b(?:my|the)\s+(?:big\s+picture|north\s+star|life\s+vision|vision\s+statement|mission\s+statement|life\s+mission)\b/g, 'my vision'],
  // Issue 50, fifty-first pass: an area called otherwise ("my study bucket", "a new section for …", "the health category").
  [/\b(my|the|a|an|new|that|this)\s+((?:new\s+)?(?:[a-z]+\s+)?)(?:section|bucket|category|folder|tab)(s?)\b(?!\s+(?:of|in)\s+(?:the\s+)?(?:book|app|page))/g, '$1 $2area$3'],
  // Issue 50, fifty-first pass: where the day's count has got to, said as what this one is ("that is my third coffee", "this is my 5th glass of water"): so far today.
  [/^(?:that|this|it)(?:'s|s|\s+is|\s+was|\s+makes)\s+(?:my|the)\s+(?:(\d{1,2})(?:st|nd|rd|th)|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth))\s+([a-z][a-z ]*?)(?:\s+(?:of\s+the\s+day|today|so\s+far))*[.!]*$/, (_: string, n: string | undefined, nth: string | undefined, what: string) => `had ${n ?? ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'].indexOf(nth!) + 1} ${what} so far today`],
  [/\bon\s+sats\b/, 'on saturdays'],
  [/\bon\s+suns\b/, 'on sundays'],
];
