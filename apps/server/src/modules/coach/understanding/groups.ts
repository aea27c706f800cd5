import { formatDate, habitKindOf, toEpochDay } from '@stride/domain';
import type { CoachSnapshot, SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { answerCalls } from './reading.js';
import { inUse } from './words.js';

/**
 * Issue 50, third pass: requests about a group of habits rather than one by name. An area said as
 * a group ("all my fitness stuff", "everything in health", "my learning habits") is the habits in
 * it; "everything done for today" is every habit still open today. Each is read as the same
 * request for each habit, and only those it applies to are kept (a skip tomorrow keeps the ones on
 * tomorrow); several are proposed by name by the service before anything changes.
 */

/** The area a message names as a group of habits, and the words that name it. */
export function areaGroup(text: string, s: CoachSnapshot): { habits: SnapshotHabit[]; words: string } | undefined {
  for (const area of s.areas ?? []) {
    const name = area.name.toLowerCase().replace(/[^a-z0-9 ]/g, '.');
    const m = new RegExp(String.raw`\b(?:(?:all|each|every\s+one)\s+(?:of\s+)?)?(?:my\s+|the\s+)?${name}\s+(?:stuff|habits|things|ones|bits|sessions|routine)\b|\b(?:everything|all(?:\s+(?:of\s+)?my\s+habits)?|each\s+habit)\s+in\s+(?:my\s+|the\s+)?${name}(?:\s+area)?\b`).exec(text);
    if (!m) continue;
    const habits = inUse(s).filter((h) => h.areaId === area.id);
    if (habits.length) return { habits, words: m[0] };
  }
  // Issue 50, fourteenth pass: habits grouped by the part of the day they are at ("move all my morning stuff 30 min later"),
  // when no area is called so: each habit starting in that part of the day (morning before 12:00, afternoon before 17:00).
  const part = /\b(?:(?:all|each|every\s+one)\s+(?:of\s+)?)?(?:my\s+|the\s+)?(morning|afternoon|evening|night(?:time)?)\s+(?:stuff|habits|things|ones|bits|sessions|routines)\b/.exec(text);
  if (!part) return undefined;
  const minutes = (h: SnapshotHabit) => (h.startTime ? Number(h.startTime.slice(0, 2)) * 60 + Number(h.startTime.slice(3, 5)) : -1);
  const inPart = { morning: (m: number) => m >= 0 && m < 720, afternoon: (m: number) => m >= 720 && m < 1020, evening: (m: number) => m >= 1020, night: (m: number) => m >= 1200 || (m >= 0 && m < 180) }[part[1]!.replace('time', '') as 'morning'];
  const habits = inUse(s).filter((h) => !h.frequency && inPart(minutes(h)));
  return habits.length >= 2 ? { habits, words: part[0] } : undefined;
}

/**
 * Issue 50, fifty-ninth pass: the request for one habit of a group, the group's words put as its
 * name. A group said first with only a shift of time after it ("my learning stuff 30 min earlier",
 * "the evening ones an hour later") is a move: "move" is put before the name, so that a name that
 * is also a verb ("read") is never read as a log.
 */
export function requestForOne(text: string, words: string, name: string): string {
  const at = text.indexOf(words);
  const after = text.slice(at + words.length);
  const shiftOnly = text.slice(0, at).trim() === '' && /^\s*(?:by\s+)?(?:\d+(?:\.\d+)?\s*(?:minutes?|mins?|m|hours?|hrs?|h)|half\s+an\s+hour|an\s+hour(?:\s+and\s+a\s+half)?|a\s+(?:bit|little))\s+(?:earlier|later|sooner)\b(?:\s+(?:pls|please|from\s+now\s+on|now))*[\s.!]*$/.test(after);
  return shiftOnly ? `move ${name}${after}` : text.replace(words, name);
}

/** "mark everything done", "I've done all my habits today", "tick off everything": each habit still open today. */
export function allDone(text: string, s: CoachSnapshot): OfflineAnswer | undefined {
  if (!/^(?:(?:mark|tick|check)\s+(?:off\s+)?(?:everything|all(?:\s+(?:of\s+)?(?:my\s+|the\s+)?habits)?|all\s+of\s+them)(?:\s+off)?(?:\s+(?:as\s+)?(?:done|complete|completed))?|(?:i\s+)?(?:have\s+)?(?:done|did|finished|completed)\s+(?:everything|all\s+(?:of\s+)?(?:my\s+)?habits))(?:\s+(?:for\s+)?(?:today|yesterday))?(?:\s+(?:as\s+)?(?:done|complete))?$/.test(text)) return undefined;
  // Issue 50, thirteenth pass: "mark everything done for yesterday": each habit that was on yesterday and is not done or skipped.
  if (/\byesterday\b/.test(text)) {
    const day = formatDate(toEpochDay(s.today) - 1);
    const left = inUse(s).filter((h) => h.dates?.includes(day) && !(h.pauses ?? []).some((p) => p.from <= day && day <= p.to) && !h.completedDates?.includes(day) && !h.skippedDates?.includes(day) && habitKindOf(h) === 'build' && !h.target && !h.timesOfDay?.length);
    return left.length ? answerCalls(left.map((h) => ({ name: 'completeHabit', args: { habitId: h.id, date: day } }) as OfflineCall)) : undefined;
  }
  const open = inUse(s).filter((h) => h.dueToday && !h.doneToday && habitKindOf(h) === 'build' && !h.target && !h.timesOfDay?.length);
  if (!open.length) return undefined;
  return answerCalls(open.map((h) => ({ name: 'completeHabit', args: { habitId: h.id } }) as OfflineCall));
}
