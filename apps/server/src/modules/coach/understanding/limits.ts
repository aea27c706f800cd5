import { limitedTo } from './limited-to.js';
import { HABIT_UNIT_MAX_LENGTH, type WeekdayName } from '@stride/domain';
import { weekdaysIn } from './schedule.js';
import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer } from './types.js';
import { one, reply, type Reading } from './reading.js';
import { dayIn, sameUnit, statesDayTotal } from './slots.js';
import { inUse, quoted, wordsOf } from './words.js';
import { about } from './questions.js';

/**
 * Issue 40 (docs/decisions/032): limits and quitting in the built-in coach. "At most 2 coffees a
 * day" makes a limit, "I want to quit sugar" or "no sugar" a quit habit; "I had a coffee" logs one
 * to the limit, "I slipped and had sugar" a slip to the quit habit.
 */
const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, another: 1, some: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const count = (word: string) => NUMBERS[word] ?? Number(word);

const LIMIT = /\b(?:at\s+most|no\s+more\s+than|not\s+more\s+than|max(?:imum)?(?:\s+of)?|limit\s+(?:myself\s+|me\s+)?to|cut\s+(?:back\s+|down\s+)?to|only)\s+(\d+(?:\.\d+)?|one|two|three|four|five|six)\s+([a-z][a-z\s'-]*?)\s+(?:a|per|each)\s+(?:day|night|evening)\b/;
const QUIT = /^(?:(?:(?:i\s+)?(?:really\s+|honestly\s+|seriously\s+|just\s+|finally\s+)?(?:want|would\s+like|need|am\s+going|'m\s+going|'d\s+like|am\s+trying|'m\s+trying|will\s+try)(?:\s+to)?|help\s+me|let\s+me|time\s+to|i'm\s+going\s+to|i\s+will|i'll|gonna|(?:i\s+am|i'm|im)(?=\s+(?:quitting|giving\s+up|stopping)))\s+)?(quit|give\s+up|kick|cut\s+out|stop|quitting|giving\s+up|stopping)\s+(?:to\s+)?(eating\s+|drinking\s+|having\s+|buying\s+|ordering\s+|getting\s+|eat\s+|drink\s+|have\s+|buy\s+)?(.+?)(?:\s+(?:for\s+good|from\s+now\s+on|completely|altogether|entirely|for\s+a\s+while|this\s+time|once\s+and\s+for\s+all|now|asap|already))*$/;
// Issue 50, thirteenth pass: "add no alcohol on weekdays", "new habit: no sugar": the quit asked for with a verb of adding.
const NO = /^(?:(?:add|create|start|track|set\s+up|new\s+habit:?)\s+(?:a\s+)?(?:habit\s+(?:of\s+|for\s+|called\s+)?)?)?(?:no|zero)\s+(?:more\s+)?([a-z][a-z\s'-]{1,30}?)(?:\s+(?:for\s+me|from\s+now\s+on|anymore|any\s+more|challenge|habit))?$/;
/** Issue 50, sixth pass: the days a quit or limit holds ("no sweets on weekdays", "… during the week"). */
const ON_DAYS = /\s+(?:on|during|at|over)\s+(?:the\s+)?((?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?|week\s*days?|week\s*nights?|week\s*ends?|the\s+week)(?:\s*(?:,|and|&)\s*(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?))*)$/;
/** Issue 50, sixth pass: a thing and its daily limit in time, said as "limit/cap/keep <thing> to/at <n> <minutes|hours> a day" or "<thing> max <n> hours a day". */
const LIMIT_OF =
  /^(?:(?:please\s+)?(?:limit|cap|keep|restrict)\s+(?:my\s+)?([a-z][a-z\s'-]*?)\s+(?:to|at|under|below)\s+(?:max\s+|at\s+most\s+)?|(?:(?:add\s+)?(?:a\s+)?(?:new\s+)?limit\s*[:,-]?\s*(?:on\s+|for\s+)?)?([a-z][a-z\s'-]*?)\s*[:,-]?\s+(?:max|maximum|at\s+most|no\s+more\s+than|under|less\s+than)\s+)(\d+(?:\.\d+)?|one|two|three|four|five|six)\s*(minutes|hours|hour|minute)\s+(?:a|per|each)\s+day$/;
/** After "no …" and "stop …", words that are not something to quit. */
const NOT_A_THING = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|weekends?\b|weekdays?\b|thanks?|thank\s+you|worries|problem|way|idea|need|it|that|this|them|reminding|reminders?|tracking|doing|the|my|wait|never|not|i|one|more|thanks\b)/;
/** A question, after "and", "so" or "also" too ("and how many did I have?"). */
const QUESTION_START = /^(?:(?:and|so|also|ok|okay|but)\s+)?(?:when|how|what|which|why|was|were|did|do|does|have|has|is|are|am)\b/;

/** Saying a day was kept: never a slip. */
const KEPT = /\b(?:didn't|did\s+not|didnt|haven't|have\s+not|havent|never|no)\s+(?:had|have|eat|ate|drink|drank|smoke|smoked|slip|slipped|touch|touched)\b|\b(?:stayed\s+(?:off|away\s+from)|resisted|avoided|clean\s+today|free\s+today)\b|^(?:and\s+)?(?:zero|no|0)\s+(?!more\b)[a-z]+(?:\s+[a-z]+){0,2}?\s+(?:at\s+all\s+)?(?:today|yesterday|all\s+day|since\s+\w+|this\s+(?:week|morning))\b/;
const SLIP = /\b(?:slipped|slip|relapsed|caved|gave\s+in|cheated|fell\s+off(?:\s+the\s+wagon)?|broke\s+(?:my\s+)?streak)\b/;
const HAD = /\b(?:had|ate|drank|smoked|vaped|took|bought|grabbed|got)\s+(?:another\s+(?=\d|two\b|three\b|four\b|five\b|six\b))?(a|an|one|another|some|two|three|four|five|six|\d+(?:\.\d+)?)?\s*(?:more\s+)?(?:cups?\s+of\s+|glass(?:es)?\s+of\s+|pieces?\s+of\s+|bits?\s+of\s+)?([a-z][a-z'-]*)/;
/** "had one after lunch", "did have a couple last night": a number alone, the thing being the one just talked of. */
const SAID_AGAIN = /\b(?:had|did\s+have|smoked|drank|ate)\s+(?:another\s+)?(one|two|three|\d+)\b(?:\s+(?:more|too|as\s+well))?(?=\s*(?:$|[,.!]|\b(?:after|before|at|this|last|yesterday|today|tonight|earlier|with|in|on|though|tho|but|though)\b))/;

const singular = (word: string) => (/ss$/.test(word) ? word : word.replace(/s$/, ''));
const titled = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** "At most 2 coffees a day", "I want to quit sugar", "no sugar": a limit or a quit habit to make. */
export function limitCreation(r: Reading): OfflineAnswer | undefined {
  // Nineteenth session: "my screen time is embarrassing. new habit: screen time max 3 hours a day": the request's own sentence, without "new habit".
  const whole = r.said.text.replace(/[.!]+$/, '').trim();
  const asked = /(?:^|[.!?]\s+)((?:(?:please\s+)?(?:add|create|start|set\s+up)\s+)?(?:a\s+)?new\s+(?:habit|limit|one)\b.*)$/.exec(whole);
  const said = (asked ? asked[1]! : whole).replace(/^(?:(?:please\s+)?(?:add|create|start|set\s+up)\s+)?(?:a\s+)?new\s+(?:habit|one)\s*[:,-]?\s*/, '');
  const onDays = ON_DAYS.exec(said);
  const days = onDays ? weekdaysIn(onDays[1]!.replace(/^the\s+week$/, 'weekdays')).flatMap((d) => d.days) : [];
  const t = days.length ? said.slice(0, onDays!.index) : said;
  // Issue 50: "limit crisps to 1 bag a day", "cut sugar to 2 snacks a day max", "get my screen time down to 2 hours a day".
  const lowered = limitedTo(t.replace(/\bevery\s+day\s+for\s+(\d+(?:\.\d+)?)\s+(minutes?|hours?)$/, '$1 $2 a day'));
  // A habit of theirs named by it ("get my water down to 5 glasses a day") has its amount changed (offline-coach.ts), never a second habit made.
  const theirs = (h: SnapshotHabit) => lowered!.thing.split(/\s+/).every((w) => h.name.toLowerCase().split(/\s+/).some((n) => sameUnit(n, w)));
  if (lowered && !r.habits.some((m) => m.level === 'exact' || m.items.some(theirs))) return made(r, titled(lowered.thing), { quantity: lowered.quantity, unit: lowered.unit, direction: 'atMost' }, days);
  // The reader has said "30 minutes a day" as "every day for 30 minutes".
  const of = LIMIT_OF.exec(t.replace(/\bevery\s+day\s+for\s+(\d+(?:\.\d+)?)\s+(minutes?|hours?)$/, '$1 $2 a day'));
  if (of && !r.habits.some((h) => h.level === 'exact')) {
    const thing = (of[1] ?? of[2] ?? '').replace(/^(?:my|the|a)\s+/, '').trim();
    if (thing && thing.split(/\s+/).length <= 3 && !/^(?:it|that|this)$/.test(thing)) return made(r, titled(thing), { quantity: count(of[3]!), unit: /^h/.test(of[4]!) ? 'hours' : 'minutes', direction: 'atMost' }, days);
  }
  // "drink less beer, max 2 a day": what is counted is the thing itself.
  // Issue 50, fifteenth pass: with a lead-in ("help me build a habit of drinking less tea") and the unit said ("max 3 cups a day": Tea, counted in cups).
  const less =
    /^(?:(?:i\s+(?:would\s+like|want|need)\s+to|let\s+us|try\s+to|help\s+me(?:\s+(?:to\s+)?(?:build|make|start|form|get\s+into)\s+a\s+habit\s+of)?|(?:build|make|start|form|get\s+into)\s+a\s+habit\s+of)\s+)?(?:drink|drinking|eat|eating|have|having|smoke|smoking|vape|vaping|buy|buying|order|ordering)?\s*(?:less|fewer)\s+([a-z][a-z ]*?)\s*,?\s*(?:max|maximum|at\s+most|no\s+more\s+than|up\s+to|only)\s+(\d+|one|two|three|four|five|six)(?:\s+([a-z]+))?\s+(?:a|per|each)\s+day$/.exec(t);
  const lessUnit = less?.[3] && !/^(?:times?|of)$/.test(less[3]) ? less[3] : undefined;
  if (less && less[1]!.split(/\s+/).length <= 3 && !r.habits.some((h) => h.level === 'exact')) return made(r, titled(singular(less[1]!.trim())), { quantity: count(less[2]!), unit: lessUnit ?? less[1]!.trim(), direction: 'atMost' }, days);
  // Issue 50, twenty-second pass: "… new habit called biscuits - max 2 a day": the habit named, then its limit in its own unit.
  const called = /\b(?:habit|one)\s+(?:called|named)\s+([a-z][a-z ]{1,30}?)\s*[-–—,:]?\s*(?:max(?:imum)?|at\s+most|no\s+more\s+than|up\s+to|only)\s+(\d+|one|two|three|four|five|six)\s+(?:a|per|each)\s+day$/.exec(t);
  if (called && !r.habits.some((h) => h.level === 'exact')) return made(r, titled(called[1]!.trim()), { quantity: count(called[2]!), unit: called[1]!.trim(), direction: 'atMost' }, days);
  // Issue 50, twenty-third pass: "add a limit for energy drinks, one a day max": the limit named by what it is for, counted in it.
  const limitFor = /\b(?:add|create|set(?:\s+up)?|make|start|want|need|put)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:daily\s+)?(?:limit|cap|max(?:imum)?)\s+(?:for|on|of)\s+(?:my\s+|the\s+)?([a-z][a-z ]{1,30}?)\s*[,:–—-]?\s*(?:(?:max(?:imum)?|at\s+most|no\s+more\s+than|up\s+to|only)\s+)?(\d+|one|two|three|four|five|six)(?:\s+([a-z]+))?\s+(?:a|per|each)\s+day\b(?:\s+(?:max(?:imum)?|tops))?/.exec(t);
  // "set a limit of 2 biscuits a day (max)": the amount said first, then what it counts.
  const limitOf = limitFor ? null : /\b(?:add|create|set(?:\s+up)?|make|start|want|need|put)\s+(?:me\s+)?(?:a\s+)?(?:daily\s+)?(?:limit|cap|max(?:imum)?)\s+of\s+(\d+|one|two|three|four|five|six)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:a|per|each)\s+day\b/.exec(t);
  if (limitOf && !r.habits.some((h) => h.level === 'exact')) return made(r, titled(singular(limitOf[2]!.trim())), { quantity: count(limitOf[1]!), unit: limitOf[2]!.trim(), direction: 'atMost' }, days);
  if (limitFor && !r.habits.some((h) => h.level === 'exact')) {
    const thing = limitFor[1]!.trim();
    const unit = limitFor[3] && !/^(?:times?|of)$/.test(limitFor[3]) ? limitFor[3] : thing;
    const start = /\b(?:starting|from|beginning|as\s+of)\b/.test(t.slice(limitFor.index + limitFor[0].length)) ? dayIn(t.slice(limitFor.index + limitFor[0].length), r.slots, 'future')?.date : undefined;
    return made(r, titled(singular(thing)), { quantity: count(limitFor[2]!), unit, direction: 'atMost' }, days, start);
  }
  const limit = LIMIT.exec(t);
  // Nineteenth session: "coffee max 1 cup a day from now on" names a limit they keep: a change, never a second one.
  if (limit && !r.habits.some((h) => h.level === 'exact') && /\b(?:add|create|want|habit|limit|track|keep|drink|have|eat|set|only|max|at\s+most|no\s+more)\b/.test(t)) {
    // "no more than 1 hour of tiktok a day", "at most 2 cups of coffee a day": counted in the unit, named by the thing.
    const unitOf = /^([a-z]+)\s+of\s+(?:my\s+|the\s+)?([a-z][a-z\s'-]*)$/.exec(limit[2]!.trim());
    const unit = unitOf ? unitOf[1]! : limit[2]!.trim();
    const quantity = count(limit[1]!);
    if (unit.length > HABIT_UNIT_MAX_LENGTH) return reply(wordsOf(r.s).say('unitTooLong', { n: HABIT_UNIT_MAX_LENGTH }));
    // Nineteenth session: "alcohol, max 2 drinks a day": the thing named before the limit is the name, counted in its unit.
    const before = /^([a-z][a-z ]{1,30}?)\s*[,:-]\s*(?:max(?:imum)?|at\s+most|no\s+more\s+than|up\s+to|only)\s/.exec(t.slice(0, limit.index + 1 > 0 ? t.length : 0))?.[1];
    // "start tracking my screen time, max 2 hours a day": what is tracked, without the tracking.
    const bare = before
      ?.replace(/^(?:(?:start|begin)\s+)?(?:tracking|logging|counting|monitoring)\s+(?:my\s+|the\s+)?/, '')
      .replace(/^(?:(?:add|create|new|start|set\s+up|track)\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:habit|limit)?\s*(?:for|of|on|called|named)?\s*/, '')
      .replace(/^(?:my|the)\s+/, '');
    const thing = bare && !/^(?:(?:add|create|new|start|set\s+up|a|an|my|the|habit|limit|me)\s*)*$/.test(bare) && bare.split(/\s+/).length <= 3 ? bare : undefined;
    const name = titled(singular(thing ?? unitOf?.[2] ?? unit.split(/\s+/).pop()!));
    return made(r, name, { quantity, unit, direction: 'atMost' }, days);
  }
  // Nineteenth session: "wanna quit vaping. started again on nights ugh": the quit in its own sentence, a remark after it.
  // Issue 50: the request to track it said after ("…, please make habit for this", "quitting vaping from today, track it pls").
  const first = t.split(/[.!?]+\s+/)[0]!.replace(/\s*[,.;-]?\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:make|add|create|track|set\s+up|start|log)\s+(?:a\s+)?(?:new\s+)?(?:habit\s+)?(?:for\s+)?(?:it|this|that)?(?:\s+(?:please|pls|for\s+me|thanks|thx))*$/, '').replace(/\s+(?:from|starting)\s+(?:today|now|tomorrow)$/, '');
  const quit = (first !== t ? QUIT.exec(first) : null) ?? QUIT.exec(t) ?? (NO.test(t) ? ([t, 'no', undefined, NO.exec(t)![1]!] as const) : null);
  if (!quit) return undefined;
  const thing = quit[3]!.trim();
  if (NOT_A_THING.test(thing) || r.habits.some((h) => h.level === 'exact')) return undefined;
  // "stop" is also the end of a habit ("stop running"): only a thing consumed or a habit broken is quit.
  // Issue 50, fifth pass: a thing bought, eaten or drunk ("stop buying takeaways") is quit.
  if (/^stop/.test(quit[1]!) && !quit[2] && !/^(?:smoking|vaping|drinking|snacking|biting|gambling|sugar|alcohol|soda|coffee|caffeine|junk|fast\s+food|sweets|candy|chocolate|doomscrolling|scrolling|swearing|nail)/.test(thing)) return undefined;
  if (thing.split(/\s+/).length > 3 || thing.length > HABIT_UNIT_MAX_LENGTH) return undefined;
  return made(r, `No ${thing}`, { quantity: 0, unit: thing, direction: 'atMost' }, days);
}

function made(r: Reading, name: string, target: { quantity: number; unit: string; direction: 'atMost' }, days: WeekdayName[] = [], startDate?: string): OfflineAnswer {
  const existing = inUse(r.s).find((h) => h.name.toLowerCase() === name.toLowerCase());
  if (existing) return reply(wordsOf(r.s).say('alreadyHaveLimit', { h: quoted(existing) }), about(existing));
  const on = [...new Set(days)];
  return one({ name: 'createHabit', args: { name, ...(on.length && on.length < 7 ? { recurrence: 'weekly', days: on } : { recurrence: 'daily' }), target, ...(startDate && startDate > r.s.today ? { startDate } : {}) } });
}

/** The limit or quit habit the words are about: by its unit or a word of its name. */
function limitHabitIn(r: Reading, words: string[]): SnapshotHabit[] {
  const limits = inUse(r.s).filter((h) => h.target?.direction === 'atMost');
  const named = limits.filter((h) => r.habits.some((m) => m.items.some((x) => x.id === h.id)));
  if (named.length) return named;
  return limits.filter((h) => words.some((w) => sameUnit(h.target!.unit, w) || h.target!.unit.split(/\s+/).some((u) => sameUnit(u, w)) || h.name.toLowerCase().split(/\s+/).some((n) => n !== 'no' && sameUnit(n, w))));
}

/** "I had a coffee", "I slipped and had sugar", "log a slip": one more to a limit or quit habit. */
export function limitLogged(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const words = t.split(/[^a-z']+/).filter((w) => w.length > 2);
  // "I didn't have sugar today", "stayed off coffee": nothing to log; the day keeps itself.
  if (KEPT.test(t) && !r.said.question && !/\?\s*$/.test(t)) {
    const kept = limitHabitIn(r, words);
    if (kept.length === 1) {
      const h = kept[0]!;
      const said = { h: quoted(h), n: h.completionStreak, u: h.target!.unit };
      return reply(wordsOf(r.s).say(h.target!.quantity !== 0 ? 'keptByItself' : h.completionStreak === 1 ? 'keptByItselfOne' : 'keptByItselfDays', said), about(h));
    }
    return undefined;
  }
  const slip = SLIP.test(t);
  // Issue 50, sixtieth pass: "i did have one after lunch tho" just after a quit or a limit was talked of: one of that.
  const spoken = r.last?.target?.direction === 'atMost' && !r.habits.length ? SAID_AGAIN.exec(t) : null;
  // Issue 50: "i had read 25 pages of middlemarch with my coffee": a tense, never a coffee had.
  const had = ((m) => (m && !m[1] && /^(?:read|done|been|gone|written|run|swum|[a-z]{3,}ed)$/.test(m[2] ?? '') ? null : m))(HAD.exec(t));
  if (!slip && !had && !spoken) return undefined;
  // Issue 50, fourth pass: a question about a slip ("and when was my last slip?") logs nothing.
  if (r.said.question || /\?\s*$/.test(r.said.original) || QUESTION_START.test(t)) return undefined;
  let found = spoken ? [r.last!] : limitHabitIn(r, words);
  // "I slipped" alone: the one quit habit there is.
  if (!found.length && slip) found = inUse(r.s).filter((h) => h.target?.direction === 'atMost' && h.target.quantity === 0);
  if (!found.length) return undefined;
  if (found.length > 1) return reply(wordsOf(r.s).say('whichOneOf', { k: found.map(quoted).join(wordsOf(r.s).say('orWord')) }));
  const habit = found[0]!;
  const value = spoken ? count(spoken[1]!) : had?.[1] ? count(had[1]) : 1;
  if (!Number.isFinite(value) || value <= 0) return undefined;
  // Issue 50, eighth pass: the day it was ("last night", "on saturday"), and a day's total said as one ("so far", "in total").
  const day = dayIn(t, r.slots, 'past');
  const date = day && day.date < r.s.today ? { date: day.date } : {};
  const total = /\b(?:so\s+far|in\s+total|total|altogether)\b/.test(t) || (!date.date && statesDayTotal(t, value, habit.amountToday));
  return one({ name: 'completeHabit', args: { habitId: habit.id, ...date, ...(total ? { total: value } : { value }) } });
}
