/**
 * The pseudo-locale's letters and its shape (decision 054, "Nothing left behind"): every ASCII
 * letter accented, and a message in brackets about 30 % longer. No ICU parser here, so the web app
 * can load it (lazily, only for the pseudo-locale): `pseudo-locale.ts` walks ICU catalogs with the
 * parser; `pseudoText` takes text that is already formatted, or a message whose braces hold only
 * ICU syntax.
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁßÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'];
const LETTERS: ReadonlyMap<string, string> = new Map([...PLAIN].map((c, i) => [c, ACCENTED[i]!]));

/** Every ASCII letter of `text` accented: `Get Started` → `Ĝéţ Šţáŕţéđ`. */
export const accentLetters = (text: string): string => [...text].map((c) => LETTERS.get(c) ?? c).join('');

/** The pseudo-locale's frame around a message: brackets, and padding to about 30 % longer. */
export function pseudoFrame(original: string, accented: string): string {
  const padding = Math.max(1, Math.ceil(original.length * 0.3) - 3);
  return `[${accented} ${'~'.repeat(padding)}]`;
}

/**
 * A text in the pseudo-locale: its letters accented outside braces (an ICU argument `{name}` and a
 * plural's or select's keywords stay as they are; the words of its options, inside the next
 * braces, are accented), framed. Plain text (no braces) is accented whole.
 */
export function pseudoText(text: string): string {
  let depth = 0;
  let out = '';
  for (const c of text) {
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    out += depth % 2 === 0 ? (LETTERS.get(c) ?? c) : c;
  }
  return pseudoFrame(text, out);
}
