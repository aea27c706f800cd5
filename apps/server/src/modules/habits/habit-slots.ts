import { CUE_MESSAGES, TIMES_OF_DAY_MESSAGES, cueAnchorProblem, timesOfDaySchema, type Cue } from '@stride/domain';
import { DomainError } from '../../errors.js';
import type { HabitSlotsRepository } from './habit-slots.repository.js';
import type { HabitRow } from './habits.repository.js';

/** A field the schema let through but a rule refuses: 400 naming it, as the schema's own refusals do. */
export const refusedField = (path: string, message: string) => new DomainError('validation_failed', message, undefined, { errors: [{ path, message }] });


/**
 * Issue 40's rules on a habit's times of day and cue that need more than its body
 * (docs/decisions/034): the anchor is another of the owner's habits without a circle of cues, and
 * times of day do not go with an amount or a frequency.
 */
export function createSlotRules(slots: HabitSlotsRepository) {
  return {
    /** Refuses an anchor that is not the owner's, is the habit itself, or closes a circle (400 naming cue.afterHabitId). */
    async checkCue(ownerId: string, habitId: string | null, cue: Cue | null | undefined): Promise<void> {
      if (!cue?.afterHabitId) return;
      const problem = cueAnchorProblem(await slots.cuesOf(ownerId), habitId, cue.afterHabitId);
      if (problem) throw refusedField('cue.afterHabitId', CUE_MESSAGES[problem]);
    },

    /** Times of day as stored (sorted, checked), whoever sends them (the API's schema, the coach); null and undefined kept. */
    times<T extends readonly string[] | null | undefined>(times: T): T extends readonly string[] ? string[] : T {
      if (!times) return times as never;
      const parsed = timesOfDaySchema.safeParse(times);
      if (!parsed.success) throw refusedField('timesOfDay', TIMES_OF_DAY_MESSAGES.timesOfDayInvalid);
      return parsed.data as never;
    },

    /** Refuses times of day together with a target or a frequency (400 naming timesOfDay). */
    checkTimes(values: { timesOfDay?: readonly string[] | null | undefined; target?: unknown; frequency?: unknown }): void {
      if (values.timesOfDay && (values.target || values.frequency)) throw refusedField('timesOfDay', TIMES_OF_DAY_MESSAGES.timesWithAmount);
    },

    /**
     * The slot a check-off names, checked against the habit's times (400 naming time). With
     * `required`, a several-times-a-day habit's check-off must name one (issue 51): a tap that sent
     * none marked every time done at once. Taking a day back without a time still clears it all.
     */
    slotOf(row: Pick<HabitRow, 'timesOfDay'>, body: { time?: string | undefined; value?: number | undefined; total?: number | undefined }, required = false): string | undefined {
      if (!row.timesOfDay) {
        if (body.time !== undefined) throw refusedField('time', TIMES_OF_DAY_MESSAGES.timeWithoutTimes);
        return undefined;
      }
      if (body.value !== undefined || body.total !== undefined) throw refusedField('value', TIMES_OF_DAY_MESSAGES.valueWithTimes);
      if (body.time !== undefined && !row.timesOfDay.includes(body.time)) throw refusedField('time', TIMES_OF_DAY_MESSAGES.timeNotOfHabit(row.timesOfDay));
      if (body.time === undefined && required) throw refusedField('time', TIMES_OF_DAY_MESSAGES.timeRequired(row.timesOfDay));
      return body.time;
    },
  };
}
