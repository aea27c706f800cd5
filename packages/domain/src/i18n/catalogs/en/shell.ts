import { ROUTES } from '../../../routes.js';
import { HOME_TITLE, PAGE_META, type PageMeta } from '../../../texts/page-meta.js';
import { PUBLIC_SHELL_TEXTS } from '../../../texts/public-shell-texts.js';
import type { LocalizedPage } from '../../locales.js';

/**
 * The pages whose title and description the frame carries: all but the forgot-password and legal
 * pages, whose own catalogs carry them (`reset.meta`, `legal.terms.meta`), so the landing pages'
 * first load does not (decision 054).
 */
export type ShellPage = Exclude<LocalizedPage, typeof ROUTES.forgotPassword | typeof ROUTES.privacy | typeof ROUTES.terms>;

/**
 * The English catalog of the public pages' frame: the navigation bar and footer, and each page's
 * title and description (texts/page-meta.ts). The text modules are the source; this only gathers
 * them under the keys every language's catalog mirrors (decision 054).
 */
export const SHELL_CATALOG = {
  texts: PUBLIC_SHELL_TEXTS,
  homeTitle: HOME_TITLE,
  pages: {
    [ROUTES.home]: PAGE_META[ROUTES.home]!,
    [ROUTES.pricing]: PAGE_META[ROUTES.pricing]!,
    [ROUTES.support]: PAGE_META[ROUTES.support]!,
    [ROUTES.login]: PAGE_META[ROUTES.login]!,
    [ROUTES.signup]: PAGE_META[ROUTES.signup]!,
    [ROUTES.integrations]: PAGE_META[ROUTES.integrations]!,
  } satisfies Record<ShellPage, PageMeta>,
};
