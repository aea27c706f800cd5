import type { Locale } from '@stride/domain';

/**
 * Figures inside the public pages' messages, in the page's language, through `Intl` (no bytes of
 * our own, and plurals for free): English's are exactly `formatVoiceAllowance` and `formatPrice`.
 */
export function formatAllowance(locale: Locale, seconds: number): string {
  const [value, unit] = seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

export function formatPounds(locale: Locale, pounds: number): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(pounds);
}
