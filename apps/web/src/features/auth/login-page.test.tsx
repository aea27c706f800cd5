import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, AUTH_TEXTS, urlOf } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginPage } from './login-page';

async function submit(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/email/i), 'ada@example.com');
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Secret1!');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  it('clears an earlier auth error and shows "Loading..." while the login is in flight', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockApi({ [on(API.auth.login)]: () => answer.promise });
    const { user, session } = renderWithProviders(<LoginPage />, {
      route: '/login',
      preloadedState: { auth: { error: 'Signup failed' } },
    });
    expect(screen.queryByText('Signup failed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: AUTH_TEXTS.forgotPasswordLink })).toHaveAttribute('href', '/forgot-password');

    await submit(user);
    expect(screen.getByRole('button', { name: AUTH_TEXTS.loading })).toBeDisabled();
    // The button turns to "Loading..." as the login starts; the request itself leaves a moment later
    // (on a loaded machine, after the line above has looked).
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(urlOf(API.auth.login), expect.objectContaining({ body: JSON.stringify({ email: 'ada@example.com', password: 'Secret1!' }) })),
    );
    expect(screen.getByRole('button', { name: AUTH_TEXTS.loading })).toBeDisabled();

    answer.resolve(jsonResponse({ user: makeUser() }));
    await screen.findByRole('button', { name: 'Log In' });
    expect(session.getState().isAuthenticated).toBe(true);
  });

  it("shows the server's message in an error box", async () => {
    mockApi({ [on(API.auth.login)]: () => errorResponse('not_authenticated', 'Invalid email or password.') });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockApi({ [on(API.auth.login)]: () => new Response('', { status: 500 }) });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.loginFailed);
  });

  it("falls back to 'Login failed' when the network fails", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.loginFailed);
  });
});
