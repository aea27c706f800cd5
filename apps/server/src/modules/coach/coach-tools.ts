import { z } from 'zod';
import {
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_NAME_MAX_LENGTH,
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_NAME_MAX_LENGTH,
  HABIT_NOTE_MAX_LENGTH,
  HABIT_UNIT_MAX_LENGTH,
  MAX_HABIT_VALUE,
  MAX_PAUSE_DAYS,
  PERIOD_MAX_DAYS,
  COACH_UNDO_DAYS,
  LOCAL_TIME_PATTERN,
  VISION_TEXT_MAX_LENGTH,
  WEEKDAY_NAMES,
  MAX_RECURRENCE_INTERVAL,
  NTH_WEEKS,
  NTH_WEEKDAY_KINDS,
  type NthWeek,
  type NthWeekdayKind,
  type Recurrence,
  remindersSchema,
  describeRecurrence,
  formatDate,
  formatPercent,
  isExcusedOn,
  isValidDate,
  localToday,
  minutesOf,
  toEpochDay,
  sundayOf,
  zonedIso,
  type CoachFunction,
  type ErrorCode,
  pauseSchema,
  type CustomRecurrence,
  type Habit,
  type Pause,
} from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../auth/auth.repository.js';
import { DomainError } from '../../errors.js';
import type { AiTool } from '../../adapters/ai-provider.js';
import { toGoalDto, toVisionDto } from '../goals/goals.dto.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { HabitsService } from '../habits/habits.service.js';
import type { CoachDeletions } from './coach-deletions.service.js';

type Owner = Pick<UserRow, 'id' | 'timezone'>;

const DEFAULT_START_TIME = '09:00';
const DEFAULT_DURATION_MINUTES = 30;

const time = z.string().regex(LOCAL_TIME_PATTERN).describe("Local 24-hour time, 'HH:MM'.");
const duration = z.number().int().min(5).max(720).describe('Minutes the habit takes (default 30).');
// Issue 24: written for small local models too (Llama 3.x 8B, Qwen 2.5 7B): flat arguments, enums
// rather than free strings, dates as YYYY-MM-DD, and an example of each in its description.
const recurrence = z
  .enum(['daily', 'weekly', 'monthly', 'yearly'])
  .describe(
    'How often. "daily"; "weekly" (on the start date’s weekday unless days is given); "monthly" (on the start date’s day of the month unless monthDays or monthlyWeekday is given); "yearly" (on the start date each year). E.g. "weekly" with days ["Monday","Thursday"] for "Mondays and Thursdays".',
  );
const days = z
  .array(z.enum(WEEKDAY_NAMES))
  .min(1)
  .max(7)
  .describe('Weekdays of a weekly habit, e.g. ["Monday","Thursday"]; ["Monday","Tuesday","Wednesday","Thursday","Friday"] for "every weekday"; ["Saturday","Sunday"] for "weekends".');
const every = z
  .number()
  .int()
  .min(1)
  .max(MAX_RECURRENCE_INTERVAL)
  .describe('Repeat every N days, weeks, months or years (with recurrence). E.g. 2 with recurrence "weekly" and days ["Sunday"] for "every other Sunday"; 3 with "daily" for "every 3 days". Default 1.');
const monthDays = z
  .array(z.number().int().min(1).max(31))
  .min(1)
  .max(31)
  .describe('Days of the month of a monthly habit, e.g. [1] for "on the 1st of each month", [1,15] for "on the 1st and the 15th".');
const monthlyWeekday = z
  .object({ week: z.enum(NTH_WEEKS), day: z.enum(NTH_WEEKDAY_KINDS) })
  .describe('The nth weekday of a monthly habit, e.g. {"week":"last","day":"Friday"} for "the last Friday of the month", {"week":"first","day":"weekday"} for "the first weekday of the month".');
// A plain string: the 200-character UUID pattern repeated in every schema cost the model tokens on
// every turn; an id that is not one of the user's own is "not found" in the repositories anyway.
const id = z.string().min(1).max(64);
const habitId = id.describe('The habit’s id from the Habits list.');
const goalId = id.describe('The goal’s id from the Goals list.');
const occurrenceDate = z.string().refine(isValidDate).describe('YYYY-MM-DD in the user’s zone; today when omitted.');
const reminders = remindersSchema.describe(
  'When to remind, replacing any earlier reminders: minutesBefore 0-1440 before the start, channel "push" (a notification) or "email". E.g. [{"minutesBefore":15,"channel":"push"}]; [] removes them.',
);
const text = (max: number) => z.string().trim().min(1).max(max);
const target = z
  .object({
    quantity: z.number().gt(0).max(MAX_HABIT_VALUE).describe('How much makes the day done, e.g. 8.'),
    unit: z.string().trim().min(1).max(HABIT_UNIT_MAX_LENGTH).describe('What is counted, e.g. "glasses", "pages", "minutes".'),
  })
  .describe('A daily amount to reach, e.g. {"quantity":8,"unit":"glasses"} for "drink 8 glasses of water".');
const timesPerPeriod = z
  .object({
    times: z.number().int().min(1).max(PERIOD_MAX_DAYS.month).describe('How many times, e.g. 3.'),
    period: z.enum(['week', 'month']),
  })
  .refine((f) => f.times <= PERIOD_MAX_DAYS[f.period], { message: 'At most 7 times a week or 31 a month.' })
  .describe('For "N times a week/month" with no fixed days, e.g. {"times":3,"period":"week"} for "gym 3 times a week". Leave recurrence and days out.');
const note = z.string().trim().max(HABIT_NOTE_MAX_LENGTH).describe('A short note on the day, e.g. "felt strong".');
const pauseDate = z.string().refine(isValidDate).describe('YYYY-MM-DD in the user’s zone.');
const habitName = text(HABIT_NAME_MAX_LENGTH);
const habitDescription = z.string().max(HABIT_DESCRIPTION_MAX_LENGTH);
const goalName = text(GOAL_NAME_MAX_LENGTH);
const goalDescription = z.string().max(GOAL_DESCRIPTION_MAX_LENGTH);

/** Refusals a request would get (bad values, not found, limits): the model is told, and can answer in words. */
const REFUSALS = new Set<ErrorCode>(['validation_failed', 'invalid_request', 'forbidden', 'not_found', 'conflict', 'payload_too_large', 'rate_limited', 'plan_limit']);

/** The arguments of each function, validated before anything runs (the model's text is never trusted). */
const COACH_TOOL_SCHEMAS = {
  createHabit: z.object({
    name: habitName,
    description: habitDescription.optional(),
    recurrence: recurrence.optional(),
    days: days.optional(),
    every: every.optional(),
    monthDays: monthDays.optional(),
    monthlyWeekday: monthlyWeekday.optional(),
    startDate: z.string().refine(isValidDate).optional().describe('First day, YYYY-MM-DD in the user’s zone, e.g. "2026-12-01"; today when omitted.'),
    startTime: time.optional(),
    durationMinutes: duration.optional(),
    goalId: goalId.optional(),
    reminders: reminders.optional(),
    target: target.optional(),
    timesPerPeriod: timesPerPeriod.optional(),
  }),
  updateHabit: z.object({
    habitId,
    name: habitName.optional(),
    description: habitDescription.optional(),
    goalId: goalId.nullable().optional(),
    recurrence: recurrence.optional(),
    days: days.optional(),
    every: every.optional(),
    monthDays: monthDays.optional(),
    monthlyWeekday: monthlyWeekday.optional(),
    startTime: time.optional().describe('New time from the next occurrence on, e.g. "20:00" for "move it to 8pm".'),
    durationMinutes: duration.optional(),
    reminders: reminders.optional(),
    target: target.nullable().optional().describe('Set a daily amount, or null to remove it.'),
    timesPerPeriod: timesPerPeriod.nullable().optional().describe('Make it "N times a week/month", or null to go back to fixed days.'),
  }),
  deleteHabit: z.object({ habitId }),
  createGoal: z.object({ name: goalName, description: goalDescription.optional() }),
  updateGoal: z.object({ goalId, name: goalName.optional(), description: goalDescription.optional() }),
  deleteGoal: z.object({ goalId }),
  createOrUpdateVision: z.object({ text: text(VISION_TEXT_MAX_LENGTH) }),
  deleteVision: z.object({}),
  completeHabit: z.object({
    habitId,
    date: occurrenceDate.optional(),
    value: z.number().min(0).max(MAX_HABIT_VALUE).optional().describe('For a habit with a target: the amount to add to the day, e.g. 5 for "I drank 5 glasses".'),
    note: note.optional(),
  }),
  uncompleteHabit: z.object({ habitId, date: occurrenceDate.optional() }),
  getProgress: z.object({
    period: z.enum(['today', 'this week', 'last week', 'this month', 'last 30 days']).optional().describe('Default "this week" (weeks run Sunday to Saturday).'),
    habitId: habitId.optional().describe('One habit only; all habits when omitted.'),
  }),
  skipHabit: z.object({ habitId, date: occurrenceDate.optional(), note: note.optional() }),
  unskipHabit: z.object({ habitId, date: occurrenceDate.optional() }),
  pauseHabits: z.object({
    habitId: habitId.optional().describe('One habit only; every habit when omitted.'),
    from: pauseDate.optional().describe('First paused day, YYYY-MM-DD; today when omitted.'),
    to: pauseDate.describe(`Last paused day, YYYY-MM-DD (at most ${MAX_PAUSE_DAYS} days after from).`),
  }),
  resumeHabits: z.object({
    habitId: habitId.optional().describe('One habit only; every habit when omitted.'),
    from: pauseDate.optional().describe('First day to resume, YYYY-MM-DD; today when omitted.'),
  }),
  archiveHabit: z.object({ habitId }),
  restoreHabit: z.object({ habitId }),
} satisfies Record<CoachFunction, z.ZodType>;

/** What each function does, with an example of what people say for it. */
const DESCRIPTIONS: Record<CoachFunction, string> = {
  createHabit: [
    'Create a habit. Examples (message → arguments):',
    '"meditate every weekday at 7am" → {"name":"Meditate","recurrence":"weekly","days":["Monday","Tuesday","Wednesday","Thursday","Friday"],"startTime":"07:00"};',
    '"gym Mondays and Thursdays 6-7pm" → {"name":"Gym","recurrence":"weekly","days":["Monday","Thursday"],"startTime":"18:00","durationMinutes":60};',
    '"pay rent on the 1st of each month" → {"name":"Pay rent","recurrence":"monthly","monthDays":[1]};',
    '"call grandma every other Sunday" → {"name":"Call grandma","recurrence":"weekly","every":2,"days":["Sunday"]};',
    '"review the budget on the last Friday of the month" → {"name":"Review the budget","recurrence":"monthly","monthlyWeekday":{"week":"last","day":"Friday"}};',
    '"drink 8 glasses of water a day" → {"name":"Drink water","recurrence":"daily","target":{"quantity":8,"unit":"glasses"}};',
    '"gym 3 times a week" → {"name":"Gym","timesPerPeriod":{"times":3,"period":"week"}};',
    '"stretch tomorrow morning at 8" → {"name":"Stretch","startDate":"<tomorrow as YYYY-MM-DD>","startTime":"08:00"}.',
  ].join(' '),
  updateHabit: [
    'Rename, describe, relink, reschedule or set the reminders of a habit; times and recurrence change from its next occurrence on. Examples:',
    '"actually make it 8am" → {"habitId":"<id>","startTime":"08:00"};',
    '"move reading to weekdays" → {"habitId":"<id>","recurrence":"weekly","days":["Monday","Tuesday","Wednesday","Thursday","Friday"]};',
    '"make water every other day" → {"habitId":"<id>","recurrence":"daily","every":2};',
    '"email me an hour before my run" → {"habitId":"<id>","reminders":[{"minutesBefore":60,"channel":"email"}]}.',
  ].join(' '),
  deleteHabit: `Delete a habit with its whole history (the user can undo it for ${COACH_UNDO_DAYS} days). E.g. "drop the cold showers".`,
  createGoal: 'Add a goal. E.g. "my goal is to run a 10k".',
  updateGoal: 'Rename or describe a goal. E.g. "call the 10k goal Run a half marathon".',
  deleteGoal: 'Delete a goal; its habits are kept and unlinked. E.g. "forget the 10k goal".',
  createOrUpdateVision: 'Set the personal vision, replacing the current one. E.g. "my vision is a calm, healthy life".',
  deleteVision: 'Delete the vision. E.g. "clear my vision".',
  completeHabit:
    'Mark a habit done for a day (today by default), or log an amount for a habit with a target (value adds to the day). E.g. "I did my run", "I meditated yesterday", "log 5 glasses".',
  uncompleteHabit: 'Undo a habit’s check-off for a day (today by default). E.g. "oops, I didn’t actually read today".',
  getProgress: 'Read how the user did over a period: done and scheduled per habit. E.g. "how did I do this week?", "how is my running going this month?".',
  skipHabit: 'Skip a habit for a day up to today (today by default): a rest day that keeps the streak and does not count. E.g. "skip today’s run, my knee hurts".',
  unskipHabit: 'Undo a skip. E.g. "I did run after all, unskip it".',
  pauseHabits: `Pause one habit or all of them for a holiday (at most ${MAX_PAUSE_DAYS} days): no reminders, streaks kept. E.g. "pause everything from 2026-12-20 to 2027-01-02", "pause gym until Sunday".`,
  resumeHabits: 'End a pause from a day on (today by default). E.g. "I’m back, resume my habits".',
  archiveHabit: 'Archive a habit: hidden from Today and the calendar, history kept, no reminders. E.g. "archive flossing, I’ll come back to it".',
  restoreHabit: 'Bring an archived habit back. E.g. "restore flossing".',
};

/** The functions as the model sees them. */
export const COACH_TOOLS: AiTool[] = (Object.keys(COACH_TOOL_SCHEMAS) as CoachFunction[]).map((name) => ({
  name,
  description: DESCRIPTIONS[name],
  parameters: z.toJSONSchema(COACH_TOOL_SCHEMAS[name], { io: 'input' }) as Record<string, unknown>,
}));

export type CoachToolArgs = { [K in CoachFunction]: z.input<(typeof COACH_TOOL_SCHEMAS)[K]> };

export interface ToolOutcome {
  name: CoachFunction;
  /** What the client applies to its state (section 7); a deletion answers the removed id. */
  result: unknown;
  /** One plain sentence of what was done, for the offline coach and the model alike. */
  summary: string;
  /**
   * What the model is told: a few hundred characters (a habit's id, name, schedule in words, next
   * dates and streak), never the whole record with every occurrence.
   */
  forModel: unknown;
}

/** Next occurrences the model is told of. */
const NEXT_DATES = 3;

/** A habit as the model needs it to talk about it and act on it next turn. */
function habitForModel(habit: Habit, today: string) {
  return {
    id: habit.id,
    name: habit.name,
    schedule: describeSchedule(habit),
    goalId: habit.goalId,
    nextDates: habit.occurrences.filter((o) => o.date >= today).slice(0, NEXT_DATES).map((o) => o.date),
    streak: habit.completionStreak,
    doneToday: habit.completedDates.includes(today),
    ...(habit.target ? { target: habit.target, loggedToday: habit.amounts[today] ?? 0 } : {}),
    ...(habit.frequency ? { timesPerPeriod: habit.frequency, thisPeriod: habit.periodProgress } : {}),
    ...(habit.skippedDates.includes(today) ? { skippedToday: true } : {}),
    ...(habit.archivedAt ? { archived: true } : {}),
  };
}

/**
 * Sunday..Saturday weeks (section 9's week, the Analytics page's and a flexible habit's), months
 * from the 1st; every period ends today at the latest.
 */
function periodWindow(period: string, today: string): { from: string; to: string } {
  const day = toEpochDay(today);
  const sunday = sundayOf(day);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'last week':
      return { from: formatDate(sunday - 7), to: formatDate(sunday - 1) };
    case 'this month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last 30 days':
      return { from: formatDate(day - 29), to: today };
    default:
      return { from: formatDate(sunday), to: today };
  }
}

/** "This week: 7 of 9 done (78%). Read 4 of 4, Gym 1 of 3." The specific answer, each habit's figure after the total. */
function progressSummary(period: string, done: number, scheduled: number, rows: { name: string; done: number; scheduled: number }[]): string {
  const title = `${period[0]!.toUpperCase()}${period.slice(1)}`;
  if (!scheduled) return `${title}: nothing was scheduled yet.`;
  const each = rows.filter((r) => r.scheduled > 0).map((r) => `${r.name} ${r.done} of ${r.scheduled}`);
  return `${title}: ${done} of ${scheduled} done (${formatPercent(done / scheduled)}). ${each.join(', ')}.`;
}

/** What a delete tells the model and the person: nothing the coach deletes is gone for good. */
const UNDOABLE = ` It can be undone for ${COACH_UNDO_DAYS} days.`;

/** A pause range checked as a request's would be (order, length): a bad one is a refusal the model can explain. */
function pauseSchemaFor(from: string, to: string): Pause {
  const parsed = pauseSchema.safeParse({ from, to });
  if (!parsed.success) throw new ToolError(parsed.error.issues[0]?.message ?? 'That pause is not valid.');
  return parsed.data;
}

/** Functions that only read: every other one is a change, counted against COACH_WRITES_PER_TURN. */
const READ_ONLY_FUNCTIONS: ReadonlySet<string> = new Set<CoachFunction>(['getProgress']);
export const isChange = (name: string) => !READ_ONLY_FUNCTIONS.has(name);

/** A function call that could not run, with a message safe to show the user and the model. */
export class ToolError extends Error {}

/** The end of a habit `minutes` long from `start`; past midnight it ends the next day (an overnight habit). */
function endTime(start: string, minutes: number): string {
  const end = (minutesOf(start) + minutes) % 1440;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

interface RuleArgs {
  recurrence?: 'daily' | 'weekly' | 'monthly' | 'yearly' | undefined;
  days?: string[] | undefined;
  every?: number | undefined;
  monthDays?: number[] | undefined;
  monthlyWeekday?: { week: NthWeek; day: NthWeekdayKind } | undefined;
}

/**
 * The habit's rule from the flat arguments: undefined when they name none. Days alone mean
 * weekly, month days or an nth weekday alone mean monthly; anything beyond "every day / week /
 * month on the start date's day" is a custom rule.
 */
function recurrenceOf(a: RuleArgs): { recurrence: Recurrence; customRecurrence: CustomRecurrence | null } | undefined {
  const kind = a.recurrence ?? (a.days?.length ? 'weekly' : a.monthDays?.length || a.monthlyWeekday ? 'monthly' : undefined);
  if (!kind) return undefined;
  const interval = a.every ?? 1;
  const custom = (rule: Omit<CustomRecurrence, 'interval'>) => ({ recurrence: 'custom' as const, customRecurrence: { ...rule, interval } as CustomRecurrence });
  switch (kind) {
    case 'daily':
      return interval === 1 ? { recurrence: 'daily', customRecurrence: null } : custom({ frequency: 'daily' });
    case 'weekly':
      if (!a.days?.length && interval === 1) return { recurrence: 'weekly', customRecurrence: null };
      return custom({ frequency: 'weekly', ...(a.days?.length ? { days: a.days as CustomRecurrence['days'] } : {}) });
    case 'monthly':
      if (a.monthlyWeekday) return custom({ frequency: 'monthly', monthlyOption: 'dayOfWeek', monthlyWeek: a.monthlyWeekday.week, monthlyWeekday: a.monthlyWeekday.day });
      if (a.monthDays?.length) return custom({ frequency: 'monthly', monthlyOption: 'dayOfMonth', monthlyDays: a.monthDays });
      return interval === 1 ? { recurrence: 'monthly', customRecurrence: null } : custom({ frequency: 'monthly' });
    case 'yearly':
      return custom({ frequency: 'yearly' });
  }
}

function minutesBetween(start: string, end: string): number {
  return Math.max(5, minutesOf(end) - minutesOf(start));
}

/**
 * Runs the coach's functions through the same services as the API, for the signed-in user only:
 * ids name the owner's own records or are not found, and every value is validated as a request is.
 */
export function createCoachTools({ habits, goals, deletions, clock }: { habits: HabitsService; goals: GoalsService; deletions: CoachDeletions; clock: Clock }) {
  async function run<K extends CoachFunction>(owner: Owner, name: K, args: CoachToolArgs[K]): Promise<ToolOutcome> {
    const today = localToday(owner.timezone, clock.now());
    const habitOutcome = (habit: Habit, summary: string): ToolOutcome => ({ name, result: habit, summary, forModel: habitForModel(habit, today) });
    switch (name) {
      case 'createHabit': {
        const a = COACH_TOOL_SCHEMAS.createHabit.parse(args);
        const date = a.startDate ?? today;
        const start = a.startTime ?? DEFAULT_START_TIME;
        const end = endTime(start, a.durationMinutes ?? DEFAULT_DURATION_MINUTES);
        const day = toEpochDay(date);
        // "3 times a week" has no fixed days: it is kept daily.
        const rule = (a.timesPerPeriod ? undefined : recurrenceOf(a)) ?? { recurrence: 'daily' as const, customRecurrence: null };
        const habit = await habits.create(owner, {
          name: a.name,
          description: a.description ?? '',
          startTime: zonedIso(day, minutesOf(start), owner.timezone),
          endTime: zonedIso(day, minutesOf(end), owner.timezone),
          ...rule,
          goalId: a.goalId ?? null,
          reminders: a.reminders ?? [],
          target: a.target ?? null,
          frequency: a.timesPerPeriod ?? null,
        });
        return habitOutcome(habit, `Created the habit "${habit.name}" (${describeSchedule(habit)}).`);
      }
      case 'updateHabit': {
        const a = COACH_TOOL_SCHEMAS.updateHabit.parse(args);
        const current = await habits.get(owner, a.habitId);
        // Making a habit "N times a week" makes it daily from its next occurrence on.
        const rule = a.timesPerPeriod && current.recurrence !== 'daily' ? { recurrence: 'daily' as const, customRecurrence: null } : recurrenceOf(a);
        const reschedule = rule !== undefined || a.startTime !== undefined || a.durationMinutes !== undefined;
        let occurrence: { date: string; startTime: string; endTime: string } | undefined;
        if (reschedule) {
          const next = current.occurrences.find((o) => o.date >= today);
          if (!next) throw new ToolError(`"${current.name}" has no upcoming occurrence to reschedule.`);
          const start = a.startTime ?? current.startTime;
          occurrence = { date: next.date, startTime: start, endTime: endTime(start, a.durationMinutes ?? minutesBetween(current.startTime, current.endTime)) };
        }
        const habit = await habits.update(owner, a.habitId, {
          name: a.name,
          description: a.description,
          goalId: a.goalId,
          reminders: a.reminders,
          target: a.target,
          frequency: a.timesPerPeriod,
          ...(rule ?? {}),
          occurrence,
          scope: 'future',
        });
        const what = reschedule ? ` It is now ${describeSchedule(habit)}.` : '';
        return habitOutcome(habit, `Updated the habit "${habit.name}".${what}`);
      }
      case 'deleteHabit': {
        const a = COACH_TOOL_SCHEMAS.deleteHabit.parse(args);
        const { row, undoId } = await deletions.deleteHabit(owner, a.habitId);
        const result = { habitId: row.id, undoId, name: row.name };
        return { name, result, summary: `Deleted the habit "${row.name}".${UNDOABLE}`, forModel: { habitId: row.id } };
      }
      case 'createGoal': {
        const a = COACH_TOOL_SCHEMAS.createGoal.parse(args);
        const goal = toGoalDto(await goals.createGoal(owner.id, a));
        return { name, result: goal, summary: `Added the goal "${goal.name}".`, forModel: { id: goal.id, name: goal.name } };
      }
      case 'updateGoal': {
        const a = COACH_TOOL_SCHEMAS.updateGoal.parse(args);
        if (a.name === undefined && a.description === undefined) throw new ToolError('Tell me the new name or description of the goal.');
        const goal = toGoalDto(await goals.updateGoal(owner.id, a.goalId, a));
        return { name, result: goal, summary: `Updated the goal "${goal.name}".`, forModel: { id: goal.id, name: goal.name, description: goal.description } };
      }
      case 'deleteGoal': {
        const a = COACH_TOOL_SCHEMAS.deleteGoal.parse(args);
        const { row, undoId } = await deletions.deleteGoal(owner, a.goalId);
        const result = { goalId: row.id, undoId, name: row.name };
        return { name, result, summary: `Deleted the goal "${row.name}".${UNDOABLE}`, forModel: { goalId: row.id } };
      }
      case 'createOrUpdateVision': {
        const a = COACH_TOOL_SCHEMAS.createOrUpdateVision.parse(args);
        const { row } = await goals.saveVision(owner.id, a.text);
        const vision = toVisionDto(row);
        return { name, result: vision, summary: 'Saved your vision.', forModel: { id: vision.id } };
      }
      case 'deleteVision': {
        const deleted = await deletions.deleteVision(owner);
        if (!deleted) throw new ToolError('You have no vision to delete.');
        const result = { visionId: deleted.row.id, undoId: deleted.undoId };
        return { name, result, summary: `Deleted your vision.${UNDOABLE}`, forModel: { visionId: deleted.row.id } };
      }
      case 'completeHabit': {
        const a = COACH_TOOL_SCHEMAS.completeHabit.parse(args);
        const date = a.date ?? today;
        const habit = await habits.complete(owner, a.habitId, { date, value: a.value, note: a.note });
        const on = date === today ? ' for today' : ` on ${date}`;
        if (habit.target && a.value !== undefined) {
          const logged = habit.amounts[date] ?? 0;
          const done = habit.completedDates.includes(date);
          return habitOutcome(
            habit,
            `Logged ${a.value} ${habit.target.unit} of "${habit.name}"${on}: ${logged} of ${habit.target.quantity}${done ? `, done. Streak: ${habit.completionStreak}.` : '.'}`,
          );
        }
        return habitOutcome(habit, `Marked "${habit.name}" done${on}. Streak: ${habit.completionStreak}.`);
      }
      case 'skipHabit': {
        const a = COACH_TOOL_SCHEMAS.skipHabit.parse(args);
        const date = a.date ?? today;
        const habit = await habits.skip(owner, a.habitId, date, a.note);
        return habitOutcome(habit, `Skipped "${habit.name}"${date === today ? ' today' : ` on ${date}`}; your streak of ${habit.completionStreak} is kept.`);
      }
      case 'unskipHabit': {
        const a = COACH_TOOL_SCHEMAS.unskipHabit.parse(args);
        const date = a.date ?? today;
        const habit = await habits.unskip(owner, a.habitId, date);
        return habitOutcome(habit, `"${habit.name}" is no longer skipped${date === today ? ' today' : ` on ${date}`}.`);
      }
      case 'pauseHabits':
      case 'resumeHabits': {
        const pausing = name === 'pauseHabits';
        const a = pausing ? COACH_TOOL_SCHEMAS.pauseHabits.parse(args) : { to: undefined, ...COACH_TOOL_SCHEMAS.resumeHabits.parse(args) };
        const from = a.from ?? today;
        // Resuming takes every paused day from `from` on out (no pause reaches two years past it).
        const range = pausing ? pauseSchemaFor(from, a.to!) : { from, to: formatDate(toEpochDay(from) + MAX_PAUSE_DAYS * 2) };
        const list = a.habitId
          ? [pausing ? await habits.pause(owner, a.habitId, range) : await habits.unpause(owner, a.habitId, range)]
          : await habits.pauseAll(owner, range, !pausing);
        const names = a.habitId ? `"${list[0]!.name}"` : 'all your habits';
        const summary = pausing ? `Paused ${names} from ${range.from} to ${range.to}. Streaks are kept, and there are no reminders meanwhile.` : `Resumed ${names} from ${range.from}.`;
        return { name, result: { habits: list }, summary, forModel: list.map((h) => ({ id: h.id, name: h.name, pauses: h.pauses })) };
      }
      case 'archiveHabit': {
        const a = COACH_TOOL_SCHEMAS.archiveHabit.parse(args);
        const habit = await habits.archive(owner, a.habitId);
        return habitOutcome(habit, `Archived "${habit.name}": it is hidden, its history kept. Say "restore ${habit.name}" to bring it back.`);
      }
      case 'restoreHabit': {
        const a = COACH_TOOL_SCHEMAS.restoreHabit.parse(args);
        const habit = await habits.restore(owner, a.habitId);
        return habitOutcome(habit, `Restored "${habit.name}".`);
      }
      case 'uncompleteHabit': {
        const a = COACH_TOOL_SCHEMAS.uncompleteHabit.parse(args);
        const date = a.date ?? today;
        const habit = await habits.uncomplete(owner, a.habitId, date);
        return habitOutcome(habit, `Took the check-off of "${habit.name}"${date === today ? ' for today' : ` on ${date}`} back.`);
      }
      case 'getProgress': {
        const a = COACH_TOOL_SCHEMAS.getProgress.parse(args);
        const period = a.period ?? 'this week';
        const window = periodWindow(period, today);
        const list = (await habits.list(owner, window)).filter((h) => !a.habitId || h.id === a.habitId);
        if (a.habitId && !list.length) throw new ToolError('That habit was not found.');
        // Skipped and paused days are rest, not misses (decision 023): left out of what was scheduled.
        const rows = list
          .filter((h) => !h.archivedAt)
          .map((h) => {
            const due = h.occurrences.filter((o) => o.date <= today && !isExcusedOn(h, o.date)).map((o) => o.date);
            const done = due.filter((d) => h.completedDates.includes(d));
            return { id: h.id, name: h.name, done: done.length, scheduled: due.length, missed: due.filter((d) => !done.includes(d)), streak: h.completionStreak };
          });
        const done = rows.reduce((sum, r) => sum + r.done, 0);
        const scheduled = rows.reduce((sum, r) => sum + r.scheduled, 0);
        const result = { period, from: window.from, to: window.to, done, scheduled, habits: rows };
        return { name, result, summary: progressSummary(period, done, scheduled, rows), forModel: result };
      }
      default:
        throw new ToolError(`Unknown function ${String(name)}.`);
    }
  }

  return {
    /**
     * Runs one call. Bad arguments, and any refusal a request would get (not found, limits,
     * schedule rules), come back as a ToolError with a message fit for the user.
     */
    async call(owner: Owner, name: string, args: unknown): Promise<ToolOutcome> {
      if (!(name in COACH_TOOL_SCHEMAS)) throw new ToolError(`Unknown function ${name}.`);
      try {
        return await run(owner, name as CoachFunction, args as never);
      } catch (error) {
        if (error instanceof z.ZodError) throw new ToolError(`The details for ${name} were not valid: ${z.prettifyError(error)}`);
        if (error instanceof DomainError && REFUSALS.has(error.code)) throw new ToolError(error.message);
        throw error;
      }
    },
  };
}
export type CoachTools = ReturnType<typeof createCoachTools>;

/** "every day at 07:00" and the like, for replies. */
export function describeSchedule(habit: Pick<Habit, 'recurrence' | 'customRecurrence' | 'startTime' | 'startDate' | 'schedule'>): string {
  const rule = describeRecurrence(habit.recurrence, habit.customRecurrence, habit.schedule.segments.at(-1)?.from ?? habit.startDate);
  return `${rule.charAt(0).toLowerCase()}${rule.slice(1)} at ${habit.startTime}`;
}
