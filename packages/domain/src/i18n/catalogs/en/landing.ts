import {
  LANDING_FEATURES,
  LANDING_PREVIEW_TEXTS,
  LANDING_SHOWCASE_TEXTS,
  LANDING_SLIDE_POSITION,
  LANDING_SLIDES,
  LANDING_TEXTS,
} from '../../../texts/landing-texts.js';

/**
 * The English catalog of the landing page: the texts of texts/landing-texts.ts, exactly, under
 * the keys the other languages mirror (decision 054).
 */
export const LANDING_CATALOG = {
  texts: LANDING_TEXTS,
  slidePosition: LANDING_SLIDE_POSITION,
  slides: LANDING_SLIDES,
  preview: LANDING_PREVIEW_TEXTS,
  features: LANDING_FEATURES,
  showcase: LANDING_SHOWCASE_TEXTS,
};
