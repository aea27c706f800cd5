import type { Locale } from '@stride/domain';

/**
 * The plans' prices as each language writes them ("£8" in English, exactly `formatPrice`; "8 £"
 * in Spanish, German and French, the pound's narrow sign as the plan card writes it), written out
 * instead of made by `Intl` while the page starts: see features/landing/free-plan-figures.ts
 * (decision 046, fourteenth session). plan-prices.test.ts checks each against `Intl`.
 */
export const PLAN_PRICES: Record<Locale, { free: string; premium: string }> = {
  en: { free: '£0', premium: '£8' },
  es: { free: '0\u00a0£', premium: '8\u00a0£' },
  de: { free: '0\u00a0£', premium: '8\u00a0£' },
  fr: { free: '0\u00a0£', premium: '8\u00a0£' },
};
