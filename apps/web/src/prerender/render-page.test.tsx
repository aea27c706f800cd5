// @vitest-environment node
// In Node, as at build time: no document, no window, emotion's server code path.
import { describe, expect, it } from 'vitest';
import {
  ENGLISH_LEGAL_CATALOG,
  LANDING_SLIDES,
  LANDING_TEXTS,
  LEGAL_CATALOG_LOADERS,
  PREFIXED_LOCALES,
  PRERENDERED_PATHS,
  PRERENDER_CONFIG,
  PRICING_TEXTS,
  ROUTES,
  formatPrice,
  PREMIUM_PRICE_GBP,
  renderLocalizedPageMetaTags,
} from '@stride/domain';
import { pageTitleAndMeta } from '../lib/i18n/page-title';
import { renderPage } from './render-page';

const H1: Record<(typeof PRERENDERED_PATHS)[number], string> = {
  '/': LANDING_TEXTS.heroTitle,
  '/pricing': PRICING_TEXTS.title,
  '/support': 'Support',
  '/privacy-policy': 'Privacy Policy',
  '/terms-and-conditions': 'Terms and Conditions',
  '/login': 'Log in',
  '/signup': 'Create your account',
  '/integrations': 'API and integrations',
};

const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const unescape = (text: string | undefined) => text?.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('prerendering the public pages', () => {
  it.each(PRERENDERED_PATHS)('renders %s with its heading, the navbar and footer, and its styles', async (path) => {
    const { html, styles } = await renderPage(path);
    expect(unescape(h1Of(html))).toBe(H1[path]);
    expect(html.match(/<h1/g)).toHaveLength(1);
    // As for a visitor whose session is not known yet: the logged-out navbar.
    expect(html).toContain('>Login</a>');
    expect(html).not.toContain('Logout');
    expect(html).toContain(`href="mailto:${PRERENDER_CONFIG.supportEmail}"`);
    // Styled from the first paint: the class rules the markup uses, and the global baseline.
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => /^css-/.test(c)));
    const classStyles = /<style data-emotion="css ([^"]*)">/.exec(styles)?.[1]?.split(' ') ?? [];
    for (const name of classes) expect(classStyles, name).toContain(name.slice('css-'.length));
    expect(styles).toMatch(/<style data-emotion="css-global [^"]+">[^<]*body\{/);
    // No inline scripts (CSP script-src 'self').
    expect(html).not.toContain('<script');
  });

  it('renders the landing page with the first slide of the carousel on show and its price line', async () => {
    const { html } = await renderPage('/');
    expect(unescape(html)).toContain(LANDING_SLIDES[0].title);
    expect(html).toContain(formatPrice(PREMIUM_PRICE_GBP));
    // Without the deployment's store links: they come after hydration.
    expect(unescape(html)).toContain(LANDING_TEXTS.mobileComingSoon);
  });

  it('renders the login form with its submit button disabled until React has taken over', async () => {
    const { html } = await renderPage('/login');
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*name="password"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>/);
  });

  const LEGAL = PREFIXED_LOCALES.flatMap((locale) => [
    [locale, ROUTES.terms, 'terms'],
    [locale, ROUTES.privacy, 'privacy'],
  ] as const);
  it.each(LEGAL)('renders /%s%s in its language: heading, sections, titles (issue 54)', async (locale, path, key) => {
    const legal = await LEGAL_CATALOG_LOADERS[locale]();
    const texts = legal[key];
    const { html } = await renderPage(`/${locale}${path}`);
    const text = unescape(html.replace(/<!-- -->/g, ''))!;
    expect(unescape(h1Of(html))).toBe(texts.title);
    expect(text).toContain(legal.texts.effective);
    texts.sections.forEach((section, index) => expect(text).toContain(`>${index + 1}. ${section.title}</h2>`));
    ENGLISH_LEGAL_CATALOG[key].sections.forEach((section, index) => expect(text).not.toContain(`>${index + 1}. ${section.title}</h2>`));
    expect(text).not.toContain(ENGLISH_LEGAL_CATALOG.texts.effective);
    // The tab title the screen keeps (usePageMeta, useDocumentTitle) and the one the server writes in the head.
    const title = `${texts.meta.title} · Stride`;
    expect(pageTitleAndMeta(`/${locale}${path}`, texts.title)).toMatchObject({ title, locale, meta: texts.meta });
    expect(renderLocalizedPageMetaTags(`/${locale}${path}`, PRERENDER_CONFIG.appOrigin)).toContain(`<title>${title}</title>`);
  });
});
