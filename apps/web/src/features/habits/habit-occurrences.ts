import { compileSchedule, formatDate, occurrencesBetween, slotOccurrences, toEpochDay, type Habit, type Occurrence } from '@stride/domain';

/** An occurrence of one habit, with its wall-clock start and end as calendar dates. */
export interface HabitOccurrence extends Occurrence {
  habit: Habit;
  /** The habit's place in the list: its colour in the 12-colour palette. */
  index: number;
  start: Date;
  /**
   * Where the calendar draws its end: the occurrence's end, or the last second of its day for one
   * that ends the next day (10:00-09:00 is drawn from 10:00 to midnight and says "next day" in
   * words, not as a 23-hour bar across two days; docs/decisions/009). Not midnight itself:
   * react-big-calendar puts an event that ends on another date in the all-day row.
   */
  end: Date;
}

/**
 * A Date whose local fields are the occurrence's wall time in the user's zone ('2026-11-22T07:00:00+09:00'
 * gives 22 November 07:00). The calendar lays events out in the browser's local fields, so this
 * shows 07:00 as 07:00 whatever zone the browser itself is in.
 */
export function wallDate(iso: string): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)), Number(iso.slice(11, 13)), Number(iso.slice(14, 16)));
}

/** 'YYYY-MM-DD' of a Date's local fields (the calendar's own dates). */
export function dateKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The user's today, as a wall-clock Date for the calendar's "now". */
export function wallNow(timeZone: string, now = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

/**
 * The occurrences of `habits` in [from, to], from each habit's schedule with the shared engine:
 * the same dates and times the server computes, for any range, without asking it.
 */
export function occurrencesInRange(habits: readonly Habit[], from: string, to: string, timeZone: string, { slots = false }: { slots?: boolean } = {}): HabitOccurrence[] {
  const out: HabitOccurrence[] = [];
  habits.forEach((habit, index) => {
    const found = occurrencesBetween(compileSchedule(habit.schedule), from, to, timeZone).map((o) => ({ ...o, habit, index }));
    // Issue 40: with `slots`, a several-times-a-day habit is one occurrence per time (decision 034).
    for (const o of slots ? slotOccurrences(found) : found) {
      const start = wallDate(o.startTime);
      const end = o.endTime.slice(0, 10) === o.date ? wallDate(o.endTime) : new Date(start.getFullYear(), start.getMonth(), start.getDate(), 23, 59, 59);
      out.push({ ...o, start, end });
    }
  });
  return out;
}

/** One habit's occurrences in [from, to]. */
export function habitOccurrences(habit: Habit, from: string, to: string, timeZone: string): Occurrence[] {
  return occurrencesBetween(compileSchedule(habit.schedule), from, to, timeZone);
}

/** The next `count` occurrences from `today` on (today included), looking up to two years ahead. */
export function upcomingOccurrences(habit: Habit, today: string, timeZone: string, count: number): Occurrence[] {
  const found: Occurrence[] = [];
  let from = toEpochDay(today);
  const last = from + 731;
  // Widening steps: a daily habit is answered from the first month, a yearly one a little later.
  for (let span = 31; from <= last && found.length < count; span *= 2) {
    const to = Math.min(last, from + span - 1);
    found.push(...habitOccurrences(habit, formatDate(from), formatDate(to), timeZone));
    from = to + 1;
  }
  return found.slice(0, count);
}
