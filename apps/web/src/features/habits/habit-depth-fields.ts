import { HABIT_FIELD_TEXTS, HABIT_UNIT_MAX_LENGTH, MAX_HABIT_VALUE, PERIOD_MAX_DAYS, type FrequencyPeriod, type HabitFrequency, type HabitTarget } from '@stride/domain';
import { appTexts } from '../../lib/i18n/app-texts';

/** Issue 40: an amount to reach (the default), a limit ("at most 2 coffees") or a quit habit ("no sugar": a limit of 0). */
export type TargetKind = 'atLeast' | 'atMost' | 'quit';

/** The amount and frequency as typed (strings until saved, so nothing typed is lost to a parse). */
export interface HabitDepthValues {
  target: { quantity: string; unit: string; kind?: TargetKind } | null;
  frequency: { times: string; period: FrequencyPeriod } | null;
}

export type HabitDepthErrors = Partial<Record<'quantity' | 'unit' | 'times' | 'kind', string>>;

const kindOf = (target: HabitTarget): TargetKind => (target.direction !== 'atMost' ? 'atLeast' : target.quantity === 0 ? 'quit' : 'atMost');

export function depthValuesOf(habit: { target: HabitTarget | null; frequency: HabitFrequency | null } | undefined): HabitDepthValues {
  return {
    target: habit?.target ? { quantity: String(habit.target.quantity), unit: habit.target.unit, kind: kindOf(habit.target) } : null,
    frequency: habit?.frequency ? { times: String(habit.frequency.times), period: habit.frequency.period } : null,
  };
}

/** The amount's and frequency's problems, in the account's language (issue 54). */
export function validateDepth(values: HabitDepthValues): HabitDepthErrors {
  const { HABIT_FIELD_TEXTS: T } = appTexts({ HABIT_FIELD_TEXTS });
  const errors: HabitDepthErrors = {};
  if (values.target) {
    const kind = values.target.kind ?? 'atLeast';
    const quantity = Number(values.target.quantity);
    // A limit may be 0 ("at most 0" is a quit habit); an amount to reach must be above it.
    const low = kind === 'atLeast' ? quantity <= 0 : quantity < 0;
    if (kind !== 'quit' && (!values.target.quantity.trim() || !Number.isFinite(quantity) || low || quantity > MAX_HABIT_VALUE)) {
      errors.quantity = kind === 'atLeast' ? T.quantityRequired : T.limitQuantityRequired;
    }
    const unit = values.target.unit.trim();
    if (!unit || unit.length > HABIT_UNIT_MAX_LENGTH) errors.unit = kind === 'quit' ? T.quitRequired : T.unitRequired;
    if (kind !== 'atLeast' && values.frequency) errors.kind = T.limitNeedsSetDays;
  }
  if (values.frequency) {
    const times = Number(values.frequency.times);
    const max = PERIOD_MAX_DAYS[values.frequency.period];
    if (!Number.isInteger(times) || times < 1 || times > max) errors.times = T.timesRequired(max);
  }
  return errors;
}

/** The values as the API takes them (after `validateDepth` found nothing). */
export function depthBody(values: HabitDepthValues): { target: HabitTarget | null; frequency: HabitFrequency | null } {
  return {
    target: values.target ? targetBody(values.target) : null,
    frequency: values.frequency ? { times: Number(values.frequency.times), period: values.frequency.period } : null,
  };
}

/** The target as the API takes it: a quit habit is a limit of 0; an amount to reach is sent as before (no direction). */
function targetBody(target: NonNullable<HabitDepthValues['target']>): HabitTarget {
  const unit = target.unit.trim();
  if (target.kind === 'quit') return { quantity: 0, unit, direction: 'atMost' };
  if (target.kind === 'atMost') return { quantity: Number(target.quantity), unit, direction: 'atMost' };
  return { quantity: Number(target.quantity), unit };
}
