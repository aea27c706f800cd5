import type { NavigateFunction } from 'react-router';
import { ROUTES, localePath } from '@stride/domain';
import { personLanguage } from '../i18n/person-language';
import { sessionEnded } from './session-end';
import { attempt, busy, type Outcome } from './session-calls';
import type { SessionStore } from './session-store';

// Loaded when Logout is pressed (the navbar), not with every page (decision 054 "i18n-route").

/** The user's Logout: signed out, and `loggedOut` until / is on screen (lib/auth/session-store.ts). */
export async function logout(session: SessionStore): Promise<Outcome<void>> {
  busy(session);
  const outcome = await attempt('Logout failed', async (authApi) => {
    // While the session lasts: the server stops sending this person's notifications to this
    // device, which someone else may use next (issue 21). Loaded only now; never in the way.
    await import('../push/push-device').then((push) => push.releasePushDevice()).catch(() => undefined);
    await authApi.logout();
  });
  if (outcome.ok) {
    void sessionEnded({ over: false });
    session.end({ loading: false, loggedOut: true });
  } else session.update({ loading: false });
  return outcome;
}

/**
 * Logout from the navbar: signed out, then the home page in the person's language (section 2;
 * `/es/` for a Spanish account, issue 54). A signed-in screen's guard also sends a logged-out
 * user there; the replace keeps Back from returning to a screen the user can no longer see.
 */
export async function logOutAndLeave(session: SessionStore, navigate: NavigateFunction): Promise<void> {
  const outcome = await logout(session);
  if (outcome.ok) await navigate(localePath(personLanguage(), ROUTES.home), { replace: true });
}
