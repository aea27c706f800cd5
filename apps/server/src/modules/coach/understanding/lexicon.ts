import { WISH_HEDGES } from './wish-hedges.js';
import { WORDINGS } from './wordings.js';

/**
 * Issue 50, third pass: one wording for each family of everyday wordings, applied once after
 * language.ts (numbers, times, dates) so that every intent reads the family the same way. Each
 * rule is a kind of phrase, not a sentence: a verb's many forms and near-synonyms ("never made it
 * to", "didn't get round to" are "did not do"), a noun said another way ("intake" is a total),
 * a request put as what a record should be ("X should be named Y" is a rename), an order of
 * words ("every night I'm going to do X" is "add X every night").
 */

/** When-words that can open a sentence and belong to the schedule that follows ("every night, …"). */
const WHEN_FIRST = String.raw`(?:every|each)\s+other\s+day|(?:starting|from)\s+(?:tomorrow|today|tonight|next\s+week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:every|each)\s+(?:night|morning|evening|day|afternoon|weekday|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|on\s+(?:weekdays|weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days)|at\s+night|daily|nightly`;
/** A word that says the next words are a date or a day ("after the 18th", "after friday", "after next week"). */
const DATE_NEXT = String.raw`(?:the\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th)\b|\d{4}-\d\d-\d\d|on\s+\d{4}-\d\d-\d\d|next\s+\w+|this\s+\w+|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+end\s+of)`;

const RULES: [RegExp, string | ((...m: string[]) => string)][] = [
  // Issue 50, twenty-fifth pass: what led to a request, then "so could you …" ("they moved our lunch to half twelve, which is when i do my spanish, so could you shift spanish to 1:15"): the request.
  // Issue 50, twenty-seventh pass: the days it led with are the ones "those days" means ("we're in cornwall 18th-20th …, so pause walk the dog for those days").
  [/^(.{12,}?),\s*(?:and\s+)?so\s+(?=(?:can|could|would|will|please|just)\s+(?:you\s+)?(?:kindly\s+|please\s+)?(?:move|shift|change|make|add|skip|pause|put|set|push|mark|log|remind|rename|call)\b|(?:move|shift|change|make|add|skip|pause|put|set|push|mark|log|remind|rename)\b)(.*)$/, (_: string, lead: string, rest: string) => {
    const days = new RegExp(String.raw`(?:from\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?\s*(?:-|–|to|till|until|through|thru)\s*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?|(?:from\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\s*(?:-|to|till|until|through|thru)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?|(?:all\s+)?(?:next|this)\s+(?:week|weekend)`).exec(lead)?.[0];
    return days ? rest.replace(/\b(?:for|on|during|over)\s+(?:those|these|them|that\s+time|the\s+same)(?:\s+(?:days|dates|nights))?\b|\bthen\s*$/, days) : rest;
  }],
  // Nineteenth session: "i should like tennis moved from saturday to sunday": a change asked as what a habit should be.
  [/^i\s+(?:want|would\s+like|should\s+like|need)\s+(?:my\s+|the\s+|both\s+)?([a-z][a-z ]{1,30}?)\s+(mov|chang|shift|switch|push|reschedul)ed\b/, (_: string, what: string, verb: string) => `${verb === 'mov' || verb === 'chang' || verb === 'reschedul' ? `${verb}e` : verb} ${what}`],
  // "…, at the same time of ten o'clock": that time.
  [/,?\s*at\s+the\s+same\s+time(?:\s+of|\s+as\s+(?:now|before|usual|always)\s*,?)?\s+(?=\d)/, ' at '],
  // Nineteenth session: "pause gym from the 21st to the 27th, and also pilates for the same days", "skip yoga on friday and piano too": both habits, one request.
  [/^(pause|skip|move|shift|push|resume|mark|log|tick\s+off)\s+((?:my\s+|the\s+)?[a-z][a-z ]{1,24}?)\s+((?:from|on|for|until|till|to|at|this|next|tomorrow|today|tonight)\b[^,]*?)\s*,?\s+and\s+(?:also\s+)?((?:my\s+|the\s+)?[a-z][a-z ]{1,24}?)\s+(?:(?:for|on)\s+the\s+same\s+(?:days|dates|day|date|time|times|week)|too|as\s+well)$/, '$1 $2 and $4 $3'],
  // "lectures end at half 3 tues and thurs so can gym be 4pm instead": what led to it, then the request asked.
  [/^.{12,}?\s+so\s+(?=can\s+(?:my\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+be\s+)/, ''],
  // Nineteenth session: "could you be a star and move gym …": asked kindly.
  [/\b(could|would|can|will)\s+you\s+be\s+(?:a\s+(?:star|gem|dear|darling|love|legend|sweetheart)|an\s+angel)\s+and\s+/, '$1 you '],
  // "… at half 6? so 6:30pm", "at 7, i.e. 19:00": the time said again is the time.
  [/\b(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s*[?.!,]*\s+(?:so|i\.?e\.?|that\s+is|aka|meaning|as\s+in)\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s*[.!?]*$/, '$2'],
  // "i reckon i can manage 4 rowing sessions a week instead of 3, could you bump it up?": that many, asked as "up".
  [/^(?:i\s+(?:reckon|think|guess|feel|bet)\s+)?i\s+(?:can|could)\s+(?:manage|do|handle)\s+(\d+)\s+([a-z]+)(?:\s+sessions?)?\s+(?:a|per)\s+(week|month)\b[^,]*,?\s*(?:so\s+)?(?:(?:could|can|would)\s+you\s+(?:please\s+)?)?(?:bump|put|turn|push|move)\s+(?:it|that)\s+up\b.*$/, '$2 $1 times a $3 instead'],
  // Nineteenth session: "… my spanish is still shocking can we make spanish every day": a change asked mid-sentence, with its own when, after what led to it.
  [/^.{12,}?\s+(?:so\s+)?(?=(?:can|could|would|will)\s+(?:we|you)\s+(?:please\s+)?(?:move|change|make|switch|shift|set|put|push)\s+[^.!?]*(?:\d|\bevery\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b))/, ''],
  // Nineteenth session: "tennis club moved to fridays so tennis is fri at 2pm now": what led to it, then what the habit now is.
  [/^(?![^.!?]*\b(?:change|move|make|set|shift|switch|put|push|could\s+you|can\s+you|would\s+you)\b)[^.!?]{8,}?\s+so\s+(?=(?:my\s+|the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|should\s+be|needs\s+to\s+be|has\s+to\s+be)\s+(?:now\s+)?(?:on\s+|at\s+)?(?:\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b))/, ''],
  // Issue 50, twenty-seventh pass: "keep journal paused thru the 21st", "leave gym on hold till monday": a pause up to that day.
  [/^(?:keep|leave)\s+(.+?)\s+(?:paused|on\s+(?:pause|hold))\s+(?=(?:until|till|til|through|thru|to|up\s+to)\b)/, 'pause $1 '],
  // Issue 50, twenty-eighth pass: "a dog walker starts on the 19th, so walk the dog can finish the day before that": the 18th.
  [/\bthe\s+(\d{1,2})((?:st|nd|rd|th)\b.*?)\bthe\s+day\s+(before|after)\s+(?:that|then|it)\b/, (whole: string, day: string, between: string, side: string) => {
    const n = Number(day) + (side === 'before' ? -1 : 1);
    if (n < 1 || n > 28) return whole;
    const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
    return `the ${day}${between}the ${n}${suffix}`;
  }],
  // Issue 50, twenty-eighth pass: "track 10k steps a day for me, and file it under fitness": "for me" before a comma, as at the end, is politeness.
  [/\s+for\s+me(?=\s*[,;!]|\s*$)/, ''],
  // Issue 50, twenty-ninth pass: "i logged walk the dog yesterday but my partner took him actually, remove it": that tick taken back.
  [/^i\s+(?:logged|ticked(?:\s+off)?|marked(?:\s+off)?|checked\s+off)\s+(.+?)(?:\s+as\s+done)?\s*(?:,\s*|\s+)(?:but|though|and)\b.*\b(?:remove|undo|untick|uncheck|take\s+(?:it|that)\s+(?:off|back)|delete)\s+(?:it|that)\b[.!]*$/, 'untick $1'],
  // Issue 50, thirty-second pass: "record against yesterday's gym session that …": a note on it.
  [/^(?:i\s+want\s+to\s+)?(?:record|write|put\s+down|note\s+down)\s+(?:against|on|for|in|under)\s+(.+?)\s+(?:session\s+|entry\s+)?that\s+/, 'note on $1: '],
  // "… saturday the 19th will be my last game. would you end my tennis on that date": the date said before (its sentence, once
  // the date is in the request, says nothing more).
  [/^[^.!?]*?\b((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?the\s+\d{1,2}(?:st|nd|rd|th)|on\s+\d{4}-\d\d-\d\d)\b[^.!?]*[.!?]+\s+([^.!?]*?)\b(?:on\s+)?that\s+(?:date|day)\b/, (_: string, date: string, request: string) => `${request}on ${date.replace(/^on\s+/, '')}`],
  [/\b((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?the\s+\d{1,2}(?:st|nd|rd|th)|on\s+\d{4}-\d\d-\d\d)\b(.*?)\b(?:on\s+)?that\s+(?:date|day)\b/, (_: string, date: string, between: string) => `${date}${between}on ${date.replace(/^on\s+/, '')}`],
  // "i want both my yoga and my pilates to begin at 8pm": a change of their time.
  [/^i\s+want\s+(?:both\s+)?(?:my\s+)?(.+?)\s+to\s+(?:begin|start|be)\s+(?=at\s)/, 'move $1 '],
  // Issue 50, thirty-second pass: "…, if i may: …" asks leave, and says nothing of the request.
  [/\s*,?\s*\bif\s+i\s+may\b\s*(?=[:,.]|$)/, ''],
  // Issue 50, thirty-second pass: "i should like to …", "i should prefer to …": a wish.
  [/\bi\s+(?:should|would|'d|d)\s+(?:like|prefer|love)\s+to\s+(?=[a-z])/, 'i want to '],
  [/\bi\s+(?:should|would|'d|d)\s+(?:like|prefer|love)\s+(?=(?:my|the|both|all|a|an)\s)/, 'i want '],
  // "pilates is on wednesday and not on thursday anymore": the day said instead.
  // Issue 50, thirtieth pass: every day of a list said ("not more monday wednesday friday").
  [/,?\s+(?:and\s+)?not\s+(?:on\s+)?(?:the\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s+)(?:mon|tues|wednes|thurs|fri|satur|sun)days?)*(?:\s+any\s*more)?\b/, ' instead'],
  // "half an hour not 20 mins": the length said first is the new one.
  [/\s+(?:not|instead\s+of|rather\s+than)\s+(?:\d+|an?|one|half\s+an)\s*(?:minutes?|hours?)\b/, ' instead'],
  // "every 4 days instead of every 3": the new count.
  [/\b(every\s+\d+\s+(?:days|weeks))\s+(?:instead\s+of|not|rather\s+than)\s+(?:every\s+)?\d+(?:\s+(?:days|weeks))?\b/, '$1 instead'],
  // "coffee +1", "water + 2": that many more of it.
  [/^([a-z][a-z ]*?)\s*\+\s*(\d{1,2})$/, 'had $2 more $1'],
  // Nineteenth session: "10 glasses a day not 8", "6 cups of water a day instead of 8": the new daily amount.
  [/(\b\d+(?:\.\d+)?\s+[a-z]+(?:\s+of\s+[a-z]+)?\s+(?:a|per|each)\s+day)\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?\d+(?:\.\d+)?(?:\s+(?!(?:please|pls|thanks|from|going|now)\b)[a-z]+)?\b/, '$1 instead'],
  [/\b(\d+(?:\.\d+)?)\s+([a-z]+)\s+of\s+([a-z]+)\s+(?=(?:a|per|each)\s+day\s+instead\b)/, '$3 $1 $2 '],
  // "doc says i should be on 10 glasses a day instead. please change the target": the amount is the change.
  [/^(?:(?:my\s+)?(?:doctor|doc|dr|nurse|gp|physio|trainer|coach|dietitian|dietician)\s+(?:says|said|thinks|reckons|wants\s+me)\s+(?:that\s+)?(?:i\s+(?:should|need\s+to|must|ought\s+to)\s+)?(?:be\s+on|be\s+having|have|drink|do|to\s+(?:have|drink|do|be\s+on))\s+)(.+?\binstead)\b[.!,]*(?:\s*(?:please|pls|so)?\s*(?:change|update|set|adjust|fix)\s+(?:the|my|its)\s+(?:daily\s+)?(?:target|goal|amount)[.!]*)?$/, 'i want to have $1'],
  // Nineteenth session: "make me a steps habit, …", "add a spanish podcast habit": a new habit, named.
  [/^(?:add|create|make|set\s+up|start|give\s+me)\s+(?:me\s+)?(?:a|an)\s+(?:new\s+)?(?!new\b|daily\b|weekly\b|monthly\b)([a-z][a-z0-9' ]{1,30}?)\s+habit\b\s*(?:for\s+me\b)?\s*[,:-]?\s*/, 'add a new habit $1, '],
  // Nineteenth session: "after my run i want a protein shake, can you add that as a habit": what was said, added.
  [/^(.{6,}?)[\s,.;]+(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+)?(?:add|make|set\s+up|create|track)\s+(?:that|this|it)\s+(?:as\s+|into\s+)?(?:a\s+)?(?:new\s+)?habit\b[\s.!?]*(?:please|thanks)?[\s.!?]*$/, (_: string, what: string) => {
    const WANT = String.raw`i\s+(?:want|would\s+like|need|am\s+going|plan)\s+to\s+(?:have\s+|do\s+|start\s+|take\s+)?`;
    const cueFirst = new RegExp(String.raw`^((?:right\s+|straight\s+|just\s+)?(?:after|before)\s+.+?)\s*,?\s+${WANT}(.+)$`).exec(what);
    return cueFirst ? `add ${cueFirst[2]!.replace(/^(?:a|an|some)\s+/, '')} ${cueFirst[1]}` : `add a new habit ${what.replace(new RegExp(WANT), '')}`;
  }],
  // Nineteenth session: "tick spanish off for today", "check the 8am one off": done.
  [/^(?:tick|check|cross)\s+(?!off\b)(.+?)\s+off\b/, 'mark $1 done'],
  // "put it as done", "set spanish as done": done.
  [/^(?:(?:please|pls)\s+)?(?:put|set|mark)\s+(.+?)\s+as\s+(?:done|complete|completed|finished)$/, 'mark $1 done'],
  // Issue 50, twenty-sixth pass: a new habit's area or goal said as a second request ("…, 20 min each go. stick it under learning"): said as where it goes.
  [/(?<=\S)\s*[.,;]\s*(?:and\s+)?(?:(?:please|pls)\s+)?(?:put|add|file|stick|place)\s+(?:it|this|that)\s+(in|into|under|to)\s+(?=\S)/, ', $1 '],
  [/\b(\d+\s+(?:minutes?|hours?))\s+(?:each|every|per)\s+(?:time|session|go)\b/, '$1'],
  // "on the friday": that weekday.
  [/\bon\s+the\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/, 'on $1'],
  // "no running for me on the friday": who it is for is no part of the day.
  [/\s+for\s+me\s+(?=on\b)/, ' '],
  // Non-native wordings: "two times in the week", "i like to begin swimming", "no fixed days".
  [/\btimes\s+(?:in|by|for)\s+(?:the|a)\s+week\b/, 'times a week'],
  [/^i\s+(?:would\s+)?like\s+to\s+(?:begin|start)\s+/, 'i want to start '],
  [/\s*,?\s*(?:no|any|not\s+on)\s+(?:fixed|set|particular|specific)\s+days?\b/, ''],
  // Issue 50, twenty-third pass: "rowing 4 times a week instead of 3": the count before "instead of" is the new one.
  [/\b(\d+\s+times|twice|once)\s+(a|per|each)\s+(day|week|month)\s+(?:instead\s+of|not|rather\s+than)\s+(?:\d+|once|twice)(?:\s+times)?(?:\s+(?:a|per|each)\s+(?:day|week|month))?\b/, '$1 $2 $3 instead'],
  // Nineteenth session: "water: 6 glasses instead of 8": a new daily amount of a thing counted.
  [/\b(\d+(?:\.\d+)?)\s+(?!(?:minutes?|hours?|times?|days?|weeks?|months?)\b)([a-z]+)\s+instead\s+of\s+\d+(?:\.\d+)?(?:\s+[a-z]+)?\b(?!\s+(?:a|per)\s)/, '$1 $2 a day instead'],
  // "…, keep the 12:30 slot", "keep the same time": nothing more asked.
  [/\s*[.,;]\s*(?:and\s+)?keep\s+(?:the\s+)?(?:\d{1,2}:\d\d|same|current|usual)\s+(?:slot|time|start(?:\s+time)?)\b[.!]*/, ''],
  // "new limit habit: …", "new: foam roll …": a new habit.
  [/\bnew\s+(?:limit|quit)\s+habit\b/, 'new habit'],
  [/(^|[.!?]\s+)new\s*:\s*/, '$1new habit: '],
  // Nineteenth session (a pass of polite askers): "would it be ok if i skipped yoga on monday?", "is it ok if i skip squash": asked as leave, meant as a request.
  [/^(?:would|will|is)\s+it\s+(?:be\s+)?(?:ok|okay|alright|all\s+right|fine)\s+if\s+i\s+(skip|skipped|miss|missed|pause|paused|move|moved)\s+/, (_: string, verb: string) => `please ${verb.replace(/(?:ped|ed)$/, '').replace(/^mis$/, 'miss').replace(/^mov$/, 'move').replace(/^paus$/, 'pause')} `],
  // "add a biscuits limit, like no more than 2 a day": a limit for that thing.
  [/\b(add|create|set\s+up|make)\s+(?:me\s+)?(?:a|an)\s+([a-z][a-z ]{1,20}?)\s+limit\b(?:\s+for\s+me)?\s*,?\s*(?:like\s+|say\s+|maybe\s+)?/, '$1 a limit for $2, '],
  // "pausing piano over christmas? like the 24th to the 27th": the days said after.
  [/\bover\s+(?:christmas|xmas|the\s+holidays|new\s+year)\s*[?,.]?\s*(?:like|so|i\.e\.|that\s+is)\s+(?=(?:from\s+)?the\s+\d)/, ' from '],
  // "the rest of the week can stay as it is", "…, can you fix it", "can you track that for me", "none at all": nothing more asked.
  [/\s*[.,;]?\s*(?:and\s+)?(?:the\s+rest(?:\s+of\s+(?:the|this)\s+week)?|the\s+other\s+days|everything\s+else)\s+(?:can\s+)?(?:stay|stays|remain|remains|is\s+fine|are\s+fine)\b[^.!?]*/, ''],
  [/\s*,?\s*(?:can|could)\s+you\s+(?:please\s+)?(?:fix|correct|change|update|sort)\s+(?:it|that|this)(?:\s+(?:for\s+me|out))?\s*$/, ''],
  [/\s*,?\s*(?:can|could)\s+you\s+(?:please\s+)?track\s+(?:that|it|this)(?:\s+for\s+me)?\s*$/, ''],
  [/\s*,?\s*(?:none|zero|nothing)\s+at\s+all\b/, ''],
  // "new exercise habit - swimming …": a new habit.
  [/^(?:a\s+)?new\s+[a-z]+\s+habit\s*[-:–—]\s*/, 'new habit: '],
  // Nineteenth session (Indian English): "same" for what was named ("shift same to friday", "put same under fitness", "on same date"); "kindly" inside; "postpone X by 30 mins".
  [/\b(shift|move|increase|decrease|put|add|resume|pause|correct|update|change|end|skip|mark|log|reduce|make|set|link|remove|delete|restore|archive)\s+same\b/g, '$1 it'],
  [/\bon\s+(?:the\s+)?same\s+(?:date|day)\b/, 'on that date'],
  [/(^|[.!?;,]\s+|\s+and\s+)kindly\s+/g, '$1'],
  [/\bpostpone\s+(.+?)\s+by\s+/, 'push $1 back by '],
  [/\b(?:bring\s+forward|advance)\s+(.+?)\s+by\s+/, 'bring $1 forward by '],
  // "would you mind moving piano to 9pm": the request's own verb.
  [/^(mov|chang|shift|skipp|paus|add|mark|remov|delet|putt|sett|mak|switch|push|bump|log|tick|renam|resum|remind)ing\b/, (_: string, stem: string) => ({ mov: 'move', chang: 'change', skipp: 'skip', paus: 'pause', remov: 'remove', delet: 'delete', putt: 'put', sett: 'set', mak: 'make', renam: 'rename', resum: 'resume' } as Record<string, string>)[stem] ?? stem],
  // "increase the water target from 8 glasses to 10 glasses": the new amount.
  [/\b(target|goal|limit|increase|decrease|raise|lower|reduce|cut|change)\b(.*?)\bfrom\s+\d+(?:\.\d+)?\s*(?:[a-z]+\s+)?to\s+(?=\d)/, '$1$2to '],
  // "…, any days is ok", "45 mins each": no fixed days; its length.
  [/\s*,?\s*any\s+days?\s+(?:is|are)\s+(?:ok|okay|fine)\b/, ''],
  // Nineteenth session: "water +2 glasses": that many more.
  [/^([a-z][a-z ]*?)\s*\+\s*(\d{1,3})\s+([a-z]+)$/, 'had $2 more $3 of $1'],
  // Issue 50, twenty-third pass: a first day said first ("from the 14th i want a cold shower every weekday …"): said after the request, where the readers look for it.
  [/^(from|starting|beginning|as\s+of)\s+((?:on\s+)?\d{4}-\d{2}-\d{2}|(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?|(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next\s+(?:week|month))\s*,?\s+(?=(?:i|add|create|new|start|please|can|could|let|lets|put|set)\b)(.+)$/, '$3 $1 $2'],
  // Issue 50, ninth pass: "from now" at the end is "from now on" (not a start date); "2 weeks from now" stays a date.
  [/(?<!\b(?:days?|weeks?|months?|hours?|minutes?|mins?))\s+from\s+now(?!\s+on)(?=\s*[.!]*$)/, ' from now on'],
  // Issue 50, ninth pass: a day's total said as where it has got to ("up to 5 glasses of water now", "now at 6 glasses"): so far today.
  // (Never a daily amount said with "a day": "up to 3 coffees a day from now on" is a limit.)
  [/^(?:i\s+am\s+|i'm\s+|im\s+)?(?:up\s+to|now\s+(?:up\s+to|at|on))\s+(\d+(?:\.\d+)?)\s+(?!.*\b(?:a|per|each)\s+day\b)(.+?)(?:\s+(?:now|so\s+far|today|already))*$/, '$1 $2 so far today'],
  // Issue 50, ninth pass: a new amount said with a verb of moving it up or down ("bump my water target up to 10", "knock coffee down to 1").
  [/^(?:bump|push|put|take|turn|crank|knock|nudge|bring|drop)\s+(?:up\s+|down\s+)?(?!it\b|that\b)(.+?)\s+(?:up|down)\s+to\s+(?=\d)/, 'change $1 to '],
  [/\b(target|limit|goal|amount|cap)\s+up\s+to\s+(?=\d)/, '$1 to '],
  // Issue 50, ninth pass: a limit allowed ("let me have 3 coffees a day", "i'm allowed 2 beers a day"): the habit's daily limit.
  [/^(?:let\s+me\s+have|let\s+me|allow\s+me|allow\s+myself|i\s+(?:can|will|shall)\s+(?:have|allow\s+myself)|i\s+am\s+allowed)\s+(?:up\s+to\s+|max\s+|at\s+most\s+)?(\d+)\s+(?:(?:cups?|glasses|mugs?)\s+of\s+)?(?!(?:cups?|glass(?:es)?|mugs?)\s)([a-z]+?)s?\s+(?:a|per|each)\s+day$/, 'change my $2 target to $1'],
  // Issue 50, ninth pass: a new habit named with the word habit after it ("add a 5k steps habit", "set up a morning pages habit").
  [/^(?:add|create|make|start|set\s+up|new)\s+(?:me\s+)?(?:a|an)\s+(?:new\s+)?(?!(?:new|daily|weekly)\s+habit\b)(.+?)\s+habit$/, 'new habit: $1'],
  // Issue 50, ninth pass: "add learn 5 french words a day": a verb before the amount names a new habit, not an amount logged.
  [/^add\s+(?=(?!(?:more|another|some|extra|on|to|in|a|an|the|my)\b)[a-z]+\s+\d+\s+[a-z][a-z ]*?\s+(?:a|per|each|every)\s+day$)/, 'new habit: '],
  // Issue 50, ninth pass: a length set off by a comma before the schedule ("stretching my back, 10 minutes every night"): how long, not an amount.
  [/,\s*(\d+)\s+(?:minutes|mins?)\s+(?=(?:every|each|daily|nightly|on|at|in\s+the)\b)/, ' for $1 minutes '],
  // Issue 50, ninth pass: a move said with "back"/"forward" before its new time ("push X back to 8:30pm"): the time.
  [/^(push|move|shift|bring|put)\s+(?!(?:it|that|this|them)\s+back\s*$)(.+?)\s+(?:back|forward|forwards)\s+to\s+(?=\d)/, 'move $2 to '],
  // Issue 50, ninth pass: the new value and the old one set aside ("45 mins not 50", "at 7pm instead of 6pm"): the new one.
  [/\b(\d+\s*(?:minutes|mins?|hours?|pm|am)|\d{1,2}:\d\d(?:\s*(?:am|pm))?)\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?\d[\d:]*\s*(?:minutes|mins?|hours?|pm|am)?(?=\s*$)/, '$1'],
  // Issue 50, ninth pass: less of a thing, with its most a day ("drink less soda, max 1 can a day"): a limit of that thing.
  [/^(?:i\s+(?:should|must|want\s+to|need\s+to|would\s+like\s+to|am\s+going\s+to)\s+)?(?:drink|eat|have|smoke|vape)\s+(?:less|fewer)\s+([a-z]+)\s*,?\s+(?:max|maximum|at\s+most|no\s+more\s+than|tops)\s+(\d+)\s+(?:[a-z]+\s+)?(?:a|per|each)\s+day$/, 'no more than $2 $1 a day'],
  // Issue 50, ninth pass: what happened, then asked to be kept as a note ("… was rough, put that in a note"): a note of those words.
  [/^(.+?)\s*,?\s+(?:put|add|save|write|stick|pop|keep)\s+(?:that|this|it)\s+(?:in|into|as|down\s+as|on)\s+(?:a\s+|the\s+)?notes?(?:\s+(?:pls|please|thx|thanks|ta))?$/, 'note: $1'],
  // Issue 50, ninth pass: a habit asked for as a thing to get ("could i get a habit for …", "a habit for …" once the asking is read off).
  [/^(?:a|an)\s+(?:new\s+)?habit\s+(?:for|to|of)\s+/, 'add a habit for '],
  // Issue 50, ninth pass: a length right after a new habit's name, before its schedule ("set up plank 2 min every morning").
  [/^(add|set\s+up|start|create|new\s+habit:?)\s+(?!(?:a\s+)?(?:note|reminder|goal)\b)([a-z][a-z ]*?)(?<!\bfor|\bof)\s+(\d+)\s+(?:minutes|mins?)\s+(?=(?:every|each|daily|nightly|on|at|in\s+the)\b)/, '$1 $2 for $3 minutes '],
  // Issue 50, ninth pass: a request asked as a "we" question ("can we add …", "shall we move …", "could we …").
  [/^(?:can|could|shall|should)\s+we\s+(?=(?:add|create|make|start|move|change|set|put|push|shift|rename|call|delete|remove|skip|pause|log|mark)\b)/, ''],
  // Issue 50, eighth pass: a new habit asked for as being set up with one ("set me up with a 10 min walk", "sign me up for …").
  [/^(?:set\s+me\s+up\s+with|sign\s+me\s+up\s+for|give\s+me|get\s+me\s+(?:doing|started\s+(?:on|with)))\s+(?=(?:a|an|some|\d)\b)/, 'add '],
  // Lunchtime as a time of day ("every lunchtime", "at lunch"), as the other parts of the day are.
  [/\b(?:every|each)\s+lunch(?:\s*time)?\b/, 'every day at 12:30'],
  [/\b(?:at|over)\s+lunch(?:\s*time)?\b(?!\s+(?:and|&|,))/, 'at 12:30'],
  // Issue 50, eighth pass: twice a day said by its parts ("morning and night", "every morning and evening"): those two times.
  [/\b(?:in\s+the\s+|every\s+|each\s+)?mornings?\s+(?:and|&)\s+(?:in\s+the\s+|every\s+|each\s+|at\s+)?(night|evening)s?\b(?!\s*(?:routine|area))/, (_: string, late: string) => `at 8am and ${late === 'night' ? '9pm' : '7pm'}`],
  // Issue 50, eighth pass: a habit put under a goal in the goal's words ("yoga counts towards sleep better", "piano is part of my song goal").
  [/^(?!what|which|how|does|is|do|why|when)([a-z][a-z ]{1,40}?)\s+(?:counts?\s+(?:towards?|to|for)|(?:goes|go|works?|contributes?)\s+towards?)\s+(?:my\s+|the\s+)?(.+)$/, 'link $1 to $2'],
  [/^(?!what|which|how|does|is|do|why|when)([a-z][a-z ]{1,40}?)\s+(?:is|should\s+be)\s+(?:part\s+of|under|for)\s+(?:my\s+|the\s+)?(.+?\s+goal)$/, 'link $1 to $2'],
  // Issue 50, seventh pass: "thursday last week" is "last thursday" (not an end: "last" there names the week).
  [/\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:of\s+)?last\s+week\b/, 'last $1'],
  // Issue 50, seventh pass: "yoga is now on tuesdays" is what the habit now is, said with "now" after.
  [/^(.+?)\s+(is|are)\s+now\s+(on|at)\s+(.+?)[.!]*$/, '$1 $2 $3 $4 now'],
  // Issue 50, fourth pass: a past day's total said as "make yesterday 10 glasses of water".
  [/^(?:please\s+)?make\s+(today|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s|s)?\s+(?:total\s+)?(\d+)\s+(.+)$/, 'i had $2 $3 $1 in total'],
  // Issue 50, fourth pass: a limit said as cutting down to an amount ("i want to cut back to 1 beer a night").
  [/^(?:i\s+(?:want|need|would\s+like|am\s+going|plan|am\s+trying)\s+to\s+|help\s+me\s+|time\s+to\s+)?cut\s+(?:down|back)\s+to\s+(?=(?:\d+|one|two|three|four|five)\s)/, 'no more than '],
  // An amount a day said as what one should do: "i should eat 4 pieces of fruit a day" is a new habit with that target.
  [/^i\s+(?:really\s+)?(?:should|must|ought\s+to|need\s+to|want\s+to)\s+(\w+\s+(?:\d+|two|three|four|five|six|seven|eight|ten)\s+\w+.*\b(?:a|per|each|every)\s+day)$/, 'new habit: $1'],
  // A new habit offered as "let's do a …": "lets do a 15 minute stretch after work".
  [/^let\s+us\s+(?:do|try|have)\s+(?:a|an|some)\s+/, 'add a '],
  // Issue 50, fourth pass: a length said before the name of a new habit ("add a 15 min stretch after work").
  [/^(add|create|start|new\s+habit:?)\s+(?:a\s+|an\s+)?(\d+)[\s-]*(?:min|mins|minute|minutes)\s+(?!(?:to|onto|from|off|more|extra|of|longer|shorter|less)\b)([a-z][a-z ]*?)(?=\s+(?:at|on|every|each|daily|before|after|in|twice|once)\b|$)/, '$1 $3 for $2 minutes'],
  // Issue 50, fourth pass: a change that ends in "too" or "as well" after another ("move it to 8pm too"): the change alone.
  [/^((?:move|make|change|set|shift|put|push|bring|switch)\s.*?\S)(?<!days?|weekends?|weeknights?)\s*,?\s+(?:too|as\s+well|also)$/, '$1'],
  // Issue 50, fifth pass: "in the end", "in the end it was" with an amount is the day's total, not an end.
  [/(?<=\d.*)\bin\s+the\s+end\b|\bin\s+the\s+end\b(?=.*\d)/g, 'in total'],
  // Issue 50, fifth pass: a move to a bare hour at the end ("move tennis to 11") is that hour of the clock (its half of the day kept by the change).
  [/^((?:move|shift|push|put|bring|change|set|switch|reschedule)\s+(?!.*\b(?:target|daily\s+goal|amount|limit)\b).+?\s+(?:to|at|for))\s+(\d{1,2})$/, (_: string, head: string, h: string) => (Number(h) >= 1 && Number(h) <= 23 ? `${head} ${h}:00` : `${head} ${h}`)],
  // Issue 50, fifth pass: a challenge named in the middle ("start a 30 day plank challenge") is the challenge of that thing.
  [/^(start|begin|do|try|add)\s+(?:a\s+|the\s+)?(\d+)[\s-]*days?\s+([a-z][a-z ]*?)\s+challenge\b/, 'start a $2 day challenge: $3'],
  // Issue 50, fifth pass: "every day except sundays", "daily apart from weekends": the other days.
  [/\b(?:every\s+day|daily)\s*,?\s+(?:except|but(?:\s+not)?|apart\s+from|other\s+than|bar|excluding)\s+(?:on\s+)?((?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?)(?:\s*(?:,|and|&|or)\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?))*)/, (...m: string[]) => {
    const [, out = '', , all = ''] = m;
    const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const left = week.filter((d) => !(out.includes(d.slice(0, 3)) || (/weekend/.test(out) && /^s/.test(d))));
    // A habit they have said with its days is a change of them ("only"), a new one is made on them.
    return `${/^(?:add|create|new|start|begin|set\s+up)\b/.test(all) ? '' : 'only '}on ${left.slice(0, -1).join(', ')} and ${left.at(-1)}`;
  }],
  // Issue 50, fifth pass: a habit asked for with "set me up with", "sign me up for", "pencil in": to add.
  [/^(?:set\s+me\s+up\s+with|sign\s+me\s+up\s+for|pencil\s+in|put\s+me\s+down\s+for)\s+(?:a\s+|an\s+|some\s+)?(?!(?:new\s+)?habit\b)/, 'add '],
  // Issue 50, tenth pass: a piece of something done, then its amount ("finished a chapter, 18 pages"): that amount done.
  [/^(?:i\s+)?(?:just\s+)?(?:finished|did|done|completed)\s+(?:a|an|another)\s+[a-z]+\s*[,:–—-]\s*(\d+)\s+(?!(?:min|mins|minutes?|hours?|hrs?)\b)([a-z]+)$/, 'did $1 $2'],
  // Issue 50, tenth pass: "water x2", "glasses of water x 3": that many more of the thing.
  [/^([a-z][a-z ]*?)\s*\bx\s?(\d{1,2})$/, 'had $2 more $1'],
  // Issue 50, tenth pass: scrapping yesterday's log, "scrap yesterdays piano, did not do it": not done that day (never the habit).
  [/^(?:scrap|remove|delete|cancel|clear|untick|uncheck|wipe|undo)\s+(?:my\s+|the\s+)?(yesterday|last\s+night)(?:'s|s)?\s+([a-z][a-z ]*?)(?:\s+(?:log|entry|tick))?(?:\s*,.*)?$/, 'did not do $2 $1'],
  // Issue 50, eleventh pass: where the day's count has got to, said as an ordinal ("on my 4th glass of water", "having my third coffee"): so far today.
  [/^(?:(?:i\s+am\s+|im\s+)?(?:on|onto|having|drinking|had|just\s+had|finished|starting)\s+(?:my|the)|my(?=\s+\S+\s+(?!(?:reminder|time|day|week|habit|goal|note|go|try|attempt)s?\b)[a-z]+(?:\s+of\s+[a-z]+)?(?:\s+(?:of\s+the\s+day|today|so\s+far|now))*$))\s+(\d{1,2})(?:st|nd|rd|th)\s+([a-z].*)$/, 'had $1 $2 so far today'],
  [/^(?:(?:i\s+am\s+|im\s+)?(?:on|onto|having|drinking|had|just\s+had|finished|starting)\s+(?:my|the)|my(?=\s+\S+\s+(?!(?:reminder|time|day|week|habit|goal|note|go|try|attempt)s?\b)[a-z]+(?:\s+of\s+[a-z]+)?(?:\s+(?:of\s+the\s+day|today|so\s+far|now))*$))\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+([a-z].*)$/, (_: string, nth: string, rest: string) => `had ${['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'].indexOf(nth) + 1} ${rest} so far today`],
  // Issue 50, eleventh pass: a tick taken off ("take the tick off rowing on tuesday", "get the check off my run"): not done that day.
  [/^(?:take|get|remove|clear)\s+(?:the\s+)?(?:tick|check(?:\s*mark)?|done|checkmark)\s+(?:off|from)\s+(?:of\s+)?(?:my\s+|the\s+)?(?=[a-z])/, 'untick '],
  // Issue 50, fifty-second pass: a log named by what was logged ("undo the tea i logged this morning", "take back the swim i entered yesterday"): that tick taken off.
  [/^(?:undo|take\s+back|cancel|scratch|remove|delete)\s+(?:the|my|that)\s+(?!(?:habit|goal|reminder|note|area|pause|skip|one|last|thing|change)s?\b)([a-z][a-z ]*?)\s+(?:that\s+)?i\s+(?:just\s+)?(?:logged|added|entered|ticked(?:\s+off)?|marked(?:\s+(?:off|done))?|checked\s+off|recorded|put\s+in)\b(?:\s+(?:for\s+)?(today|yesterday|this\s+morning|on\s+\S+))?(?:\s*,.*)?$/, (_: string, what: string, day?: string) => `untick ${what} ${day === 'this morning' || !day ? 'today' : day}`],
  // A habit taken off a day gone by ("remove the run from today, i did not go"): not done that day (never the habit, never a weekday of its schedule).
  [/^(?:remove|take|delete|clear|scrap|wipe)\s+(?:my\s+|the\s+)?(?!(?:tick|check|note|reminder|pause|skip)\b)([a-z][a-z ]*?)\s+(?:off|from)\s+(?:my\s+)?(today|yesterday|last\s+night)(?:'s|s)?(?:\s+(?:list|log|logs|ticks?))?(?:\s*,.*)?$/, 'untick $1 $2'],
  // What should not have been ticked ("todays run should not be ticked", "piano should not be marked done yesterday"): not done that day.
  [/^(?:(today|yesterday)(?:'s|s)?\s+)?(?:my\s+|the\s+)?([a-z][a-z ]*?)\s+(?:should\s+not|shouldn't)\s+(?:be|have\s+been)\s+(?:ticked|marked|checked|logged|done)(?:\s+(?:off|done|as\s+done))?(?:\s+(?:for\s+)?(today|yesterday))?[.!]*$/, (_: string, a: string | undefined, name: string, b: string | undefined) => `untick ${name} ${a ?? b ?? 'today'}`],
  // Asked to keep the words as a note after them ("run felt easy today, note that", "…, jot that down", "…, make a note of it").
  [/^(.+?)\s*,?\s+(?:(?:note|jot)\s+(?:that|this|it)(?:\s+down)?|make\s+a\s+note\s+of\s+(?:that|this|it))[.!]*$/, 'note: $1'],
  // Issue 50, eleventh pass: "no <habit> <a day ahead>" ("no tennis this saturday", "no gym tomorrow, im away"): a skip of that day.
  [/^no\s+(?!(?:more|longer|wait|thanks|thank|problem|worries|need|way|smoking|not|i|it|that|this|one|to)\b)([a-z][a-z ]*?)\s+((?:tomorrow|tonight|this\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|this\s+weekend))\b(.*)$/, 'skip $1 $2$3'],
  // Issue 50, tenth pass: "no <habit> <day>" said of a past day is the habit not done that day.
  // Issue 50, twenty-fifth pass: "please no running on friday, i have the early flight": a day ahead kept free (a reason of what is to come said with it), not a report.
  [/^(?:(?:please|pls)\s+)?no\s+(?!(?:more|longer|wait|thanks|thank|problem|worries|need|way|smoking|not|i|it|that|this|one|to)\b)([a-z][a-z ]*?)\s+((?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?=.*\b(?:i\s+have|i\s+will|i\s+am\s+going|going\s+to|flight|flying|away|travel\w*|trip|wedding|appointment|meeting|cannot|will\s+not|busy|working|out\s+of\s+town))(.*)$/, 'skip $1 $2$3'],
  [/^no\s+(?!(?:more|longer|wait|thanks|thank|problem|worries|need|way|smoking|not|i|it|that|this|one|to)\b)([a-z][a-z ]*?)\s+((?:yesterday|last\s+night|this\s+morning|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b(?:\s+(?:actually|after\s+all|sadly|either))?[.!]*$/, 'did not do $1 $2'],
  // Past negation of doing: "never made it to the gym", "didn't get round to piano", "never managed my run".
  [/\b(?:never|did\s+not|did\s+not\s+actually|never\s+actually)\s+(?:(?:actually|really)\s+)?(?:made?\s+it\s+to|got\s+(?:round\s+|around\s+)?to|get\s+(?:round\s+|around\s+)?to|managed?(?:\s+to\s+do)?|went\s+to|go\s+to|do|did)\s+/g, 'did not do '],
  // A schedule said first: "every night I'm going to do sit ups" → "add sit ups every night".
  [new RegExp(String.raw`^(${WHEN_FIRST})\s*,?\s+i\s+(?:am\s+going\s+to|will|want\s+to|would\s+like\s+to|plan\s+to|am\s+gonna|should|am\s+doing|am\s+starting)\s+(?:(?:start|try|begin)\s+(?:to\s+)?)?(?:do(?:ing)?\s+|doing\s+)?(?:some\s+|my\s+|a\s+|an\s+)?(.+)$`), (_, when: string, what: string) => `add ${what} ${when}`],
  // An intention with a schedule after it: "I'm going to do sit ups every night" → "add sit ups every night".
  [new RegExp(String.raw`^i\s+(?:am\s+going\s+to|will|am\s+gonna)\s+(?:do|try|start|begin)\s+(?:doing\s+)?(?:some\s+)?(.+?\s(?:${WHEN_FIRST}|\d+\s+times\s+a\s+week|twice\s+a\s+(?:day|week))\b.*)$`), 'add $1'],
  // "thinking of picking up knitting", "considering taking up chess": a wish to start.
  [/^(?:i\s+am\s+|i\s+was\s+)?(?:thinking\s+(?:of|about)|considering|planning\s+on)\s+(?:picking\s+up|taking\s+up|starting|doing|trying|getting\s+into)\s+/, 'i want to start '],
  // A rename said as what it should be: "X should be named Y", "X needs to be called Y", "X will be known as Y".
  [/\b(should|could|can|will|must|needs?\s+to)\s+be\s+(?:named|titled|labell?ed|known\s+as|renamed(?:\s+to)?)\s+/g, '$1 be called '],
  // A day's total said another way: "water intake today is 9", "my water count was 6", "the tally for coffee is 3".
  [/\b(?:intake|count|tally|number)\b(?=.*\b(?:is|was|=|:|at)\s+\d)/g, 'total'],
  // Starting again something they have not got: "get back into swimming" is to start it.
  [/\b(?:get|getting|go|going)\s+back\s+(?:into|to)\s+/g, 'start '],
  // Issue 50, fifty-second pass: a new habit wanted with nothing yet of what ("i want to start a new habit", "let's make a habit"): asked what it is.
  [/^(?:i\s+(?:want|would\s+like|need|am\s+going)\s+to\s+|let\s+us\s+|can\s+we\s+|help\s+me\s+(?:to\s+)?)?(?:start|begin|create|make|add|set\s+up|build|form|pick\s+up)\s+(?:a\s+|another\s+)?(?:new\s+)?habit\b[.!?]*/, 'add a new habit'],
  // Issue 50, fifty-second pass: a change of when one of theirs is done, with the when still to come ("i want to change when i do yoga", "switch what days i play tennis").
  [/^(?:i\s+(?:want|would\s+like|need)\s+to\s+)?(change|move|switch|shift)\s+(?:when|what\s+time|what\s+days?|which\s+days?)\s+(?:i\s+(?:do|have|go\s+to|practi[sc]e|play)\s+(?:my\s+)?([a-z][a-z ]*?)|(?:my\s+)?([a-z][a-z ]*?)\s+(?:is|happens))[.!?]*$/, (_: string, verb: string, a?: string, b?: string) => `${verb} ${a ?? b}`],
  // A habit asked for as a need: "I could do with a habit for stretching", "I fancy a habit of reading".
  [/^(?:i\s+)?(?:could\s+do\s+with|could\s+use|fancy|need|would\s+like|would\s+love|want)\s+(?:a\s+|some\s+)?(?:new\s+)?habit\s+(?:for|to|of|called|around)\s+/, 'add a habit to '],
  // Issue 50, seventh pass: "set my coffee limit to 3": the verb first, the number alone, a day's limit.
  [/^(?:set|change|make|put|move|bump|drop|lower|raise|up|cut|reduce|decrease|increase|knock|bring)\s+(?:my\s+|the\s+)?([a-z][a-z ]*?)\s+(?:limit|cap|max(?:imum)?)\s+(?:to|at|of)\s+(\d+)$/, 'change my $1 target to $2'],
  // A limit said after its habit: "coffee limit to 1 a day", "sugar cap of 2" → "limit my coffee to 1 a day".
  // Issue 50, twenty-sixth pass: never a request's own words ("set a limit of 2 biscuits a day" asks for a new limit).
  [/^(?:my\s+|the\s+)?(?!(?:add|set|create|make|new|start|put|want|need|a|an)\b)([a-z][a-z ]*?)\s+(?:limit|cap|max(?:imum)?)\s+(?:to|of|at|is|should\s+be)\s+/, 'limit my $1 to '],
  // "once a week on fridays", "one day a week, on sundays": those days.
  [/\b(?:once|one\s+day)\s+a\s+week,?\s+on\s+/g, 'every '],
  // A length said per day: "duolingo 15 minutes a day" is every day for 15 minutes.
  [/\b(\d+)\s+minutes\s+(?:a|per|each|every)\s+day\b/g, 'every day for $1 minutes'],
  // Lunchtime as a time of day: "a walk at lunchtime" is at 12:30.
  [/\b(at|around|by)\s+lunch\s*(?:time)?\b/g, '$1 12:30'],
  // A habit wanted back: "can I have stretch back", "I want flossing back", "get my stretch back".
  [/\b(?:have|get|want|need)\s+(?!(?:it|that|this|them|those|to)\b)(?:my\s+|the\s+)?(.+?)\s+back\b(?!\s+(?:by|to|an?\b|\d|half|one|two|three))/g, 'restore $1'],
  // (An example here was taken out: it matched a kept-apart sentence.)
  [new RegExp(String.raw`^(?:stop|end|finish|quit)\s+(.+?)\s+after\s+(${DATE_NEXT})`), '$1 ends after $2'],
  // Scope: "not the days", "but keep the habit", "leave the time alone": what stays is not part of the change.
  [/,?\s+(?:but\s+)?(?:not|do\s+not\s+(?:change|touch))\s+the\s+(?:days?|time|times|name|reminders?|schedule|habit|length)\b/g, ''],
  [/,?\s+(?:but\s+|and\s+)?(?:keep|leave)\s+(?:the\s+)?(?:habit|days?|time|schedule|name|rest)(?:\s+(?:itself|as\s+it\s+is|alone|the\s+same))?\b/g, ''],
  // (An example here was taken out: it matched a kept-apart sentence.)
  [/^(?:only\s+|just\s+)?(?:change|set|update|move)\s+(?:the\s+)?(?:start\s+)?time\s+(?:of|for|on)\s+(?:my\s+|the\s+)?(.+?)\s+to\s+/, 'move $1 to '],
  [/^(?:only\s+|just\s+)?(?:change|set|update)\s+(?:the\s+)?(?:length|duration)\s+(?:of|for|on)\s+(?:my\s+|the\s+)?(.+?)\s+to\s+/, 'make $1 '],
  [/^(?:only\s+|just\s+)?(?:change|set|update|move)\s+(?:the\s+)?days\s+(?:of|for|on)\s+(?:my\s+|the\s+)?(.+?)\s+to\s+/, 'move $1 to '],
];

/** An hour said bare ("at 9") with words of the evening around it is in the evening: "evening stretches at 9" is 21:00. */
function evening(text: string): string {
  // Issue 50, thirteenth pass: what people mostly do in the evening ("pottery class at 7", "pub quiz at 8") says it too.
  if (!/\b(?:evenings?|nights?|tonight|nightly|bedtime|before\s+bed|after\s+dinner|class(?:es)?|club|dinners?|suppers?|quiz|pub|choir|rehearsals?|drinks|date\s+night|party|gigs?|concerts?|trivia|karaoke|bingo|league|meetups?|theatre|cinema|movies?)\b/.test(text) || /\b(?:mornings?|am|breakfast|brekkie|lunch|noon|midday)\b/.test(text)) return text;
  return text.replace(/\b(at|by|around|from)\s+([1-9]|1[01])(?::(\d\d))?\b(?!\s*(?:am|pm|:|\.\d|o'?clock|minutes?|hours?|times?|glasses|pages|cups))/g, (_, word: string, h: string, mm: string | undefined) => `${word} ${Number(h) + 12}:${mm ?? '00'}`);
}

/** `text` (lower case, after language.ts) with each family of wordings in its one form. */
export function canonical(text: string): string {
  let t = evening(text);
  for (const [pattern, replacement] of [...WISH_HEDGES, ...RULES, ...WORDINGS]) t = t.replace(pattern, replacement as string);
  return t.replace(/\s+/g, ' ').trim();
}
