import { expect, it } from 'vitest';
import { LOCALES, PLAN_LIMITS, PREMIUM_PRICE_GBP, formatPrice, formatVoiceAllowance, type Locale } from '@stride/domain';
import { FREE_PLAN_FIGURES } from './free-plan-figures';

/** The free plan's line as `Intl` writes its figures: the rule the table is written from (English's price in en-GB, as `formatPrice`). */
function byIntl(locale: Locale) {
  const seconds = PLAN_LIMITS.free.voiceSecondsPerDay;
  return {
    messages: new Intl.NumberFormat(locale).format(PLAN_LIMITS.free.messagesPerDay),
    voice: new Intl.NumberFormat(locale, { style: 'unit', unit: seconds % 60 ? 'second' : 'minute', unitDisplay: 'long' }).format(seconds % 60 ? seconds : seconds / 60),
    price: new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(PREMIUM_PRICE_GBP),
  };
}

// Decision 046, fourteenth session: written out so that no Intl object is made while the page starts.
it.each(LOCALES)('%s: the free plan’s figures are what Intl writes for the plan as it is', (locale) => {
  // On a mismatch, the line to paste is in the message.
  expect(FREE_PLAN_FIGURES[locale], JSON.stringify(byIntl(locale))).toEqual(byIntl(locale));
});

it('English is exactly the app’s own English figures', () => {
  expect(FREE_PLAN_FIGURES.en.voice).toBe(formatVoiceAllowance(PLAN_LIMITS.free.voiceSecondsPerDay));
  expect(FREE_PLAN_FIGURES.en.price).toBe(formatPrice(PREMIUM_PRICE_GBP));
});
