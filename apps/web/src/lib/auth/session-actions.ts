import { AUTH_TEXTS, type LoginBody, type SignupBody, type UpdateProfileBody, type User } from '@stride/domain';
import { sessionEnded, sessionStarted } from './session-end';
import { checkSession } from './session-check';
import type { SessionStore } from './session-store';

/**
 * What a session call came to: its answer, or the words a screen shows (the server's message,
 * else the spec's fallback, section 8).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The API client and the session calls, loaded when a call first needs them (issue 47): a visitor
 * who signs in or submits a form downloads them then, one who only reads a page never does.
 */
const authCalls = async () => {
  const [{ authApi }, { getErrorMessage }] = await Promise.all([import('./auth-api'), import('../error-message')]);
  return { authApi, getErrorMessage };
};
type AuthApi = Awaited<ReturnType<typeof authCalls>>['authApi'];

async function attempt<T>(fallback: string, call: (authApi: AuthApi) => Promise<T>): Promise<Outcome<T>> {
  let messageOf: ((error: unknown) => string) | undefined;
  try {
    const { authApi, getErrorMessage } = await authCalls();
    messageOf = (error) => getErrorMessage(error, fallback);
    return { ok: true, value: await call(authApi) };
  } catch (error) {
    // Not even loaded (offline on a page opened earlier): the fallback.
    return { ok: false, error: messageOf ? messageOf(error) : fallback };
  }
}

/** A call that shows the forms busy (`loading`) and clears the last error as it starts. */
function busy(session: SessionStore) {
  session.update({ loading: true, error: null });
}

function signedIn(session: SessionStore, user: User) {
  session.update({ loading: false, user, isAuthenticated: true, loggedOut: false, farewell: false });
}

/** Section 4 "Authentication" and "Email verification", the transitions of the session (section 3). */
export async function login(session: SessionStore, body: LoginBody): Promise<Outcome<User>> {
  busy(session);
  const outcome = await attempt(AUTH_TEXTS.loginFailed, async (authApi) => (await authApi.login(body)).user);
  if (outcome.ok) {
    sessionStarted();
    signedIn(session, outcome.value);
  } else session.update({ loading: false, error: outcome.error });
  return outcome;
}

export type SignupInput = Omit<SignupBody, 'timezone' | 'languages'>;

export async function signup(session: SessionStore, input: SignupInput): Promise<Outcome<User>> {
  busy(session);
  // The browser's zone becomes the user's zone (DECISIONS.md, Time); editable on the dashboard.
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // Issue 54: the browser's languages choose the account's language and region; changeable in Settings.
  const languages = navigator.languages.slice(0, 20);
  const outcome = await attempt(AUTH_TEXTS.signupFailed, async (authApi) => (await authApi.signup({ ...input, timezone, languages })).user);
  if (outcome.ok) {
    sessionStarted();
    signedIn(session, outcome.value);
  } else session.update({ loading: false, error: outcome.error });
  return outcome;
}

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

export async function verifyEmail(session: SessionStore, code: string): Promise<Outcome<User>> {
  busy(session);
  const outcome = await attempt(AUTH_TEXTS.verificationFailed, async (authApi) => (await authApi.verifyEmail(code)).user);
  if (outcome.ok) signedIn(session, outcome.value);
  else session.update({ loading: false, error: outcome.error });
  return outcome;
}

export async function resendVerification(session: SessionStore, email: string): Promise<Outcome<string>> {
  busy(session);
  const outcome = await attempt(AUTH_TEXTS.resendFailed, async (authApi) => (await authApi.resendVerification(email)).message);
  session.update(outcome.ok ? { loading: false } : { loading: false, error: outcome.error });
  return outcome;
}

/** PATCH /api/users/me. Screens keep their own busy and error state for this one. */
export async function updateProfile(session: SessionStore, body: UpdateProfileBody): Promise<Outcome<User>> {
  const outcome = await attempt('Could not save your changes. Please try again.', async (authApi) => (await authApi.updateProfile(body)).user);
  if (outcome.ok) session.update({ user: outcome.value });
  return outcome;
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
