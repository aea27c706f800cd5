import { z } from 'zod';
import {
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_NAME_MAX_LENGTH,
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_NAME_MAX_LENGTH,
  LOCAL_TIME_PATTERN,
  VISION_TEXT_MAX_LENGTH,
  WEEKDAY_NAMES,
  describeRecurrence,
  isValidDate,
  localToday,
  minutesOf,
  toEpochDay,
  zonedIso,
  type CoachFunction,
  type CustomRecurrence,
  type Habit,
} from '@stride/domain';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../auth/auth.repository.js';
import { DomainError, type DomainErrorKind } from '../../errors.js';
import type { AiTool } from '../../adapters/ai-provider.js';
import { toGoalDto, toVisionDto } from '../goals/goals.dto.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { HabitsService } from '../habits/habits.service.js';

type Owner = Pick<UserRow, 'id' | 'timezone'>;

const DEFAULT_START_TIME = '09:00';
const DEFAULT_DURATION_MINUTES = 30;

const time = z.string().regex(LOCAL_TIME_PATTERN).describe("Local 24-hour time, 'HH:MM'.");
const duration = z.number().int().min(5).max(720).describe('Minutes the habit takes (default 30).');
const recurrence = z.enum(['daily', 'weekly', 'monthly']).describe('weekly/monthly repeat on the start date’s weekday/day of month.');
const days = z.array(z.enum(WEEKDAY_NAMES)).min(1).max(7).describe('For a weekly habit on particular weekdays, e.g. ["Monday","Thursday"].');
const id = z.uuid();
const text = (max: number) => z.string().trim().min(1).max(max);
const habitName = text(HABIT_NAME_MAX_LENGTH);
const habitDescription = z.string().max(HABIT_DESCRIPTION_MAX_LENGTH);
const goalName = text(GOAL_NAME_MAX_LENGTH);
const goalDescription = z.string().max(GOAL_DESCRIPTION_MAX_LENGTH);

/** Refusals a request would get (bad values, not found, limits): the model is told, and can answer in words. */
const REFUSALS = new Set<DomainErrorKind>(['invalid', 'forbidden', 'not-found', 'conflict', 'too-large', 'limit-reached']);

/** The arguments of each function, validated before anything runs (the model's text is never trusted). */
const COACH_TOOL_SCHEMAS = {
  createHabit: z.object({
    name: habitName,
    description: habitDescription.optional(),
    recurrence: recurrence.optional(),
    days: days.optional(),
    startDate: z.string().refine(isValidDate).optional().describe('YYYY-MM-DD in the user’s zone; today when omitted.'),
    startTime: time.optional(),
    durationMinutes: duration.optional(),
    goalId: id.optional(),
  }),
  updateHabit: z.object({
    habitId: id,
    name: habitName.optional(),
    description: habitDescription.optional(),
    goalId: id.nullable().optional(),
    recurrence: recurrence.optional(),
    days: days.optional(),
    startTime: time.optional().describe('New time from the next occurrence on.'),
    durationMinutes: duration.optional(),
  }),
  deleteHabit: z.object({ habitId: id }),
  createGoal: z.object({ name: goalName, description: goalDescription.optional() }),
  updateGoal: z.object({ goalId: id, name: goalName.optional(), description: goalDescription.optional() }),
  deleteGoal: z.object({ goalId: id }),
  createOrUpdateVision: z.object({ text: text(VISION_TEXT_MAX_LENGTH) }),
  deleteVision: z.object({}),
} satisfies Record<CoachFunction, z.ZodType>;

const DESCRIPTIONS: Record<CoachFunction, string> = {
  createHabit: 'Create a habit for the user.',
  updateHabit: 'Rename, describe, relink or reschedule one of the user’s habits (times and recurrence change from the next occurrence on).',
  deleteHabit: 'Delete one of the user’s habits with its whole history.',
  createGoal: 'Add a goal.',
  updateGoal: 'Rename or describe a goal.',
  deleteGoal: 'Delete a goal (its habits are kept and unlinked).',
  createOrUpdateVision: 'Set the user’s personal vision (replaces the current one).',
  deleteVision: 'Delete the user’s vision.',
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
}

/** A function call that could not run, with a message safe to show the user and the model. */
export class ToolError extends Error {}

function endTime(start: string, minutes: number): string {
  const end = Math.min(minutesOf(start) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

function recurrenceOf(args: { recurrence?: 'daily' | 'weekly' | 'monthly' | undefined; days?: string[] | undefined }) {
  if (args.days?.length) {
    const customRecurrence: CustomRecurrence = { frequency: 'weekly', interval: 1, days: args.days as CustomRecurrence['days'] };
    return { recurrence: 'custom' as const, customRecurrence };
  }
  return args.recurrence ? { recurrence: args.recurrence, customRecurrence: null } : undefined;
}

function minutesBetween(start: string, end: string): number {
  return Math.max(5, minutesOf(end) - minutesOf(start));
}

/**
 * Runs the coach's functions through the same services as the API, for the signed-in user only:
 * ids name the owner's own records or are not found, and every value is validated as a request is.
 */
export function createCoachTools({ habits, goals, clock }: { habits: HabitsService; goals: GoalsService; clock: Clock }) {
  async function run<K extends CoachFunction>(owner: Owner, name: K, args: CoachToolArgs[K]): Promise<ToolOutcome> {
    switch (name) {
      case 'createHabit': {
        const a = COACH_TOOL_SCHEMAS.createHabit.parse(args);
        const date = a.startDate ?? localToday(owner.timezone, clock.now());
        const start = a.startTime ?? DEFAULT_START_TIME;
        const end = endTime(start, a.durationMinutes ?? DEFAULT_DURATION_MINUTES);
        const day = toEpochDay(date);
        const rule = recurrenceOf(a) ?? { recurrence: 'daily' as const, customRecurrence: null };
        const habit = await habits.create(owner, {
          name: a.name,
          description: a.description ?? '',
          startTime: zonedIso(day, minutesOf(start), owner.timezone),
          endTime: zonedIso(day, minutesOf(end), owner.timezone),
          ...rule,
          goalId: a.goalId ?? null,
        });
        return { name, result: habit, summary: `Created the habit "${habit.name}" (${describeSchedule(habit)}).` };
      }
      case 'updateHabit': {
        const a = COACH_TOOL_SCHEMAS.updateHabit.parse(args);
        const current = await habits.get(owner, a.habitId);
        const rule = recurrenceOf(a);
        const reschedule = rule !== undefined || a.startTime !== undefined || a.durationMinutes !== undefined;
        let occurrence: { date: string; startTime: string; endTime: string } | undefined;
        if (reschedule) {
          const today = localToday(owner.timezone, clock.now());
          const next = current.occurrences.find((o) => o.date >= today);
          if (!next) throw new ToolError(`"${current.name}" has no upcoming occurrence to reschedule.`);
          const start = a.startTime ?? current.startTime;
          occurrence = { date: next.date, startTime: start, endTime: endTime(start, a.durationMinutes ?? minutesBetween(current.startTime, current.endTime)) };
        }
        const habit = await habits.update(owner, a.habitId, {
          name: a.name,
          description: a.description,
          goalId: a.goalId,
          ...(rule ?? {}),
          occurrence,
          scope: 'future',
        });
        const what = reschedule ? ` It is now ${describeSchedule(habit)}.` : '';
        return { name, result: habit, summary: `Updated the habit "${habit.name}".${what}` };
      }
      case 'deleteHabit': {
        const a = COACH_TOOL_SCHEMAS.deleteHabit.parse(args);
        const habit = await habits.remove(owner, a.habitId);
        return { name, result: { habitId: habit.id }, summary: `Deleted the habit "${habit.name}".` };
      }
      case 'createGoal': {
        const a = COACH_TOOL_SCHEMAS.createGoal.parse(args);
        const goal = toGoalDto(await goals.createGoal(owner.id, a));
        return { name, result: goal, summary: `Added the goal "${goal.name}".` };
      }
      case 'updateGoal': {
        const a = COACH_TOOL_SCHEMAS.updateGoal.parse(args);
        if (a.name === undefined && a.description === undefined) throw new ToolError('Tell me the new name or description of the goal.');
        const goal = toGoalDto(await goals.updateGoal(owner.id, a.goalId, a));
        return { name, result: goal, summary: `Updated the goal "${goal.name}".` };
      }
      case 'deleteGoal': {
        const a = COACH_TOOL_SCHEMAS.deleteGoal.parse(args);
        const existing = (await goals.listGoals(owner.id)).find((g) => g.id === a.goalId);
        await goals.deleteGoal(owner.id, a.goalId);
        return { name, result: { goalId: a.goalId }, summary: `Deleted the goal "${existing?.name ?? ''}".` };
      }
      case 'createOrUpdateVision': {
        const a = COACH_TOOL_SCHEMAS.createOrUpdateVision.parse(args);
        const { row } = await goals.saveVision(owner.id, a.text);
        return { name, result: toVisionDto(row), summary: 'Saved your vision.' };
      }
      case 'deleteVision': {
        const vision = await goals.getVision(owner.id);
        if (!vision) throw new ToolError('You have no vision to delete.');
        await goals.deleteVision(owner.id, vision.id);
        return { name, result: { visionId: vision.id }, summary: 'Deleted your vision.' };
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
        if (error instanceof DomainError && REFUSALS.has(error.kind)) throw new ToolError(error.message);
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
