import { expect, it } from 'vitest';
import { LOCALES, PREMIUM_PRICE_GBP, formatPrice, type Locale } from '@stride/domain';
import { PLAN_PRICES } from './plan-prices';

/** A price as `Intl` writes it in the language (English in en-GB, as `formatPrice`): the rule the table is written from. */
const pounds = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);

// Decision 046, fourteenth session: written out so that no Intl object is made while the page starts.
it.each(LOCALES)('%s: the plans’ prices are what Intl writes for them', (locale) => {
  const prices = { free: pounds(locale, 0), premium: pounds(locale, PREMIUM_PRICE_GBP) };
  // On a mismatch, the line to paste is in the message.
  expect(PLAN_PRICES[locale], JSON.stringify(prices)).toEqual(prices);
});

it('English is exactly the app’s own price', () => {
  expect(PLAN_PRICES.en).toEqual({ free: formatPrice(0), premium: formatPrice(PREMIUM_PRICE_GBP) });
});
