import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { accentLetters, pseudoText } from './pseudo-letters.js';
import { pseudoLocalize } from './pseudo-locale.js';

describe('the pseudo-locale without the ICU parser (pseudoText)', () => {
  it('accents plain text whole, framed and about 30 % longer', () => {
    const text = 'Your habits for today';
    expect(pseudoText(text)).toMatch(/^\[Ýóúŕ ĥáƀíţš ƒóŕ ţóđáý ~+\]$/);
    expect(pseudoText(text).length / text.length).toBeGreaterThanOrEqual(1.3);
    expect(accentLetters('Stride 2026!')).toBe('Šţŕíđé 2026!');
  });

  it('keeps an argument in braces for the code that fills it in, and a plural’s keywords, accenting its options’ words', () => {
    expect(pseudoText('Details of {name}')).toMatch(/^\[Đéţáíĺš óƒ \{name\} ~+\]$/);
    const plural = pseudoText('{n, plural, one {# habit} other {# habits}}');
    expect(plural).toContain('{n, plural, one {# ĥáƀíţ} other {# ĥáƀíţš}}');
    expect(() => parse(plural.slice(1, plural.lastIndexOf(' ')))).not.toThrow();
  });

  it('agrees with the parser’s version on messages of words and arguments', () => {
    for (const message of ['Get Started', '{index} of {count}', 'Delete {name}? It can be undone.']) expect(pseudoText(message)).toBe(pseudoLocalize(message));
  });
});
