import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { mapCatalog } from './catalog-walk.js';
import { accentLetters as accent, pseudoFrame } from './pseudo-letters.js';

/**
 * The pseudo-locale (decision 054), for development and tests: every letter accented and each
 * message about 30 % longer, in brackets, so a text that is not from the catalog stands out in
 * English, a cut-off text loses its bracket, and a layout that cannot take a longer language
 * shows it. Arguments, plurals and selects keep their syntax; only the words change. Uses the
 * ICU parser (a development dependency): never in a bundle.
 */
export const PSEUDO_LOCALE = 'en-XA';

function accentElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: accentElements(option.value) }]));
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: accentElements(element.children) };
    return element;
  });
}

/** One message in the pseudo-locale: `Get Started` → `[Ĝéţ Šţáŕţéð ~~~]`. */
export function pseudoLocalize(message: string): string {
  return pseudoFrame(message, printAST(accentElements(parse(message))));
}

/** A whole catalog in the pseudo-locale, keys and ids as in English. */
export const pseudoCatalog = <T>(catalog: T): T => mapCatalog(catalog, pseudoLocalize);
