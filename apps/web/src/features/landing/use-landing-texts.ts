import { ENGLISH_LANDING_CATALOG, type LandingCatalog } from '@stride/domain';
import { usePageTexts } from '../../lib/i18n/use-locale';

/**
 * The landing page's words in the language on screen. English's travel in the page's own chunk
 * (the text modules); Spanish, German and French load with their route (decision 054).
 */
export const useLandingTexts = (): LandingCatalog => usePageTexts('landing', ENGLISH_LANDING_CATALOG);
