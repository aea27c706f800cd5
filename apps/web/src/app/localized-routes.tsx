import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { localePath, ROUTES, type LocalizedPage, type PrefixedLocale } from '@stride/domain';
import { RedirectIfAuthenticated } from './guards';
import { PUBLIC_SCREENS } from './public-screens';

/**
 * The landing screen in each language: a copy built with that language's words and frame inside
 * (build-plugins/localized-landing.ts), so `/es/` loads no English words and no catalog loader.
 */
const LANDING_SCREENS: Record<PrefixedLocale, () => Promise<{ LandingPage: ComponentType }>> = {
  es: () => import('../features/landing/landing-page?lang=es'),
  de: () => import('../features/landing/landing-page?lang=de'),
  fr: () => import('../features/landing/landing-page?lang=fr'),
};

/**
 * The public pages in one language under its prefix (`/es/`, `/es/pricing`, ...): the same
 * screens as at the root, each loaded with its catalogs in that language (lib/i18n/load-catalogs.ts,
 * a chunk of its own: an English page loads none of it), so both are in place before the first
 * render and before hydration (decision 054). The landing page carries its own (above).
 */
export function localizedPublicRoutes(locale: PrefixedLocale): RouteObject[] {
  const route = (page: LocalizedPage): RouteObject => ({
    path: localePath(locale, page),
    lazy: () =>
      Promise.all([PUBLIC_SCREENS[page](), import('../lib/i18n/load-catalogs')]).then(([Screen, { withPageCatalogs }]) => withPageCatalogs(locale, page, Screen)),
  });
  return [
    { path: `/${locale}`, lazy: () => LANDING_SCREENS[locale]().then((m) => ({ Component: m.LandingPage })) },
    route(ROUTES.pricing),
    route(ROUTES.support),
    route(ROUTES.integrations),
    { element: <RedirectIfAuthenticated />, children: [route(ROUTES.login), route(ROUTES.signup)] },
  ];
}
