import { planFeatureTexts } from '../../../plans/plan-features.js';
import { SUPPORT_FAQ, SUPPORT_TEXTS } from '../../../texts/support-texts.js';

/**
 * The English catalog of the support page: texts/support-texts.ts and the plans' feature lines
 * (the plans' answer lists them), exactly (decision 054).
 */
export const SUPPORT_CATALOG = {
  texts: SUPPORT_TEXTS,
  faq: SUPPORT_FAQ,
  features: { free: planFeatureTexts('free'), premium: planFeatureTexts('premium') },
};
