/**
 * The signed-in app's catalogs (issue 54, decision 054 "The signed-in app"). English is the text
 * modules themselves (texts/*), exactly as the spec writes them; another language's catalog of an
 * area mirrors them as ICU messages (`Messages<T>`), a function of English becoming one message.
 * Its arguments come from the English function's own, named by the area's `MessageArgs`: one
 * function per English function, taking the same parameters and answering the message's values.
 */

/**
 * A value written in the message's language when it is formatted (issue 54): a list of names
 * ("Ana y Luis", "Ana und Luis", "Ana et Luis") or weekday and month names, through `Intl`. The web
 * app's formatter (lib/i18n/localize-app.ts) calls it with the locale before formatting.
 */
export type InLanguage = (locale: string) => string;

/**
 * The values a message is formatted with: strings and numbers (plural and select read them),
 * days as a `Date` at noon UTC, which `{day, date, weekdayDayMonth}` writes in the language, and
 * values written in the language (`InLanguage`).
 */
export type MessageValues = Readonly<Record<string, string | number | Date | InLanguage>>;

type AnyFunction = (...args: never[]) => unknown;

/** Whether a text (or anything inside it) is a function of English, and so needs its arguments named. */
type HasFunction<T> = T extends AnyFunction
  ? true
  : T extends string
    ? false
    : T extends readonly unknown[]
      ? false
      : T extends object
        ? true extends { [K in keyof T]: HasFunction<T[K]> }[keyof T]
          ? true
          : false
        : false;

/**
 * For each function of an English text module (at any depth), a function of the same parameters
 * answering the named values its translations are formatted with: `progress: (done, scheduled) =>
 * ({ done, scheduled })`. Objects with no function inside have no entry.
 */
export type MessageArgs<T> = T extends AnyFunction
  ? (...args: Parameters<T>) => MessageValues
  : { readonly [K in keyof T as HasFunction<T[K]> extends true ? K : never]: MessageArgs<T[K]> };
