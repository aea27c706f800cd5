import { AUTH_ROUTES, type AuthCheckResponse, type User } from '@stride/domain';

/** What the start-up session check found: the person signed in, or nobody (`over`: the server said so). */
export type SessionCheck = { user: User } | { user: null; over: boolean };

/**
 * GET /api/auth/check with a bare `fetch` (issue 47): every page makes this call as it starts, and
 * the API client (lib/api-client.ts, with the contract's request builder and error codes) loads
 * only when the person signs in or submits a form. Same origin, cookies included, `Client-Type:
 * web`, as the client sends every call. `over` is false when the check could not be made (no
 * answer, or an answer other than "not signed in"): the session may well go on.
 */
export async function checkSession(): Promise<SessionCheck> {
  let response: Response;
  try {
    response = await fetch(AUTH_ROUTES.check.path, { method: AUTH_ROUTES.check.method, credentials: 'include', headers: { Accept: 'application/json', 'Client-Type': 'web' } });
  } catch {
    return { user: null, over: false };
  }
  const body = (await response.json().catch(() => null)) as (Partial<AuthCheckResponse> & { code?: unknown }) | null;
  if (response.ok && body?.isAuthenticated && body.user) return { user: body.user };
  return { user: null, over: response.ok ? body !== null : body?.code === 'not_authenticated' };
}
