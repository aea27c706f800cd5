import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, AUTH_TEXTS, urlOf } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render-with-providers';
import { ForgotPasswordPage } from './forgot-password-page';

function renderPage() {
  return renderWithProviders(<ForgotPasswordPage />, {
    route: '/forgot-password',
    userOptions: { advanceTimers: vi.advanceTimersByTime },
  });
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks through email, code and new password, then returns to /login after 2 seconds', async () => {
    const fetchMock = mockApi({
      [on(API.auth.forgotPassword)]: () => jsonResponse({ message: 'sent' }),
      [on(API.auth.verifyResetCode)]: () => jsonResponse({ resetToken: 'token-1' }),
      [on(API.auth.resetPassword)]: () => jsonResponse({ message: 'done' }),
      [on(API.auth.check)]: () => jsonResponse({ isAuthenticated: false, user: null }),
    });
    const { user, session } = renderPage();
    expect(screen.getByRole('button', { name: AUTH_TEXTS.backToLogin })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/email/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.sendResetCode }));
    expect(await screen.findByText(AUTH_TEXTS.resetCodeSentNotice)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.queryByText(AUTH_TEXTS.resetCodeSentNotice)).not.toBeInTheDocument();

    const verify = screen.getByRole('button', { name: AUTH_TEXTS.verifyButton });
    await user.type(screen.getByRole('textbox', { name: /reset code/i }), '65a4321');
    expect(screen.getByRole('textbox', { name: /reset code/i })).toHaveValue('654321');
    await user.click(verify);

    const password = await screen.findByLabelText(/new password/i);
    expect(screen.getByRole('button', { name: AUTH_TEXTS.backToLogin })).toBeInTheDocument();
    await user.type(password, 'weak');
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.resetPasswordButton }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_TEXTS.passwordRequirementsUnmet);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.type(password, 'Pass1!x');
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.resetPasswordButton }));
    expect(await screen.findByText(AUTH_TEXTS.resetDoneNotice)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      resetToken: 'token-1',
      newPassword: 'weakPass1!x',
    });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByText('Navigated to /login')).toBeInTheDocument();
    // The reset revoked every session: the app asked the server again and holds no user now.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(urlOf(API.auth.check));
    expect(session.getState().isAuthenticated).toBe(false);
  });

  it('can ask for a new code from the code step, and shows the server message when it is too soon', async () => {
    let answer = () => jsonResponse({ message: 'sent' });
    const fetchMock = mockApi({ [on(API.auth.forgotPassword)]: () => answer() });
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/email/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.sendResetCode }));
    await screen.findByRole('textbox', { name: /reset code/i });
    answer = () => errorResponse('rate_limited', 'Please wait a minute before requesting another code.');
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.resendButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute before requesting another code.');
    answer = () => jsonResponse({ message: 'sent' });
    // As a person would: once the button is back from its first request (a loaded machine shows
    // the alert a render before the button is enabled again).
    await waitFor(() => expect(screen.getByRole('button', { name: AUTH_TEXTS.resendButton })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.resendButton }));
    expect(await screen.findByText(AUTH_TEXTS.resetCodeSentNotice)).toBeInTheDocument();
    // Three sends of the code. (Counted by address: the first test's common-password check, asked a
    // moment after its typing stopped, may reach the page's fetch only now on a loaded machine.)
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith(urlOf(API.auth.forgotPassword)))).toHaveLength(3);
  });

  it('shows the fallback texts when the server gives no message', async () => {
    let sendAnswer = () => new Response('', { status: 500 });
    mockApi({
      [on(API.auth.forgotPassword)]: () => sendAnswer(),
      [on(API.auth.verifyResetCode)]: () => new Response('', { status: 500 }),
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/email/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.sendResetCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.forgotPasswordFailed);

    sendAnswer = () => jsonResponse({ message: 'sent' });
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.sendResetCode }));
    await user.type(await screen.findByRole('textbox', { name: /reset code/i }), '123456');
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.verifyButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.resetCodeInvalid);
  });
});
