import type { Locale } from '@stride/domain';

/**
 * The landing page's free-plan line's figures in each language (its messages a day, its voice a
 * day, Premium's price), written out instead of made by `Intl` while the page starts (decision
 * 046, fourteenth session): a page's first `Intl.NumberFormat` loads the browser's ICU data, 57-67
 * ms of main thread in this machine's Chromium 156 during hydration (about 240 ms under
 * Lighthouse's 4x CPU throttling). They are what `Intl` writes for `PLAN_LIMITS.free` and
 * `PREMIUM_PRICE_GBP`: free-plan-figures.test.ts checks each, so a changed limit
 * or price fails there with the line to paste. Here, not shared with the pricing page's prices: a
 * module of their own would be a chunk of its own, whose name every page's start lists.
 */
export const FREE_PLAN_FIGURES: Record<Locale, { messages: string; voice: string; price: string }> = {
  en: { messages: '10', voice: '1 minute', price: '£8' },
  es: { messages: '10', voice: '1 minuto', price: '8\u00a0£' },
  de: { messages: '10', voice: '1 Minute', price: '8\u00a0£' },
  fr: { messages: '10', voice: '1 minute', price: '8\u00a0£' },
};
