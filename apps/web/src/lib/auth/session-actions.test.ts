import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, AUTH_TEXTS } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { accountDeleted, checkAuth, clearAuthError, farewellDismissed } from './session-actions';
import { logout } from './log-out';
import { login, resendVerification, signup, updateProfile, verifyEmail } from './session-form-actions';
import { createSessionStore, initialAuthState, type AuthState } from './session-store';
import { formatClockTime } from '../format-time';
import { followAccountLocale } from '../locale/display-locale';

afterEach(() => vi.unstubAllGlobals());

const signedInState: Partial<AuthState> = { user: makeUser(), isAuthenticated: true, initialized: true };
const body = { email: 'a@example.com', password: 'b' };

describe('the session (section 4, Authentication)', () => {
  it('login: sets loading and clears the error while under way, then stores the user', async () => {
    let release!: () => void;
    mockApi({ [on(API.auth.login)]: () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse({ user: makeUser() })))) });
    const session = createSessionStore({ error: 'old' });
    const done = login(session, body);
    expect(session.getState()).toMatchObject({ loading: true, error: null });
    await vi.waitFor(() => expect(release).toBeDefined());
    release();
    expect(await done).toEqual({ ok: true, value: makeUser() });
    expect(session.getState()).toMatchObject({ loading: false, isAuthenticated: true, user: makeUser() });
  });

  it('login and signup failures keep the server message or fall back to the spec texts', async () => {
    mockApi({ [on(API.auth.login)]: () => errorResponse('not_authenticated', 'Invalid email or password.') });
    const session = createSessionStore();
    expect(await login(session, body)).toEqual({ ok: false, error: 'Invalid email or password.' });
    expect(session.getState()).toMatchObject({ loading: false, error: 'Invalid email or password.', isAuthenticated: false });

    mockApi({ [on(API.auth.login)]: () => new Response('', { status: 500 }) });
    await login(session, body);
    expect(session.getState().error).toBe(AUTH_TEXTS.loginFailed);

    mockApi({ [on(API.auth.signup)]: () => new Response('', { status: 500 }) });
    await signup(session, { ...body, firstName: 'A', lastName: 'B' });
    expect(session.getState().error).toBe(AUTH_TEXTS.signupFailed);
  });

  it('sends the browser’s languages at sign-up, and the account’s locale then writes the times (issue 54)', async () => {
    const fetchMock = mockApi({ [on(API.auth.signup)]: () => jsonResponse({ user: makeUser({ locale: 'en-US' }) }, 201) });
    const session = createSessionStore();
    followAccountLocale(session);
    await signup(session, { ...body, firstName: 'A', lastName: 'B' });
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ languages: ['en-GB', 'en'] });
    expect(session.getState().user?.locale).toBe('en-US');
    expect(formatClockTime('19:30')).toBe('07:30 PM');
    session.end();
    expect(formatClockTime('19:30')).toBe('19:30');
  });

  it('logout clears the user and the authenticated flag, and remembers the user chose it until the next sign-in', async () => {
    mockApi({ [on(API.auth.logout)]: () => jsonResponse({ message: 'Logged out.' }), [on(API.auth.login)]: () => jsonResponse({ user: makeUser() }) });
    const session = createSessionStore(signedInState);
    const ended = vi.fn();
    session.onEnd(ended);
    expect((await logout(session)).ok).toBe(true);
    expect(session.getState()).toMatchObject({ user: null, isAuthenticated: false, loggedOut: true, loading: false });
    expect(ended).toHaveBeenCalledTimes(1);
    await login(session, body);
    expect(session.getState().loggedOut).toBe(false);
  });

  it('a logout the server refuses keeps the session', async () => {
    mockApi({ [on(API.auth.logout)]: () => new Response('', { status: 500 }) });
    const session = createSessionStore(signedInState);
    const ended = vi.fn();
    session.onEnd(ended);
    expect((await logout(session)).ok).toBe(false);
    expect(session.getState()).toMatchObject({ isAuthenticated: true, loggedOut: false, loading: false });
    expect(ended).not.toHaveBeenCalled();
  });

  it('a check that succeeds signs in; one that fails or says "not authenticated" signs out, without an error', async () => {
    mockApi({ [on(API.auth.check)]: () => jsonResponse({ isAuthenticated: true, user: makeUser() }) });
    const visitor = createSessionStore();
    await checkAuth(visitor);
    expect(visitor.getState()).toMatchObject({ isAuthenticated: true, initialized: true, user: makeUser() });

    for (const answer of [() => errorResponse('not_authenticated', 'Not authenticated'), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      mockApi({ [on(API.auth.check)]: answer });
      const session = createSessionStore(signedInState);
      const ended = vi.fn();
      session.onEnd(ended);
      await checkAuth(session);
      expect(session.getState()).toMatchObject({ isAuthenticated: false, user: null, initialized: true, error: null });
      expect(ended).toHaveBeenCalledTimes(1);
    }
  });

  it('verification success marks the stored user verified; resend sets then clears loading', async () => {
    mockApi({
      [on(API.auth.verifyEmail)]: () => jsonResponse({ user: makeUser({ isEmailVerified: true }) }),
      [on(API.auth.resendVerification)]: () => jsonResponse({ message: 'sent' }),
    });
    const session = createSessionStore({ ...signedInState, user: makeUser({ isEmailVerified: false }) });
    await verifyEmail(session, '123456');
    expect(session.getState().user?.isEmailVerified).toBe(true);
    const sending = resendVerification(session, 'ada@example.com');
    expect(session.getState().loading).toBe(true);
    expect(await sending).toEqual({ ok: true, value: 'sent' });
    expect(session.getState().loading).toBe(false);
  });

  it('a profile change stores the user as the server answers it, and a failure leaves it', async () => {
    mockApi({ [on(API.users.updateProfile)]: () => jsonResponse({ user: makeUser({ timezone: 'Asia/Tokyo' }) }) });
    const session = createSessionStore(signedInState);
    await updateProfile(session, { timezone: 'Asia/Tokyo' });
    expect(session.getState().user?.timezone).toBe('Asia/Tokyo');
    mockApi({ [on(API.users.updateProfile)]: () => errorResponse('validation_failed', 'Unknown time zone.') });
    expect(await updateProfile(session, { timezone: 'Nowhere/Else' })).toEqual({ ok: false, error: 'Unknown time zone.' });
    expect(session.getState().user?.timezone).toBe('Asia/Tokyo');
  });

  it('a deleted account signs out as Logout does and leaves a farewell until it is closed or someone signs in', async () => {
    mockApi({ [on(API.auth.login)]: () => jsonResponse({ user: makeUser() }), [on(API.auth.logout)]: () => jsonResponse({ message: 'Logged out.' }) });
    const session = createSessionStore({ ...signedInState, loading: true });
    const ended = vi.fn();
    session.onEnd(ended);
    accountDeleted(session);
    expect(session.getState()).toMatchObject({ user: null, isAuthenticated: false, loading: false, loggedOut: true, farewell: true });
    expect(ended).toHaveBeenCalledTimes(1);
    farewellDismissed(session);
    expect(session.getState().farewell).toBe(false);

    accountDeleted(session);
    await login(session, body);
    expect(session.getState().farewell).toBe(false);
    const other = createSessionStore(signedInState);
    await logout(other);
    expect(other.getState().farewell).toBe(false);
  });

  it('clearAuthError empties the error', () => {
    const session = createSessionStore({ ...initialAuthState, error: 'Login failed' });
    clearAuthError(session);
    expect(session.getState().error).toBeNull();
  });

  it('keeps the state it was made with for hydration, whatever happens after', () => {
    const session = createSessionStore();
    accountDeleted(session);
    expect(session.getInitialState()).toEqual(initialAuthState);
  });
});
