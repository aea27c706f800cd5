import { ERRORS_CATALOG as EN } from './catalogs/en/errors.js';
import { ERRORS_CATALOG as ES } from './catalogs/es/errors.js';
import { ERRORS_CATALOG as DE } from './catalogs/de/errors.js';
import { ERRORS_CATALOG as FR } from './catalogs/fr/errors.js';
import { walkCatalog } from './catalog-walk.js';
import { emailLanguage } from './email-texts-for.js';
import type { Locale } from './locales.js';
import { formatMessage, type Messages } from './messages.js';

/** A language's catalog of the API's error messages: English's keys (decision 054). */
export type ErrorsCatalog = Messages<typeof EN>;

/** All four languages: only the server reads them. */
export const ERRORS_CATALOGS: Readonly<Record<Locale, ErrorsCatalog>> = { en: EN, es: ES, de: DE, fr: FR };

interface EnglishMessage {
  key: string;
  /** The message as the API writes it, its arguments matched (`{max}` → a capture). */
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English's messages by what they say: plain ones by their text, the others by a pattern. */
const plain = new Map<string, string>();
const patterned: EnglishMessage[] = [];
for (const { key, message } of walkCatalog(EN).messages) {
  const names: string[] = [];
  const source = message
    .split(/(\{\w+\})/)
    .map((part) => {
      const arg = /^\{(\w+)\}$/.exec(part);
      if (!arg) return escapeRegExp(part.replace(/''/g, "'"));
      names.push(arg[1]!);
      return '(.+?)';
    })
    .join('');
  if (names.length) patterned.push({ key, pattern: new RegExp(`^${source}$`), names });
  else plain.set(formatMessage(message), key);
}

const messageAt = (catalog: ErrorsCatalog, key: string): string | undefined =>
  key.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), catalog) as string | undefined;

/**
 * An error message of the API in the caller's language (issue 54): the English message a route or
 * schema answered with, looked up in the `errors` catalog and written in the locale's language,
 * with the figures and addresses it held. A message the catalog does not hold (yet) stays as it
 * is, and English is always the message itself.
 */
export function errorMessageIn(message: string, accountLocale: string | null | undefined): string {
  const language = emailLanguage(accountLocale);
  if (language === 'en') return message;
  const catalog = ERRORS_CATALOGS[language];
  const key = plain.get(message);
  if (key) return formatMessage(messageAt(catalog, key) ?? message);
  for (const { key: k, pattern, names } of patterned) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
    const translated = messageAt(catalog, k);
    return translated ? formatMessage(translated, values) : message;
  }
  return message;
}
