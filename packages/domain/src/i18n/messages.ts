/**
 * A catalog of one language for one area mirrors the English texts' shape (the text modules under
 * texts/ are the English catalog, decision 054): every string is an ICU message in that language,
 * arrays keep their order, and an `id` is the English one (it names the item, not a text).
 * TypeScript fails on a missing or extra key; `catalogs.test.ts` on a wrong array length, an id
 * out of place and ICU syntax.
 */
export type Messages<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? string
    : T extends readonly (infer Item)[]
      ? readonly Messages<Item>[]
      : { readonly [K in keyof T]: K extends 'id' ? T[K] : Messages<T[K]> };

/**
 * Formats a message of the public pages: plain text, or text with simple `{name}` arguments
 * (`{index} of {count}`), which is all those pages' messages use (`catalogs.test.ts` fails on a
 * plural or a select there). So the public pages ship no ICU runtime: their catalogs are the
 * messages as written, and an apostrophe doubled for ICU is the only escape (decision 054).
 */
export function formatMessage(message: string, values: Readonly<Record<string, string | number>> = {}): string {
  return message.replace(/''|\{(\w+)\}/g, (whole: string, name: string | undefined) => {
    if (!name) return "'";
    const value = values[name];
    if (value === undefined) throw new Error(`formatMessage: no value for {${name}} in "${message}"`);
    return String(value);
  });
}
