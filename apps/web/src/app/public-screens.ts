import type { ComponentType } from 'react';
import { ROUTES, type LocalizedPage } from '@stride/domain';

/** The screens of the public pages that exist in every language, each its own chunk. */
/**
 * (The forgot-password and legal pages are not here: they have their own screens in every
 * language, and their English routes import them as before, so the app's start is as it was;
 * decision 054.)
 */
export const PUBLIC_SCREENS: Record<Exclude<LocalizedPage, typeof ROUTES.forgotPassword | typeof ROUTES.privacy | typeof ROUTES.terms>, () => Promise<ComponentType>> = {
  [ROUTES.home]: () => import('../features/landing/landing-page').then((m) => m.LandingPage),
  [ROUTES.pricing]: () => import('../features/pricing/pricing-page').then((m) => m.PricingPage),
  [ROUTES.support]: () => import('../features/support/support-page').then((m) => m.SupportPage),
  [ROUTES.login]: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  [ROUTES.signup]: () => import('../features/auth/signup-page').then((m) => m.SignupPage),
  [ROUTES.integrations]: () => import('../features/integrations-docs/integrations-page').then((m) => m.IntegrationsPage),
};

/** A lazy route of one of them in English. */
export const englishScreen = (page: keyof typeof PUBLIC_SCREENS) => () => PUBLIC_SCREENS[page]().then((Component) => ({ Component }));
