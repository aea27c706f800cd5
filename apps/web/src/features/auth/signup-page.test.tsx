import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { SignupPage } from './signup-page';

describe('SignupPage', () => {
  it('keeps Sign Up disabled until every password rule is met and the terms are accepted', async () => {
    const fetchMock = mockApi({
      [on(API.auth.signup)]: () => jsonResponse({ user: makeUser({ isEmailVerified: false }) }, 201),
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
    expect(within(checklist).getAllByText(/\(met\)/)).toHaveLength(5);
    expect(submit).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(submit);

    await vi.waitFor(() => expect(session.getState().isAuthenticated).toBe(true));
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'abcDEF12!' });
    expect(typeof sent.timezone).toBe('string');
  });

  it('opens the Terms and the Privacy Policy in dialogs and shows a signup error', async () => {
    mockApi({ [on(API.auth.signup)]: () => errorResponse('conflict', 'An account with this email already exists.') });
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
});
