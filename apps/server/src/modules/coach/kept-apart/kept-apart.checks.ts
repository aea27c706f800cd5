import { toEpochDay, weekdayOf, type Habit } from '@stride/domain';
import { DAY_NAMES, habitKey, history, hhmm, minutesOf, plus, type Records } from './kept-apart.harness.js';
import type { Check, HabitState } from './kept-apart.types.js';

/**
 * Issue 50: the checks of a kept-apart case (kept-apart.types.ts), read against the records
 * before and after it, and "nothing else changes": what a check does not name stays as it was.
 */
const lower = (s: string) => s.toLowerCase();
const singular = (s: string) => lower(s).replace(/s$/, '');

function holds(state: HabitState, h: Habit, r: Records, today: string): boolean {
  const ahead = h.occurrences.filter((o) => o.date >= today);
  const next = ahead[0];
  if (state.name !== undefined && lower(h.name) !== lower(state.name)) return false;
  if (state.time !== undefined && (!next || hhmm(next.startTime) !== state.time)) return false;
  if (state.minutes !== undefined && (!next || (minutesOf(hhmm(next.endTime)) - minutesOf(hhmm(next.startTime)) + 1440) % 1440 !== state.minutes)) return false;
  if (state.days !== undefined) {
    const days = new Set(ahead.filter((o) => o.date < plus(today, 28)).map((o) => DAY_NAMES[weekdayOf(toEpochDay(o.date))]!));
    if (days.size !== state.days.length || !state.days.every((d) => days.has(d))) return false;
  }
  if (state.nextDates !== undefined && JSON.stringify(ahead.slice(0, state.nextDates.length).map((o) => o.date)) !== JSON.stringify(state.nextDates)) return false;
  if (state.everyDays !== undefined) {
    const later = ahead.filter((o) => o.date > today).map((o) => toEpochDay(o.date));
    if (later.length < 2 || later.slice(1).some((d, i) => d - later[i]! !== state.everyDays)) return false;
  }
  if (state.timeOn !== undefined && !Object.entries(state.timeOn).every(([day, time]) => h.occurrences.some((o) => o.date === day && hhmm(o.startTime) === time))) return false;
  if (state.perWeek !== undefined && !(h.frequency?.period === 'week' && h.frequency.times === state.perWeek)) return false;
  if (state.perMonth !== undefined && !(h.frequency?.period === 'month' && h.frequency.times === state.perMonth)) return false;
  if (state.timesOfDay !== undefined) {
    const times = [...(h.timesOfDay ?? [])].sort();
    if (state.timesOfDay === null ? times.length > 0 : JSON.stringify(times) !== JSON.stringify([...state.timesOfDay].sort())) return false;
  }
  if (state.target !== undefined) {
    const t = h.target;
    if (state.target === null) {
      if (t) return false;
    } else if (
      !t ||
      t.quantity !== state.target.quantity ||
      (state.target.unit !== undefined && singular(t.unit) !== singular(state.target.unit)) ||
      (state.target.direction !== undefined && (t.direction ?? 'atLeast') !== state.target.direction)
    )
      return false;
  }
  if (state.goal !== undefined) {
    const goal = r.goals.find((g) => g.id === h.goalId);
    if (state.goal === null ? !!h.goalId : !goal || lower(goal.name) !== lower(state.goal)) return false;
  }
  if (state.area !== undefined) {
    const area = r.areas.find((a) => a.id === h.areaId);
    if (state.area === null ? !!h.areaId : !area || lower(area.name) !== lower(state.area)) return false;
  }
  if (state.reminders !== undefined) {
    if (h.reminders.length !== state.reminders.length) return false;
    const left = [...h.reminders];
    for (const want of state.reminders) {
      const i = left.findIndex((x) => (want.minutesBefore === undefined || x.minutesBefore === want.minutesBefore) && (want.channel === undefined || x.channel === want.channel));
      if (i < 0) return false;
      left.splice(i, 1);
    }
  }
  if (state.endDate !== undefined && (h.endDate ?? null) !== state.endDate) return false;
  if (state.cue !== undefined) {
    const cue = h.cue;
    const words = cue ? lower(`${cue.text ?? ''} ${r.habits.find((x) => x.id === cue.afterHabitId)?.name ?? ''}`) : '';
    if (state.cue === null ? !!cue : !cue || !words.includes(lower(state.cue))) return false;
  }
  if (state.archived !== undefined && !!h.archivedAt !== state.archived) return false;
  return true;
}

const STATE_KEYS = ['name', 'time', 'minutes', 'days', 'nextDates', 'everyDays', 'timeOn', 'perWeek', 'perMonth', 'timesOfDay', 'target', 'goal', 'area', 'reminders', 'endDate', 'cue', 'archived'] as const;
const stateOf = (c: object): HabitState => Object.fromEntries(Object.entries(c).filter(([k]) => (STATE_KEYS as readonly string[]).includes(k))) as HabitState;

/** Whether one check holds after the case. */
export function checkHolds(c: Check, before: Records, after: Records, lastReply: string, today: string): boolean {
  const byName = <T extends { name: string }>(list: T[], name: string) => list.find((x) => lower(x.name) === lower(name));
  const newHabits = after.habits.filter((h) => !before.habits.some((b) => b.id === h.id));
  if ('reply' in c) return c.reply.every((w) => lower(lastReply).includes(lower(w)));
  if ('replyAny' in c) return c.replyAny.some((w) => lower(lastReply).includes(lower(w)));
  if ('noNewHabit' in c) return newHabits.length === 0;
  if ('vision' in c) return c.vision === null ? !after.vision : !!after.vision && lower(after.vision.text).includes(lower(c.vision));
  if ('newGoal' in c) return after.goals.filter((g) => !before.goals.some((b) => b.id === g.id) && lower(g.name).includes(lower(c.newGoal))).length === 1;
  if ('newArea' in c) return after.areas.filter((a) => !before.areas.some((b) => b.id === a.id) && lower(a.name).includes(lower(c.newArea))).length === 1;
  if ('newHabit' in c) {
    const made = newHabits.filter((h) => lower(h.name).includes(lower(c.newHabit)));
    return made.length === 1 && holds(stateOf(c), made[0]!, after, today);
  }
  if (!('habit' in c) && 'goal' in c) {
    const was = byName(before.goals, c.goal);
    const now = was && after.goals.find((g) => g.id === was.id);
    if (!was) return false;
    if (c.deleted) return !now;
    return !!now && (c.name === undefined || lower(now.name) === lower(c.name));
  }
  if (!('habit' in c) && 'area' in c) {
    const was = byName(before.areas, c.area);
    const now = was && after.areas.find((a) => a.id === was.id);
    if (!was) return false;
    if (c.deleted) return !now;
    return !!now && (c.name === undefined || lower(now.name) === lower(c.name));
  }
  if (!('habit' in c)) return false;
  const was = byName(before.habits, c.habit);
  if (!was) return false;
  const h = after.habits.find((x) => x.id === was.id);
  if ('deleted' in c) return !h;
  if (!h) return false;
  if ('doneOn' in c) {
    const done = c.time !== undefined ? (h.doneTimes?.[c.doneOn] ?? []).includes(c.time) : h.completedDates.includes(c.doneOn) || (h.doneTimes?.[c.doneOn]?.length ?? 0) > 0;
    if (c.amount === undefined) return done;
    // With an amount, the day's total is the record, and the product's rule says from it whether
    // the day is done (decision 023: done exactly while a total reaches its target; decision 032:
    // a limit's day is never marked done while it runs). So the total must match, and a total that
    // reaches an 'at least' target must have made the day done; a total under its target or a
    // limit's total cannot be "done" by any coach, and is judged by the total alone (decision 050,
    // fifteenth pass: the judge asked for the impossible there).
    const reachesTarget = !!h.target && (h.target.direction ?? 'atLeast') === 'atLeast' && c.amount >= h.target.quantity;
    return h.amounts[c.doneOn] === c.amount && (!reachesTarget || done);
  }
  if ('notDoneOn' in c) return !h.completedDates.includes(c.notDoneOn) && !(h.doneTimes?.[c.notDoneOn]?.length) && !h.amounts[c.notDoneOn];
  // A day ahead is skipped as a one-day rest (a pause of that day alone), a day gone by as a skip.
  if ('skippedOn' in c) return h.skippedDates.includes(c.skippedOn) || h.pauses.some((p) => p.from === c.skippedOn && p.to === c.skippedOn);
  if ('pausedOn' in c) return c.pausedOn.every((d) => h.pauses.some((p) => p.from <= d && d <= p.to));
  if ('notPausedOn' in c) return c.notPausedOn.every((d) => !h.pauses.some((p) => p.from <= d && d <= p.to));
  if ('noteOn' in c) {
    const note = lower(h.notes[c.noteOn] ?? '');
    return note.includes(lower(c.includes)) && !(c.excludes ?? []).some((x) => note.includes(lower(x)));
  }
  if ('historyCleared' in c) {
    const ahead = (x: Habit) => JSON.stringify(x.occurrences.filter((o) => o.date >= today).map((o) => [o.date, hhmm(o.startTime), hhmm(o.endTime)]));
    return history(h, today) === JSON.stringify({ done: [], amounts: [], notes: [] }) && ahead(h) === ahead(was);
  }
  return holds(stateOf(c), h, after, today);
}

/** The records the checks name (they may change); all others must stay as they were. */
export function othersUnchanged(checks: Check[], before: Records, after: Records): boolean {
  const named = (list: { name: string; id: string }[], names: string[]) => new Set(list.filter((x) => names.some((n) => lower(n) === lower(x.name))).map((x) => x.id));
  const habits = named(before.habits, checks.flatMap((c) => ('habit' in c ? [c.habit] : [])));
  const goals = named(before.goals, checks.flatMap((c) => (!('habit' in c) && !('newHabit' in c) && 'goal' in c && typeof c.goal === 'string' ? [c.goal] : [])));
  const areas = named(before.areas, checks.flatMap((c) => (!('habit' in c) && !('newHabit' in c) && 'area' in c && typeof c.area === 'string' ? [c.area] : [])));
  const newHabitNames = checks.flatMap((c) => ('newHabit' in c ? [c.newHabit] : []));
  const newGoalNames = checks.flatMap((c) => ('newGoal' in c ? [c.newGoal] : []));
  const newAreaNames = checks.flatMap((c) => ('newArea' in c ? [c.newArea] : []));
  for (const h of before.habits) {
    if (habits.has(h.id)) continue;
    const now = after.habits.find((x) => x.id === h.id);
    if (!now || habitKey(now) !== habitKey(h)) return false;
  }
  for (const h of after.habits) if (!before.habits.some((b) => b.id === h.id) && !newHabitNames.some((n) => lower(h.name).includes(lower(n)))) return false;
  for (const g of before.goals) {
    if (goals.has(g.id)) continue;
    const now = after.goals.find((x) => x.id === g.id);
    if (!now || now.name !== g.name || now.description !== g.description) return false;
  }
  for (const g of after.goals) if (!before.goals.some((b) => b.id === g.id) && !newGoalNames.some((n) => lower(g.name).includes(lower(n)))) return false;
  for (const a of before.areas) {
    if (areas.has(a.id)) continue;
    const now = after.areas.find((x) => x.id === a.id);
    if (!now || now.name !== a.name) return false;
  }
  for (const a of after.areas) if (!before.areas.some((b) => b.id === a.id) && !newAreaNames.some((n) => lower(a.name).includes(lower(n)))) return false;
  if (!checks.some((c) => 'vision' in c) && (before.vision?.text ?? null) !== (after.vision?.text ?? null)) return false;
  return true;
}

