import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, API } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../test/fetch-mock';
import { makeUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { useSession } from '../lib/auth/session-context';
import { selectUser } from '../lib/auth/session-store';
import { AccountDetailsCard } from '../features/dashboard/account-details-card';
import { AccountSettingsCard } from '../features/settings/account-settings-card';

/*
 * An email changed in Settings shows on the dashboard's Account Details: two features, so the test
 * lives where both may be imported (issue 46 moved Settings out of the dashboard's feature).
 */
const me = makeUser({ email: 'ada@example.com' });
const emailForm = () => screen.getByRole('form', { name: ACCOUNT_TEXTS.changeEmail.title });

afterEach(() => vi.unstubAllGlobals());

/** Account Details as the dashboard shows it: for the signed-in user of the session. */
function StoredAccountDetails() {
  const user = useSession(selectUser);
  return user && <AccountDetailsCard user={user} />;
}

describe('Account settings: change email (issue 23)', () => {
  const E = ACCOUNT_TEXTS.changeEmail;
  const newEmail = 'ada.new@example.com';

  it('sends a code to the new address, confirms it, and the account shows the new address everywhere', async () => {
    const sent: Array<[string, unknown]> = [];
    mockApi({
      [on(API.users.changeEmail)]: (body) => {
        sent.push(['email', body]);
        return jsonResponse({ message: ACCOUNT_MESSAGES.emailCodeSent(newEmail) });
      },
      [on(API.users.confirmEmailChange)]: (body) => {
        sent.push(['verify', body]);
        return (body as { code: string }).code === '123456'
          ? jsonResponse({ user: { ...me, email: newEmail } })
          : errorResponse('invalid_request', ACCOUNT_MESSAGES.invalidEmailCode);
      },
    });
    const { user, session } = renderWithProviders(
      <>
        <StoredAccountDetails />
        <AccountSettingsCard user={me} />
      </>,
      { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const form = emailForm();
    const send = within(form).getByRole('button', { name: E.send });
    expect(send).toBeDisabled();
    await user.type(within(form).getByLabelText(new RegExp(`^${E.newEmail}`)), newEmail);
    await user.type(within(form).getByLabelText(new RegExp(`^${E.password}`)), 'Habit!2026x');
    await user.click(send);

    expect(await within(form).findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.emailCodeSent(newEmail));
    const code = within(form).getByLabelText(new RegExp(`^${E.codeLabel}`));
    expect(code).toHaveFocus();
    const confirm = within(form).getByRole('button', { name: E.confirm });
    expect(confirm).toBeDisabled();
    await user.type(code, '654 321');
    expect(code).toHaveValue('654321');
    await user.click(confirm);
    expect(await within(form).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.invalidEmailCode);
    expect(session.getState().user?.email).toBe(me.email);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(form).getByRole('button', { name: E.confirm }));
    expect(await within(form).findByText(E.done(newEmail))).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(session.getState().user?.email).toBe(newEmail);
    expect(screen.getByText(newEmail, { selector: 'dd' })).toBeInTheDocument();
    expect(within(form).getByLabelText(new RegExp(`^${E.newEmail}`))).toHaveValue('');
    expect(sent).toEqual([
      ['email', { newEmail, currentPassword: 'Habit!2026x' }],
      ['verify', { code: '654321' }],
      ['verify', { code: '123456' }],
    ]);
  });
});
