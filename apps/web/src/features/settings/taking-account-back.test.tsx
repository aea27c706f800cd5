import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, API, CONNECTIONS_TEXTS, type OauthGrant } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { formatLongDate } from '../../lib/format-date';
import { AccountSettingsCard } from './account-settings-card';
import { IntegrationsSettings } from './integrations/integrations-settings';

afterEach(() => vi.unstubAllGlobals());

const grant: OauthGrant = { id: '00000000-0000-4000-8000-000000000001', clientName: 'Claude', scope: 'write', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null };

describe('taking an account back in Settings (issue 48)', () => {
  it('offers to disconnect every token and assistant with a password change, and reads the lists again', async () => {
    const me = makeUser({ email: 'ada@example.com' });
    const sent: unknown[] = [];
    let grants = [grant];
    mockApi({
      [on(API.users.changePassword)]: (body) => {
        sent.push(body);
        grants = [];
        return jsonResponse({ message: CONNECTIONS_TEXTS.passwordChangedAndEnded });
      },
      [on(API.tokens.list)]: () => jsonResponse([]),
      [on(API.webhooks.list)]: () => jsonResponse([]),
      [on(API.oauth.grants)]: () => jsonResponse(grants),
    });
    const { user } = renderWithProviders(
      <>
        <AccountSettingsCard user={me} />
        <IntegrationsSettings connectionsEnded={null} />
      </>,
      { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    expect(await screen.findByText('Claude')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: ACCOUNT_TEXTS.changePassword.title });
    await user.type(within(form).getByLabelText(new RegExp(`^${ACCOUNT_TEXTS.changePassword.current}`)), 'Old!pass1');
    await user.type(within(form).getByLabelText(new RegExp(`^${ACCOUNT_TEXTS.changePassword.next}`)), 'Brand!new2026');
    const option = within(form).getByRole('checkbox', { name: CONNECTIONS_TEXTS.endOption });
    expect(option).not.toBeChecked();
    expect(option).toHaveAccessibleDescription(CONNECTIONS_TEXTS.endOptionHelp);
    await user.click(option);
    await user.click(within(form).getByRole('button', { name: ACCOUNT_TEXTS.changePassword.submit }));
    expect(await within(form).findByRole('status')).toHaveTextContent(CONNECTIONS_TEXTS.passwordChangedAndEnded);
    expect(sent).toEqual([{ currentPassword: 'Old!pass1', newPassword: 'Brand!new2026', endConnections: true }]);
    await waitFor(() => expect(screen.queryByText('Claude')).not.toBeInTheDocument());
    expect(option).not.toBeChecked();
  });

  it('says that a password reset disconnected every token and assistant', async () => {
    mockApi({
      [on(API.tokens.list)]: () => jsonResponse([]),
      [on(API.webhooks.list)]: () => jsonResponse([]),
      [on(API.oauth.grants)]: () => jsonResponse([]),
    });
    const at = '2026-11-28T09:30:00.000Z';
    const me = makeUser();
    renderWithProviders(<IntegrationsSettings connectionsEnded={{ at, reason: 'password_reset' }} />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(screen.getByText(CONNECTIONS_TEXTS.endedNotice('password_reset', formatLongDate(at)!))).toBeInTheDocument();
  });
});
