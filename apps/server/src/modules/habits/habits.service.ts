import {
  HABIT_MESSAGES,
  MAX_HABITS_PER_USER,
  MAX_WINDOW_DAYS,
  ScheduleEditError,
  compileSchedule,
  createSchedule,
  defaultHabitWindow,
  deleteOccurrence,
  editOccurrence,
  habitScheduleSchema,
  expandScheduleDays,
  isCompletable,
  localPartsOf,
  localToday,
  segmentFor,
  toEpochDay,
  type CreateHabitValues,
  type EditScope,
  type Habit,
  type HabitSchedule,
  type UpdateHabitValues,
} from '@stride/domain';
import type { Clock } from '../../clock.js';
import { conflict, invalid, notFound } from '../../errors.js';
import type { UserRow } from '../auth/auth.repository.js';
import { assertSelf, owned } from '../ownership.js';
import { createOccurrenceCache, habitListJson, toHabitDto, type HabitWindow, type OccurrenceCache } from './habit-view.js';
import type { HabitRow, HabitsRepository } from './habits.repository.js';

export interface HabitsServiceDeps {
  repo: HabitsRepository;
  clock: Clock;
  /** Serialized occurrences by schedule, window and zone; a fresh one by default. */
  occurrenceCache?: OccurrenceCache;
  /** Told after a habit is created or its schedule or reminders change (issue 21: its reminders are re-planned). */
  onChanged?: (habitId: string) => Promise<void>;
}

type Owner = Pick<UserRow, 'id' | 'timezone'>;

/** Dates a schedule no longer has: their completions are removed with them. */
function unscheduled(schedule: HabitSchedule, dates: string[]): string[] {
  const compiled = compileSchedule(schedule);
  return dates.filter((date) => {
    const day = toEpochDay(date);
    return !expandScheduleDays(compiled, day, day).some((o) => o.date === date);
  });
}

/** The habits rules, for the routes and (later) the coach alike; every call acts for `owner`. */
export function createHabitsService({ repo, clock, occurrenceCache = createOccurrenceCache(), onChanged }: HabitsServiceDeps) {
  const today = (owner: Owner) => localToday(owner.timezone, clock.now());

  function windowFor(owner: Owner, query: { from?: string | undefined; to?: string | undefined }): HabitWindow {
    const fallback = defaultHabitWindow(today(owner));
    const window = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
    const days = toEpochDay(window.to) - toEpochDay(window.from) + 1;
    if (days < 1 || days > MAX_WINDOW_DAYS) throw invalid(HABIT_MESSAGES.windowInvalid);
    return window;
  }

  async function view(owner: Owner, row: HabitRow, window?: HabitWindow): Promise<Habit> {
    const completedDays = await repo.completedDays(row);
    return toHabitDto({ row, completedDays, window: window ?? windowFor(owner, {}), today: today(owner), timeZone: owner.timezone });
  }

  async function requireHabit(owner: Owner, id: string): Promise<HabitRow> {
    return owned(await repo.findHabit(owner.id, id), HABIT_MESSAGES.notFound);
  }

  async function checkGoal(owner: Owner, goalId: string | null | undefined): Promise<void> {
    if (goalId && !(await repo.goalBelongsTo(owner.id, goalId))) throw invalid(HABIT_MESSAGES.goalNotFound);
  }

  /** A time of the payload as local wall time: ISO timestamps are read in the user's zone. */
  const wallTime = (owner: Owner, time: string) => (time.includes('T') ? localPartsOf(time, owner.timezone).time : time);

  /** Runs a schedule change, answering a rule it would break as a 400. */
  function change(run: () => HabitSchedule): HabitSchedule {
    try {
      return habitScheduleSchema.parse(run());
    } catch (error) {
      if (error instanceof ScheduleEditError) throw invalid(error.message);
      throw error;
    }
  }

  async function update(owner: Owner, id: string, apply: (row: HabitRow) => Promise<Partial<HabitRow>>): Promise<Habit> {
    const row = owned(await repo.updateHabit(owner.id, id, async (current) => ({ ...(await apply(current)), updatedAt: clock.now() }), unscheduled), HABIT_MESSAGES.notFound);
    await onChanged?.(row.id);
    return view(owner, row);
  }

  return {
    /** A user id named by the client (path or body) must be the caller's own. */
    assertSelf(callerId: string, namedUserId: string | undefined): void {
      assertSelf(callerId, namedUserId, HABIT_MESSAGES.otherUser);
    },

    windowFor,

    /** One of the owner's habits over the default window (404 for anyone else's). */
    async get(owner: Owner, id: string): Promise<Habit> {
      return view(owner, await requireHabit(owner, id));
    },

    async list(owner: Owner, window: HabitWindow): Promise<Habit[]> {
      const now = today(owner);
      const habits = await repo.listWithCompletions(owner.id);
      return habits.map((habit) => toHabitDto({ ...habit, window, today: now, timeZone: owner.timezone }));
    },

    /**
     * What `GET /api/habits/user/{id}` sends: `list` as UTF-8 JSON (occurrences from the cache),
     * built only when asked, and the version it is built from: the day, zone, window and every
     * habit row as read now (any change to a habit or its completions changes its row), so a
     * caller may keep the bytes and send them again while the version stays the same.
     */
    async listAnswer(owner: Owner, window: HabitWindow): Promise<{ version: string; json: () => Promise<Buffer> }> {
      const now = today(owner);
      const rows = await repo.listHabits(owner.id);
      return {
        version: JSON.stringify([now, owner.timezone, window, rows]),
        json: async () =>
          habitListJson(
            (await repo.completionsOf(rows)).map((habit) => ({ ...habit, window, today: now, timeZone: owner.timezone })),
            occurrenceCache,
          ),
      };
    },

    async create(owner: Owner, input: CreateHabitValues): Promise<Habit> {
      await checkGoal(owner, input.goalId);
      const start = localPartsOf(input.startTime, owner.timezone);
      const schedule = createSchedule(start.date, {
        startTime: start.time,
        endTime: localPartsOf(input.endTime, owner.timezone).time,
        recurrence: input.recurrence,
        customRecurrence: input.customRecurrence ?? null,
      });
      const now = clock.now();
      const row = await repo.insertHabitWithin(MAX_HABITS_PER_USER, {
        userId: owner.id,
        goalId: input.goalId ?? null,
        name: input.name,
        description: input.description,
        schedule,
        reminders: input.reminders,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw conflict(HABIT_MESSAGES.tooMany);
      await onChanged?.(row.id);
      return view(owner, row);
    },

    async update(owner: Owner, id: string, input: UpdateHabitValues): Promise<Habit> {
      await checkGoal(owner, input.goalId);
      return update(owner, id, async (row) => {
        const values: Partial<HabitRow> = {};
        if (input.name !== undefined) values.name = input.name;
        if (input.description !== undefined) values.description = input.description;
        if (input.goalId !== undefined) values.goalId = input.goalId;
        if (input.reminders !== undefined) values.reminders = input.reminders;
        const occurrence = input.occurrence;
        if (occurrence) {
          const date = (occurrence.date ?? occurrence.oldDate)!;
          const governing = segmentFor(row.schedule, date);
          const recurrence = input.recurrence ?? governing.recurrence;
          values.schedule = change(() =>
            editOccurrence(
              row.schedule,
              {
                date,
                newDate: occurrence.newDate,
                startTime: wallTime(owner, occurrence.startTime),
                endTime: wallTime(owner, occurrence.endTime),
                recurrence,
                customRecurrence: recurrence === 'custom' ? (input.customRecurrence ?? governing.customRecurrence) : null,
              },
              input.scope,
            ),
          );
        }
        return values;
      });
    },

    async remove(owner: Owner, id: string): Promise<Habit> {
      const row = await requireHabit(owner, id);
      const habit = await view(owner, row);
      if (!(await repo.deleteHabit(owner.id, id))) throw notFound(HABIT_MESSAGES.notFound);
      return habit;
    },

    async deleteOccurrence(owner: Owner, id: string, date: string, scope: EditScope): Promise<Habit> {
      return update(owner, id, async (row) => ({ schedule: change(() => deleteOccurrence(row.schedule, date, scope)) }));
    },

    async complete(owner: Owner, id: string, date: string): Promise<Habit> {
      const row = await requireHabit(owner, id);
      if (!isCompletable(date, today(owner))) throw invalid(HABIT_MESSAGES.futureCompletion);
      const compiled = compileSchedule(row.schedule);
      const day = toEpochDay(date);
      if (!expandScheduleDays(compiled, day, day).some((o) => o.date === date)) throw invalid(HABIT_MESSAGES.notScheduled);
      const completionsRev = await repo.complete(row.id, date, clock.now());
      return view(owner, { ...row, completionsRev });
    },

    async uncomplete(owner: Owner, id: string, date: string): Promise<Habit> {
      const row = await requireHabit(owner, id);
      const completionsRev = await repo.uncomplete(row.id, date);
      return view(owner, { ...row, completionsRev });
    },
  };
}

export type HabitsService = ReturnType<typeof createHabitsService>;
