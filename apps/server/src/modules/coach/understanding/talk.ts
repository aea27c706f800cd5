import { coachWords } from '@stride/domain';
import { coachFunctionServed, habitIdOf, type HeardCorrection, type PastCall } from '../functions/index.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { isNo, isYes } from '../coach-answers.js';
import { answerCalls, pickBy, reply, type Reading } from './reading.js';
import { everythingAnswer } from './delete-all.js';
import { whatToChange } from './existing-habit.js';
import { asWritten, readSchedule, weekdaysIn } from './schedule.js';
import { sameHalfOfDay } from './change.js';
import { correctionWords } from './correction-words.js';
import { addDays, amountIn, dayIn, lengthIn, reminderMinutesIn } from './slots.js';
import { inUse, quoted, wordsOf } from './words.js';

/**
 * Issue 37: the conversation around requests: hello (three things from the person's day), thanks,
 * "no, leave it", what the coach can do, "undo that", and corrections of the last change
 * ("actually 8pm", "make that 45 minutes", "make it 6").
 */
export const OFFLINE_INTRO = "I'm the built-in coach: no AI provider is set up on this server, so I keep to what the app can do, in plain words.";

export const YES = /^(?:yes|yeah|yep|yup|sure|ok(?:ay)?|please\s+do|do\s+it|go\s+ahead|sounds\s+good|that\s+works|perfect|great|fine|correct|right|absolutely|definitely|why\s+not|let\s+us\s+do\s+it|yes\s+please)\b[\s!.,]*(?:please|thanks|thank\s+you|do\s+it)?[\s!.]*$/;
export const NO = /^(?:no|nope|nah|no\s+thanks|no\s+thank\s+you|never\s*mind|nevermind|forget\s+it|leave\s+it|cancel|do\s+not|don't|not\s+now|stop)\b(?:[\s,.!]+(?:leave\s+it|forget\s+it|thanks|it\s+is\s+fine|as\s+it\s+is|do\s+not\s+bother))*[\s,.!]*$/;

export function greeting(r: Reading): OfflineAnswer {
  const open = inUse(r.s).filter((h) => h.dueToday && !h.doneToday && !h.frequency).sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''));
  const atRisk = inUse(r.s).filter((h) => h.dueToday && !h.doneToday && h.completionStreak >= 3).sort((a, b) => b.completionStreak - a.completionStreak)[0];
  const lines: string[] = [];
  const suggestions: string[] = [];
  const words = coachWords(r.s.locale);
  const { say } = words;
  if (open[0]) {
    lines.push(open.length > 1 ? say('nextTodayMore', { name: open[0].name, time: words.time(open[0].startTime), count: open.length - 1 }) : say('nextToday', { name: open[0].name, time: words.time(open[0].startTime) }));
    suggestions.push("What's left today?");
  }
  if (atRisk) {
    lines.push(say('streakOnTheLine', { streak: atRisk.completionStreak, name: atRisk.name }));
    suggestions.push(`I did ${atRisk.name}`);
  }
  const slipping = [...inUse(r.s)].filter((h) => h.lastTwoWeeks && h.lastTwoWeeks.scheduled - h.lastTwoWeeks.done >= 3).sort((a, b) => b.lastTwoWeeks!.scheduled - b.lastTwoWeeks!.done - (a.lastTwoWeeks!.scheduled - a.lastTwoWeeks!.done))[0];
  if (slipping) {
    lines.push(say('inTheWay', { name: slipping.name }));
    suggestions.push('Which habit am I slipping on?');
  }
  if (!r.s.habits.length) {
    lines.push(say('noHabitsYet'));
    suggestions.push('Add a habit to read 10 pages every night', 'I want to sleep better');
  }
  if (lines.length < 3) suggestions.push('How did I do this week?');
  return reply([say('hello', { name: r.s.firstName }), ...lines.slice(0, 3), say('intro')].join('\n'), { suggestions });
}

export function help(r: Reading, understood: boolean): OfflineAnswer {
  const { say } = coachWords(r.s.locale);
  const text = [say(understood ? 'helpUnderstood' : 'helpNotUnderstood'), say('helpHabits'), say('helpDay'), say('helpQuestions'), say('helpGoals'), say('intro')].join('\n');
  const first = inUse(r.s)[0];
  const suggestions = ["What's left today?", 'How did I do this week?', first ? `Remind me 15 minutes before ${first.name}` : 'Add a habit to read 10 pages every night'];
  return understood ? reply(text, { suggestions }) : { kind: 'reply', text, understood: false, suggestions };
}

/** "undo that", "scratch that", "cancel that", "oops, take it back", "my mistake, reverse it". */
// Issue 50, twenty-second pass: "ahh cancel, too much at once" right after: what was just done, undone (a bare cancel, never "cancel my reminder").
const UNDO = /^(?:(?:actually|oops|whoops|sorry|no\s+wait|wait|hang\s+on|hold\s+on|wait\s+a\s+(?:sec|second|minute|min)|my\s+mistake|my\s+bad|ah+|oh|ugh|hm+|no|nope|nah|er+|um+|dang|damn|shoot)[,!.\s]+)*(?:(?:cancel|scrap|scratch|nix)(?:\s+(?:it|them|those|that|all\s+that|both|everything))?(?=\s*(?:[,!.;]|$))|undo|revert|reverse|roll\s+(?:that|it)\s+back|take\s+(?:that|it)\s+back|put\s+(?:it|that)\s+back|bring\s+(?:it|that)\s+back|(?:scratch|cancel|strike|scrap|ditch|bin|nix|nuke)\s+that(?:\s+last\s+one)?(?:[\s,!.]+(?:please|pls|thanks))?$|i\s+did\s+not\s+mean\s+(?:that|to))\b/;

/**
 * Issue 50, fifty-fifth pass: a change of mind said straight after a change was made ("hmm, no, keep
 * it as it was", "on second thoughts leave it", "wait no, don't"): the change taken back, as an undo
 * is. Only after a turn that changed something (a proposal still open is answered before this).
 */
const MIND = /^(?:(?:(?:actually|on\s+(?:second|2nd)\s+thoughts?|second\s+thoughts|wait|hmm*|hm+|oh|ah|erm*|um+|sorry)[,!.\s]+)+(?:no|nah|nope|leave\s+it|keep\s+it|forget\s+it|don'?t|do\s+not|never\s*mind|nevermind)|(?:no|nah|nope)?[,\s]*(?:leave|keep|put)\s+(?:it|that|them)\s+(?:back\s+)?(?:as|how|the\s+way)\s+(?:it|they)\s+(?:was|were)|(?:sorry[,\s]+)?(?:i'?ve\s+|i\s+have\s+)?changed\s+my\s+mind)(?:[,!.\s]+(?:leave\s+it|keep\s+it|forget\s+it|don'?t|as\s+it\s+was|after\s+all|thanks|thx|please|pls|sorry))*[\s,!.]*$/;

export function changedMind(r: Reading): OfflineAnswer | undefined {
  const said = r.said.original.toLowerCase().replace(/[’‘]/g, "'").trim();
  const last = (r.context.lastCalls ?? []).filter((c) => c.outcome.ok);
  if (!MIND.test(said) || !last.length || last.some((c) => c.name !== 'updateHabit' && c.name !== 'moveOccurrence') || r.habits.some((m) => !m.items.some((h) => last.some((c) => c.args.habitId === h.id)))) return undefined;
  return takeBack(r, last);
}

export function undo(r: Reading): OfflineAnswer | undefined {
  // Nineteenth session: asked last, after why ("oh wait no, that was yesterday, sorry can you undo that?").
  const clauses = r.said.text.split(/\s*[,.;!?]+\s*/).filter(Boolean);
  const asked = clauses.at(-1)?.replace(/^(?:(?:sorry|oops|so|then|please|pls)\s+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?/, '') ?? '';
  const lastAsks = clauses.length > 1 && UNDO.test(asked) && !clauses.slice(0, -1).some((c) => /^(?:move|add|skip|pause|delete|remove|mark|log|change|set|make|rename|remind)\b/.test(c));
  if (!UNDO.test(r.said.text) && !lastAsks) return undefined;
  const last = (r.context.lastCalls ?? []).filter((c) => c.outcome.ok);
  // Nineteenth session: "bring it back" about an archived habit just talked of ("do i still have stretching?") restores it.
  if (!last.length && r.last?.archived && /\b(?:bring|put)\s+(?:it|that)\s+back\b/.test(r.said.text)) return answerCalls([{ name: 'restoreHabit', args: { habitId: r.last.id } } as OfflineCall]);
  if (!last.length) return reply(coachWords(r.s.locale).say('nothingToUndo'));
  return takeBack(r, last);
}

/** The calls that take back the last turn's changes: each function's own undo, or what the habit was before (kept with the change). */
function takeBack(r: Reading, last: PastCall[]): OfflineAnswer {
  const undone = last.map((call) => coachFunctionServed(call.name)?.undo?.(call));
  if (undone.every((c): c is OfflineCall => !!c)) return answerCalls([...undone].reverse());
  // Issue 50: a change undone from what the habit was before it (kept with the change, offline-coach.ts).
  const kept = (r.context.memory as { undo?: OfflineCall[] } | null | undefined)?.undo;
  if (kept?.length) return answerCalls(kept);
  const h = r.s.habits.find((x) => x.id === last[0]!.args.habitId);
  return reply(wordsOf(r.s).say(h ? 'cantUndoOn' : 'cantUndo', { h: h ? quoted(h) : '', e: `“move ${h?.name ?? 'Gym'} to 7pm”` }));
}

/**
 * "actually 8pm", "make that 45 minutes", "make it 6", "no, Thursday": the last change again
 * with the new value. A habit made in the last turn is changed rather than made twice.
 */
export function correction(r: Reading): OfflineAnswer | undefined {
  const t = correctionWords(r.said.plain).replace(/[.!?]+$/, '').replace(/^(?:(?:hey|hi|ok(?:ay)?|so|coach|pls|please|oh|ah|ugh|whoops|um+|erm|er|uh|could\s+you(?:\s+please)?|can\s+you)[,!.:\s]+)+/, '').replace(/[\s,]+(?:please|thanks|ta|x|pls)$/, '').replace(/[\s,]+(?:actually|instead|then|rather)$/, '');
  // Issue 50, twenty-third pass: a proposal this message set aside is what it corrects (never run: nothing to undo).
  const setAside = r.context.setAside?.length ? r.context.setAside.map((c): PastCall => ({ ...c, outcome: { ok: true } })) : undefined;
  const last = setAside?.at(-1) ?? (r.context.lastCalls ?? []).filter((c) => c.outcome.ok).at(-1);
  // Issue 50, fiftieth pass: or the one it was not ("not that one, pilates", "not this one: yoga").
  if (!last || !/^(?:actually|no|sorry|oops|hm+|meant|make\s+(?:that|it)|change\s+(?:that|it)\s+to|i\s+meant|wait|hang\s+on|hold\s+on|my\s+bad|my\s+mistake|not\s+(?:that|this)(?:\s+one)?[,:\s])/.test(t)) return undefined;
  // Issue 50, sixtieth pass: "it ended up being 18", "came to 18 in the end": the day's total said as where it ended.
  const endedAt = /^(?:(?:actually|no|sorry|oops|wait)[,\s]+)*(?:it\s+|that\s+)?(?:ended\s+up(?:\s+(?:being|as|at|on))?|came\s+to|turned\s+out\s+to\s+be|finished\s+(?:on|at))\s+(?=\d)/.test(t);
  const said0 = t.replace(/^(?:(?:actually|no|sorry|oops|hm+|wait|hang\s+on|hold\s+on|i\s+meant|my\s+bad|my\s+mistake)[,\s]*)+/, '').replace(/^(?:make|change)\s+(?:that|it)\s+(?:to\s+)?/, '').replace(/^(?:it\s+was|it\s+is)\s+/, '').replace(/^(?:it\s+|that\s+)?(?:ended\s+up(?:\s+(?:being|as|at|on))?|came\s+to|turned\s+out\s+to\s+be|finished\s+(?:on|at))\s+(?=\d)/, '').replace(/\s+in\s+the\s+end$/, '');
  // Issue 50, eighteenth pass: "no, 9.30" after a change of time: the time as written in Britain (9.30 is 9:30).
  const rest = typeof last?.args.startTime === 'string' ? said0.replace(/^((?:at\s+)?(?:[01]?\d|2[0-3]))\.([0-5]\d)(\s*(?:am|pm))?$/, '$1:$2$3') : said0;
  const served = coachFunctionServed(last.name);
  const habitId = habitIdOf(last) ?? served?.habitOf?.(last);
  // Issue 50: "sorry, I meant pilates": what was just done moves to the habit meant (proposed: two habits change).
  // Issue 50, eighth pass: a name two habits share ("water") after an amount is the one counting an amount.
  const counted = (items: typeof r.s.habits) => (items.length > 1 && (last.args.value !== undefined || last.args.total !== undefined) && items.filter((h) => h.target).length === 1 ? items.filter((h) => h.target) : items);
  // Nineteenth session: only a habit named in the correction itself, never in a remark after it ("sorry I meant 7:15!! 7 is when I run").
  const inCorrection = r.habits.filter((m) => t.includes(r.said.text.slice(m.start, m.end)));
  const other = inCorrection.map((m) => counted(m.items.filter((h) => h.id !== habitId))).find((items) => items.length === 1)?.[0];
  const meant = /^(?:(?:sorry|oops|no|actually|wait|my\s+bad|my\s+mistake)[,\s]+)*(?:i\s+meant?|meant|not\s+\w+(?:\s+\w+)?[,\s]+|not\s+(?:that|this)(?:\s+one)?[,:\s]+)?\s*(?:the\s+|my\s+)?/.exec(t);
  if (habitId && other && typeof last.args.habitId === 'string' && meant && t.slice(meant[0].length).split(/\s+/).length <= 4) {
    // A change with no undo of its own is put back from what the habit was (kept with the change, offline-coach.ts).
    const kept = (r.context.memory as { undo?: OfflineCall[] } | null | undefined)?.undo;
    const undone = setAside ? undefined : (served?.undo?.(last) ?? kept);
    // Issue 50, fourteenth pass: an amount goes with it only to a habit that counts one ("tick off water", "the other one": Water the plants).
    const { value: _value, total: _total, ...plain } = last.args as Record<string, unknown>;
    const args = last.name === 'completeHabit' && !other.target ? plain : last.args;
    // Nineteenth session: "sorry i meant squash on sun" after a skip of saturday's tennis: the day said too.
    const onDay = typeof last.args.date === 'string' ? dayIn(t.slice(meant[0].length), r.slots, last.name === 'skipHabit' ? 'future' : 'past')?.date : undefined;
    return answerCalls([...(undone ? [undone].flat() : []), { name: last.name, args: { ...args, habitId: other.id, ...(onDay ? { date: onDay } : {}) } } as OfflineCall]);
  }
  // Issue 50, twelfth pass: "sorry, I meant brush my tongue" after a habit was made: the new habit is named what was meant.
  const madeId = last.name === 'createHabit' ? ((last.outcome.result ?? {}) as { id?: string }).id : undefined;
  const meantName = meant && !r.habits.length && /^(?:sorry|oops|no|i\s+meant|meant|my\s+bad|my\s+mistake)\b/.test(t) && /\bmeant\b/.test(t) ? t.slice(meant[0].length).trim() : '';
  if (madeId && meantName && meantName.split(/\s+/).length <= 5 && !/\d|\b(?:at|on|every|each|daily|am|pm|tomorrow|today|tonight|mins?|minutes?|hours?|before|after)\b/.test(meantName) && !weekdaysIn(meantName).some((d) => d.days.length)) {
    const name = asWritten(meantName, r.said.original.toLowerCase() === r.said.original ? r.said.original : r.said.original);
    return answerCalls([{ name: 'updateHabit', args: { habitId: madeId, name: name.charAt(0).toUpperCase() + name.slice(1) } } as OfflineCall]);
  }
  // Issue 50, eighth pass: "no wednesday" after a change of days: the days said instead.
  const days = weekdaysIn(rest).flatMap((d) => d.days);
  if (habitId && last.name === 'updateHabit' && Array.isArray(last.args.days) && days.length && /^(?:on\s+)?[a-z\s,&]+$/.test(rest)) return answerCalls([{ name: 'updateHabit', args: { ...last.args, habitId, days: [...new Set(days)] } } as OfflineCall]);
  // Issue 50, twenty-sixth pass: "oops i meant tue thu and sat" after a habit was made on other days: its days.
  if (habitId && last.name === 'createHabit' && Array.isArray(last.args.days) && !setAside && days.length && /^(?:on\s+)?[a-z\s,&]+$/.test(rest)) return answerCalls([{ name: 'updateHabit', args: { habitId, days: [...new Set(days)] } } as OfflineCall]);
  // Issue 50, thirteenth pass: "skip spanish tomorrow" then "actually friday": what was done on one day moves to the day said.
  const dayOnly = /^(?:on\s+|for\s+)?(?:this\s+|next\s+|last\s+)?(?:[a-z]+day|tomorrow|yesterday|today|tonight|the\s+\d{1,2}(?:st|nd|rd|th)?)$/.test(rest) ? dayIn(rest, r.slots, last.name === 'skipHabit' ? 'future' : 'past') : undefined;
  const undoneDay = dayOnly && habitId && /^(?:skipHabit|completeHabit|uncompleteHabit|addNote)$/.test(last.name) ? (setAside ? [] : served?.undo?.(last)) : undefined;
  if (dayOnly && undoneDay && dayOnly.date !== (last.args.date ?? r.s.today)) return answerCalls([...[undoneDay].flat(), { name: last.name, args: { ...last.args, date: dayOnly.date } } as OfflineCall]);
  // "pause spanish for 2 weeks" then "no, one week" / "until friday": the pause ends on the day said instead.
  const span = last.name === 'pauseHabits' && habitId ? lengthIn(rest) : undefined;
  const until = last.name === 'pauseHabits' && habitId && /^(?:till|until|to|through|thru)\s/.test(rest) ? dayIn(rest, r.slots, 'future') : undefined;
  const from = typeof last.args.from === 'string' ? last.args.from : r.s.today;
  const to = span && span.text.trim().replace(/^for\s+/, '') === rest.replace(/^for\s+/, '') ? addDays(from, span.days - 1) : until?.date;
  if (to && to >= from && served?.undo) return answerCalls([...(setAside ? [] : [served.undo(last)!].flat()), { name: 'pauseHabits', args: { ...last.args, to } } as OfflineCall]);
  if (!habitId || !served?.correct) return undefined;
  // Issue 50, forty-ninth pass: "make it 20 minutes at 7:30pm", "make it 7am for 15 minutes" after a habit was made or changed: its length and its time, both.
  const lengthAndTime = /^(?:for\s+)?(\d{1,3})\s*(?:minutes?|mins?)(?:\s+long)?\s+(?:and\s+)?(at\s.+|from\s.+)$|^(at\s.+?|\d.+?)\s+(?:and\s+)?(?:for\s+)?(\d{1,3})\s*(?:minutes?|mins?)(?:\s+long)?$/.exec(rest);
  if (lengthAndTime && /^(?:createHabit|updateHabit)$/.test(last.name)) {
    const phrase = readSchedule(lengthAndTime[2] ?? lengthAndTime[3]!, r.s.today);
    const startTime = phrase.startTime && !phrase.name && !phrase.notUnderstood.length ? sameHalfOfDay(phrase.startTime, r.s.habits.find((h) => h.id === habitId), r.said.original.toLowerCase()) : undefined;
    if (startTime) return answerCalls([{ name: 'updateHabit', args: { habitId, startTime, durationMinutes: Number(lengthAndTime[1] ?? lengthAndTime[4]) } } as OfflineCall]);
  }
  // Issue 50, fifth pass: "an hour and a half", "one and a half hours" said as the length.
  const said = rest.replace(/^(?:an?|one)\s+hour\s+and\s+a\s+half$|^(?:one|1)\s+and\s+a\s+half\s+hours?$/, '90 minutes').replace(/^(?:an?|one)\s+hour\s+and\s+a\s+quarter$/, '75 minutes');
  const length = () => /^(?:(\d+)\s*(?:minutes?|m)|(?:an?|one)\s+hour|half\s+an\s+hour|(\d+(?:\.\d+)?)\s*hours?)(?:\s+long)?$/.exec(said);
  const heard: HeardCorrection = {
    amount: () => amountIn(rest)?.value ?? (/^\d+(?:\.\d+)?$/.test(rest) ? Number(rest) : undefined),
    dayTotal: () => endedAt || /\b(?:today|total|altogether|so\s+far|all\s+day|for\s+the\s+day)\b/.test(rest),
    // Issue 50, eighth pass: "actually make it 30" after a reminder: a bare number is its minutes.
    reminderMinutes: () => reminderMinutesIn(rest) ?? (/^\d{1,3}$/.test(rest) && typeof last.args.minutesBefore === 'number' ? Number(rest) : undefined),
    lengthMinutes: () => {
      // Issue 50, eighth pass: a bare number after a length said with no time ("10 min daily" → "make it 15"): the length.
      if (/^\d{1,3}$/.test(said) && typeof last.args.durationMinutes === 'number' && last.args.startTime === undefined && Number(said) >= 5) return Number(said);
      const m = length();
      return m ? (m[1] ? Number(m[1]) : /half/.test(said) ? 30 : m[2] ? Number(m[2]) * 60 : 60) : undefined;
    },
    day: () => dayIn(rest, r.slots, 'future')?.date,
    startTime: () => {
      const phrase = readSchedule(rest, r.s.today);
      // Issue 50, eighth pass: "make it every evening at 8" after a habit made every day: the time (the days as they are).
      const sameDays = !phrase.recurrence || (phrase.recurrence === 'daily' && (last.args.recurrence === undefined || last.args.recurrence === 'daily'));
      return phrase.startTime && !phrase.name && !phrase.notUnderstood.length && sameDays ? sameHalfOfDay(phrase.startTime, r.s.habits.find((h) => h.id === habitId), r.said.original.toLowerCase()) : undefined;
    },
  };
  // A proposal of the same change to several habits ("move yoga and pilates to 6pm" then "no wait, half 6"): each corrected.
  const several = setAside && setAside.length > 1 && setAside.every((c) => c.name === last.name) ? setAside.map((c) => served.correct?.(c, habitIdOf(c) ?? served.habitOf?.(c) ?? habitId, heard)) : undefined;
  if (several?.every((c) => c?.length)) return answerCalls(several.flatMap((c) => c!));
  const calls = served.correct(last, habitId, heard);
  return calls ? answerCalls(calls) : undefined;
}

/** The coach's own question answered: yes to an offer, a choice between two habits, the missing part of a request. */
const REMINDER_MINUTES = /^(?:(?:ok|okay|and|so)[\s,]+)?(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|set\s+it\s+to|to)?\s*(\d{1,3})\s*(?:m|mins?|minutes?)?(?:\s+(?:before|beforehand|earlier))?(?:\s+(?:instead|then|please|pls))?[.!]*$/;

export function answerToPending(r: Reading, reread: (message: string, chosenId?: string) => OfflineAnswer): OfflineAnswer | undefined {
  const p = r.pending;
  if (!p) return undefined;
  const t = r.said.plain;
  // Issue 50, tenth pass: "no wait, for sunday", "sorry, i meant saturday": a day said instead, read with the request asked about.
  const dayInstead = /^(?:(?:no|nope|sorry|oh|oops|wait|actually|ok(?:ay)?|i\s+meant)[\s,!.]+)*((?:for\s+|on\s+)?(?:yesterday|last\s+night|(?:last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))(?:\s+(?:then|instead))?$/.exec(t);
  if ((p.append || p.dayAfter) && p.message && dayInstead) return reread(`${p.message} ${dayInstead[1]!}`);
  // Issue 50: "sorry, i meant yesterday" after a note was offered with a tick of today: the note, on the day meant.
  const noted = p.offer?.length === 1 && p.offer[0]!.name === 'completeHabit' ? (p.offer[0]!.args as { habitId?: string; note?: string }) : undefined;
  const notedHabit = noted?.note && dayInstead ? r.s.habits.find((h) => h.id === noted.habitId) : undefined;
  if (notedHabit && dayInstead) return reread(`note on ${notedHabit.name} ${dayInstead[1]!.replace(/^(?:for|on)\s+/, '')}: ${noted!.note!}`);
  // Issue 50, fiftieth pass: "make it 15", "10 mins" after the coach said a habit's reminder: its minutes, in its place.
  const minutes = p.reminder ? REMINDER_MINUTES.exec(t) : null;
  const reminded = minutes ? r.s.habits.find((h) => h.id === p.about) : undefined;
  if (minutes && reminded) return reread(`remind me ${minutes[1]!} minutes before ${reminded.name} instead`);
  if (NO.test(t) || isNo(r.said.original)) return reply(coachWords(r.s.locale).say('leftAsItIs'));
  const kinds = p.everything ? everythingAnswer(r) : undefined;
  if (kinds) return kinds;
  const seconds = p.seconds ?? (p.second ? [p.second] : undefined);
  // A short answer ("add a second one", "add them as new habits"), not a new request that says "new habit".
  const short = t.split(/\s+/).length <= 6 && !/^(?:new|create)\s+habit\b/.test(t);
  if (seconds && short && /\b(?:second|another|new\s+ones?|both|add\s+(?:a|one|them))\b/.test(t)) return answerCalls(seconds);
  const changeWords = /\b(?:existing|change|update|that\s+one|the\s+old|instead)\b/.test(t);
  if (p.existing && changeWords) return answerCalls([p.existing]);
  const about = seconds && changeWords && !p.existing ? r.s.habits.find((h) => h.id === p.about) : undefined;
  if (about) return whatToChange(about, r.s);
  // Issue 54: a yes in the person's language too ("sí", "ja", "oui"); and the offer's own button
  // ("Add goal Sleep better", beside the plan's habits) takes it as a yes does, with what follows it.
  const offered = p.offer?.length === 1 && p.offer[0]!.name === 'createGoal' ? `add goal ${String(p.offer[0]!.args.name)}`.toLowerCase() : undefined;
  if (p.offer && (YES.test(t) || isYes(r.said.original) || r.said.original.trim().toLowerCase() === offered)) return answerCalls(p.offer, p.then ? { suggestions: p.then } : {});
  if (p.choose && p.message) {
    const items = r.s.habits.filter((h) => p.choose!.includes(h.id));
    const named = r.habits[0]?.items.filter((h) => p.choose!.includes(h.id));
    const picked = named?.length === 1 ? named : pickBy(items, t);
    if (picked.length === 1) return reread(p.message, picked[0]!.id);
  }
  // Issue 50, twelfth pass: a new request or question after the coach's question ("stop yoga", "is it paused?") is read alone.
  if (p.append && p.message && !/^(?:add|create|delete|move|skip|pause|what|how|when|stop|end|remind|rename|call|link|unlink|mark|log|archive|restore|resume|change|switch|undo|is|are|which|who|why|did|does|i\s+(?:feel|keep|want|need|am|did|had))\b/.test(r.said.text)) return reread(`${p.message} ${r.said.original}`);
  return undefined;
}

/** Issue 50, ninth pass: "and another", "one more" after an amount logged: one more of the same habit, on the same day. */
export function anotherOne(r: Reading): OfflineAnswer | undefined {
  if (!/^(?:and\s+)?(?:another(?:\s+one)?|one\s+more|1\s+more|(?:and\s+)?1\s+more)$/.test(r.said.text)) return undefined;
  // Issue 50, twenty-third pass: a proposal this message set aside is what it corrects (never run: nothing to undo).
  const setAside = r.context.setAside?.length ? r.context.setAside.map((c): PastCall => ({ ...c, outcome: { ok: true } })) : undefined;
  const last = setAside?.at(-1) ?? (r.context.lastCalls ?? []).filter((c) => c.outcome.ok).at(-1);
  if (!last || last.name !== 'completeHabit' || typeof last.args.habitId !== 'string' || (last.args.value === undefined && last.args.total === undefined)) return undefined;
  const date = typeof last.args.date === 'string' ? { date: last.args.date } : {};
  return answerCalls([{ name: 'completeHabit', args: { habitId: last.args.habitId, ...date, value: 1 } } as OfflineCall]);
}
