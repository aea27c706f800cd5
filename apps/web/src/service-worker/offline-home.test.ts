import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@stride/domain';
import { homeLanguageOf, homeOf, rememberedLanguage } from './offline-home';

/**
 * Issue 54 (helper i18n-last): offline, `/` is the person's language's home, chosen as the server
 * chooses it online: the remembered language first (English included), else the browser's first
 * language Stride speaks, else English.
 */
describe('the home page the service worker gives offline', () => {
  it('is the remembered language’s, English included, over the browser’s', () => {
    expect(homeOf(homeLanguageOf('es', ['en-GB']))).toBe('/es/');
    expect(homeOf(homeLanguageOf('de', ['fr-FR']))).toBe('/de/');
    expect(homeOf(homeLanguageOf('fr', []))).toBe('/fr/');
    expect(homeOf(homeLanguageOf('en', ['es-ES']))).toBe('/');
  });

  it('is the browser’s first language Stride speaks when none is remembered (an unknown value ignored)', () => {
    expect(homeOf(homeLanguageOf(null, ['es-MX', 'en']))).toBe('/es/');
    expect(homeOf(homeLanguageOf('it', ['it-IT', 'de-AT']))).toBe('/de/');
    expect(homeOf(homeLanguageOf(undefined, ['it-IT', 'pt']))).toBe('/');
    expect(homeOf(homeLanguageOf(undefined, ['en-US', 'fr']))).toBe('/');
  });

  it('reads the remembered language from the worker’s cookie store, where there is one', async () => {
    const store = { get: async (name: string) => (name === LANGUAGE_COOKIE ? { value: 'fr' } : null) };
    await expect(rememberedLanguage({ cookieStore: store })).resolves.toBe('fr');
    await expect(rememberedLanguage({})).resolves.toBeNull();
    await expect(rememberedLanguage({ cookieStore: { get: () => Promise.reject(new Error('no cookies here')) } })).resolves.toBeNull();
  });
});
