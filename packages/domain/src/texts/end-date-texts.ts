import { civilFromDays, toEpochDay } from '../habits/civil-date.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Issue 40: a habit's end date on the pages (decision 033). */
export const END_DATE_TEXTS = {
  label: 'End date (optional)',
  help: 'The last day it happens. Leave it empty to keep going.',
  beforeStart: 'Choose an end date on or after the start date.',
  clear: 'No end date',
  detailsLabel: 'Ends',
  ended: 'Ended',
  /** "Ends 31 Mar" this year, "Ends 31 Mar 2028" another. */
  ends: (date: string, today: string) => {
    const { year, month, day } = civilFromDays(toEpochDay(date));
    return `Ends ${day} ${MONTHS[month - 1]}${String(year) === today.slice(0, 4) ? '' : ` ${year}`}`;
  },
} as const;

/** What a habit's row says of its end: "Ends 31 Mar" until then, "Ended" after it, nothing without one. */
export function endDateLabel(endDate: string | null | undefined, today: string, texts: typeof END_DATE_TEXTS = END_DATE_TEXTS): string | null {
  if (!endDate) return null;
  return endDate < today ? texts.ended : texts.ends(endDate, today);
}
