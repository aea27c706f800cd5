import { IntlMessageFormat } from 'intl-messageformat';
import { APP_ARGS, APP_CATALOG_LOADERS, APP_FRAME_LOADERS, ENGLISH_APP_TEXTS, type AppTexts, type MessageValues, type PrefixedLocale, type ShellCatalog } from '@stride/domain';

/**
 * The signed-in app in Spanish, German or French (issue 54, decision 054 "The signed-in app"): a
 * chunk of its own, loaded only for an account in one of them, with `intl-messageformat` (its
 * runtime only: the build precompiles the messages, build-plugins/precompile-messages.ts) and the
 * language's catalog (a chunk per language).
 */

/** A message as the catalog holds it: an ICU AST from the build, or its text in tests and `vite dev`. */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

/**
 * The named date styles messages use, of a civil day (a `Date` at noon UTC) as the language writes
 * it: "Mon 24 Nov", "24 Nov", "4 November", "24 Nov 2027", "Tuesday".
 */
const FORMATS = {
  date: {
    weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
    dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
    /** "4 November", "4 de noviembre", "4. November": a day of the details dialog's month. */
    dayLongMonth: { day: 'numeric', month: 'long', timeZone: 'UTC' },
    dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    weekday: { weekday: 'long', timeZone: 'UTC' },
  },
} as const;

function formatter(message: Message, locale: string): (values?: MessageValues) => string {
  const format = new IntlMessageFormat(message, locale, FORMATS, { ignoreTag: true });
  // A value written in the language (a list of names, weekdays: i18n/in-language.ts) is written now.
  const inLanguage = (values: MessageValues) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'function' ? v(locale) : v]));
  return (values) => String(format.format(values ? inLanguage(values) : undefined));
}

/**
 * The English texts' shape with each text in the language: a string of English is its message
 * formatted once; a function of English formats its message with the values `args` names from
 * the same arguments. Anything the catalog lacks (none, by its type and tests) stays English.
 */
function localize(english: unknown, messages: unknown, args: unknown, locale: string): unknown {
  if (messages === undefined || messages === null) return english;
  if (typeof english === 'string') return formatter(messages as Message, locale)();
  if (typeof english === 'function') {
    const format = formatter(messages as Message, locale);
    const valuesOf = args as (...parameters: unknown[]) => MessageValues;
    return (...parameters: unknown[]) => format(valuesOf(...parameters));
  }
  if (Array.isArray(english)) return english.map((item, i) => localize(item, (messages as unknown[])[i], undefined, locale));
  if (english && typeof english === 'object') {
    const argsOf = (args ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, key === 'id' ? value : localize(value, (messages as Record<string, unknown>)[key], argsOf[key], locale)]),
    );
  }
  return english;
}

/** The app's texts in `language`, its numbers and plurals written as `locale` writes them ("es-MX"). */
export async function loadAppTexts(language: PrefixedLocale, locale: string): Promise<AppTexts> {
  const catalog = await APP_CATALOG_LOADERS[language]();
  return localize(ENGLISH_APP_TEXTS, catalog, APP_ARGS, locale) as AppTexts;
}

/** The frame's words (navigation bar, footer) in `language`, for the signed-in screens (issue 54). */
export const loadAppFrame = (language: PrefixedLocale): Promise<ShellCatalog> => APP_FRAME_LOADERS[language]();
