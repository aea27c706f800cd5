/**
 * Calendar dates as whole days since 1970-01-01 ("epoch days"), with no time zone: a habit's
 * dates are local calendar dates, so all date arithmetic is plain integer arithmetic on these.
 * Algorithms after Howard Hinnant's "chrono-compatible low-level date algorithms".
 */

export type EpochDay = number;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysFromCivil(year: number, month: number, day: number): EpochDay {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(days: EpochDay): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(days: EpochDay): number {
  return (((days + 4) % 7) + 7) % 7;
}

/**
 * The first day of the week holding `day`, for weeks that start on `weekStartsOn` (0 = Sunday, as
 * `firstDayOfWeek` counts): the region's first day (issue 54), Sunday when none is given.
 */
export const weekStartOf = (day: EpochDay, weekStartsOn = 0): EpochDay => day - ((weekdayOf(day) - weekStartsOn + 7) % 7);

/** Parses 'YYYY-MM-DD'; undefined when it is not a real date (2026-02-30, 2026-13-01). */
export function parseDate(text: string): EpochDay | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return daysFromCivil(year, month, day);
}

/** Parses a date known to be valid (from our own storage or a validated payload). */
export function toEpochDay(text: string): EpochDay {
  const days = parseDate(text);
  if (days === undefined) throw new RangeError(`Not a calendar date: ${text}`);
  return days;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatDate(days: EpochDay): string {
  const { year, month, day } = civilFromDays(days);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isValidDate(text: string): boolean {
  return parseDate(text) !== undefined;
}

/** Months since year 0, for "every n months" arithmetic. */
export function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

/** Adds whole months to a (year, month) pair. */
export function addMonths(year: number, month: number, count: number): { year: number; month: number } {
  const index = monthIndex(year, month) + count;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}
