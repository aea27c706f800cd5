export const DEFAULT_TIMEZONE = 'UTC';

const cache = new Map<string, boolean>();

/** True for a time zone name the runtime's ICU knows (IANA names such as "Europe/London"). */
export function isValidTimeZone(name: string): boolean {
  const known = cache.get(name);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    valid = name.length > 0 && name.length <= 64;
  } catch {
    valid = false;
  }
  cache.set(name, valid);
  return valid;
}

/** The time zone sent at sign-up: unknown or missing names fall back to UTC (DECISIONS.md, Time). */
export function normalizeTimeZone(name: string | null | undefined): string {
  return name && isValidTimeZone(name) ? name : DEFAULT_TIMEZONE;
}

export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes(DEFAULT_TIMEZONE) ? zones : [DEFAULT_TIMEZONE, ...zones];
}
