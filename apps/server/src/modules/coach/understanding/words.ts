import { COACH_CATALOGS, WEEKDAY_NAMES, civilFromDays, coachWords, formatMessage, formatShortDay, toEpochDay, weekdayNames, weekdayOf, type CoachWords } from '@stride/domain';
import type { CoachSnapshot, SnapshotHabit } from '../coach-snapshot.js';

/**
 * Issue 37: how the built-in coach writes what it says: dates as people write them ("Fri 27
 * Nov"), times as 24-hour HH:MM, names in straight double quotes (conversation-context.ts reads
 * a quoted name as the habit talked about), and examples in curly quotes (never read as one).
 */
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Fri 27 Nov" (with the year when it is not this one). */
export function dayText(date: string, today?: string): string {
  const day = toEpochDay(date);
  const { year, month, day: d } = civilFromDays(day);
  const sameYear = !today || today.slice(0, 4) === String(year);
  return `${DAYS[weekdayOf(day)]} ${d} ${MONTHS[month - 1]}${sameYear ? '' : ` ${year}`}`;
}

/** "today", "yesterday", "tomorrow", else "on Fri 27 Nov". */
export function whenText(date: string, today: string): string {
  const diff = toEpochDay(date) - toEpochDay(today);
  if (diff === 0) return 'today';
  if (diff === -1) return 'yesterday';
  if (diff === 1) return 'tomorrow';
  return `on ${dayText(date, today)}`;
}

export const quoted = (h: { name: string }) => `"${h.name}"`;
/** An example of what to say: in curly quotes, so it is never read as the habit talked about. */
export const example = (text: string) => `“${text}”`;
/**
 * Issue 54: an example that is one of the coach's own buttons, in the person's language (the
 * button's words, which it reads when typed: typed-buttons.ts), English as its request.
 */
export const buttonExample = (s: Pick<CoachSnapshot, 'locale'>, key: 'untilSunday' | 'forTwoWeeks' | 'forWeek', english: string) => {
  const words = coachWords(s.locale);
  return example(words.english ? english : formatMessage(COACH_CATALOGS[words.language].buttons[key]));
};

export const inUse = (s: CoachSnapshot) => s.habits.filter((h) => !h.archived);

/** How a habit is told apart from another of the same name: "the one at 07:00 every day". */
export function whichText(h: SnapshotHabit): string {
  return h.frequency ? `the one ${h.schedule}` : `the one at ${h.startTime} ${h.schedule.replace(/\s+at\s+\d\d:\d\d.*$/, '')}`.trim();
}

/** The next scheduled date on or after `from` (today by default), if the snapshot knows one. */
export function nextDate(h: SnapshotHabit, from: string): string | undefined {
  const paused = (d: string) => (h.pauses ?? []).some((p) => p.from <= d && d <= p.to);
  return (h.dates ?? []).find((d) => d >= from && !paused(d) && !(h.skippedDates ?? []).includes(d));
}

/** Whether the habit is on `date`: past the days the snapshot knows (issue 50: "the first sunday of january"), the server decides. */
export const isScheduledOn = (h: SnapshotHabit, date: string) => !!h.frequency || !h.dates || h.dates.includes(date) || (h.dates.length > 0 && date > h.dates.at(-1)! && toEpochDay(date) - toEpochDay(h.dates.at(-1)!) > 7 && toEpochDay(h.dates.at(-1)!) - toEpochDay(h.dates[0]!) >= 14);

/** "3 of 8 glasses" for a habit with a target. */
export const amountText = (h: SnapshotHabit) => (h.target ? `${h.amountToday ?? 0} of ${h.target.quantity} ${h.target.unit}` : '');

/** Minutes as said: "at the start", "15 min", "1 h". */
export const minutesText = (minutes: number) => (minutes === 0 ? 'at the start' : minutes % 60 === 0 ? `${minutes / 60} h before` : `${minutes} min before`);

export function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A suggestion is what the person would type: short, and cut at 120 characters at most. */
export const suggestion = (text: string) => (text.length <= 120 ? text : `${text.slice(0, 117).trimEnd()}…`);

/** Issue 54: the built-in coach's words in the account's language (`COACH_CATALOG.replies`). */
export const wordsOf = (s: Pick<CoachSnapshot, 'locale'>): CoachWords => coachWords(s.locale);

/** The habit's schedule as the person reads it: in their language (`scheduleShown`), else `schedule`. */
export const shown = (h: Pick<SnapshotHabit, 'schedule' | 'scheduleShown'>) => h.scheduleShown ?? h.schedule;

/** `dayText` in the person's language ("Fri 27 Nov", "vie, 27 nov"). */
export const dayShown = (s: Pick<CoachSnapshot, 'locale' | 'today'>, date: string) =>
  wordsOf(s).english ? dayText(date, s.today) : (formatShortDay(date, s.locale, Number(s.today.slice(0, 4))) ?? date);

/** `whenText` in the person's language ("today", "on Fri 27 Nov"; "hoy", "el vie, 27 nov"). */
export const whenIn = (s: Pick<CoachSnapshot, 'locale' | 'today'>, date: string) => {
  const w = wordsOf(s);
  return w.english ? whenText(date, s.today) : w.on(date, s.today);
};

/** A wall time "HH:MM" in the person's clock (English as written). */
export const timeIn = (s: Pick<CoachSnapshot, 'locale'>, hhmm: string | undefined) => wordsOf(s).time(hhmm);

/** `whichText` in the person's language ("el de las 7:00"). */
export function whichIn(s: Pick<CoachSnapshot, 'locale'>, h: SnapshotHabit): string {
  const w = wordsOf(s);
  if (w.english) return whichText(h);
  return h.frequency || !h.startTime ? w.say('theOneSchedule', { x: shown(h) }) : w.say('theOneAtTime', { t: w.time(h.startTime) });
}

/** A weekday ("Monday") in the person's language: long ("lunes") or short ("lun"); English as given, or its first three letters. */
export function weekdayIn(s: Pick<CoachSnapshot, 'locale'>, day: string, width: 'long' | 'short' = 'long'): string {
  const w = wordsOf(s);
  if (w.english) return width === 'long' ? day : day.slice(0, 3);
  const index = WEEKDAY_NAMES.findIndex((name) => name.slice(0, 3).toLowerCase() === day.slice(0, 3).toLowerCase());
  return weekdayNames(s.locale, width).find((d) => d.day === index)?.name ?? day;
}

/** `amountText` in the person's language ("3 de 8 vasos"). */
export const amountIn = (h: SnapshotHabit, s: Pick<CoachSnapshot, 'locale'>) => (h.target ? wordsOf(s).say('amountOfTarget', { n: h.amountToday ?? 0, m: h.target.quantity, u: wordsOf(s).unit(h.target.quantity, h.target.unit) }) : '');
