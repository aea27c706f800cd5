import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES, localePath } from '@stride/domain';
import { useSession } from '../lib/auth/session-context';
import { selectLoggedOut, selectSignedInUser } from '../lib/auth/session-store';
import { personLanguage } from '../lib/i18n/person-language';
import { forgetGuessedFrame, loadRememberedFrame } from '../lib/i18n/remembered-frame';
import { AuthGate } from './auth-gate';

/**
 * The guards of the signed-in screens and /verify-email, a chunk loaded with those routes (the
 * router loads it beside their screens, not before them), so no public page's first load has it.
 */

/**
 * The routes of the two guards (app/routes.tsx), each with the frame in the person's language
 * before its first paint (issue 54, lib/i18n/remembered-frame.ts): a signed-in address reloaded,
 * and /verify-email, where a new account lands from the sign-up page (its frame was English
 * until the account's texts had loaded). Forgotten when nobody is signed in after all.
 */
export const verifiedRoute = async () => (await loadRememberedFrame(), { Component: RequireVerifiedUser });
export const unverifiedRoute = async () => (await loadRememberedFrame(), { Component: RequireUnverifiedSession });

/**
 * /dashboard, /goals, /habits, /analytics, /aicoach: logged-out to /login, unverified to
 * /verify-email. A user who has just pressed Logout goes to / instead: the router commits a
 * navigation in a React transition, so the screen being left can still be on show when the
 * session ends, and it must not bounce through /login. Both in the person's language (issue 54):
 * /es/login, /es/.
 */
export function RequireVerifiedUser() {
  return (
    <AuthGate>
      <VerifiedUserGuard />
    </AuthGate>
  );
}

function VerifiedUserGuard() {
  const user = useSession(selectSignedInUser);
  const loggedOut = useSession(selectLoggedOut);
  const location = useLocation();
  if (!user) {
    forgetGuessedFrame();
    const language = personLanguage();
    if (loggedOut) return <Navigate to={localePath(language, ROUTES.home)} replace />;
    return <Navigate to={localePath(language, ROUTES.login)} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!user.isEmailVerified) return <Navigate to={ROUTES.verifyEmail} replace />;
  return <Outlet />;
}

/**
 * /verify-email: logged-out to /login, already verified to /dashboard. "Verified" is judged on
 * arrival only: a user who verifies here must still see the success notice and the 2-second
 * redirect of section 4, which the page performs itself.
 */
export function RequireUnverifiedSession() {
  return (
    <AuthGate>
      <UnverifiedSessionGuard />
    </AuthGate>
  );
}

/** Mounted once the session is known, so that "on arrival" is the user the check found. */
function UnverifiedSessionGuard() {
  const user = useSession(selectSignedInUser);
  const loggedOut = useSession(selectLoggedOut);
  const [verifiedOnArrival] = useState(() => user?.isEmailVerified ?? false);
  if (!user) forgetGuessedFrame();
  if (!user) return <Navigate to={localePath(personLanguage(), loggedOut ? ROUTES.home : ROUTES.login)} replace />;
  if (verifiedOnArrival) return <Navigate to={ROUTES.dashboard} replace />;
  return <Outlet />;
}
