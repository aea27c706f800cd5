import {
  HABIT_NAME_MAX_LENGTH,
  HABIT_UNIT_MAX_LENGTH,
  MAX_HABIT_VALUE,
  MAX_RECURRENCE_INTERVAL,
  type CustomRecurrence,
  type HabitFrequency,
  type HabitTarget,
  type Recurrence,
} from '@stride/domain';
import { LOOP_IMPORT_MESSAGES, LoopImportError, type LoopRow } from './loop-format.js';
import { parseCsv } from './loop-zip.js';

// A Loop export's Habits.csv: one row per habit, read into Stride's name, target and rule.

const COLUMN_NAMES = {
  position: ['position'],
  name: ['name'],
  type: ['type'],
  question: ['question'],
  description: ['description'],
  numerator: ['frequencynumerator', 'numrepetitions'],
  denominator: ['frequencydenominator', 'interval'],
  color: ['color'],
  unit: ['unit'],
  targetType: ['target type', 'targettype'],
  targetValue: ['target value', 'targetvalue'],
  archived: ['archived?', 'archived'],
} as const;
type Column = keyof typeof COLUMN_NAMES;
const REQUIRED: Array<{ column: Column; label: string }> = [
  { column: 'position', label: 'Position' },
  { column: 'name', label: 'Name' },
  { column: 'numerator', label: 'FrequencyNumerator' },
  { column: 'denominator', label: 'FrequencyDenominator' },
];

export function readHabitsCsv(text: string): LoopRow[] {
  const records = parseCsv(text, 'Habits.csv');
  const header = (records[0] ?? []).map((field) => field.trim().toLowerCase());
  const index = {} as Record<Column, number>;
  for (const column of Object.keys(COLUMN_NAMES) as Column[]) {
    index[column] = header.findIndex((field) => (COLUMN_NAMES[column] as readonly string[]).includes(field));
  }
  const missing = REQUIRED.filter(({ column }) => index[column] < 0).map(({ label }) => label);
  if (missing.length) throw new LoopImportError(LOOP_IMPORT_MESSAGES.missingColumns(missing));

  const rows: LoopRow[] = [];
  for (const record of records.slice(1)) {
    if (record.every((field) => field.trim() === '')) continue;
    const get = (column: Column) => (index[column] >= 0 ? (record[index[column]] ?? '') : '');
    const type = get('type').trim().toUpperCase();
    const numerical = type === 'NUMERICAL' || type === '1';
    const position = /^\s*\d+\s*$/.test(get('position')) ? Number(get('position')) : rows.length + 1;
    rows.push({
      position,
      name: get('name'),
      description: get('description').trim(),
      questionText: get('question').trim(),
      numerical,
      unknownType: numerical || ['', 'YES_NO', '0'].includes(type) ? null : get('type').trim(),
      numerator: get('numerator').trim(),
      denominator: get('denominator').trim(),
      color: get('color'),
      unit: get('unit'),
      atMost: ['AT_MOST', '1'].includes(get('targetType').trim().toUpperCase()),
      targetValue: get('targetValue').trim(),
      archived: get('archived').trim().toLowerCase() === 'true',
    });
  }
  return rows;
}

export function habitName(row: LoopRow, notes: string[]): string {
  const name = row.name.trim();
  if (name === '') {
    notes.push('it had no name in Loop.');
    return `Loop habit ${row.position}`;
  }
  if (name.length > HABIT_NAME_MAX_LENGTH) {
    const cut = name.slice(0, HABIT_NAME_MAX_LENGTH).trim();
    notes.push(`its name was cut to ${HABIT_NAME_MAX_LENGTH} characters.`);
    return cut;
  }
  return name;
}

export function joinDescription(description: string, question: string): string {
  if (!question || question === description) return description;
  if (!description) return question;
  return `${question}\n\n${description}`;
}

export function habitTarget(row: LoopRow, say: (text: string) => void): HabitTarget {
  let unit = row.unit.trim() || 'units';
  if (unit.length > HABIT_UNIT_MAX_LENGTH) {
    unit = unit.slice(0, HABIT_UNIT_MAX_LENGTH).trim();
    say(`its unit was cut to ${HABIT_UNIT_MAX_LENGTH} characters ('${unit}').`);
  }
  let quantity = Number(row.targetValue);
  // Issue 40: Loop's AT_MOST is a Stride limit (direction atMost); a limit of 0 is a quit habit.
  if (row.atMost && quantity === 0) return { quantity: 0, unit, direction: 'atMost' };
  if (!(quantity > 0) || !Number.isFinite(quantity)) {
    say(`its target (${row.targetValue || 'none'}) could not be kept: it is now 1 ${unit}.`);
    quantity = 1;
  } else if (quantity > MAX_HABIT_VALUE) {
    say(`its target of ${formatNumber(quantity)} was lowered to ${formatNumber(MAX_HABIT_VALUE)}, Stride's largest.`);
    quantity = MAX_HABIT_VALUE;
  }
  return row.atMost ? { quantity, unit, direction: 'atMost' } : { quantity, unit };
}

export const formatNumber = (value: number) => String(Math.round(value * 1000) / 1000);

// Frequency

interface HabitRule {
  recurrence: Recurrence;
  customRecurrence: CustomRecurrence | null;
  frequency: HabitFrequency | null;
  /** Loop's denominator when it was read (the days a numerical habit adds its values up over). */
  loopDays: number;
}

export function habitRule(row: LoopRow, say: (text: string) => void): HabitRule {
  const daily: HabitRule = { recurrence: 'daily', customRecurrence: null, frequency: null, loopDays: 1 };
  const n = /^\d+$/.test(row.numerator) ? Number(row.numerator) : NaN;
  const d = /^\d+$/.test(row.denominator) ? Number(row.denominator) : NaN;
  if (!(n >= 1) || !(d >= 1)) {
    say(`its frequency (${row.numerator || '?'} in ${row.denominator || '?'} days) could not be read, so it was set to every day.`);
    return daily;
  }
  if (n === d) return daily;
  const flexible = (times: number, period: HabitFrequency['period']): HabitRule => ({ ...daily, frequency: { times, period }, loopDays: d });
  if (d === 7 && n < 7) return flexible(n, 'week');
  if ((d === 30 || d === 31) && n < d) return flexible(n, 'month');
  if (n === 1 && d <= MAX_RECURRENCE_INTERVAL) {
    return { recurrence: 'custom', customRecurrence: { frequency: 'daily', interval: d }, frequency: null, loopDays: d };
  }
  const weekly = Math.min(7, Math.max(1, Math.round((n * 7) / d)));
  const loop = `Loop's ${n} time${n === 1 ? '' : 's'} in ${d} days`;
  if (weekly === 7) {
    say(`${loop} became every day.`);
    return { ...daily, loopDays: d };
  }
  say(`${loop} became ${weekly === 1 ? 'once' : `${weekly} times`} a week.`);
  return flexible(weekly, 'week');
}
