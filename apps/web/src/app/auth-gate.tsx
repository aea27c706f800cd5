import type { ReactNode } from 'react';
import { CenteredProgress } from '../components/centered-progress';
import { useSession } from '../lib/auth/session-context';
import { selectAuthInitialized } from '../lib/auth/session-store';

/**
 * Holds a screen that depends on who is signed in back until the start-up session check has settled
 * (section 2): the signed-in screens and /verify-email. The public pages do not wait: they are
 * prerendered as for a visitor, and the navbar and guards follow once the check answers.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const initialized = useSession(selectAuthInitialized);
  return initialized ? children : <CenteredProgress label="Checking your session" />;
}
