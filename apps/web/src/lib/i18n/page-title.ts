import { documentTitle, localizedPageOf, pageMetaFor, splitLocalePath, type PageMeta, type ShellCatalog } from '@stride/domain';
import { shellCatalog } from './catalogs';

/**
 * A path's tab title and description: on a public page in Spanish, German or French, its own in
 * that language (decision 054); elsewhere the English page's (`pageTitle` when a screen names
 * itself).
 */
export function pageTitleAndMeta(pathname: string, pageTitle?: string | null): { title: string; meta: PageMeta; locale: string } {
  const { locale } = splitLocalePath(pathname);
  const page = localizedPageOf(pathname);
  const shell = page && locale !== 'en' ? shellCatalog(locale) : undefined;
  if (page && shell) {
    // The forgot-password page's title and description are not in the frame's catalog: its screen
    // registers the frame with them added as it loads and renders (decision 054).
    const meta = shell.pages[page as keyof ShellCatalog['pages']];
    return { title: meta.title ? documentTitle(meta.title) : shell.homeTitle, meta, locale };
  }
  const meta = pageMetaFor(pathname);
  return { title: documentTitle(pageTitle === undefined ? meta.title : pageTitle), meta, locale };
}
