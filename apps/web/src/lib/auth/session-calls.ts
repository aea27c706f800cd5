import type { User } from '@stride/domain';
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

export async function attempt<T>(fallback: string, call: (authApi: AuthApi) => Promise<T>): Promise<Outcome<T>> {
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
export function busy(session: SessionStore) {
  session.update({ loading: true, error: null });
}

export function signedIn(session: SessionStore, user: User) {
  session.update({ loading: false, user, isAuthenticated: true, loggedOut: false, farewell: false });
}
