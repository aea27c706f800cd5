import type { ComponentType } from 'react';
import { ROUTES, SHELL_CATALOG_LOADERS, type LocalizedPage, type PrefixedLocale } from '@stride/domain';
import { PUBLIC_SCREENS } from './public-screens';
import { englishOnly } from '../components/english-only';
import { hasCatalog, registerCatalog } from '../lib/i18n/catalogs';

/**
 * The login, sign-up, pricing and support screens in each language: copies built with that language's words and
 * frame inside (build-plugins/localized-landing.ts, decision 054). Here, not in the app's start, so
 * every page's first load does not carry their twelve imports.
 */
const OWN_SCREENS: Record<PrefixedLocale, Partial<Record<LocalizedPage, () => Promise<ComponentType>>>> = {
  es: {
    [ROUTES.login]: () => import('../features/auth/login-page?lang=es').then((m) => m.LoginPage),
    [ROUTES.signup]: () => import('../features/auth/signup-page?lang=es').then((m) => m.SignupPage),
    [ROUTES.pricing]: () => import('../features/pricing/pricing-page?lang=es').then((m) => m.PricingPage),
    [ROUTES.support]: () => import('../features/support/support-page?lang=es').then((m) => m.SupportPage),
  },
  de: {
    [ROUTES.login]: () => import('../features/auth/login-page?lang=de').then((m) => m.LoginPage),
    [ROUTES.signup]: () => import('../features/auth/signup-page?lang=de').then((m) => m.SignupPage),
    [ROUTES.pricing]: () => import('../features/pricing/pricing-page?lang=de').then((m) => m.PricingPage),
    [ROUTES.support]: () => import('../features/support/support-page?lang=de').then((m) => m.SupportPage),
  },
  fr: {
    [ROUTES.login]: () => import('../features/auth/login-page?lang=fr').then((m) => m.LoginPage),
    [ROUTES.signup]: () => import('../features/auth/signup-page?lang=fr').then((m) => m.SignupPage),
    [ROUTES.pricing]: () => import('../features/pricing/pricing-page?lang=fr').then((m) => m.PricingPage),
    [ROUTES.support]: () => import('../features/support/support-page?lang=fr').then((m) => m.SupportPage),
  },
};

/**
 * A public page's screen in Spanish, German or French (app/localized-routes.tsx; the landing page
 * has its own route). The login, sign-up, pricing, support and forgot-password screens are their language's copies, with
 * their words and frame inside; the legal and integrations screens load their catalog. A page with
 * no body in the language (none today) would get its language's frame, then its English screen,
 * which says it is in English for now and is marked so (decision 054).
 */
export async function localizedScreen(locale: PrefixedLocale, page: LocalizedPage): Promise<{ Component: ComponentType }> {
  // The forgot-password copies through a table of their own: their chunks' lists of what each
  // needs would cost every other page in a language here (measured: 0.5 KiB, decision 054).
  // The legal pages likewise, with the language's frame: their screen loads its legal catalog (decision 054).
  // The integrations page likewise, with its catalog.
  if (page === ROUTES.terms || page === ROUTES.privacy || page === ROUTES.integrations) {
    const shell = await SHELL_CATALOG_LOADERS[locale]();
    return import('./localized-reset-screens').then((m) => m.tableScreen(locale, page, shell));
  }
  const own = page === ROUTES.forgotPassword ? await import('./localized-reset-screens').then((m) => m.RESET_SCREENS[locale]) : OWN_SCREENS[locale][page];
  if (own) return { Component: await own() };
  if (!hasCatalog(locale, 'shell')) registerCatalog(locale, 'shell', await SHELL_CATALOG_LOADERS[locale]());
  return { Component: englishOnly(await PUBLIC_SCREENS[page as keyof typeof PUBLIC_SCREENS]()) };
}
