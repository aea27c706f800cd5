import { ROUTES } from '../routes.js';
import { escapeAttr } from '../texts/page-meta.js';
import { SHELL_CATALOGS, localizedDocumentTitle, localizedPageMeta } from './page-meta-tags.js';
import { DEFAULT_LOCALE, type Locale, type PrefixedLocale } from './locales.js';

/**
 * The app shell's words (apps/web/index.html): what an address with no language in it (a signed-in
 * screen, the page not found) shows before any script runs, and what a browser without JavaScript
 * shows. The server writes them in the person's language into the HTML it answers (issue 54); the
 * web app never loads them, so no page's JavaScript grows with them.
 */
export const APP_SHELL_TEXTS: Readonly<Record<Locale, { loading: string; noScript: string }>> = {
  en: { loading: 'Loading Stride…', noScript: 'Stride needs JavaScript to run.' },
  es: { loading: 'Cargando Stride…', noScript: 'Stride necesita JavaScript para funcionar.' },
  de: { loading: 'Stride wird geladen…', noScript: 'Stride braucht JavaScript, um zu laufen.' },
  fr: { loading: 'Chargement de Stride…', noScript: 'Stride a besoin de JavaScript pour fonctionner.' },
};

/**
 * index.html (English, as built) in `locale`: its `lang`, its loading line, its no-script line, and
 * the title and description a tab shows before any script (the home page's, in that language: a
 * signed-in address said "Stride — habits and goals with an AI coach" in English until the app
 * started, issue 54).
 */
export function localizedAppShell(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  const en = APP_SHELL_TEXTS.en;
  const words = APP_SHELL_TEXTS[locale];
  const meta = localizedPageMeta(locale as PrefixedLocale, ROUTES.home);
  const title = escapeAttr(localizedDocumentTitle(SHELL_CATALOGS[locale], meta.title));
  const description = escapeAttr(meta.description);
  return html
    .replace('<html lang="en"', `<html lang="${locale}"`)
    .replace(`>${en.loading}<`, () => `>${words.loading}<`)
    .replace(`>${en.noScript}<`, () => `>${words.noScript}<`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<meta (?:name="description"|property="og:description") content=")[^"]*"/g, (_m, tag: string) => `${tag}${description}"`)
    .replace(/(<meta property="og:title" content=")[^"]*"/, (_m, tag: string) => `${tag}${title}"`);
}
