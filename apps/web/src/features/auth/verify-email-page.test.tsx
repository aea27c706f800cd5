import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, AUTH_TEXTS, urlOf } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { VerifyEmailPage } from './verify-email-page';

const unverified = makeUser({ isEmailVerified: false });
const verified = makeUser({ isEmailVerified: true });

function renderPage() {
  return renderWithProviders(<VerifyEmailPage />, {
    route: '/verify-email',
    preloadedState: { auth: { user: unverified, isAuthenticated: true } },
    userOptions: { advanceTimers: vi.advanceTimersByTime },
  });
}

describe('VerifyEmailPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the email and enables Verify Code only with six digits', async () => {
    mockApi({});
    const { user } = renderPage();
    expect(screen.getByText(unverified.email)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXTS.verifyPrompt)).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: AUTH_TEXTS.verifyButton });
    const input = screen.getByRole('textbox', { name: /verification code/i });
    await user.type(input, '12x34');
    expect(input).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(input, '56789');
    expect(input).toHaveValue('123456');
    expect(verify).toBeEnabled();
  });

  it('on success shows the notice, reloads the user and goes to /dashboard after 2 seconds', async () => {
    const fetchMock = mockApi({
      [on(API.auth.verifyEmail)]: () => jsonResponse({ user: verified }),
      [on(API.auth.check)]: () => jsonResponse({ isAuthenticated: true, user: verified }),
    });
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: /verification code/i }), '123456');
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.verifyButton }));

    expect(await screen.findByText(AUTH_TEXTS.verifiedNotice)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(urlOf(API.auth.check), expect.anything());
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText('Navigated to /dashboard')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByText('Navigated to /dashboard')).toBeInTheDocument();
  });

  it('shows the server message on failure, else "Invalid verification code"', async () => {
    let answer = errorResponse('invalid_request', 'This code has expired. Please request a new one.');
    mockApi({ [on(API.auth.verifyEmail)]: () => answer });
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: /verification code/i }), '123456');
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.verifyButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Please request a new one.');

    answer = new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.verifyButton }));
    expect(await screen.findByText(AUTH_TEXTS.verificationPageFallback)).toBeInTheDocument();
  });

  it('after Resend Code shows the sent notice for 3 seconds', async () => {
    const fetchMock = mockApi({
      [on(API.auth.resendVerification)]: () => jsonResponse({ message: AUTH_TEXTS.resentNotice }),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: AUTH_TEXTS.resendButton }));
    expect(await screen.findByText(AUTH_TEXTS.resentNotice)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: unverified.email });
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.queryByText(AUTH_TEXTS.resentNotice)).not.toBeInTheDocument();
  });

  // Issue 54: the page in the account's language (it is reached signed in, unverified).
  it("is in the account's language: Spanish words, the address in bold, the page's fallback and the document's language", async () => {
    mockApi({ [on(API.auth.verifyEmail)]: () => new Response('', { status: 500 }) });
    const spanish = makeUser({ isEmailVerified: false, locale: 'es-ES' });
    const { user } = renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email',
      preloadedState: { auth: { user: spanish, isAuthenticated: true } },
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    expect(await screen.findByRole('heading', { name: 'Verifica tu correo' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Verifica tu correo/);
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText(spanish.email).tagName).toBe('STRONG');
    expect(screen.getByText(spanish.email).parentElement).toHaveTextContent(`Te hemos enviado un código a ${spanish.email}.`);
    expect(screen.getByText('Escribe el código de 6 cifras que te enviamos por correo:')).toBeInTheDocument();
    expect(screen.getByText('6 cifras')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /código de verificación/i }), '123456');
    await user.click(screen.getByRole('button', { name: 'Comprobar el código' }));
    expect(await screen.findByText('El código de verificación no es válido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar el código' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Verify|Resend|sent a code/);
  });
});
