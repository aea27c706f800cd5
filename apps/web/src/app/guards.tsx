import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@stride/domain';
import { afterAuthPath } from '../lib/auth/after-auth-path';
import { useSession } from '../lib/auth/session-context';
import { selectLoggedOut, selectSignedInUser } from '../lib/auth/session-store';
import { AuthGate } from './auth-gate';

/**
 * /dashboard, /goals, /habits, /analytics, /aicoach: logged-out to /login, unverified to
 * /verify-email. A user who has just pressed Logout goes to / instead: the router commits a
 * navigation in a React transition, so the screen being left can still be on show when the
 * session ends, and it must not bounce through /login.
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
    if (loggedOut) return <Navigate to={ROUTES.home} replace />;
    return <Navigate to={ROUTES.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
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
  if (!user) return <Navigate to={loggedOut ? ROUTES.home : ROUTES.login} replace />;
  if (verifiedOnArrival) return <Navigate to={ROUTES.dashboard} replace />;
  return <Outlet />;
}

/**
 * /login and /signup: a signed-in user goes where section 4 "After authentication" says. While the
 * start-up check is under way the form is shown (these pages are prerendered with it); a user the
 * check finds signed in is sent on then.
 */
export function RedirectIfAuthenticated() {
  const user = useSession(selectSignedInUser);
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  if (user) return <Navigate to={afterAuthPath(user, typeof from === 'string' ? from : undefined)} replace />;
  return <Outlet />;
}
