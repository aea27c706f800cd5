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

/** 'en-GB': a language and a region. */
export const LOCALE_PATTERN = /^([a-z]{2})-([A-Z]{2})$/;

/** True for a stored locale: a language Stride speaks and a region of the list. */
export function isSupportedLocale(value: string): boolean {
  const match = LOCALE_PATTERN.exec(value);
  return !!match && (LANGUAGES as readonly string[]).includes(match[1]!) && REGIONS.includes(match[2]!);
}
