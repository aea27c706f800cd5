/**
 * Issue 54: the languages Stride speaks, and the regions a person can say they live in. The
 * account keeps both as one BCP 47 tag, `language-REGION` ("en-GB", "de-AT"): the language picks
 * the words, the region how dates, times, numbers and weeks are written (decision 054-locale).
 */
import { LOCALES as LANGUAGES, type Locale as Language } from '../i18n/locales.js';

/** The catalog's languages (i18n/locales.ts), under the name the account's settings use. */
export { LANGUAGES, type Language };

/** Where people who read these languages live, and a few neighbours; any language goes with any region. */
// A plain literal (no call at module level): the public pages' bundle keeps only what it uses.
export const REGIONS: readonly string[] = [
  'GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'IN', 'ZA',
  'ES', 'MX', 'AR', 'CO', 'CL', 'PE',
  'DE', 'AT', 'CH', 'LU', 'BE', 'FR', 'NL', 'IT', 'PT', 'SE', 'NO', 'DK', 'FI', 'PL',
];
export type Region = string;

/** The locale of someone who has not chosen and whose browser said nothing Stride can use. */
export const DEFAULT_ACCOUNT_LOCALE = 'en-GB';

const LOCALE_PATTERN = /^([a-z]{2})-([A-Z]{2})$/;

/** True for a stored locale: a language Stride speaks and a region of the list. */
export function isSupportedLocale(value: string): boolean {
  const match = LOCALE_PATTERN.exec(value);
  return !!match && (LANGUAGES as readonly string[]).includes(match[1]!) && REGIONS.includes(match[2]!);
}

/** The language and region of a stored locale ("de-AT" → de, AT). */
export function splitLocale(locale: string): { language: Language; region: Region } {
  const match = LOCALE_PATTERN.exec(locale);
  if (!match || !isSupportedLocale(locale)) return splitLocale(DEFAULT_ACCOUNT_LOCALE);
  return { language: match[1] as Language, region: match[2]! };
}

export const joinLocale = (language: Language, region: Region): string => `${language}-${region}`;

function parseTag(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(tag.trim());
  } catch {
    return null;
  }
}

/** A tag's region, or the one its language is most used in ("de" → DE), when on the list. */
function regionOf(locale: Intl.Locale): Region | undefined {
  const region = locale.region ?? locale.maximize().region;
  return region && REGIONS.includes(region) ? region : undefined;
}

/**
 * The locale a new account starts with, from the browser's languages in order of preference
 * (navigator.languages, or an Accept-Language header read by `acceptLanguageTags`): the first
 * language Stride speaks, in the region that tag names (or its language's usual one). A browser
 * in a language Stride does not speak keeps English, in the browser's region when on the list.
 */
export function pickLocale(tags: readonly string[]): string {
  const parsed = tags.map(parseTag).filter((l): l is Intl.Locale => l !== null);
  const spoken = parsed.find((l) => (LANGUAGES as readonly string[]).includes(l.language));
  if (spoken) {
    const region = regionOf(spoken) ?? regionOf(new Intl.Locale(spoken.language));
    return joinLocale(spoken.language as Language, region ?? splitLocale(DEFAULT_ACCOUNT_LOCALE).region);
  }
  const region = parsed.map(regionOf).find((r) => r !== undefined);
  return joinLocale('en', region ?? splitLocale(DEFAULT_ACCOUNT_LOCALE).region);
}

/** An Accept-Language header's tags, most preferred first ("de-DE,de;q=0.9,en;q=0.8"). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
    .slice(0, 20);
}
