import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, COMMON_PASSWORD_RULE_LABEL, SERVER_MESSAGES, commonPasswordForms } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { SignupPage } from './signup-page';

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('SignupPage', () => {
  it('keeps Sign Up disabled until every password rule is met and the terms are accepted', async () => {
    const fetchMock = mockApi({
      [on(API.auth.signup)]: () => jsonResponse({ user: makeUser({ isEmailVerified: false }) }, 201),
      [on(API.auth.commonPasswords)]: () => jsonResponse({ hashes: [] }),
    });
    const { user, session } = renderWithProviders(<SignupPage />, { route: '/signup' });
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    const checklist = screen.getByRole('list', { name: 'Password requirements' });

    await user.type(screen.getByLabelText(/first name/i), 'Ada');
    await user.type(screen.getByLabelText(/last name/i), 'Lovelace');
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'abc');
    expect(within(checklist).getByText(/One lowercase letter/).closest('li')).toHaveAttribute('data-met', 'true');
    expect(within(checklist).getByText(/One uppercase letter/).closest('li')).toHaveAttribute('data-met', 'false');

    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'DEF12!');
    // The five rules at once; the sixth (issue 51) once the server's list is asked.
    expect(within(checklist).getAllByText(/\(met\)/).length).toBeGreaterThanOrEqual(5);
    await waitFor(() => expect(within(checklist).getAllByText(/\(met\)/)).toHaveLength(6));
    expect(submit).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(submit);

    await vi.waitFor(() => expect(session.getState().isAuthenticated).toBe(true));
    const signupCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith(API.auth.signup.path));
    const sent = JSON.parse(String(signupCall?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'abcDEF12!' });
    expect(typeof sent.timezone).toBe('string');
  });

  it('opens the Terms and the Privacy Policy in dialogs and shows a signup error', async () => {
    mockApi({ [on(API.auth.signup)]: () => errorResponse('conflict', 'An account with this email already exists.'), [on(API.auth.commonPasswords)]: () => jsonResponse({ hashes: [] }) });
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(await within(dialog).findByText(/governed by the law of the United Kingdom/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText(/first name/i), 'Ada');
    await user.type(screen.getByLabelText(/last name/i), 'Lovelace');
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'abcDEF12!');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it('shows a common password as one in the checklist, keeps Sign Up disabled, and keeps the focus on the password after a refusal (issue 51)', async () => {
    // The server's list, as its answer by prefix: every hash asked for is listed for "Password1!".
    const listed = new Set(await Promise.all(commonPasswordForms('Password1!').map(sha256Hex)));
    mockApi({
      [on(API.auth.commonPasswords)]: () => jsonResponse({ hashes: [...listed] }),
      [on(API.auth.signup)]: () => errorResponse('invalid_request', SERVER_MESSAGES.passwordCommon),
    });
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup' });
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const password = screen.getByLabelText(/^password/i, { selector: 'input' });
    await user.type(screen.getByLabelText(/first name/i), 'Ada');
    await user.type(screen.getByLabelText(/last name/i), 'Lovelace');
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.type(password, 'Password1!');
    // The five rules are met and the terms ticked: Sign Up is disabled only once the list says "common".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled());
    const line = within(checklist).getByText(COMMON_PASSWORD_RULE_LABEL).closest('li')!;
    expect(line).toHaveTextContent(`${COMMON_PASSWORD_RULE_LABEL} (not met)`);
    expect(within(checklist).getAllByText(/\(met\)/)).toHaveLength(5);

    // "-" is a special character now; a password the list does not hold meets all six lines.
    await user.clear(password);
    await user.type(password, 'Correct-Horse9');
    await waitFor(() => expect(within(checklist).getAllByText(/\(met\)/)).toHaveLength(6));
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    expect(submit).toBeEnabled();
    // The server refuses it all the same (its list is the final word): the focus goes back to the password.
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.passwordCommon);
    await waitFor(() => expect(password).toHaveFocus());
  });
});
