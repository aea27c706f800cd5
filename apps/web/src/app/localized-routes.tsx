import type { RouteObject } from 'react-router';
import { localePath, ROUTES, type LocalizedPage, type PrefixedLocale } from '@stride/domain';
import { RedirectIfAuthenticated } from './guards';
import { PUBLIC_SCREENS } from './public-screens';

/**
 * The public pages in one language under its prefix (`/es/`, `/es/pricing`, ...): the same
 * screens as at the root, each loaded with its catalogs in that language (lib/i18n/load-catalogs.ts,
 * a chunk of its own: an English page loads none of it), so both are in place before the first
 * render and before hydration (decision 054).
 */
export function localizedPublicRoutes(locale: PrefixedLocale): RouteObject[] {
  const route = (page: LocalizedPage): RouteObject => ({
    path: page === ROUTES.home ? `/${locale}` : localePath(locale, page),
    lazy: () =>
      Promise.all([PUBLIC_SCREENS[page](), import('../lib/i18n/load-catalogs')]).then(([Screen, { withPageCatalogs }]) => withPageCatalogs(locale, page, Screen)),
  });
  return [
    route(ROUTES.home),
    route(ROUTES.pricing),
    route(ROUTES.support),
    route(ROUTES.integrations),
    { element: <RedirectIfAuthenticated />, children: [route(ROUTES.login), route(ROUTES.signup)] },
  ];
}
