import type { RouteObject } from 'react-router';
import { PREFIXED_LOCALES, ROUTES } from '@stride/domain';
import { CenteredProgress } from '../components/centered-progress';
import { RedirectIfAuthenticated } from './guards';
import { localizedPublicRoutes } from './localized-routes';
import { englishScreen } from './public-screens';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';

/** The guards of the signed-in screens and /verify-email: loaded with them, not with every page. */
const signedInGuards = () => import('./signed-in-guards');

/**
 * The route table of section 2. Every screen is a lazy route, the landing page too, so a first
 * visit downloads and evaluates as little as possible (public pages are prerendered and hydrated
 * with their screen's chunk, decision 017).
 */
export const appRoutes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <CenteredProgress />,
    children: [
      { index: true, lazy: englishScreen(ROUTES.home) },
      // The public pages in Spanish, German and French (issue 54, decision 054).
      ...PREFIXED_LOCALES.flatMap(localizedPublicRoutes),
      {
        element: <RedirectIfAuthenticated />,
        children: [
          { path: ROUTES.login, lazy: englishScreen(ROUTES.login) },
          { path: ROUTES.signup, lazy: englishScreen(ROUTES.signup) },
        ],
      },
      {
        path: ROUTES.forgotPassword,
        lazy: () => import('../features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        lazy: () => signedInGuards().then((m) => m.unverifiedRoute()),
        children: [
          {
            path: ROUTES.verifyEmail,
            lazy: () => import('../features/auth/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
          },
        ],
      },
      { path: ROUTES.pricing, lazy: englishScreen(ROUTES.pricing) },
      {
        path: ROUTES.privacy,
        lazy: () => import('../features/legal/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
      },
      {
        path: ROUTES.terms,
        lazy: () => import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      { path: ROUTES.integrations, lazy: englishScreen(ROUTES.integrations) },
      { path: ROUTES.support, lazy: englishScreen(ROUTES.support) },
      {
        // With the frame in the person's language before the first paint (issue 54).
        lazy: () => signedInGuards().then((m) => m.verifiedRoute()),
        children: [
          {
            // The data store (Redux, RTK Query) is for signed-in screens only (decision 046).
            lazy: () => import('./data-layer').then((m) => ({ Component: m.DataLayer })),
            children: [
              // Issue 41: an assistant's consent screen, on its own (no sidebar): a page the person arrives at from elsewhere.
              { path: ROUTES.oauthConsent, lazy: () => import('../features/oauth/consent-page').then((m) => ({ Component: m.ConsentPage })) },
              {
                // The sidebar (a drawer with its modal machinery) is for signed-in screens only.
                lazy: () => import('./layouts/signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
                children: [
                  {
                    path: ROUTES.dashboard,
                    lazy: () => import('./dashboard-route').then((m) => ({ Component: m.DashboardRoute })),
                  },
                  { path: ROUTES.goals, lazy: () => import('../features/goals/goals-page').then((m) => ({ Component: m.GoalsPage })) },
                  { path: ROUTES.habits, lazy: () => import('../features/habits/habits-page').then((m) => ({ Component: m.HabitsPage })) },
                  {
                    path: ROUTES.analytics,
                    lazy: () => import('../features/analytics/analytics-page').then((m) => ({ Component: m.AnalyticsPage })),
                  },
                  {
                    path: ROUTES.aiCoach,
                    lazy: () => import('../features/ai-coach/ai-coach-page').then((m) => ({ Component: m.AiCoachPage })),
                  },
                  {
                    // Issue 51: /settings is the list of sections, /settings/<section> one of them.
                    path: `${ROUTES.settings}/*`,
                    lazy: () => import('../features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
                  },
                ],
              },
            ],
          },
        ],
      },
      // In the language of its address, the account's or the browser's (issue 54): its own chunk, with
      // the person's frame while the session check runs (lib/i18n/remembered-frame.ts).
      { path: '*', lazy: () => import('./not-found-page').then((m) => m.notFoundRoute()) },
    ],
  },
];
