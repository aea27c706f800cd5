import type { Locale } from '@stride/domain';

/** The figures the public pages write inside their messages, as each language writes them. */
export interface PublicFigures {
  /** The free plan's coach messages a day ("10"). */
  freeMessagesPerDay: string;
  /** The free plan's voice a day ("1 minute", "1 minuto"). */
  freeVoicePerDay: string;
  /** The plans' prices, the pound's narrow sign where the language puts it ("£8", "8 £"). */
  freePrice: string;
  premiumPrice: string;
}

/**
 * The landing page's and the pricing page's figures in each language, written out here instead of
 * made by `Intl` while the page starts (decision 046, fourteenth session): a page's first
 * `Intl.NumberFormat` loads the browser's ICU data, 57-67 ms of main thread in this machine's
 * Chromium 156 during hydration, a long task of its own (about 240 ms under Lighthouse's 4x CPU
 * throttling). They are what `Intl` writes for `PLAN_LIMITS.free` and the prices (English in
 * en-GB, as `formatPrice`): public-figures.test.ts checks each against it, so a changed limit or
 * price fails there with the new table to paste.
 */
export const PUBLIC_FIGURES: Record<Locale, PublicFigures> = {
  en: { freeMessagesPerDay: '10', freeVoicePerDay: '1 minute', freePrice: '£0', premiumPrice: '£8' },
  es: { freeMessagesPerDay: '10', freeVoicePerDay: '1 minuto', freePrice: '0\u00a0£', premiumPrice: '8\u00a0£' },
  de: { freeMessagesPerDay: '10', freeVoicePerDay: '1 Minute', freePrice: '0\u00a0£', premiumPrice: '8\u00a0£' },
  fr: { freeMessagesPerDay: '10', freeVoicePerDay: '1 minute', freePrice: '0\u00a0£', premiumPrice: '8\u00a0£' },
};
