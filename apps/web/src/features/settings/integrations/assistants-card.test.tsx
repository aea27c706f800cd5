import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, INTEGRATION_SETTINGS_TEXTS, type OauthGrant } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AssistantsCard } from './assistants-card';

// Until the grant routes land on the server (issue 41, another part), tested against the contract's shapes.
const T = INTEGRATION_SETTINGS_TEXTS.assistants;
const me = makeUser();
const render = () => renderWithProviders(<AssistantsCard />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
const card = () => screen.getByRole('region', { name: T.title });
const grant: OauthGrant = { id: '00000000-0000-4000-8000-000000000001', clientName: 'Claude', scope: 'write', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null };

afterEach(() => vi.unstubAllGlobals());

describe('the Connected assistants card (issue 41)', () => {
  it('lists an assistant with its access and dates, and disconnects it after a confirmation', async () => {
    let grants = [grant];
    const removed: string[] = [];
    mockApi({
      [on(API.oauth.grants)]: () => jsonResponse(grants),
      [on(API.oauth.revokeGrant)]: (_body, init) => {
        removed.push(init.method!);
        grants = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = render();
    const list = await within(card()).findByRole('list', { name: T.listLabel });
    expect(list).toHaveTextContent('Claude');
    expect(list).toHaveTextContent(INTEGRATION_SETTINGS_TEXTS.scopeLabels.write);
    expect(list).toHaveTextContent(`Connected 21 November 2026 · ${INTEGRATION_SETTINGS_TEXTS.never}`);
    await user.click(within(card()).getByRole('button', { name: T.disconnectLabel('Claude') }));
    const dialog = await screen.findByRole('alertdialog', { name: T.disconnectTitle('Claude') });
    expect(dialog).toHaveTextContent(T.disconnectMessage);
    await user.click(within(dialog).getByRole('button', { name: T.disconnect }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(card()).findByText(T.empty)).toBeInTheDocument();
    expect(removed).toEqual(['DELETE']);
    expect(within(card()).getAllByRole('status').some((s) => s.textContent === T.disconnected('Claude'))).toBe(true);
  });

  it('shows a failed load with a way to try again', async () => {
    let loads = 0;
    mockApi({ [on(API.oauth.grants)]: () => (++loads === 1 ? errorResponse('unavailable', 'Database is resting') : jsonResponse([])) });
    const { user } = render();
    expect(await within(card()).findByRole('alert')).toHaveTextContent(T.loadError('Database is resting'));
    await user.click(within(card()).getByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.retry }));
    await waitFor(() => expect(within(card()).getByText(T.empty)).toBeInTheDocument());
  });
});
