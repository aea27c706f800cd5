import { PRODUCT_NAME, ROUTES } from '../routes.js';
import { SOCIAL_IMAGE_PATH, documentTitle, escapeAttr, renderPageMetaTags, type PageMeta } from '../texts/page-meta.js';
import type { ShellCatalog } from './catalog-types.js';
import { SHELL_CATALOG as DE } from './catalogs/de/shell.js';
import { SHELL_CATALOG as EN } from './catalogs/en/shell.js';
import { SHELL_CATALOG as ES } from './catalogs/es/shell.js';
import { SHELL_CATALOG as FR } from './catalogs/fr/shell.js';
import { RESET_CATALOG as DE_RESET } from './catalogs/de/reset.js';
import { RESET_CATALOG as ES_RESET } from './catalogs/es/reset.js';
import { RESET_CATALOG as FR_RESET } from './catalogs/fr/reset.js';
import { LEGAL_CATALOG as DE_LEGAL } from './catalogs/de/legal.js';
import { LEGAL_CATALOG as ES_LEGAL } from './catalogs/es/legal.js';
import { LEGAL_CATALOG as FR_LEGAL } from './catalogs/fr/legal.js';
import { LANDING_CATALOG as DE_LANDING } from './catalogs/de/landing.js';
import { LANDING_CATALOG as ES_LANDING } from './catalogs/es/landing.js';
import { LANDING_CATALOG as FR_LANDING } from './catalogs/fr/landing.js';
import { DEFAULT_LOCALE, LOCALES, localePath, localizedPageOf, splitLocalePath, type Locale, type LocalizedPage, type PrefixedLocale } from './locales.js';

/** Every language's frame, for the server (the browser loads only its page's, catalog-loaders.ts). */
export const SHELL_CATALOGS: Readonly<Record<Locale, ShellCatalog>> = { en: EN, es: ES, de: DE, fr: FR };

/**
 * A page's title and description in a language: the frame's, or for the forgot-password and legal
 * pages their own catalog's (the frame leaves them out, so the landing pages do not carry them).
 */
export function localizedPageMeta(locale: PrefixedLocale, page: LocalizedPage): PageMeta {
  if (page === ROUTES.forgotPassword) return { es: ES_RESET, de: DE_RESET, fr: FR_RESET }[locale].meta;
  const legal = { es: ES_LEGAL, de: DE_LEGAL, fr: FR_LEGAL }[locale];
  if (page === ROUTES.terms) return legal.terms.meta;
  if (page === ROUTES.privacy) return legal.privacy.meta;
  return SHELL_CATALOGS[locale].pages[page];
}

/**
 * A link preview's picture in a language (issue 54): the dashboard as the landing page shows it in
 * that language (scripts/capture-showcase.mjs), described by its words there.
 */
export function localizedSocialImage(locale: PrefixedLocale): { path: string; alt: string } {
  const landing = { es: ES_LANDING, de: DE_LANDING, fr: FR_LANDING }[locale];
  return { path: `/showcase/${locale}${SOCIAL_IMAGE_PATH.slice('/showcase'.length)}`, alt: landing.showcase[0]?.desktopAlt ?? '' };
}

/** The title of a page in its language: "<page> · Stride", or the home page's full title. */
export function localizedDocumentTitle(catalog: ShellCatalog, pageTitle: string | null): string {
  return pageTitle ? documentTitle(pageTitle) : catalog.homeTitle;
}


/**
 * `<link rel="alternate" hreflang>` for a page that exists in every language, and x-default (the
 * English page, at the root) for a visitor whose language is none of them.
 */
export function hreflangLinks(pathname: string, appOrigin: string): string[] {
  const page = localizedPageOf(pathname);
  if (!page) return [];
  const href = (locale: Locale) => escapeAttr(`${appOrigin}${localePath(locale, page)}`);
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}" />`,
  ];
}

/**
 * The head tags of any path (decision 054): a page in a language has its title, description and
 * preview tags in that language, its canonical address, and its alternates in the others; every
 * other path is as `renderPageMetaTags` writes it.
 */
export function renderLocalizedPageMetaTags(pathname: string, appOrigin: string): string {
  const page = localizedPageOf(pathname);
  const { locale } = splitLocalePath(pathname);
  if (!page) return renderPageMetaTags(pathname, appOrigin);
  if (locale === DEFAULT_LOCALE) return [renderPageMetaTags(pathname, appOrigin), ...hreflangLinks(pathname, appOrigin)].join('\n    ');
  const catalog = SHELL_CATALOGS[locale];
  const meta = localizedPageMeta(locale as PrefixedLocale, page);
  const title = escapeAttr(localizedDocumentTitle(catalog, meta.title));
  const description = escapeAttr(meta.description);
  const url = escapeAttr(`${appOrigin}${localePath(locale, page)}`);
  const picture = localizedSocialImage(locale as PrefixedLocale);
  // The English tags with this language's words: one list of preview tags to keep.
  return renderPageMetaTags(page, appOrigin)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, `$1${description}"`)
    .replace(/(<meta property="og:title" content=")[^"]*"/, `$1${title}"`)
    .replace(/(<meta property="og:description" content=")[^"]*"/, `$1${description}"`)
    .replace(/(<link rel="canonical" href=")[^"]*"/, `$1${url}"`)
    .replace(/(<meta property="og:url" content=")[^"]*"/, `$1${url}"`)
    .replace(/(<meta property="og:site_name" content=")[^"]*"/, `$1${escapeAttr(PRODUCT_NAME)}"`)
    .replace(/(<meta property="og:image" content=")[^"]*"/, `$1${escapeAttr(`${appOrigin}${picture.path}`)}"`)
    .replace(/(<meta property="og:image:alt" content=")[^"]*"/, `$1${escapeAttr(picture.alt)}"`)
    .concat(`\n    <meta property="og:locale" content="${locale}" />\n    `, hreflangLinks(pathname, appOrigin).join('\n    '));
}
