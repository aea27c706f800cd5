import { describe, expect, it } from 'vitest';
import { ENGLISH_APP_TEXTS, ENGLISH_SHELL_CATALOG } from '@stride/domain';
import { pseudoAppFrame, pseudoAppTexts } from './pseudo-app-texts';

/** Every string of `value` with its path, and every function. */
function leaves(value: unknown, path = ''): { path: string; value: unknown }[] {
  if (typeof value === 'string' || typeof value === 'function') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  return [];
}

/** Plain ASCII letters outside braces: what the pseudo-locale never leaves. */
const plainOutsideBraces = (text: string) => /[A-Za-z]/.test(text.replace(/\{[^{}]*\}/g, ''));

describe('the signed-in app in the pseudo-locale (issue 54, "Nothing left behind")', () => {
  it('has every text of the English app, each string accented and framed, ids as they are', () => {
    const pseudo = leaves(pseudoAppTexts());
    const english = leaves(ENGLISH_APP_TEXTS);
    expect(pseudo.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));
    expect(pseudo.length).toBeGreaterThan(500);
    const strings = pseudo.filter((leaf) => typeof leaf.value === 'string' && !leaf.path.endsWith('.id'));
    const left = strings.filter((leaf) => !/^\[[\s\S]* ~+\]$/.test(leaf.value as string) || plainOutsideBraces(leaf.value as string));
    expect(left.map((leaf) => leaf.path)).toEqual([]);
    // An id names the item in code: kept, as in every language.
    for (const leaf of pseudo.filter((l) => l.path.endsWith('.id'))) expect(leaf.value).toBe(english.find((l) => l.path === leaf.path)!.value);
  });

  it('writes a function’s text accented whole, the names it was given too', () => {
    const { HABIT_DETAILS_TEXTS } = pseudoAppTexts();
    const english = ENGLISH_APP_TEXTS.HABIT_DETAILS_TEXTS;
    const fn = Object.entries(english).find(([, value]) => typeof value === 'function');
    expect(fn).toBeDefined();
    const [name, text] = fn as [keyof typeof english, (...args: unknown[]) => unknown];
    const made = (HABIT_DETAILS_TEXTS[name] as (...args: unknown[]) => unknown)(...Array.from({ length: text.length }, () => 3));
    expect(typeof made).toBe('string');
    expect(made as string).toMatch(/^\[[\s\S]* ~+\]$/);
    expect(made as string).not.toMatch(/[A-Za-z]/);
  });

  it('frames the navigation bar and footer too', () => {
    const frame = pseudoAppFrame();
    expect(leaves(frame).map((leaf) => leaf.path)).toEqual(leaves(ENGLISH_SHELL_CATALOG).map((leaf) => leaf.path));
    for (const leaf of leaves(frame.texts)) expect(plainOutsideBraces(leaf.value as string), leaf.path).toBe(false);
  });
});
