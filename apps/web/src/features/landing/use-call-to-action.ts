import { LANDING_TEXTS, ROUTES, SHELL_TEXTS } from '@stride/domain';
import { useSession } from '../../lib/auth/session-context';
import { selectIsAuthenticated } from '../../lib/auth/session-store';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * Where the landing page's calls to action lead and what they say. Signed in (issue 39) they open
 * Today instead of signing up. After hydration only: the prerendered page is the visitor's, and
 * the first render must match it. Read by each button, not the page, so that the render after
 * hydration (synchronous) is the buttons', not the whole page's (decision 046).
 */
export function useCallToAction() {
  const isAuthenticated = useSession(selectIsAuthenticated);
  const hydrated = useHydrated();
  return isAuthenticated && hydrated
    ? { to: ROUTES.dashboard, hero: SHELL_TEXTS.openToday, end: SHELL_TEXTS.openToday }
    : { to: ROUTES.signup, hero: LANDING_TEXTS.getStarted, end: LANDING_TEXTS.ctaButton };
}
