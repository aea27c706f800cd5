import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, API } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { ProfileCard } from './profile-card';

afterEach(() => vi.unstubAllGlobals());

const T = ACCOUNT_TEXTS.profile;

describe('the profile in Settings (issue 51)', () => {
  it('changes the name, and saves a new time zone', async () => {
    const me = makeUser();
    const patch = vi.fn((body: unknown) => jsonResponse({ user: { ...me, ...(body as object) } }));
    mockApi({ [on(API.users.updateProfile)]: patch });
    const { user, session } = renderWithProviders(<ProfileCard user={me} />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(screen.getByRole('heading', { level: 2, name: T.title })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: T.save });
    expect(save).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: T.firstName }));
    await user.type(screen.getByRole('textbox', { name: T.firstName }), 'Augusta');
    await user.click(save);
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(patch.mock.calls[0]![0]).toEqual({ firstName: 'Augusta', lastName: me.lastName });
    expect(session.getState().user?.firstName).toBe('Augusta');

    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/London');
    await user.clear(zone);
    await user.type(zone, 'Asia/Tokyo');
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time zone saved.')).toBeInTheDocument();
    expect(patch.mock.calls[1]![0]).toEqual({ timezone: 'Asia/Tokyo' });
    expect(session.getState().user?.timezone).toBe('Asia/Tokyo');
  });
});
