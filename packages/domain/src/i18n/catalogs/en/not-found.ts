import { NOT_FOUND_TEXTS } from '../../../texts/not-found-texts.js';

/** English's page not found: the text module, which every language's catalog mirrors (issue 54). */
export const NOT_FOUND_CATALOG = NOT_FOUND_TEXTS;
