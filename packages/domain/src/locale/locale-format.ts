import { DEFAULT_ACCOUNT_LOCALE } from './locale.js';

/**
 * Issue 54: every date, time, number and price a person reads, written through `Intl` the way
 * their region writes it (decision 054-locale). `locale` is the account's (`en-GB`), or, before
 * the account has one, the browser's. One module, so the web app and the server's emails and
 * reminders write "07:00–07:30" the same way.
 */

/** Regions whose weeks start on Sunday or Saturday (CLDR weekData), for an `Intl` without week info. */
const SUNDAY_FIRST = /* @__PURE__ */ new Set('AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(' '));
const SATURDAY_FIRST = /* @__PURE__ */ new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

const cache = /* @__PURE__ */ new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** A locale `Intl` accepts: the one given when it is valid, else the default. */
export function usableLocale(locale: string | undefined | null): string {
  if (!locale) return DEFAULT_ACCOUNT_LOCALE;
  return cached(`usable:${locale}`, () => {
    try {
      return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_ACCOUNT_LOCALE;
    } catch {
      return DEFAULT_ACCOUNT_LOCALE;
    }
  });
}

/** The region of a locale, or the one its language is most used in. */
function regionOf(locale: string): string | undefined {
  const tag = new Intl.Locale(usableLocale(locale));
  return tag.region ?? tag.maximize().region;
}

type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/** The first day of the week, 0 = Sunday … 6 = Saturday: Monday in most of Europe, Sunday in the US. */
export function firstDayOfWeek(locale: string | undefined | null): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const tag = usableLocale(locale);
  return cached(`week:${tag}`, () => {
    const intl = new Intl.Locale(tag) as WeekInfoLocale;
    // Chromium and Node 24 have getWeekInfo (older ones the weekInfo getter); Firefox has neither yet.
    const info = intl.getWeekInfo?.() ?? intl.weekInfo;
    if (info) return (info.firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
    const region = regionOf(tag) ?? '';
    return SUNDAY_FIRST.has(region) ? 0 : SATURDAY_FIRST.has(region) ? 6 : 1;
  });
}

/** Whether the region reads a 12-hour clock ("7:00 AM") or a 24-hour one ("07:00"). */
export function hourCycleOf(locale: string | undefined | null): 'h12' | 'h23' {
  const tag = usableLocale(locale);
  return cached(`hc:${tag}`, () => {
    const resolved = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions();
    const region = regionOf(tag);
    // A pair the browser has no data for ("en-PL") falls back to the language's own clock: the
    // region's usual language says how people there read the time.
    const fromRegion = region && !resolved.locale.includes(`-${region}`) ? new Intl.DateTimeFormat(new Intl.Locale(`und-${region}`).maximize().toString(), { hour: 'numeric' }).resolvedOptions() : resolved;
    return fromRegion.hourCycle === 'h11' || fromRegion.hourCycle === 'h12' ? 'h12' : 'h23';
  });
}

/**
 * Whether the region writes a numeric date month first ("12/5" is 5 December in the US, 12 May in
 * Britain): how the built-in coach reads "12/5" typed by someone there.
 */
export function writesMonthFirst(locale: string | undefined | null): boolean {
  const tag = usableLocale(locale);
  return cached(`md:${tag}`, () => {
    const parts = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'numeric' }).formatToParts(new Date(Date.UTC(2026, 11, 24, 12)));
    return parts.findIndex((p) => p.type === 'month') < parts.findIndex((p) => p.type === 'day');
  });
}

function dateFormat(locale: string | undefined | null, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = usableLocale(locale);
  const key = `dtf:${tag}:${JSON.stringify(options)}`;
  return cached(key, () => {
    const withClock = options.hour ? { ...options, hourCycle: hourCycleOf(tag) } : options;
    try {
      return new Intl.DateTimeFormat(tag, withClock);
    } catch {
      // An unknown time zone: the same format without it.
      return new Intl.DateTimeFormat(tag, { ...withClock, timeZone: undefined });
    }
  });
}

/** A wall time as the region writes it: "07:00" in en-GB, "07:00 AM" in en-US (as time inputs show it, issue 39). */
export function formatWallTime(hour: number, minute: number, locale: string | undefined | null): string {
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** A moment's time of day in a time zone ("07:00" / "07:00 AM"). */
export function formatMomentTime(moment: Date, locale: string | undefined | null, timeZone?: string): string {
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(moment);
}

/** 'YYYY-MM-DD' as a Date at noon UTC, to be written with timeZone 'UTC'; null when not a real date. */
export function civilDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day, 12));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return utc;
}

export type DateStyle = 'dateTime' | 'long' | 'full' | 'short' | 'weekdayDayMonth' | 'dayMonth' | 'dayMonthYear' | 'monthYear' | 'weekdayDayMonthYear' | 'weekdayDay' | 'weekday';
const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  full: { dateStyle: 'full' },
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  weekdayDayMonthYear: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
  weekdayDay: { weekday: 'short', day: '2-digit' },
  weekday: { weekday: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
};

/**
 * A calendar date ('YYYY-MM-DD', a day in the person's zone) or a Date's day in `timeZone`, as the
 * region writes it: long "25 November 2026" / "November 25, 2026" / "25. November 2026".
 */
export function formatDay(date: string | Date, style: DateStyle, locale: string | undefined | null, timeZone?: string): string {
  const moment = typeof date === 'string' ? civilDate(date) : date;
  if (!moment) return typeof date === 'string' ? date : '';
  return dateFormat(locale, { ...DATE_STYLES[style], timeZone: typeof date === 'string' ? 'UTC' : timeZone }).format(moment);
}

/** A short date with the year only when it is not `thisYear`: "Fri 27 Nov", "Sat 2 Jan 2027", "Sa., 2. Jan. 2027". */
export function formatShortDay(date: string, locale: string | undefined | null, thisYear: number): string | null {
  const moment = civilDate(date);
  if (!moment) return null;
  const withYear = moment.getUTCFullYear() !== thisYear;
  const format = dateFormat(locale, { ...DATE_STYLES.short, ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  const parts = format.formatToParts(moment);
  // English puts a comma after the weekday once a year is shown ("Sat, 2 Jan 2027"): one way in a list of dates.
  if (new Intl.Locale(usableLocale(locale)).language === 'en') {
    const weekday = parts.findIndex((p) => p.type === 'weekday');
    if (weekday >= 0 && parts[weekday + 1]?.type === 'literal') parts[weekday + 1] = { type: 'literal', value: ' ' };
  }
  return parts.map((p) => p.value).join('');
}

/** The names of the weekdays from the region's first day ("Mon", "Tue" … or "Sun", "Mon" …). */
export function weekdayNames(locale: string | undefined | null, width: 'long' | 'short' | 'narrow' = 'short'): { day: number; name: string }[] {
  const first = firstDayOfWeek(locale);
  const format = dateFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7).map((day) => ({ day, name: format.format(new Date(Date.UTC(2023, 0, 1 + day, 12))) }));
}

/** A month's name ("November", "noviembre"); month 1–12. */
export function monthName(month: number, locale: string | undefined | null, width: 'long' | 'short' = 'long'): string {
  return dateFormat(locale, { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2023, month - 1, 15)));
}

/** A number as the region writes it ("1,234.5", "1.234,5", "1 234,5"). */
export function formatNumber(value: number, locale: string | undefined | null, options: Intl.NumberFormatOptions = {}): string {
  const tag = usableLocale(locale);
  return cached(`nf:${tag}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options)).format(value);
}

/**
 * A price in its currency, whole amounts without decimals: "£8" in en-GB, "8 £" in de-DE and es-ES.
 * The currency's own sign (`narrowSymbol`): Spanish's data writes the pound as its code ("8 GBP"),
 * where the public pricing page, formatted the same way, says "8 £" (issue 54).
 */
export function formatMoney(amount: number, currency: string, locale: string | undefined | null): string {
  const whole = Number.isInteger(amount);
  return formatNumber(amount, locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
}
