import type { ReactNode } from 'react';
import { CenteredProgress } from '../components/centered-progress';
import { useSession } from '../lib/auth/session-context';
import { selectAuthInitialized } from '../lib/auth/session-store';
import { useShellTexts } from '../lib/i18n/use-locale';

/**
 * Holds a screen that depends on who is signed in back until the start-up session check has settled
 * (section 2): the signed-in screens and /verify-email. The public pages do not wait: they are
 * prerendered as for a visitor, and the navbar and guards follow once the check answers. The
 * spinner's name is the frame's, so in the person's language at first paint (issue 54).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const initialized = useSession(selectAuthInitialized);
  const frame = useShellTexts();
  return initialized ? children : <CenteredProgress label={frame.checkingSession} />;
}
