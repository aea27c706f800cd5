import { MAX_PAUSE_DAYS, minutesOf, toEpochDay } from '@stride/domain';
import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer } from './types.js';
import { deleteKinds } from './delete-all.js';
import { answerCalls, archivedAnswer, goalOf, habitOf, meansGoal, notFound, one, reply, type Pending, type Reading } from './reading.js';
import { channelIn, dayIn, lastDayIn, rangeIn, reminderMinutesIn } from './slots.js';
import { readSchedule } from './schedule.js';
import { reminderInWords as inWords } from '../functions/index.js';
import { buttonExample, dayShown, example, inUse, quoted, shown, wordsOf } from './words.js';

/**
 * Issue 37: what ends, stops or holds a habit: delete (also of a goal, the vision, or
 * everything: the coach service proposes every destroy and waits for a yes), end after a day,
 * "stop" (asked: end, archive or delete?), archive and restore, pause and resume, reminders.
 * Nothing here acts on a habit the words do not name, by name, "it" or "everything".
 */
// Issue 50, twenty-fifth pass: "so i don't forget" is never a delete.
// Nineteenth session: "bin" as the thing ("it was behind the bread bin") is no delete.
const DELETE = /\b(?:delete|remove|erase|get\s+rid\s+of|(?<!\b(?:the|a|my|bread|recycling|wheelie|rubbish|kitchen|in|pedal)\s)bin(?!\s+(?:day|bags?|lid))|scrap|ditch|trash|kill|wipe|drop|(?<!\b(?:not|never|i|you|we|to)\s)forget(?!\s+to\b)|clear|destroy|cancel)\b/;
/** Ill today (or on a day named): every habit rests. "I'm off sick today", "i am ill", "feeling unwell tomorrow, I'm sick". */
const SICK = /(?:^|\bi\s+am\s+)(?:off\s+|out\s+|home\s+|feeling\s+)?(?:sick|ill|unwell|poorly)\b|\bcalling\s+in\s+sick\b/;
const ALL = /\b(?:everything|all(?:\s+of)?(?:\s+my)?(?:\s+habits)?|every\s+habit|my\s+habits)\b/;

export function reminders(r: Reading): OfflineAnswer | undefined {
  // Issue 50, fifth pass: what is kept ("…, keep the email one") is not part of the request.
  const t = r.said.text.replace(/,?\s+(?:but\s+|and\s+)?(?:keep|leave)\s+(?:the\s+|my\s+)?(?:other\s+)?(?:e-?mail|push|notification|\d+\s*minutes?)\b.*$/, '');
  const about = /\b(?:remind(?:ing|er|ers)?|notif(?:y|ication|ications)|ping|alert|buzz|nudge|heads\s+up|e-?mail(?:s|ing)?|mute|unmute)\b/.test(t);
  // Issue 50, sixth pass: "remind me what my vision is" asks to be told, not reminded.
  if (!about || /^remind\s+me\s+(?:what|which|how|whether|if|who|where|when\s+(?:is|was|did|does))\b/.test(t)) return undefined;
  const stop = /\b(?:stop|no\s+more(?!\s+than)|no\s+longer\s+(?:want|wish|need|like)|turn\s+off|disable|cancel|remove|delete|mute|without|do\s+not|never|switch\s+off|get\s+rid\s+of|drop|ditch|scrap|lose|kill|bin|take\s+(?:\w+\s+){0,3}?off|clear|wipe|erase|strip|axe|nix|zap|(?:should|can|has\s+to|must|needs\s+to|will)\s+go|(?:get|be)\s+gone)\b/.test(t) && !/\binstead\b/.test(t);
  // Issue 50, fiftieth pass: or asked in few words with no verb ("spanish reminder?", "gym reminders?").
  const asking = /^(?:what|which|when|how|is|are|list|show)\b|^(?:do|does)\s+(?!not\b)/.test(t) || (/\?\s*$/.test(r.said.original) && !stop && !/\d|^(?:remind|set|add|give|send|turn|change|make|move|put|can|could|would|will|please|pls)\b/.test(t));
  if (asking) {
    const { habit, answer } = habitOf(r, 'any', { implicit: true });
    if (answer || !habit) return answer;
    const set = habit.reminders ?? [];
    const w = wordsOf(r.s);
    const by = (channel: string) => w.say(channel === 'push' ? 'byNotification' : 'byEmail');
    return reply(set.length ? w.say('remindsYouAll', { h: quoted(habit), k: set.map((x) => w.say('reminderByMin', { w: inWords(x.minutesBefore, w), c: by(x.channel), n: x.minutesBefore })).join(w.say('joinAnd')) }) : w.say('hasNoReminders', { h: quoted(habit) }), { memory: { pending: { about: habit.id, reminder: true } satisfies Pending } });
  }
  const every = EVERY_HABIT.test(t) && !r.habits.length;
  const { habit, answer } = every ? {} : habitOf(r, 'any', { implicit: true });
  if (answer) return answer;
  if (every && stop) return stopEveryReminder(r);
  // "remind me to stretch every evening" names no habit: a new habit (create.ts reads it).
  if (!habit) {
    if (/^remind\s+me\s+to\b/.test(t)) return undefined;
    const named = unknownNameIn(t);
    if (named) return reply(wordsOf(r.s).say('noHabitToRemind', { x: named, k: inUse(r.s).map(quoted).join(', ') }), { suggestions: [`Add a habit called ${named}`] });
    return reply(wordsOf(r.s).say('whichToRemind', { e: example('remind me 15 minutes before yoga') }));
  }
  if (habit.archived && !stop) return archivedAnswer(habit, r.s);
  const minutes = reminderMinutesIn(t) ?? (stop ? undefined : minutesBeforeClock(t, habit.startTime));
  if (minutes !== undefined && minutes < 0) return reply(wordsOf(r.s).say('reminderBeforeStart', { h: quoted(habit), t: wordsOf(r.s).time(habit.startTime), e: example(`remind me 15 minutes before ${habit.name}`) }));
  const channel = channelIn(t.replace(/\b(?:notify|notifications?|remind(?:ing|ers?)?)\b/g, '')) ?? (/\be-?mail/.test(t) ? 'email' : undefined);
  const set = habit.reminders ?? [];
  if (stop) {
    const matching = set.filter((x) => (minutes === undefined || x.minutesBefore === minutes) && (channel === undefined || x.channel === channel));
    if (!set.length) return reply(wordsOf(r.s).say('noRemindersToStop', { h: quoted(habit) }));
    if (!matching.length) return reply(wordsOf(r.s).say('noSuchReminder', { h: quoted(habit), k: set.map((x) => inWords(x.minutesBefore, wordsOf(r.s))).join(wordsOf(r.s).say('joinAnd')) }));
    return one({ name: 'removeReminder', args: { habitId: habit.id, ...(minutes !== undefined ? { minutesBefore: minutes } : {}), ...(channel ? { channel } : {}) } });
  }
  // Issue 50, fifth pass: "change the email reminder on gym to a push one": only the reminders of the first channel move to the second.
  const [from, to] = [channelIn(t.split(/\b(?:to|into|for)\b/)[0]!), channelIn(t.split(/\b(?:to|into|for)\b/).slice(1).join(' '))];
  if (minutes === undefined && from && to && from !== to && set.some((x) => x.channel === from)) {
    const next = set.map((x) => (x.channel === from ? { minutesBefore: x.minutesBefore, channel: to } : x));
    return one({ name: 'updateHabit', args: { habitId: habit.id, reminders: next.filter((x, i) => next.findIndex((y) => y.minutesBefore === x.minutesBefore && y.channel === x.channel) === i) } });
  }
  // Issue 50: "change my run reminder to email", "make gym's reminders notifications": the channel changed in place.
  if (minutes === undefined && channel && set.length && /\b(?:change|switch|swap|make|move|turn|convert|by|via|as|over|instead|rather)\b/.test(t)) {
    if (set.every((x) => x.channel === channel)) return reply(wordsOf(r.s).say('alreadyRemindsBy', { h: quoted(habit), c: wordsOf(r.s).say(channel === 'push' ? 'byNotification' : 'byEmail') }));
    const next = set.map((x) => ({ minutesBefore: x.minutesBefore, channel }));
    const unique = next.filter((x, i) => next.findIndex((y) => y.minutesBefore === x.minutesBefore) === i);
    return one({ name: 'updateHabit', args: { habitId: habit.id, reminders: unique } });
  }
  // "remind me 20 minutes before spanish instead of 5": the reminder replaced, not a second one.
  const instead = /\b(?:instead(?:\s+of\s+(\d+))?|rather\s+than\s+(\d+)|not\s+(\d+)|change|move|make\s+(?:it|the\s+reminder)|switch)\b/.exec(t);
  // Issue 50, thirteenth pass: the one reminder a habit has, named as such ("my run reminder", "the reminder for spanish", "run reminder at 15 min before"), is moved, not doubled.
  const theOne = set.length === 1 && /(?:^|\b(?:my|the|its)\s+)(?:(?!(?:a|an|set|add|give|make|create|put|want|need|get|can|could|i|me|please|pls|new|another|remind)\b)[a-z]+\s+){0,3}?(?:reminder|notification|nudge|alert)\b(?!s)/.test(t) && !/\b(?:another|second|extra|new|additional|also|too|as\s+well|add|plus|email|e-mail)\b/.test(t);
  if (minutes !== undefined && (instead || theOne) && set.length) {
    const old = Number(instead?.[1] ?? instead?.[2] ?? instead?.[3] ?? NaN);
    // Issue 50, thirty-second pass: "the email about the gym … make it twenty minutes before": the one of the channel said.
    const ofChannel = channel ? set.filter((x) => x.channel === channel) : [];
    const replaced = set.length === 1 ? set[0] : (set.find((x) => x.minutesBefore === old) ?? (ofChannel.length === 1 ? ofChannel[0] : undefined));
    if (replaced) return one({ name: 'updateHabit', args: { habitId: habit.id, reminders: set.map((x) => (x === replaced ? { minutesBefore: minutes, channel: channel ?? x.channel } : x)) } });
  }
  if (minutes === undefined) return reply(wordsOf(r.s).say('howLongBefore', { h: quoted(habit), e: example(`remind me 15 minutes before ${habit.name}`) }), { suggestions: [`Remind me 15 minutes before ${habit.name}`, `Remind me an hour before ${habit.name}`], memory: { pending: { message: r.said.original, append: true } satisfies Pending } });
  const how = channel ?? 'push';
  if (set.some((x) => x.minutesBefore === minutes && x.channel === how)) return reply(wordsOf(r.s).say('alreadyRemindsWhen', { h: quoted(habit), w: inWords(minutes, wordsOf(r.s)), c: wordsOf(r.s).say(how === 'push' ? 'byNotification' : 'byEmail') }));
  return one({ name: 'addReminder', args: { habitId: habit.id, minutesBefore: minutes, channel: how } });
}

/** "for everything", "all my habits", "all reminders": every habit at once. */
const EVERY_HABIT = /\b(?:everything|every\s+(?:single\s+)?(?:reminder|notification)|every\s+habit|all\s+(?:of\s+)?(?:my\s+)?habits|all\s+(?:of\s+)?(?:my\s+|the\s+)?(?:e-?mail\s+|push\s+)?(?:reminders|notifications|emails)|all\s+of\s+them|any\s+habit)\b/;

/** Every habit's reminders off (those of the channel said): one removeReminder per habit that has some; several records, so the service asks first. */
function stopEveryReminder(r: Reading): OfflineAnswer {
  const channel = channelIn(r.said.text.replace(/\b(?:notify|notifications?|remind(?:ing|ers?)?)\b/g, '')) ?? (/\be-?mail/.test(r.said.text) ? 'email' : undefined);
  const withSome = inUse(r.s).filter((h) => (h.reminders ?? []).some((x) => !channel || x.channel === channel));
  if (!withSome.length) return reply(channel ? wordsOf(r.s).say('noneRemindsBy', { c: wordsOf(r.s).say(channel === 'push' ? 'byNotification' : 'byEmail') }) : wordsOf(r.s).say('noneHasReminders'));
  return answerCalls(withSome.map((h) => ({ name: 'removeReminder', args: { habitId: h.id, ...(channel ? { channel } : {}) } })));
}

/** The name a reminder is asked for when it is none of theirs: "remind me about physio by email" → "Physio". */
function unknownNameIn(t: string): string | undefined {
  const rest = t.replace(/\b(?:by|via|with\s+an?)\s+(?:e-?mail|notification|push)\b|\bat\s+\d.*$/g, ' ').replace(/\s+/g, ' ').trim();
  const m = /\b(?:about|before|for|of|on)\s+(?:my\s+|the\s+)?([a-z][a-z' -]*?)\s*(?:\b(?:every|each|in\s+the|tonight|today|tomorrow|please|(?:half\s+an|an?|\d+|one|two|five|ten|fifteen|twenty|thirty)\s+(?:minutes?|hours?))\b|$)/.exec(rest);
  const name = m?.[1]?.trim();
  if (!name || name.split(/\s+/).length > 4 || /^(?:it|that|this|them|everything|all|habits?|me|you|time|start|starts)$/.test(name)) return undefined;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "at 6:45", "at 5pm": how many minutes before `start` that clock time is (the nearer of am and pm when neither is said); negative after it. */
function minutesBeforeClock(t: string, start: string | undefined): number | undefined {
  const m = /\b(?:at|for)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\b(?!\s*(?:minutes?|hours?|h\b|m\b))/.exec(t);
  if (!m || !start) return undefined;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (hour > 23 || minute > 59 || (m[3] && hour > 12)) return undefined;
  const startMinutes = minutesOf(start);
  const candidates = m[3] ? [(hour % 12) * 60 + minute + (m[3] === 'pm' ? 720 : 0)] : hour >= 12 ? [hour * 60 + minute] : [hour * 60 + minute, (hour + 12) * 60 + minute];
  const before = candidates.map((c) => startMinutes - c).filter((d) => d >= 0).sort((a, b) => a - b);
  if (before.length) return before[0]! <= 1440 ? before[0] : undefined;
  return -1;
}

/** A question about deleting, or a request not to: answered, never done. */
function deleteNotAsked(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  if (r.said.negated) return reply(r.habits[0] ? wordsOf(r.s).say('nothingDeletedStays', { h: quoted(r.habits[0].items[0]!) }) : wordsOf(r.s).say('nothingDeleted'));
  if (/^(?:should|shall|can|could|would|is\s+it\s+(?:a\s+good\s+idea|ok)\s+to)\s+i\b|^what\s+happens\s+if\b/.test(t)) {
    const h = r.habits[0]?.items[0];
    const name = h ? quoted(h) : wordsOf(r.s).say('aHabit');
    return reply(wordsOf(r.s).say('deletingTakesHistory', { h: name }), {
      suggestions: h ? [`Archive ${h.name}`, `Pause ${h.name} for a week`, `Delete ${h.name}`] : [],
    });
  }
  return undefined;
}

export function destroy(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  // Issue 50, sixth pass: "remove the water i logged today" takes a day's log off, never the habit.
  const deleteWord = DELETE.test(t) && !/\bremove\s+(?:the\s+|its\s+)?(?:target|reminder|amount)/.test(t) && !/\bi\s+(?:just\s+)?(?:logged|ticked|marked|entered|put\s+in)\b/.test(t);
  if (!deleteWord) return undefined;
  if (/\b(?:from|out\s+of)\s+(?:the\s+|my\s+|its\s+)?(?:\w+\s+)?goal\b/.test(t) && r.habits.length) return undefined;
  if (/^(?:drop|remove|take)\s+\w+day/.test(t) || /\b(?:drop|remove|take)\s+\w+days?\s+(?:from|off)\b/.test(t)) return undefined;
  // Issue 50, sixteenth pass: "drop my coffee limit to 1 cup", "drop reading to 15 pages": lowered to a figure, not deleted.
  if (/\bdrop\b(?:\s+\S+){1,5}?\s+(?:down\s+)?to\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b/.test(t)) return undefined;
  const refused = deleteNotAsked(r);
  if (refused) return refused;
  const kinds = deleteKinds(r);
  if (kinds) return kinds;
  if (/\bvision\b/.test(t)) return r.s.vision ? one({ name: 'deleteVision', args: {} }) : reply(wordsOf(r.s).say('noVisionSet'));
  if (meansGoal(r)) {
    const { goal, answer } = goalOf(r);
    if (answer) return answer;
    if (goal) return one({ name: 'deleteGoal', args: { goalId: goal.id } });
  }
  const { habit, answer } = habitOf(r);
  if (answer) return answer;
  // Issue 50, twenty-fourth pass: "rowing on monday shouldn't be there, remove it", "remove gym from yesterday": that day's check-off, never the habit.
  const day = habit && !/\b(?:habit|completely|altogether|history|forever|for\s+good|entirely|whole)\b/.test(t) ? dayIn(t, r.slots, 'past') : undefined;
  if (habit && day && day.date <= r.s.today && habit.completedDates?.includes(day.date)) return one({ name: 'uncompleteHabit', args: { habitId: habit.id, ...(day.date === r.s.today ? {} : { date: day.date }) } });
  if (habit) return one({ name: 'deleteHabit', args: { habitId: habit.id } });
  const named = /(?:delete|remove|get\s+rid\s+of|bin|scrap|ditch|kill|drop)\s+(?:the\s+|my\s+)?(?:habit\s+|goal\s+)?(?:called\s+|named\s+)?(.+)$/.exec(t)?.[1];
  if (!named) return reply(wordsOf(r.s).say('whatToDelete'));
  return notFound(r, /\bgoal\b/.test(t) ? 'goal' : 'habit', named.replace(/\s+(?:habit|goal)$/, '').replace(/^./, (c) => c.toUpperCase()));
}

const MEDICINE = /\b(?:antibiotics?|vitamins?|meds|medications?|medicines?|pills?|tablets?|supplements?|iron|magnesium|omega|inhaler|insulin|steroids?|antihistamines?|probiotics?|amoxicillin|penicillin|ibuprofen|paracetamol)\b/i;
/** The one habit of taking a medicine, a course with a last day first (Antibiotics before Vitamins). */
function medicineCourse(r: Reading): SnapshotHabit | undefined {
  const taken = inUse(r.s).filter((h) => MEDICINE.test(h.name));
  const courses = taken.filter((h) => h.endDate);
  return courses.length === 1 ? courses[0] : taken.length === 1 ? taken[0] : undefined;
}

/** "stop my spanish lessons after 15 December", "end gym at the end of the year", "stop gym" (asked which way). */
export function endOrStop(r: Reading): OfflineAnswer | undefined {
  // Issue 50, thirty-first pass: "pause tennis til my exams finish on the 18th" is a pause, whatever finishes.
  if (/^pause\b/.test(r.said.text)) return undefined;
  const t = r.said.text;
  // Issue 50, nineteenth pass: "did piano every day last week …" tells of a week gone by: "last week", "last night" say when, not an end.
  // Nineteenth session: a pause kept "to the end of the month" says a day, not an end.
  // Issue 50, fifty-eighth pass: a wish "by the end of next year" says when a goal is due, never that a habit ends.
  const due = r.said.wish ? t.replace(/\bby\s+(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|next\s+)?(?:month|week|year|term|semester|summer|spring|autumn|winter|holidays?|[a-z]+uary|march|april|may|june|july|august|[a-z]+ember|october)\b/g, ' ') : t;
  const said = due.replace(/\blast\s+(?:week|night|time|month|weekend|year)\b|\b(?:end|ends|ended|ending)\s+up\b/g, ' ').replace(/\b(?:paus\w*|extend\w*|on\s+hold)\b/.test(t) ? /\b(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|next\s+)?(?:month|week|year|term|semester|holidays?|school\s+year|[a-z]+uary|march|april|may|june|july|august|[a-z]+ember|october)\b/g : /$^/, ' ');
  // Issue 50: an end said as the final or last one, or as the thing wrapping up or ending on a day.
  // Issue 50, fifty-fourth pass: or kept "only until" a day, or "not needed after" one ("guitar just till the 30th", "the inhaler won't be needed past friday").
  const end = /\b(?:stop|end|ends|ending|finish|finishes|quit|no\s+more(?!\s+than)|done\s+with|give\s+up|wraps?\s+up|wrapping\s+up|is\s+over|runs\s+out|final)\b|\bmy\s+last\b|\blast\s+(?:\w+\s+){0,2}?(?:day|session|lesson|one|time|dose|pill|tablet|class|course|game|match|week)\b|\b(?:is|are|will\s+be)\s+(?:done|finished|over|complete|completed)\s+(?:on|by|after|from)\b|\b(?:goes|go|going|keeps?\s+going|runs?|continues?|carr(?:y|ies)\s+on|lasts?)\s+(?:on\s+)?(?:(?:till|until|through)\s+(?:the\s+)?\d|to\s+the\s+\d+(?:st|nd|rd|th)\b)|\b(?:only|just)\s+(?:until|till|til|through|thru|up\s+to)\s+(?!now\b|today\b|tonight\b)|\b(?:not|no\s+longer)\s+(?:be\s+|be\s+any\s+|going\s+to\s+be\s+)?(?:needed|required|necessary)\s+(?:after|from|beyond|past)\b/.test(said);
  if (!end || /\b(?:remind|notif)/.test(t)) return undefined;
  // Issue 50, fifth pass: "done/finished with" a habit and a word of the day (today, tonight, for now) is the day's tick, not the end.
  // (The example first written here was taken out: the apart test found it matched a kept-apart sentence.)
  if (/\b(?:done|finished)\s+with\b/.test(t) && /\b(?:today|tonight|for\s+(?:the\s+day|now)|this\s+(?:morning|afternoon|evening))\b/.test(t) && !/\b(?:after|from|until)\b/.test(t)) return undefined;
  if (/\b(?:on|every)\s+(?:sun|mon|tue|wed|thu|fri|sat)\w*days\b|\b(?:sun|mon|tue|wed|thu|fri|sat)\w*days\b/.test(t) && !/\b(?:after|from|until)\b/.test(t)) return undefined;
  const found = habitOf(r);
  if (found.answer) return found.answer;
  // Nineteenth session: "my last tablet is on the 18th", "last dose is friday": the course of medicine they keep, by what it is.
  // Issue 50, fifty-fourth pass: a course of something else ("my first aid course", "the pottery course") is no course of medicine.
  const otherCourse = /\b(?!(?:the|my|this|that|whole|full|antibiotics?|steroids?|of|your)\b)[a-z]{3,}\s+course\b/.test(t) && !/\b(?:pills?|tablets?|doses?|capsules?|meds|medications?|medicines?|prescriptions?|antibiotics?)\b/.test(t);
  const habit = found.habit ?? (/\b(?:pills?|tablets?|doses?|capsules?|course|meds|medications?|medicines?|prescriptions?)\b/.test(t) && !otherCourse ? medicineCourse(r) : undefined);
  if (!habit) return undefined;
  if (habit.archived) return archivedAnswer(habit, r.s);
  // Issue 50, twenty-second pass: the day said after the verb of ending is the last one ("…shuts for xmas so end tennis after sat the 19th").
  const afterVerb = /\b(?:end|ends|ending|stop|finish|quit)\b(.*)$/.exec(t)?.[1];
  // Nineteenth session: a day said to be the last one wins over a loose one before it ("stopping yoga after christmas, make the 28th the last one").
  const named = /\b(?:make|let|have)\s+(.+?)\s+(?:the|my|its)\s+(?:last|final)\s+(?:one|day|session|class|time|lesson)\b|\b(.+?)\s+(?:is|will\s+be)\s+(?:the|my|its)\s+(?:last|final)\s+(?:one|day|session|class|time|lesson)\b|\b(?:the|my)\s+(?:last|final)\s+(?:one|day|session|class|time|lesson)\s+(?:is|will\s+be)\s+([^.!?,;]+)/.exec(t);
  const namedDay = named ? lastDayIn(`on ${(named[1] ?? named[2] ?? named[3]!).split(/[,;.]\s*/).filter(Boolean).pop()!.replace(/^(?:on|the)\s+(?=the\s|\d)/, '')}`, r.slots) : undefined;
  const last = namedDay ?? (afterVerb ? lastDayIn(afterVerb, r.slots) : undefined) ?? lastDayIn(t, r.slots);
  if (last) {
    if (last.date < r.s.today) return reply(wordsOf(r.s).say('dayPassedStop', { d: dayShown(r.s, last.date), h: quoted(habit) }));
    // Issue 50, sixth pass: "antibiotics go on till the 18th now" may move an end later: its last day set, not its days after it taken away.
    if (/\b(?:goes|go|going|keeps?\s+going|runs?|continues?|carr(?:y|ies)\s+on|lasts?)\s+(?:on\s+)?(?:till|until|through|to)\b/.test(t)) return one({ name: 'updateHabit', args: { habitId: habit.id, endDate: last.date } });
    return one({ name: 'endHabit', args: { habitId: habit.id, lastDate: last.date } });
  }
  if (/^(?:no\s+more|done\s+with)\b/.test(t) && !/\bafter\b/.test(t)) return undefined;
  return reply(wordsOf(r.s).say('howShouldStop', { h: quoted(habit) }), {
    suggestions: [`End ${habit.name} after today`, `Archive ${habit.name}`, `Delete ${habit.name}`],
    memory: { pending: { about: habit.id } satisfies Pending },
  });
}

export function archiveOrRestore(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const archive = /\b(?:archive|archived|hide|shelve)\b|\bput\s+.+\s+(?:in|into)\s+the\s+archive\b|\bput\s+.+\s+away\b/.test(t) && !/\bun-?archive/.test(t);
  // "bring the flossing habit back", never "bring gym back an hour" (a time).
  const restore = /\b(?:restore|un-?archive|unhide|reactivate|reinstate|bring\s+(?:\S+\s+){0,4}?back|put\s+.+\s+back)\b(?!\s+(?:by\s+)?(?:\d|an?\b|half|one|two|three|to\s+\d))/.test(t) && !/\b(?:deleted|undo)\b/.test(t);
  // Issue 50, fifty-fourth pass: taking a put-away habit up again ("i'd love to get back into flossing", "taking up floss again"): only a habit in the archive.
  // (The words before the lexicon's rewrite: it makes "get back into" a start, for a thing they have not got.)
  const backInto = !archive && !restore && /\bget(?:ting)?\s+back\s+(?:in)?to\b|\btak(?:e|ing)\s+up\s+(?:\S+\s+){1,3}?again\b/.test(`${t} ${r.said.original.toLowerCase()}`) && !/\b(?:deleted|undo)\b/.test(t);
  if (!archive && !restore && !backInto) return undefined;
  const { habit, answer } = habitOf(r, restore || backInto ? 'restore' : 'any');
  if (backInto && (answer || !habit?.archived)) return undefined;
  if (answer) return answer;
  if (!habit) return restore ? undefined : reply(wordsOf(r.s).say('whichToArchive', { e: example('archive Journal') }));
  // Issue 50, twenty-eighth pass: "bring stretching back, under the fitness area this time": restored, and put in that area.
  const area = restore || backInto ? (r.s.areas ?? []).find((a) => a.id !== habit.areaId && new RegExp(String.raw`\b(?:in|into|under|to)\s+(?:my\s+|the\s+)?${a.name.toLowerCase().replace(/[^a-z0-9 ]/g, '.')}\b`).test(t)) : undefined;
  // Issue 50, thirty-second pass: "bring back my stretch, but at 9am rather than …": restored at that time.
  // Issue 50, forty-ninth pass: or a clock time with no am/pm ("unarchive stretching and put it at 7:50"), in the half of the day the habit was in.
  const at = restore || backInto ? /\bat\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d\b)/.exec(t.replace(/\b(?:rather\s+than|instead\s+of|not)\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?/g, ''))?.[1] : undefined;
  const halfOfDay = at && !/[ap]m$/.test(at) && Number(at.split(':')[0]) < 12 ? ((habit.startTime ?? '') >= '12:00' ? 'pm' : 'am') : '';
  const time = at ? (readSchedule(`at ${at}${halfOfDay}`, r.s.today).startTime ?? undefined) : undefined;
  if ((restore || backInto) && habit.archived && (area || time)) return answerCalls([{ name: 'restoreHabit', args: { habitId: habit.id } }, { name: 'updateHabit', args: { habitId: habit.id, ...(area ? { areaId: area.id } : {}), ...(time ? { startTime: time } : {}) } }]);
  if (restore || backInto) return habit.archived ? one({ name: 'restoreHabit', args: { habitId: habit.id } }) : reply(wordsOf(r.s).say('notArchived', { h: quoted(habit), x: shown(habit) }));
  return habit.archived ? reply(wordsOf(r.s).say('alreadyArchived', { h: quoted(habit) })) : one({ name: 'archiveHabit', args: { habitId: habit.id } });
}

export function pauseOrResume(r: Reading): OfflineAnswer | undefined {
  // Nineteenth session: a goal's own words are no pause ("link it to my speak spanish on holiday goal").
  const t = r.goals.reduce((text, g) => `${text.slice(0, g.start)}${' '.repeat(g.end - g.start)}${text.slice(g.end)}`, r.said.text);
  // "just got back from my walk to work" is a check-off (day.ts), not the end of a pause.
  const backFromHabit = /\bback\s+from\b/.test(t) && r.habits.length > 0 && !/\b(?:holiday|vacation|trip|break|travel|travels|away)\b/.test(t);
  // Issue 50, twenty-fifth pass: "pause piano for the rest of the week. … i'll be back on it monday": a pause asked first is a pause.
  const resume = !backFromHabit && !/^(?:please\s+)?(?:pause|hold\s+off|freeze|suspend)\b/.test(t) && /\b(?:resume|unpause|un-pause|i\s+am\s+back|got\s+back|start\s+(?:.+\s+)?again|restart|turn\s+(?:.+\s+)?back\s+on|back\s+on|back\s+from\s+(?:my\s+|the\s+|a\s+)?(?:holiday|hols|vacation|trip|travels?|break|time\s+off))\b/.test(t);
  const pause = /\b(?:pause|pausing|hold\s+off|on\s+hold|freeze|suspend|take\s+a\s+break|break\s+from|on\s+holiday|on\s+vacation|away|travell?ing|sick|ill|unwell|poorly)\b/.test(t) && !resume;
  if (!pause && !resume) return undefined;
  const all = ALL.test(t) || /\b(?:on\s+holiday|on\s+vacation|i\s+am\s+away|i\s+am\s+back|got\s+back|back\s+from\s+(?:my\s+|the\s+|a\s+)?(?:holiday|hols|vacation|trip|travels?|break|time\s+off))\b/.test(t) || SICK.test(t);
  const { habit, answer } = all && !r.habits.length ? { habit: undefined, answer: undefined } : habitOf(r);
  if (answer) return answer;
  if (!habit && !all) return pause && /^(?:pause|hold|freeze|suspend)\b/.test(t) ? reply(wordsOf(r.s).say('whichToPause', { e: example('pause Gym for a week') })) : undefined;
  const target = habit ? { habitId: habit.id } : {};
  // An archived habit is not paused: "start flossing again" brings it back, "pause floss" is told it is archived.
  if (habit?.archived) return resume ? one({ name: 'restoreHabit', args: { habitId: habit.id } }) : archivedAnswer(habit, r.s);
  if (resume) {
    const from = dayIn(t, r.slots, 'future')?.date;
    return one({ name: 'resumeHabits', args: { ...target, ...(from && from !== r.s.today ? { from } : {}) } });
  }
  // Ill with no day said ("I'm off sick"): today.
  // Eighteenth session: a span said before a remark is the pause's ("pause piano fri to sun, going home for the weekend", "pause tennis 2 wks, on the weekend rota").
  const head = t.split(/\s*[,;]\s+/)[0]!;
  const range = (head !== t ? rangeIn(head, r.slots) : undefined) ?? rangeIn(t, r.slots) ?? (SICK.test(t) && !/\b(?:from|until|till|for)\b/.test(t) ? { from: r.s.today, to: r.s.today } : undefined);
  const who = habit ? quoted(habit) : wordsOf(r.s).say('everything');
  if (!range) {
    return reply(wordsOf(r.s).say('untilWhenPause', { h: who, e: buttonExample(r.s, 'untilSunday', 'until Sunday'), x: buttonExample(r.s, 'forTwoWeeks', 'for 2 weeks') }), {
      suggestions: ['For a week', 'Until Sunday', 'For 2 weeks'],
      memory: { pending: { message: r.said.original, append: true, ...(habit ? { about: habit.id } : {}) } satisfies Pending },
    });
  }
  // One habit off for one day because they are away or ill ("no yoga saturday, I'm away") is a skip (skip.ts), not a pause.
  if (habit && range.from === range.to && !/\b(?:pause|pausing|hold|freeze|suspend|break)\b/.test(t)) return undefined;
  const days = toEpochDay(range.to) - toEpochDay(range.from) + 1;
  if (days > MAX_PAUSE_DAYS) return reply(wordsOf(r.s).say('pauseTooLong', { n: MAX_PAUSE_DAYS, a: dayShown(r.s, range.from), b: dayShown(r.s, range.to), m: days }));
  if (range.from < r.s.today) return reply(wordsOf(r.s).say('pausePassed', { d: dayShown(r.s, range.from) }));
  return one({ name: 'pauseHabits', args: { ...target, from: range.from, to: range.to } });
}
