import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@stride/domain';
import { personHomeOf, rememberedLanguage } from './offline-home';

/** The worker's scope as sw.ts hands it: its cookie store (what it remembers) and its languages. */
const homeFor = (remembered: string | null | undefined, languages: readonly string[]) =>
  personHomeOf({ cookieStore: { get: async (name: string) => (name === LANGUAGE_COOKIE && remembered != null ? { value: remembered } : null) }, navigator: { languages } });

/**
 * Issue 54 (helper i18n-last): offline, `/` is the person's language's home, chosen as the server
 * chooses it online (the domain's `personLanguageOf`, helper i18n-one): the remembered language
 * first (English included), else the browser's first language Stride speaks, else English.
 */
describe('the home page the service worker gives offline', () => {
  it('is the remembered language’s, English included, over the browser’s', async () => {
    await expect(homeFor('es', ['en-GB'])).resolves.toBe('/es/');
    await expect(homeFor('de', ['fr-FR'])).resolves.toBe('/de/');
    await expect(homeFor('fr', [])).resolves.toBe('/fr/');
    await expect(homeFor('en', ['es-ES'])).resolves.toBe('/');
  });

  it('is the browser’s first language Stride speaks when none is remembered (an unknown value ignored)', async () => {
    await expect(homeFor(null, ['es-MX', 'en'])).resolves.toBe('/es/');
    await expect(homeFor('it', ['it-IT', 'de-AT'])).resolves.toBe('/de/');
    await expect(homeFor(undefined, ['it-IT', 'pt'])).resolves.toBe('/');
    await expect(homeFor(undefined, ['en-US', 'fr'])).resolves.toBe('/');
  });

  it('reads the remembered language from the worker’s cookie store, where there is one', async () => {
    const store = { get: async (name: string) => (name === LANGUAGE_COOKIE ? { value: 'fr' } : null) };
    await expect(rememberedLanguage({ cookieStore: store })).resolves.toBe('fr');
    await expect(rememberedLanguage({})).resolves.toBeNull();
    await expect(rememberedLanguage({ cookieStore: { get: () => Promise.reject(new Error('no cookies here')) } })).resolves.toBeNull();
  });
});
