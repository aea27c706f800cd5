import { describe, expect, it } from 'vitest';
import { acceptLanguageTags } from '../locale/locale-pick.js';
import { personLanguageOf, spokenLanguage } from './person-language.js';

/**
 * Issue 54 (helper i18n-one): the one rule for the language a person meets, which the server's
 * `/` and app shell, the web app's redirects and frame, and the service worker's offline `/` use.
 */
describe('the language a person meets Stride in', () => {
  it('is the account’s when signed in, over what the browser remembers or says', () => {
    expect(personLanguageOf({ account: 'de-AT', remembered: 'es', browser: ['fr-FR'] })).toBe('de');
    expect(personLanguageOf({ account: 'fr', browser: ['en-GB'] })).toBe('fr');
    expect(personLanguageOf({ account: 'en-GB', remembered: 'es', browser: ['es-ES'] })).toBe('en');
  });

  it('is the remembered language’s, English included, over the browser’s', () => {
    expect(personLanguageOf({ remembered: 'es', browser: ['en-GB'] })).toBe('es');
    expect(personLanguageOf({ remembered: 'de', browser: ['fr-FR'] })).toBe('de');
    expect(personLanguageOf({ remembered: 'fr', browser: [] })).toBe('fr');
    expect(personLanguageOf({ remembered: 'en', browser: ['es-ES'] })).toBe('en');
  });

  it('is the browser’s first language Stride speaks when none is remembered (an unknown value ignored)', () => {
    expect(personLanguageOf({ remembered: null, browser: ['es-MX', 'en'] })).toBe('es');
    expect(personLanguageOf({ remembered: 'it', browser: ['it-IT', 'de-AT'] })).toBe('de');
    expect(personLanguageOf({ remembered: 'xx', account: 'pt-BR', browser: ['fr'] })).toBe('fr');
    expect(personLanguageOf({ browser: ['it-IT', 'pt'] })).toBe('en');
    expect(personLanguageOf({ browser: ['en-US', 'fr'] })).toBe('en');
  });

  it('is English for a request that says nothing (a crawler, a link checker)', () => {
    expect(personLanguageOf({})).toBe('en');
    expect(personLanguageOf({ remembered: '', account: null, browser: [] })).toBe('en');
  });

  it('reads an Accept-Language header’s tags in order of preference, as the server hands them', () => {
    expect(personLanguageOf({ browser: acceptLanguageTags('es-ES,es;q=0.9,en;q=0.8') })).toBe('es');
    expect(personLanguageOf({ browser: acceptLanguageTags('it-IT,fr;q=0.9') })).toBe('fr');
    expect(personLanguageOf({ browser: acceptLanguageTags('en;q=0.5,fr-CA') })).toBe('fr');
    expect(personLanguageOf({ browser: acceptLanguageTags('en-GB,en;q=0.9,es;q=0.8') })).toBe('en');
    expect(personLanguageOf({ browser: acceptLanguageTags(undefined) })).toBe('en');
  });

  it('takes a tag’s language only as a whole subtag', () => {
    expect(spokenLanguage('es-419')).toBe('es');
    expect(spokenLanguage('FR-ca')).toBe('fr');
    expect(spokenLanguage('de_CH')).toBe('de');
    expect(spokenLanguage(' en ')).toBe('en');
    // Estonian ("et") and a three-letter tag that starts like Spanish are not Spanish.
    expect(spokenLanguage('est')).toBeUndefined();
    expect(spokenLanguage('esu')).toBeUndefined();
    expect(spokenLanguage('')).toBeUndefined();
    expect(spokenLanguage(undefined)).toBeUndefined();
  });
});
