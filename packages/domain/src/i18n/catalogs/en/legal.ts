import { LEGAL_TEXTS } from '../../../texts/legal-texts.js';
import { PRIVACY_TEXTS } from '../../../texts/legal-privacy-texts.js';
import { TERMS_TEXTS } from '../../../texts/legal-terms-texts.js';

/**
 * The English catalog of the legal pages (the Terms and Conditions, the Privacy Policy, and the
 * words around them): the text modules, exactly (decision 054).
 */
export const LEGAL_CATALOG = { texts: LEGAL_TEXTS, terms: TERMS_TEXTS, privacy: PRIVACY_TEXTS };
