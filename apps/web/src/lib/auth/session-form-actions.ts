import { AUTH_TEXTS, type LoginBody, type SignupBody, type UpdateProfileBody, type User } from '@stride/domain';
import { attempt, busy, signedIn, type Outcome } from './session-calls';
import { sessionStarted } from './session-end';
import type { SessionStore } from './session-store';

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
