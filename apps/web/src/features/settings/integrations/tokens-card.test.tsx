import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, INTEGRATION_SETTINGS_TEXTS, INTEGRATION_TEXTS, MAX_API_TOKENS, type ApiToken } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TokensCard } from './tokens-card';

const T = INTEGRATION_SETTINGS_TEXTS.tokens;
const me = makeUser();
const render = () => renderWithProviders(<TokensCard />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
const card = () => screen.getByRole('region', { name: T.title });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const token = (n: number, extra: Partial<ApiToken> = {}): ApiToken => ({ id: id(n), name: `Token ${n}`, scope: 'read', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null, ...extra });

afterEach(() => vi.unstubAllGlobals());

describe('the Tokens card (issue 41)', () => {
  it('lists tokens, makes one with its secret shown once and copied, and revokes one after a confirmation', async () => {
    const load = deferred<Response>();
    let tokens: ApiToken[] = [token(1, { name: 'Old script', scope: 'write', lastUsedAt: '2026-11-25T08:00:00.000Z' })];
    const sent: unknown[] = [];
    let loads = 0;
    mockApi({
      [on(API.tokens.list)]: () => (++loads === 1 ? load.promise : jsonResponse(tokens)),
      [on(API.tokens.create)]: (body) => {
        sent.push(body);
        const made = { id: id(2), name: 'Morning shortcut', scope: 'read' as const, createdAt: '2026-11-27T09:00:00.000Z' };
        tokens = [{ ...made, lastUsedAt: null }, ...tokens];
        return jsonResponse({ ...made, token: 'stride_pat_secretsecretsecret' }, 201);
      },
      [on(API.tokens.remove)]: (_body, init) => {
        sent.push(init.method);
        tokens = tokens.filter((t) => t.id !== id(1));
        return new Response(null, { status: 204 });
      },
    });
    const { user } = render();
    expect(within(card()).getByText(T.loading).closest('[role="status"]')).not.toBeNull();
    load.resolve(jsonResponse(tokens));
    const list = await within(card()).findByRole('list', { name: T.listLabel });
    expect(within(list).getByText('Old script')).toBeInTheDocument();
    expect(within(list).getByText(INTEGRATION_SETTINGS_TEXTS.scopeLabels.write)).toBeInTheDocument();
    expect(list).toHaveTextContent('Created 20 November 2026 · Last used 25 November 2026');

    // The name is checked inline: too long as it is typed, empty on submit.
    await user.click(within(card()).getByRole('button', { name: T.create }));
    const name = within(card()).getByRole('textbox', { name: T.nameLabel });
    expect(name).toHaveFocus();
    await user.click(within(card()).getByRole('button', { name: T.create }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining(INTEGRATION_TEXTS.nameRequired));
    await user.type(name, 'x'.repeat(101));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(INTEGRATION_TEXTS.nameTooLong));
    expect(sent).toEqual([]);
    await user.clear(name);
    await user.type(name, 'Morning shortcut');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(within(card()).getByRole('radio', { name: new RegExp(`^${INTEGRATION_SETTINGS_TEXTS.scopeLabels.read}:`) })).toBeChecked();
    await user.click(within(card()).getByRole('button', { name: T.create }));

    const secret = await within(card()).findByRole('textbox', { name: T.secretLabel });
    expect(sent).toEqual([{ name: 'Morning shortcut', scope: 'read' }]);
    expect(secret).toHaveValue('stride_pat_secretsecretsecret');
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveFocus();
    expect(secret).toHaveAccessibleDescription(T.secretOnce);
    await user.click(within(card()).getByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.copy }));
    expect(await navigator.clipboard.readText()).toBe('stride_pat_secretsecretsecret');
    expect(within(card()).getAllByRole('status').some((status) => status.textContent === INTEGRATION_SETTINGS_TEXTS.copied)).toBe(true);
    expect(await within(card()).findByText('Morning shortcut')).toBeInTheDocument();
    expect(within(card()).getByRole('list', { name: T.listLabel })).toHaveTextContent(INTEGRATION_SETTINGS_TEXTS.never);
    await user.click(within(card()).getByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.done }));
    expect(within(card()).queryByRole('textbox', { name: T.secretLabel })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: T.create })).toHaveFocus();
    // The list never shows the secret.
    expect(card()).not.toHaveTextContent('stride_pat_secret');

    // Revoking asks first, says it is immediate and final; Cancel keeps the token.
    await user.click(within(card()).getByRole('button', { name: T.revokeLabel('Old script') }));
    let dialog = await screen.findByRole('alertdialog', { name: T.revokeTitle('Old script') });
    expect(dialog).toHaveTextContent(T.revokeMessage);
    expect(within(dialog).getByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    await user.click(within(card()).getByRole('button', { name: T.revokeLabel('Old script') }));
    dialog = await screen.findByRole('alertdialog', { name: T.revokeTitle('Old script') });
    await user.click(within(dialog).getByRole('button', { name: T.revoke }));
    await waitFor(() => expect(within(card()).queryByText('Old script')).not.toBeInTheDocument());
    expect(sent).toEqual([{ name: 'Morning shortcut', scope: 'read' }, 'DELETE']);
    expect(within(card()).getAllByRole('status').some((status) => status.textContent === T.revoked('Old script'))).toBe(true);
    await waitFor(() => expect(within(card()).getByRole('button', { name: T.create })).toHaveFocus());
  });

  it('says when there are none, explains the limit of 20, shows the 409 and a failed load with a way to try again', async () => {
    let loads = 0;
    mockApi({
      [on(API.tokens.list)]: () => (++loads === 1 ? errorResponse('unavailable', 'Database is resting') : loads === 2 ? jsonResponse([]) : jsonResponse([])),
      [on(API.tokens.create)]: () => errorResponse('conflict', INTEGRATION_TEXTS.tooManyTokens),
    });
    const { user } = render();
    expect(await within(card()).findByRole('alert')).toHaveTextContent(T.loadError('Database is resting'));
    await user.click(within(card()).getByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.retry }));
    expect(await within(card()).findByText(T.empty)).toBeInTheDocument();

    // Another device made the 20th meanwhile: the server's 409 is shown as it says it.
    await user.click(within(card()).getByRole('button', { name: T.create }));
    await user.type(within(card()).getByRole('textbox', { name: T.nameLabel }), 'One more');
    await user.click(within(card()).getByRole('button', { name: T.create }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(INTEGRATION_TEXTS.tooManyTokens);
  });

  it('turns Create off at the limit and says why', async () => {
    mockApi({ [on(API.tokens.list)]: () => jsonResponse(Array.from({ length: MAX_API_TOKENS }, (_, n) => token(n + 1))) });
    render();
    expect(await within(card()).findByText(T.limitReached)).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: T.create })).toBeDisabled();
  });
});
