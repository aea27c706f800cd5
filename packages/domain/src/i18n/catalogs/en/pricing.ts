import { planFeatureTexts } from '../../../plans/plan-features.js';
import { PRICING_FACTS, PRICING_TEXTS } from '../../../texts/pricing-texts.js';

/**
 * The English catalog of the pricing page: texts/pricing-texts.ts and the plans' feature lines
 * (plans/plan-features.ts), exactly (decision 054). Every figure in them comes from PLAN_LIMITS, so
 * the other languages' catalogs build theirs from it too.
 */
export const PRICING_CATALOG = {
  texts: PRICING_TEXTS,
  facts: PRICING_FACTS,
  features: { free: planFeatureTexts('free'), premium: planFeatureTexts('premium') },
};
