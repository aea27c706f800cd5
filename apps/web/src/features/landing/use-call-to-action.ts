import { ROUTES } from '@stride/domain';
import { useShellTexts } from '../../lib/i18n/use-locale';
import { useLandingTexts } from './use-landing-texts';
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
  const { texts } = useLandingTexts();
  const shell = useShellTexts();
  return isAuthenticated && hydrated
    ? { to: ROUTES.dashboard, hero: shell.openToday, end: shell.openToday }
    : { to: ROUTES.signup, hero: texts.getStarted, end: texts.ctaButton };
}
