import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@stride/domain';
import { makeUser } from '../../test/fixtures';
import {
  accountDeleted,
  authSlice,
  checkAuth,
  clearAuthError,
  farewellDismissed,
  initialAuthState,
  login,
  logout,
  resendVerification,
  signup,
  verifyEmail,
  type AuthState,
} from './auth-slice';

const reduce = authSlice.reducer;
const signedIn: AuthState = { ...initialAuthState, user: makeUser(), isAuthenticated: true, initialized: true };

describe('auth slice (section 4, Authentication)', () => {
  it('login: pending sets loading and clears the error, success stores the user', () => {
    const pending = reduce({ ...initialAuthState, error: 'old' }, login.pending('r', { email: 'a', password: 'b' }));
    expect(pending).toMatchObject({ loading: true, error: null });
    const done = reduce(pending, login.fulfilled(makeUser(), 'r', { email: 'a', password: 'b' }));
    expect(done).toMatchObject({ loading: false, isAuthenticated: true, user: makeUser() });
  });

  it('login and signup failures keep the server message or fall back to the spec texts', () => {
    const body = { email: 'a', password: 'b' };
    expect(reduce(initialAuthState, login.rejected(null, 'r', body, 'Invalid email or password.')).error).toBe(
      'Invalid email or password.',
    );
    expect(reduce(initialAuthState, login.rejected(new Error('x'), 'r', body)).error).toBe(AUTH_TEXTS.loginFailed);
    const signupBody = { email: 'a', password: 'b', firstName: 'A', lastName: 'B' };
    expect(reduce(initialAuthState, signup.rejected(new Error('x'), 'r', signupBody)).error).toBe(AUTH_TEXTS.signupFailed);
  });

  it('logout success clears the user and the authenticated flag, and remembers the user chose it until the next sign-in', () => {
    const out = reduce(signedIn, logout.fulfilled(undefined, 'r'));
    expect(out).toMatchObject({ user: null, isAuthenticated: false, loggedOut: true });
    const body = { email: 'a@example.com', password: 'b' };
    expect(reduce(out, login.fulfilled(makeUser(), 'r', body)).loggedOut).toBe(false);
    expect(reduce(signedIn, logout.rejected(null, 'r', undefined, 'Logout failed'))).toMatchObject({ isAuthenticated: true, loggedOut: false });
  });

  it('a check that succeeds signs in; one that fails or says "not authenticated" signs out', () => {
    const ok = reduce(initialAuthState, checkAuth.fulfilled(makeUser(), 'r'));
    expect(ok).toMatchObject({ isAuthenticated: true, initialized: true, user: makeUser() });
    const no = reduce(signedIn, checkAuth.rejected(null, 'r', undefined, { code: 'not_authenticated', message: AUTH_TEXTS.notAuthenticated }));
    expect(no).toMatchObject({ isAuthenticated: false, user: null, initialized: true });
  });

  it('verification success marks the stored user verified; resend sets then clears loading', () => {
    const unverified = { ...signedIn, user: makeUser({ isEmailVerified: false }) };
    const verified = reduce(unverified, verifyEmail.fulfilled(makeUser({ isEmailVerified: true }), 'r', '123456'));
    expect(verified.user?.isEmailVerified).toBe(true);
    const sending = reduce(unverified, resendVerification.pending('r', 'ada@example.com'));
    expect(sending.loading).toBe(true);
    expect(reduce(sending, resendVerification.fulfilled('sent', 'r', 'ada@example.com')).loading).toBe(false);
  });

  it('a deleted account signs out as Logout does and leaves a farewell until it is closed or someone signs in', () => {
    const gone = reduce({ ...signedIn, loading: true }, accountDeleted());
    expect(gone).toMatchObject({ user: null, isAuthenticated: false, loading: false, loggedOut: true, farewell: true });
    expect(reduce(gone, farewellDismissed()).farewell).toBe(false);
    const body = { email: 'b@example.com', password: 'c' };
    expect(reduce(gone, login.fulfilled(makeUser(), 'r', body)).farewell).toBe(false);
    expect(reduce(signedIn, logout.fulfilled(undefined, 'r')).farewell).toBe(false);
  });

  it('clearAuthError empties the error', () => {
    expect(reduce({ ...initialAuthState, error: 'Login failed' }, clearAuthError()).error).toBeNull();
  });
});
