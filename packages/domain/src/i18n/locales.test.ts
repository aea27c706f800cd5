import { describe, expect, it } from 'vitest';
import { prerenderedFileName, PRERENDERED_PATHS_ALL_LANGUAGES } from '../prerendered-pages.js';
import { localePath, localizedPageOf, PREFIXED_PAGE_PATHS, splitLocalePath } from './locales.js';
import { localizedPageMeta, renderLocalizedPageMetaTags, SHELL_CATALOGS } from './page-meta-tags.js';

const ORIGIN = 'https://stride.test';

describe('paths per language (issue 54)', () => {
  it('puts Spanish, German and French under their prefix and English at the root', () => {
    expect(localePath('en', '/pricing')).toBe('/pricing');
    expect(localePath('es', '/')).toBe('/es/');
    expect(localePath('de', '/pricing')).toBe('/de/pricing');
    expect(splitLocalePath('/fr/pricing')).toEqual({ locale: 'fr', path: '/pricing' });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/french')).toEqual({ locale: 'en', path: '/french' });
    expect(splitLocalePath('/dashboard')).toEqual({ locale: 'en', path: '/dashboard' });
    expect(localizedPageOf('/es/signup/')).toBe('/signup');
    expect(localizedPageOf('/es/privacy-policy')).toBe('/privacy-policy');
    expect(localizedPageOf('/fr/terms-and-conditions')).toBe('/terms-and-conditions');
    expect(localizedPageOf('/verify-email')).toBeNull();
    expect(localizedPageOf('/dashboard')).toBeNull();
  });

  it('prerenders each public page in each language into its own folder', () => {
    expect(PREFIXED_PAGE_PATHS).toHaveLength(27);
    expect(PRERENDERED_PATHS_ALL_LANGUAGES).toHaveLength(35);
    expect(PREFIXED_PAGE_PATHS).toContain('/es/privacy-policy');
    expect(prerenderedFileName('/fr/terms-and-conditions')).toBe('fr/terms-and-conditions.html');
    expect(PREFIXED_PAGE_PATHS).toContain('/de/forgot-password');
    expect(prerenderedFileName('/')).toBe('home.html');
    expect(prerenderedFileName('/es/')).toBe('es/home.html');
    expect(prerenderedFileName('/de/pricing')).toBe('de/pricing.html');
  });

  it('writes a page’s head in its language, with its canonical address and the alternates in every language', () => {
    const reset = renderLocalizedPageMetaTags('/fr/forgot-password', ORIGIN);
    expect(reset).toContain(`<title>${localizedPageMeta('fr', '/forgot-password').title} · Stride</title>`);
    expect(reset).toContain(`<meta name="description" content="${localizedPageMeta('fr', '/forgot-password').description}" />`);
    expect(reset).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/forgot-password" />`);
    const tags = renderLocalizedPageMetaTags('/de/pricing', ORIGIN);
    expect(tags).toContain(`<title>${SHELL_CATALOGS.de.pages['/pricing'].title} · Stride</title>`);
    expect(tags).toContain(`<meta name="description" content="${SHELL_CATALOGS.de.pages['/pricing'].description}" />`);
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/de/pricing" />`);
    // The link preview's picture and its description in the language (the landing page's German dashboard).
    expect(tags).toContain(`<meta property="og:image" content="${ORIGIN}/showcase/de/dashboard.jpg" />`);
    expect(tags).toMatch(/<meta property="og:image:alt" content="Das Web-Dashboard von Stride am Computer[^"]*" \/>/);
    expect(renderLocalizedPageMetaTags('/pricing', ORIGIN)).toContain(`<meta property="og:image" content="${ORIGIN}/showcase/dashboard.jpg" />`);
    for (const [lang, path] of [['en', '/pricing'], ['es', '/es/pricing'], ['de', '/de/pricing'], ['fr', '/fr/pricing'], ['x-default', '/pricing']]) {
      expect(tags).toContain(`<link rel="alternate" hreflang="${lang}" href="${ORIGIN}${path}" />`);
    }
    // The legal pages: their title and description from the legal catalog (decision 054).
    const terms = renderLocalizedPageMetaTags('/fr/terms-and-conditions', ORIGIN);
    expect(localizedPageMeta('fr', '/terms-and-conditions').title).toBe('Conditions générales');
    expect(terms).toContain(`<title>Conditions générales · Stride</title>`);
    expect(terms).toContain(`<link rel="canonical" href="${ORIGIN}/fr/terms-and-conditions" />`);
    expect(terms).toContain(`<link rel="alternate" hreflang="es" href="${ORIGIN}/es/terms-and-conditions" />`);
    expect(renderLocalizedPageMetaTags('/es/privacy-policy', ORIGIN)).toContain('<title>Política de privacidad · Stride</title>');
    // English pages name their alternates too (the legal pages now as well); a page in English only has none.
    expect(renderLocalizedPageMetaTags('/', ORIGIN)).toContain(`hreflang="fr" href="${ORIGIN}/fr/"`);
    expect(renderLocalizedPageMetaTags('/privacy-policy', ORIGIN)).toContain(`<link rel="alternate" hreflang="de" href="${ORIGIN}/de/privacy-policy" />`);
    expect(renderLocalizedPageMetaTags('/verify-email', ORIGIN)).not.toContain('hreflang');
    expect(renderLocalizedPageMetaTags('/es/', ORIGIN)).toContain(`<title>${SHELL_CATALOGS.es.homeTitle}</title>`);
  });
});
