import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { localePath, ROUTES, type LocalizedPage, type PrefixedLocale } from '@stride/domain';
import { RedirectIfAuthenticated } from './guards';

/**
 * The landing screen in each language: a copy built with that language's words and frame inside
 * (build-plugins/localized-landing.ts), so `/es/` loads no English words and no catalog loader.
 * The login and sign-up screens are built the same way (their table is in localized-screens.ts).
 */
const LANDING_SCREENS: Record<PrefixedLocale, () => Promise<{ LandingPage: ComponentType }>> = {
  es: () => import('../features/landing/landing-page?lang=es'),
  de: () => import('../features/landing/landing-page?lang=de'),
  fr: () => import('../features/landing/landing-page?lang=fr'),
};

/**
 * The public pages in one language under its prefix (`/es/`, `/es/pricing`, ...), each screen
 * loaded through localized-screens.ts (a chunk of its own: an English page loads none of
 * it), which has it in place with its words before the first render and before hydration
 * (decision 054). The landing page carries its own (above).
 */
export function localizedPublicRoutes(locale: PrefixedLocale): RouteObject[] {
  const route = (page: LocalizedPage): RouteObject => ({
    path: localePath(locale, page),
    lazy: () => import('./localized-screens').then((m) => m.localizedScreen(locale, page)),
  });
  return [
    { path: `/${locale}`, lazy: () => LANDING_SCREENS[locale]().then((m) => ({ Component: m.LandingPage })) },
    ...[ROUTES.pricing, ROUTES.support, ROUTES.integrations, ROUTES.forgotPassword, ROUTES.privacy, ROUTES.terms].map(route),
    { element: <RedirectIfAuthenticated />, children: [route(ROUTES.login), route(ROUTES.signup)] },
  ];
}
