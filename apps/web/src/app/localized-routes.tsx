import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { localePath, ROUTES, type Locale, type PageCatalogArea, type PrefixedLocale } from '@stride/domain';
import { englishOnly } from '../components/english-only';
import { loadPageCatalogs } from '../lib/i18n/catalogs';
import { RedirectIfAuthenticated } from './guards';

/**
 * A lazy route's loader that brings the page's catalogs in `locale` with its screen (decision
 * 054), so both are in place before the first render and before hydration. A page whose body is
 * not translated yet says so and is marked English.
 */
export function withCatalogs(locale: Locale, screen: () => Promise<ComponentType>, areas: readonly PageCatalogArea[] = [], translated = true) {
  return async () => {
    const [Component] = await Promise.all([screen(), loadPageCatalogs(locale, areas)]);
    return { Component: translated ? Component : englishOnly(Component) };
  };
}

/**
 * The public pages in one language under its prefix (`/es/`, `/es/pricing`, ...): the same
 * screens as at the root. Only the landing page's body is translated so far (decision 054); the
 * others have their frame, title and description in the language and an English body.
 */
export function localizedPublicRoutes(locale: PrefixedLocale): RouteObject[] {
  const at = (page: string) => localePath(locale, page);
  return [
    { path: `/${locale}`, lazy: withCatalogs(locale, () => import('../features/landing/landing-page').then((m) => m.LandingPage), ['landing']) },
    {
      element: <RedirectIfAuthenticated />,
      children: [
        { path: at(ROUTES.login), lazy: withCatalogs(locale, () => import('../features/auth/login-page').then((m) => m.LoginPage), [], false) },
        { path: at(ROUTES.signup), lazy: withCatalogs(locale, () => import('../features/auth/signup-page').then((m) => m.SignupPage), [], false) },
      ],
    },
    { path: at(ROUTES.pricing), lazy: withCatalogs(locale, () => import('../features/pricing/pricing-page').then((m) => m.PricingPage), [], false) },
    { path: at(ROUTES.support), lazy: withCatalogs(locale, () => import('../features/support/support-page').then((m) => m.SupportPage), [], false) },
    {
      path: at(ROUTES.integrations),
      lazy: withCatalogs(locale, () => import('../features/integrations-docs/integrations-page').then((m) => m.IntegrationsPage), [], false),
    },
  ];
}
