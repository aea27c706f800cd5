import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, pickLocale, splitLocale } from './locale-pick.js';
import { isSupportedLocale } from './locale.js';

describe('the locale a new account starts with (issue 54)', () => {
  it('takes the first language Stride speaks, in the region the browser names', () => {
    expect(pickLocale(['de-DE', 'de', 'en-US'])).toBe('de-DE');
    expect(pickLocale(['en-GB', 'en'])).toBe('en-GB');
    expect(pickLocale(['es-MX'])).toBe('es-MX');
    expect(pickLocale(['fr-CH', 'fr'])).toBe('fr-CH');
    expect(pickLocale(['it-IT', 'fr-FR'])).toBe('fr-FR');
  });

  it('gives a bare language its usual region, and an unknown language English in the browser’s region', () => {
    expect(pickLocale(['de'])).toBe('de-DE');
    expect(pickLocale(['es'])).toBe('es-ES');
    expect(pickLocale(['it-IT'])).toBe('en-IT');
    expect(pickLocale(['ja-JP'])).toBe('en-GB');
    expect(pickLocale([])).toBe('en-GB');
    expect(pickLocale(['???', ''])).toBe('en-GB');
  });

  it('reads an Accept-Language header by preference', () => {
    expect(acceptLanguageTags('en;q=0.5, de-AT, fr;q=0.8')).toEqual(['de-AT', 'fr', 'en']);
    expect(acceptLanguageTags('*')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(pickLocale(acceptLanguageTags('de-CH,de;q=0.9,en;q=0.8'))).toBe('de-CH');
  });

  it('stores only a language it speaks with a region of the list', () => {
    expect(isSupportedLocale('en-GB')).toBe(true);
    expect(isSupportedLocale('de-AT')).toBe(true);
    expect(isSupportedLocale('it-IT')).toBe(false);
    expect(isSupportedLocale('en-XX')).toBe(false);
    expect(isSupportedLocale('en')).toBe(false);
    expect(splitLocale('fr-BE')).toEqual({ language: 'fr', region: 'BE' });
  });
});
