import { jsonb, type PgJsonbBuilderInitial } from 'drizzle-orm/pg-core';
import type { $Type } from 'drizzle-orm';
import { HABIT_FIELD_COLUMNS, HABIT_FIELD_NAMES, type HabitFieldName, type HabitFieldValues } from '@stride/domain';

/**
 * The habits table's columns of the attribute list (packages/domain habit-fields.ts, decision
 * 043): one jsonb column each, null for none, typed as the attribute's stored value.
 */
export function habitFieldColumns(): { [K in HabitFieldName]: $Type<PgJsonbBuilderInitial<''>, NonNullable<HabitFieldValues[K]>> } {
  return Object.fromEntries(HABIT_FIELD_NAMES.map((name) => [name, jsonb(HABIT_FIELD_COLUMNS[name])])) as never;
}
