import type { ComponentType } from 'react';
import { ROUTES, type PrefixedLocale, type ShellCatalog } from '@stride/domain';
import type { LegalRoute } from '../features/legal/localized-legal-page';

/** The forgot-password screen in each language: copies built with its words inside (decision 054). */
export const RESET_SCREENS: Record<PrefixedLocale, () => Promise<ComponentType>> = {
  es: () => import('../features/auth/forgot-password-page?lang=es').then((m) => m.ForgotPasswordPage),
  de: () => import('../features/auth/forgot-password-page?lang=de').then((m) => m.ForgotPasswordPage),
  fr: () => import('../features/auth/forgot-password-page?lang=fr').then((m) => m.ForgotPasswordPage),
};

/**
 * The legal pages' screen in a language, with its legal catalog, or the integrations page's, with
 * its catalog (decision 054). Here, beside the forgot-password copies, for the same reason: the
 * list of chunks each needs would otherwise cost every page in a language that loads the table of
 * screens.
 */
export const tableScreen = (locale: PrefixedLocale, page: LegalRoute | typeof ROUTES.integrations, shell: ShellCatalog) =>
  page === ROUTES.integrations
    ? import('../features/integrations-docs/localized-integrations-page').then((m) => m.localizedIntegrationsScreen(locale, shell))
    : import('../features/legal/localized-legal-page').then((m) => m.localizedLegalScreen(locale, page, shell));
