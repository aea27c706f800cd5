import type { User } from '@stride/domain';
import { sessionEnded } from './session-end';
import { checkSession } from './session-check';
import type { Outcome } from './session-calls';
import type { SessionStore } from './session-store';

/**
 * The session's transitions every page may need (the start's check, the farewell). The forms'
 * calls (login, sign-up, verification, profile) are session-form-actions.ts, loaded with the
 * screens that have those forms: a visitor reading the landing page never downloads them; Logout
 * is log-out.ts, loaded when it is pressed.
 */
export type { Outcome };

/**
 * The session check (section 2, at start; again after a verification or a password reset). A
 * failed check, or one saying "not authenticated", signs the client out (section 4); no error is
 * set: a visitor who was never signed in should not be greeted by an error box on the sign-up
 * screen.
 */
export async function checkAuth(session: SessionStore): Promise<void> {
  const found = await checkSession();
  if (found.user) {
    session.update({ user: found.user, isAuthenticated: true, loggedOut: false, initialized: true });
    return;
  }
  // Signed out on this device all the same (section 4); when the server said the session is over
  // (not merely that it could not be asked), this device stops receiving its notifications.
  void sessionEnded({ over: found.over });
  session.end({ initialized: true });
}

export function clearAuthError(session: SessionStore): void {
  session.update({ error: null });
}

/** The signed-in person as the server now has them (a profile change, a subscription). */
export function userUpdated(session: SessionStore, user: User): void {
  session.update({ user });
}

/**
 * Issue 23: the account was deleted; the server already ended the session. Signed out as by
 * Logout, with a farewell on the landing page, and nothing of theirs left on this device.
 */
export function accountDeleted(session: SessionStore): void {
  void sessionEnded({ over: true });
  session.end({ loading: false, loggedOut: true, farewell: true });
}

/** The landing page's "account deleted" message was closed. */
export function farewellDismissed(session: SessionStore): void {
  session.update({ farewell: false });
}

/** The user's Logout has reached /: from now on a signed-in screen sends them to /login. */
export function logoutLanded(session: SessionStore): void {
  session.update({ loggedOut: false });
}
