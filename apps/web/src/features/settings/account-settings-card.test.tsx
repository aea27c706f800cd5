import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, API } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AccountSettingsCard } from './account-settings-card';

const me = makeUser({ email: 'ada@example.com' });
const render = () =>
  renderWithProviders(<AccountSettingsCard user={me} />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
const passwordForm = () => screen.getByRole('form', { name: ACCOUNT_TEXTS.changePassword.title });
const emailForm = () => screen.getByRole('form', { name: ACCOUNT_TEXTS.changeEmail.title });

afterEach(() => vi.unstubAllGlobals());

describe('Account settings: change password (issue 23)', () => {
  const P = ACCOUNT_TEXTS.changePassword;

  it('checks the new password live, sends both, says what the server said and empties the fields', async () => {
    const sent: unknown[] = [];
    const answer = deferred<Response>();
    mockApi({
      [on(API.users.changePassword)]: (body) => {
        sent.push(body);
        return answer.promise;
      },
    });
    const { user } = render();
    expect(screen.getByRole('region', { name: ACCOUNT_TEXTS.settingsTitle })).toBeInTheDocument();
    const form = passwordForm();
    // Nothing takes the focus as the dashboard opens.
    expect(document.body).toHaveFocus();
    const submit = within(form).getByRole('button', { name: P.submit });
    expect(submit).toBeDisabled();

    await user.type(within(form).getByLabelText(new RegExp(`^${P.current}`)), 'Old!pass1');
    const next = within(form).getByLabelText(new RegExp(`^${P.next}`));
    await user.type(next, 'short');
    expect(within(form).getByText('At least 8 characters', { exact: false }).closest('li')).toHaveAttribute('data-met', 'false');
    expect(submit).toBeDisabled();
    await user.type(next, 'Er!2026');
    expect(within(form).getByText('At least 8 characters', { exact: false }).closest('li')).toHaveAttribute('data-met', 'true');
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(within(form).getByRole('button', { name: P.busy })).toBeDisabled();
    answer.resolve(jsonResponse({ message: ACCOUNT_MESSAGES.passwordChanged }));
    expect(await within(form).findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(sent).toEqual([{ currentPassword: 'Old!pass1', newPassword: 'shortEr!2026' }]);
    expect(within(form).getByLabelText(new RegExp(`^${P.current}`))).toHaveValue('');
    expect(within(form).getByLabelText(new RegExp(`^${P.next}`))).toHaveValue('');
    expect(within(form).getByRole('button', { name: P.submit })).toBeDisabled();
  });

  it('shows why the server refused, and keeps what was typed', async () => {
    mockApi({ [on(API.users.changePassword)]: () => errorResponse('invalid_request', ACCOUNT_MESSAGES.currentPasswordWrong) });
    const { user } = render();
    const form = passwordForm();
    await user.type(within(form).getByLabelText(new RegExp(`^${P.current}`)), 'Wrong!pass1');
    await user.type(within(form).getByLabelText(new RegExp(`^${P.next}`)), 'Newer!2026');
    await user.click(within(form).getByRole('button', { name: P.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(within(form).getByLabelText(new RegExp(`^${P.current}`))).toHaveValue('Wrong!pass1');
  });
});

describe('Account settings: change email (issue 23)', () => {
  const E = ACCOUNT_TEXTS.changeEmail;
  const newEmail = 'ada.new@example.com';

  it('shows a taken address, and Cancel goes back from the code to the address', async () => {
    let taken = true;
    mockApi({
      [on(API.users.changeEmail)]: () =>
        taken ? errorResponse('conflict', 'That email address is already in use.') : jsonResponse({ message: ACCOUNT_MESSAGES.emailCodeSent(newEmail) }),
    });
    const { user } = render();
    const form = emailForm();
    await user.type(within(form).getByLabelText(new RegExp(`^${E.newEmail}`)), newEmail);
    await user.type(within(form).getByLabelText(new RegExp(`^${E.password}`)), 'Habit!2026x');
    await user.click(within(form).getByRole('button', { name: E.send }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That email address is already in use.');
    expect(within(form).getByLabelText(new RegExp(`^${E.password}`))).toHaveValue('Habit!2026x');

    taken = false;
    await user.click(within(form).getByRole('button', { name: E.send }));
    await within(form).findByLabelText(new RegExp(`^${E.codeLabel}`));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: E.cancel }));
    expect(within(form).queryByLabelText(new RegExp(`^${E.codeLabel}`))).not.toBeInTheDocument();
    expect(within(form).getByLabelText(new RegExp(`^${E.newEmail}`))).toHaveValue(newEmail);
    expect(within(form).getByLabelText(new RegExp(`^${E.newEmail}`))).toHaveFocus();
    expect(within(form).getByLabelText(new RegExp(`^${E.password}`))).toHaveValue('');
  });
});
