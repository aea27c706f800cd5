import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, API, urlOf } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { DeleteAccountCard } from './delete-account-card';

const T = ACCOUNT_TEXTS.deletion;
const me = makeUser();
const render = () => renderWithProviders(<DeleteAccountCard />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
const passwordLabel = new RegExp(`^${T.password}`);

afterEach(() => vi.unstubAllGlobals());

describe('Delete my account (issue 23)', () => {
  it('says what goes, offers the download, and asks for the password; Keep my account closes it', async () => {
    const { user } = render();
    const card = screen.getByRole('region', { name: T.title });
    expect(within(card).getByText(T.intro)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: T.button }));

    const dialog = await screen.findByRole('dialog', { name: T.dialogTitle });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...T.consequences]);
    expect(dialog).toHaveAccessibleDescription(T.consequences.join(' '));
    expect(within(dialog).getByText(T.downloadFirst, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: ACCOUNT_TEXTS.data.downloadJson })).toHaveAttribute('href', urlOf(API.account.exportData, { query: { format: 'json' } }));
    expect(within(dialog).getByRole('button', { name: T.cancel })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: T.confirm });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(passwordLabel), 'x');
    expect(confirm).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.button }));
    expect(within(await screen.findByRole('dialog', { name: T.dialogTitle })).getByLabelText(passwordLabel)).toHaveValue('');
  });

  it('shows a wrong password and a subscription that could not be cancelled in the dialog, and deletes with the right password', async () => {
    const answers = [
      () => errorResponse('invalid_request', ACCOUNT_MESSAGES.currentPasswordWrong),
      () => errorResponse('unavailable', ACCOUNT_MESSAGES.subscriptionNotCancelled),
    ];
    const last = deferred<Response>();
    const sent: unknown[] = [];
    mockApi({
      [on(API.users.deleteAccount)]: (body) => {
        sent.push(body);
        return answers.shift()?.() ?? last.promise;
      },
    });
    const { user, session } = render();
    await user.click(screen.getByRole('button', { name: T.button }));
    const dialog = await screen.findByRole('dialog', { name: T.dialogTitle });
    const password = within(dialog).getByLabelText(passwordLabel);

    await user.type(password, 'Wrong!pass1');
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.currentPasswordWrong);

    await user.clear(password);
    await user.type(password, 'Habit!2026x');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.subscriptionNotCancelled));
    expect(session.getState().isAuthenticated).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(within(dialog).getByRole('button', { name: T.deleting })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: T.cancel })).toBeDisabled();
    last.resolve(jsonResponse({ message: ACCOUNT_MESSAGES.accountDeleted }));

    // Signed out as Logout does, and on the landing page.
    expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
    expect(session.getState()).toMatchObject({ user: null, isAuthenticated: false, loggedOut: true });
    expect(sent).toEqual([{ password: 'Wrong!pass1' }, { password: 'Habit!2026x' }, { password: 'Habit!2026x' }]);
  });
});
