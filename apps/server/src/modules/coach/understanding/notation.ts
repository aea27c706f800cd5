import { isValidDate, toEpochDay, weekdayOf } from '@stride/domain';

/**
 * Nineteenth session (issue 50): the compact notation people who type precisely use, in the words
 * the readers know: arrows from an old value to a new one ("water: 8→6 glasses", "yoga 1h → 45m",
 * "rowing 3x/wk → 4x/wk"), units glued to numbers ("30m", "1h30", "3d", "2x/week", "/day"), "@" for
 * at, "≥"/"≤", days with slashes ("tue/thu", "(sat/sun)"), dates as day/month ("sun 6/12",
 * "12/12") and month first ("mon dec 21"), and a dash between parts ("floss — daily, 22:15").
 */
const DAY = String.raw`(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?s?`;
/** Weekdays as `weekdayOf` numbers them (0 = Sunday), by their first three letters. */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const ARROW = String.raw`\s*(?:→|->|-->|=>|⇒|➡️?|➔)\s*`;
/** A value an arrow may stand between: "8", "20 minutes", "3 times a week", "every 3 days", "2 cups a day". */
const VALUE = String.raw`(?:every\s+)?\d+(?:\.\d+)?(?:\s*(?:times|minutes|hours|days|weeks|[a-z]+))?(?:\s+(?:a|per)\s+(?:day|week|month))?`;

/** The date (today's year or the nearest) for a day and a month: "6/12" and "dec 6" are 2026-12-06 in December 2026. */
function dateOf(day: number, month: number, today: string): string | undefined {
  const year = Number(today.slice(0, 4));
  const candidates = [year - 1, year, year + 1].map((y) => `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).filter((d) => isValidDate(d));
  const now = toEpochDay(today);
  return candidates.sort((a, b) => Math.abs(toEpochDay(a) - now) - Math.abs(toEpochDay(b) - now))[0];
}

export function compactNotation(text: string, today: string, monthFirst = false): string {
  let t = text
    // A range between two days or two numbers ("mon–fri", "14–18"), then a dash between parts ("floss — daily").
    .replace(new RegExp(String.raw`(?<![\d/.:]-?)\b(${DAY}|\d{1,2}(?:st|nd|rd|th)?)\s*[–—-]\s*(${DAY}|\d{1,2}(?:st|nd|rd|th)?)\b(?![-/.:]?\d)(?!\s*(?:minutes?|mins?|hours?|am|pm|:))`, 'g'), '$1 to $2')
    .replace(/\s+[—–]\s+|\s*[—–]\s*(?=[a-z])/g, ', ')
    // A remark in brackets that something stays as it is, or a date said again ("(mon 19:00 stays)", "(10/12)").
    .replace(/\s*\([^)]*\b(?:stays?|same|unchanged|as\s+is|keep|kept|as\s+now)\b[^)]*\)/g, '')
    .replace(/\s*\(\s*\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s*\)/g, '')
    .replace(/\s*@\s*(?=\d)/g, ' at ')
    .replace(/(?:≥|>=)\s*/g, 'at least ')
    .replace(/(?:≤|<=)\s*/g, 'at most ')
    // Units glued to numbers.
    .replace(/\b(\d+)\s*h\s*(\d{1,2})\b(?!\s*(?:am|pm|:))/g, (_m, h: string, m: string) => `${Number(h) * 60 + Number(m)} minutes`)
    .replace(/\b(\d+(?:\.\d+)?)\s*h\b(?![\u00e0-\u00ff])/g, (_m, h: string) => (Number(h) === 1 ? '1 hour' : `${h} hours`))
    .replace(/\b(\d+)\s*m\b(?![\u00e0-\u00ff])(?!\s*(?:am|pm))/g, '$1 minutes')
    .replace(/\b(\d+)\s*d\b(?![\u00e0-\u00ff])/g, '$1 days')
    .replace(/\b(\d+)\s*(?:p|pp|pgs?)\b(?![\u00e0-\u00ff])/g, '$1 pages')
    // Issue 54: not the start of a word with an umlaut or accent ("5 gläser").
    .replace(/\b(\d+)\s*gl\b(?![\u00e0-\u00ff])/g, '$1 glasses')
    .replace(/\b(\d+)\s*x\s*\/\s*(?:wk|week)\b/g, '$1 times a week')
    .replace(/\b(\d+)\s*x\s*\/\s*(?:day|d)\b/g, '$1 times a day')
    .replace(/\b(\d+)\s*x\s*\/\s*(?:month|mo)\b/g, '$1 times a month')
    .replace(/\b(\d+)\s*x\s+(?:per|a)\s+(week|day|month)\b/g, '$1 times a $2')
    .replace(/\s*\/\s*(day|week|wk|month)\b/g, (_m, unit: string) => ` a ${unit === 'wk' ? 'week' : unit}`)
    .replace(/\b(\d+(?:\.\d+)?)k(?=\s*(?:a\s+day|steps))/g, (_m, n: string) => String(Math.round(Number(n) * 1000)));
  // An arrow from an old value to a new one: the new one, instead of the old.
  t = t.replace(new RegExp(String.raw`(${VALUE})${ARROW}(${VALUE})`, 'g'), (_m, from: string, to: string) => {
    const unitOf = (v: string) => v.replace(/^(?:every\s+)?\d+(?:\.\d+)?\s*/, '');
    const toUnit = unitOf(to);
    return `${toUnit || !unitOf(from) ? to : `${to} ${unitOf(from)}`} instead of ${from}`;
  });
  t = t.replace(new RegExp(ARROW, 'g'), ' to ');
  // Days with slashes, in brackets or not: "tue/thu", "(sat/sun)", "mon/wed/fri".
  t = t
    .replace(new RegExp(String.raw`\(\s*(${DAY}(?:\s*[/,&]\s*${DAY})*)\s*\)`, 'g'), ' $1 ')
    .replace(new RegExp(String.raw`\b(${DAY})((?:\s*/\s*${DAY})+)\b`, 'g'), (_m, first: string, rest: string) => {
      const days = [first, ...rest.split('/').map((d) => d.trim()).filter(Boolean)];
      return `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
    });
  // Dates with a slash, as the region writes them: day/month ("sun 6/12", "12/12" in Britain),
  // month/day where the region puts the month first ("12/5" in the US). A weekday said with it
  // tells the two apart when only the other order falls on that weekday ("fri 5/12" on Fri 12 May).
  t = t.replace(new RegExp(String.raw`\b(?:on\s+)?(?:(${DAY})\s+)?(\d{1,2})/(\d{1,2})(?:/(?:20)?\d{2})?\b(?!\s*(?:a|per)\b)`, 'g'), (m, weekday: string | undefined, a: string, b: string) => {
    const [first, second] = [Number(a), Number(b)];
    const read = (d: number, mo: number) => (mo >= 1 && mo <= 12 && d >= 1 && d <= 31 ? dateOf(d, mo, today) : undefined);
    const usual = monthFirst ? read(second, first) : read(first, second);
    const other = monthFirst ? read(first, second) : read(second, first);
    const on = weekday ? WEEKDAYS.indexOf(weekday.slice(0, 3)) : -1;
    const falls = (date: string | undefined) => !!date && on >= 0 && weekdayOf(toEpochDay(date)) === on;
    const date = usual && !(falls(other) && !falls(usual)) ? usual : other;
    return date ? `on ${date}` : m;
  });
  // Day then month with a dash or a space: "14-Dec", "31 dec", "10th Dec" (after "from", "until", "to": the date alone).
  t = t.replace(new RegExp(String.raw`\b(from|until|till|to|through|after|before)?(\s*)(?:on\s+)?(\d{1,2})(?:st|nd|rd|th)?[-\s](${MONTH})(?![a-z])`, 'g'), (m, word: string | undefined, space: string, d: string, month: string) => {
    const index = MONTHS.indexOf(month.slice(0, 3));
    const date = index >= 0 ? dateOf(Number(d), index + 1, today) : undefined;
    return date ? `${word ? `${word}${space}` : 'on '}${date}` : m;
  });
  // Month first: "mon dec 21", "dec 21st", "december 21".
  t = t.replace(new RegExp(String.raw`\b(?:on\s+)?(?:${DAY}\s+)?(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?::|am|pm|minutes?|hours?))`, 'g'), (m, month: string, d: string) => {
    const index = MONTHS.indexOf(month.slice(0, 3));
    const date = index >= 0 ? dateOf(Number(d), index + 1, today) : undefined;
    return date ? `on ${date}` : m;
  });
  return t;
}
