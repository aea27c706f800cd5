import { Navigate, Outlet, useLocation } from 'react-router';
import { afterAuthPath } from '../lib/auth/after-auth-path';
import { useSession } from '../lib/auth/session-context';
import { selectSignedInUser } from '../lib/auth/session-store';

// The signed-in screens' and /verify-email's guards are signed-in-guards.tsx, loaded with those
// routes: every public page's first load carries only this one.

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
