import { describe, expect, it } from 'vitest';
import { LOCALES, PLAN_LIMITS, PREMIUM_PRICE_GBP, formatPrice, formatVoiceAllowance, type Locale } from '@stride/domain';
import { PUBLIC_FIGURES, type PublicFigures } from './public-figures';

/** What `Intl` writes for each figure: the rule the table is written from. */
function byIntl(locale: Locale): PublicFigures {
  const pounds = (amount: number) =>
    new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
  const seconds = PLAN_LIMITS.free.voiceSecondsPerDay;
  return {
    freeMessagesPerDay: new Intl.NumberFormat(locale).format(PLAN_LIMITS.free.messagesPerDay),
    freeVoicePerDay: new Intl.NumberFormat(locale, { style: 'unit', unit: seconds % 60 ? 'second' : 'minute', unitDisplay: 'long' }).format(seconds % 60 ? seconds : seconds / 60),
    freePrice: pounds(0),
    premiumPrice: pounds(PREMIUM_PRICE_GBP),
  };
}

describe('the public pages’ figures, written out (decision 046, fourteenth session)', () => {
  it.each(LOCALES)('%s: each is what Intl writes for the plans as they are', (locale) => {
    // On a mismatch, the table's line to paste into public-figures.ts.
    expect(PUBLIC_FIGURES[locale], JSON.stringify(byIntl(locale))).toEqual(byIntl(locale));
  });

  it('English is exactly the app’s own English figures', () => {
    expect(PUBLIC_FIGURES.en.freeVoicePerDay).toBe(formatVoiceAllowance(PLAN_LIMITS.free.voiceSecondsPerDay));
    expect(PUBLIC_FIGURES.en.premiumPrice).toBe(formatPrice(PREMIUM_PRICE_GBP));
  });
});
