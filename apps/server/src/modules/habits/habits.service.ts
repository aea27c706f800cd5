import {
  type WebhookEvent,
  AREA_MESSAGES,
  HABIT_MESSAGES,
  MAX_HABITS_PER_USER,
  MAX_WINDOW_DAYS,
  ScheduleEditError,
  compileSchedule,
  createSchedule,
  defaultHabitWindow,
  deleteOccurrence,
  editOccurrence,
  firstDayOfWeek,
  habitFieldValues,
  habitFieldsChanged,
  habitScheduleSchema,
  expandScheduleDays,
  isCompletable,
  localPartsOf,
  localToday,
  mergePauses,
  segmentFor,
  subtractPause,
  currentSegment,
  toEpochDay,
  type CompleteHabitBody,
  type CreateHabitValues,
  type Pause,
  type EditScope,
  type Habit,
  type HabitSchedule,
  type UpdateHabitValues,
} from '@stride/domain';
import type { Clock } from '../../clock.js';
import { conflict, invalid, invalidField } from '../../errors.js';
import type { UserRow } from '../auth/auth.repository.js';
import { assertSelf, owned } from '../ownership.js';
import { createOccurrenceCache, habitListJson, toHabitDto, type HabitWindow, type OccurrenceCache } from './habit-view.js';
import type { HabitRow, HabitsRepository } from './habits.repository.js';
import { endAfterUpdate, withEnd } from './habit-end-date.js';
import { createSlotRules } from './habit-slots.js';
import type { HabitSlotsRepository } from './habit-slots.repository.js';

export interface HabitsServiceDeps {
  repo: HabitsRepository;
  clock: Clock;
  /** Serialized occurrences by schedule, window and zone; a fresh one by default. */
  occurrenceCache?: OccurrenceCache;
  /** Told after a habit is created or its schedule or reminders change (issue 21: its reminders are re-planned). */
  onChanged?: (habitId: string) => Promise<void>;
  /** Issue 40: the done times of several-times-a-day habits, and the owner's cues. */
  slots: HabitSlotsRepository;
  /** Issue 40: told once a habit's day is done (any check-off that leaves it done): habits stacked on it are prompted. */
  onCompleted?: (ownerId: string, habitId: string, date: string) => Promise<void>;
  /** Issue 41: told after a change to a habit, whichever caller made it (webhooks; never throws). */
  events?: (ownerId: string, type: WebhookEvent, data: unknown) => Promise<void>;
}

/**
 * Who a call acts for: the user row, or what of it the caller read. `locale` starts a flexible
 * habit's weeks on the region's first day (issue 54); null is the default account locale's
 * (en-GB: Monday), as everywhere else on the server.
 */
type Owner = Pick<UserRow, 'id' | 'timezone'> & { locale: string | null };

/** Dates a schedule no longer has: their completions are removed with them. */
export function unscheduled(schedule: HabitSchedule, dates: string[]): string[] {
  const compiled = compileSchedule(schedule);
  return dates.filter((date) => {
    const day = toEpochDay(date);
    return !expandScheduleDays(compiled, day, day).some((o) => o.date === date);
  });
}

/** The habits rules, for the routes and (later) the coach alike; every call acts for `owner`. */
export function createHabitsService({ repo, clock, occurrenceCache = createOccurrenceCache(), onChanged, slots, onCompleted, events }: HabitsServiceDeps) {
  /** Issue 41: the event of a change, with the habit as it is now (decision 036). */
  const told = async (owner: Owner, type: WebhookEvent, habit: Habit, extra: Record<string, unknown> = {}): Promise<Habit> => {
    await events?.(owner.id, type, { habit, ...extra });
    return habit;
  };
  const slotRules = createSlotRules(slots);
  const today = (owner: Owner) => localToday(owner.timezone, clock.now());
  /** What the habit view reads of the owner besides the window and today. */
  const viewOf = (owner: Owner) => ({ timeZone: owner.timezone, weekStartsOn: firstDayOfWeek(owner.locale) });

  function windowFor(owner: Owner, query: { from?: string | undefined; to?: string | undefined }): HabitWindow {
    const fallback = defaultHabitWindow(today(owner));
    const window = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
    const days = toEpochDay(window.to) - toEpochDay(window.from) + 1;
    if (days < 1 || days > MAX_WINDOW_DAYS) throw invalid(HABIT_MESSAGES.windowInvalid);
    return window;
  }

  async function view(owner: Owner, row: HabitRow, window?: HabitWindow): Promise<Habit> {
    const days = await repo.daysOf(row);
    return toHabitDto({ row, ...days, window: window ?? windowFor(owner, {}), today: today(owner), ...viewOf(owner) });
  }

  async function requireHabit(owner: Owner, id: string): Promise<HabitRow> {
    return owned(await repo.findHabit(owner.id, id), HABIT_MESSAGES.notFound);
  }

  /** An archived habit keeps its history as it is: restore it to change it (issue 22). */
  function requireInUse(row: HabitRow): HabitRow {
    if (row.archivedAt) throw conflict(HABIT_MESSAGES.archived);
    return row;
  }

  /** A date the habit has an occurrence on, up to today (`futureMessage` otherwise). */
  function requireDueOccurrence(owner: Owner, row: HabitRow, date: string, futureMessage: string): void {
    if (!isCompletable(date, today(owner))) throw invalid(futureMessage);
    const day = toEpochDay(date);
    if (!expandScheduleDays(compileSchedule(row.schedule), day, day).some((o) => o.date === date)) throw invalid(HABIT_MESSAGES.notScheduled);
  }

  async function checkGoal(owner: Owner, goalId: string | null | undefined): Promise<void> {
    if (goalId && !(await repo.goalBelongsTo(owner.id, goalId))) throw invalid(HABIT_MESSAGES.goalNotFound);
  }

  /** Issue 40: a habit's area must be one of the owner's (400 naming the field, as the schema's refusals do). */
  async function checkArea(owner: Owner, areaId: string | null | undefined): Promise<void> {
    if (areaId && !(await repo.areaBelongsTo(owner.id, areaId))) throw invalidField('areaId', AREA_MESSAGES.areaIdInvalid);
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

  async function update(owner: Owner, id: string, apply: (row: HabitRow) => Promise<Partial<HabitRow>>, options: { archived?: boolean } = {}): Promise<Habit> {
    // Issue 52: the fields it changed, for thin webhook events ("what changed").
    let changed: string[] = [];
    const row = owned(
      await repo.updateHabit(
        owner.id,
        id,
        async (current) => {
          const values = await apply(options.archived ? current : requireInUse(current));
          changed = Object.keys(values).filter((key) => values[key as keyof HabitRow] !== undefined);
          return { ...values, updatedAt: clock.now() };
        },
        unscheduled,
      ),
      HABIT_MESSAGES.notFound,
    );
    await onChanged?.(row.id);
    return told(owner, 'habit.updated', await view(owner, row), { changed });
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
      const view = viewOf(owner);
      return habits.map((habit) => toHabitDto({ ...habit, window, today: now, ...view }));
    },

    /**
     * What `GET /api/habits/user/{id}` sends: `list` as UTF-8 JSON (occurrences from the cache),
     * built only when asked, and the version it is built from: the day, zone, first day of the
     * week (issue 54), window and the version of the habit rows (the database's digest of them:
     * any change to a habit or its completions changes its row), so a caller may keep the bytes
     * and send them again while the version stays the same. `rowsVersion` is that digest when the
     * caller already read it. The build names the version of the rows it read, which may be newer.
     */
    async listAnswer(owner: Owner, window: HabitWindow, rowsVersion?: string): Promise<{ version: string; build: () => Promise<{ version: string; body: Buffer }> }> {
      const now = today(owner);
      const view = viewOf(owner);
      // The week start is in the version: a changed region answers its flexible habits' weeks anew (issue 54).
      const at = `${now}|${owner.timezone}|${view.weekStartsOn}|${window.from}|${window.to}|`;
      return {
        // Read with the caller's session when the route asked for it (one round trip), else here.
        version: at + (rowsVersion ?? (await repo.listVersion(owner.id))),
        build: async () => {
          const { rows, version } = await repo.listHabitsVersioned(owner.id);
          const inputs = (await repo.completionsOf(rows)).map((habit) => ({ ...habit, window, today: now, ...view }));
          return { version: at + version, body: habitListJson(inputs, occurrenceCache) };
        },
      };
    },

    async create(owner: Owner, input: CreateHabitValues): Promise<Habit> {
      await checkGoal(owner, input.goalId);
      await checkArea(owner, input.areaId);
      slotRules.checkTimes(input);
      await slotRules.checkCue(owner.id, null, input.cue);
      const start = localPartsOf(input.startTime, owner.timezone);
      const schedule = withEnd(
        createSchedule(start.date, {
          startTime: start.time,
          endTime: localPartsOf(input.endTime, owner.timezone).time,
          recurrence: input.recurrence,
          customRecurrence: input.customRecurrence ?? null,
        }),
        input.endDate,
      );
      const now = clock.now();
      const row = await repo.insertHabitWithin(MAX_HABITS_PER_USER, {
        userId: owner.id,
        goalId: input.goalId ?? null,
        areaId: input.areaId ?? null,
        name: input.name,
        description: input.description,
        schedule,
        reminders: input.reminders,
        // The attributes of the list (habit-fields.ts), null when left out.
        ...habitFieldValues({ ...input, timesOfDay: slotRules.times(input.timesOfDay) }),
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw conflict(HABIT_MESSAGES.tooMany);
      await onChanged?.(row.id);
      return told(owner, 'habit.created', await view(owner, row));
    },

    async update(owner: Owner, id: string, input: UpdateHabitValues): Promise<Habit> {
      await checkGoal(owner, input.goalId);
      await slotRules.checkCue(owner.id, id, input.cue);
      await checkArea(owner, input.areaId);
      return update(owner, id, async (row) => {
        // The attributes of the list (habit-fields.ts) sent; those left out stay.
        const values: Partial<HabitRow> = habitFieldsChanged({ ...input, timesOfDay: slotRules.times(input.timesOfDay) });
        if (input.name !== undefined) values.name = input.name;
        if (input.description !== undefined) values.description = input.description;
        if (input.goalId !== undefined) values.goalId = input.goalId;
        if (input.areaId !== undefined) values.areaId = input.areaId;
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
        // Issue 40: the end date (the schedule's end) as sent, or kept through an occurrence edit.
        const ended = endAfterUpdate(row.schedule, values.schedule, input.endDate, occurrence?.newDate);
        if (ended) values.schedule = ended;
        // A flexible habit has no fixed days: its rule from now on must be daily.
        const frequency = values.frequency === undefined ? row.frequency : values.frequency;
        if (frequency && currentSegment(values.schedule ?? row.schedule).recurrence !== 'daily') throw invalid(HABIT_MESSAGES.frequencyNeedsDaily);
        const target = values.target === undefined ? row.target : values.target;
        if (frequency && target?.direction === 'atMost') throw invalid(HABIT_MESSAGES.limitWithFrequency);
        slotRules.checkTimes({
          timesOfDay: values.timesOfDay === undefined ? row.timesOfDay : values.timesOfDay,
          target: values.target === undefined ? row.target : values.target,
          frequency,
        });
        return values;
      });
    },

    async deleteOccurrence(owner: Owner, id: string, date: string, scope: EditScope): Promise<Habit> {
      return update(owner, id, async (row) => ({ schedule: change(() => deleteOccurrence(row.schedule, date, scope)) }));
    },

    /**
     * Completes a day (idempotent without a value); for a habit with a target, logs an amount
     * (`value` adds, `total` corrects the day) and the day is done once it reaches the target.
     */
    async complete(owner: Owner, id: string, body: CompleteHabitBody, { wholeDay = false }: { wholeDay?: boolean } = {}): Promise<Habit> {
      const row = requireInUse(await requireHabit(owner, id));
      requireDueOccurrence(owner, row, body.date, HABIT_MESSAGES.futureCompletion);
      // Issue 51: only an area's "Done all" marks every time of the day at once; any other
      // check-off of a several-times-a-day habit names its time.
      const time = slotRules.slotOf(row, body, !wholeDay);
      let habit: Habit;
      if (row.timesOfDay) {
        // Issue 40: one time (or, without one, every time) of a several-times-a-day habit.
        const { rev } = await slots.setSlot({ habitId: row.id, date: body.date, timesOfDay: row.timesOfDay, time, done: true, now: clock.now() });
        habit = await view(owner, { ...row, completionsRev: rev });
      } else {
        if (!row.target && (body.value !== undefined || body.total !== undefined)) throw invalid(HABIT_MESSAGES.noTarget);
        const completionsRev = await repo.complete({ habitId: row.id, date: body.date, now: clock.now(), target: row.target, value: body.value, total: body.total, note: body.note });
        habit = await view(owner, { ...row, completionsRev });
      }
      // Issue 40: the habits stacked on this one are prompted (once a day each: the prompt's own key).
      if (onCompleted && body.date === today(owner) && habit.completedDates.includes(body.date)) await onCompleted(owner.id, row.id, body.date);
      return told(owner, 'habit.completed', habit, { date: body.date, ...(time ? { time } : {}) });
    },

    async uncomplete(owner: Owner, id: string, date: string, time?: string): Promise<Habit> {
      const row = requireInUse(await requireHabit(owner, id));
      const slot = slotRules.slotOf(row, { time });
      if (row.timesOfDay) {
        const { rev } = await slots.setSlot({ habitId: row.id, date, timesOfDay: row.timesOfDay, time: slot, done: false, now: clock.now() });
        return told(owner, 'habit.uncompleted', await view(owner, { ...row, completionsRev: rev }), { date, ...(slot ? { time: slot } : {}) });
      }
      const completionsRev = await repo.uncomplete(row.id, date);
      return told(owner, 'habit.uncompleted', await view(owner, { ...row, completionsRev }), { date });
    },

    /** Skips a scheduled day up to today: it neither breaks the streak nor counts (issue 22). */
    async skip(owner: Owner, id: string, date: string, note?: string): Promise<Habit> {
      const row = requireInUse(await requireHabit(owner, id));
      requireDueOccurrence(owner, row, date, HABIT_MESSAGES.futureSkip);
      const result = await repo.skip(row.id, date, note);
      if ('refused' in result) throw conflict(HABIT_MESSAGES.skipDone);
      await onChanged?.(row.id);
      return told(owner, 'habit.skipped', await view(owner, { ...row, completionsRev: result.rev }), { date });
    },

    async unskip(owner: Owner, id: string, date: string): Promise<Habit> {
      const row = requireInUse(await requireHabit(owner, id));
      const completionsRev = await repo.unskip(row.id, date);
      await onChanged?.(row.id);
      return told(owner, 'habit.updated', await view(owner, { ...row, completionsRev }));
    },

    /** Adds a pause to one habit (merged with any it touches). */
    async pause(owner: Owner, id: string, pause: Pause): Promise<Habit> {
      return update(owner, id, async (row) => ({ pauses: mergePauses([...row.pauses, pause]) }));
    },

    /** Takes the days of `range` out of the habit's pauses. */
    async unpause(owner: Owner, id: string, range: Pause): Promise<Habit> {
      return update(owner, id, async (row) => ({ pauses: subtractPause(row.pauses, range) }));
    },

    /** The same for every habit in use (not archived): a holiday from everything. Answers the habits changed. */
    async pauseAll(owner: Owner, range: Pause, remove: boolean): Promise<Habit[]> {
      const inUse = (await repo.listHabits(owner.id)).filter((row) => !row.archivedAt);
      const rows = await repo.setPauses(
        owner.id,
        inUse.map((row) => row.id),
        (row) => (remove ? subtractPause(row.pauses, range) : mergePauses([...row.pauses, range])),
        clock.now(),
      );
      for (const row of rows) await onChanged?.(row.id);
      return Promise.all(rows.map(async (row) => told(owner, 'habit.updated', await view(owner, row), { changed: ['pauses'] })));
    },

    /** Hides a habit from Today, the calendar and the counts, keeping its history; its reminders stop. */
    async archive(owner: Owner, id: string): Promise<Habit> {
      return update(owner, id, async (row) => ({ archivedAt: row.archivedAt ?? clock.now() }), { archived: true });
    },

    async restore(owner: Owner, id: string): Promise<Habit> {
      return update(owner, id, async () => ({ archivedAt: null }), { archived: true });
    },
  };
}

export type HabitsService = ReturnType<typeof createHabitsService>;
