import type { Locale } from '@stride/domain';

/**
 * Figures inside the public pages' messages, in the page's language, through `Intl` (no bytes of
 * our own, and plurals for free): English's are exactly `formatVoiceAllowance` and `formatPrice`.
 */
export const formatAllowance = (locale: Locale, seconds: number): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: seconds % 60 ? 'second' : 'minute', unitDisplay: 'long' }).format(seconds % 60 ? seconds : seconds / 60);

export const formatPounds = (locale: Locale, pounds: number): string =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(pounds);
