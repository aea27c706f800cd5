import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, LOCALE_TEXTS as T } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { formatClockTime } from '../../lib/format-time';
import { LanguageRegionCard } from './language-region-card';

describe('Language and region (issue 54)', () => {
  it('starts from the browser, previews the region’s clock and weeks, and saves the locale to the account', async () => {
    const me = makeUser({ locale: null });
    const fetchMock = mockApi({ [on(API.users.updateProfile)]: () => jsonResponse({ user: { ...me, locale: 'de-AT' } }) });
    const { user } = renderWithProviders(<LanguageRegionCard user={me} />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    const card = screen.getByRole('region', { name: T.title });
    expect(within(card).getByRole('combobox', { name: T.language })).toHaveTextContent('English');
    expect(within(card).getByRole('combobox', { name: T.region })).toHaveTextContent('United Kingdom');
    expect(within(card).getByText(T.fromBrowser)).toBeInTheDocument();
    expect(screen.getByTestId('locale-preview')).toHaveTextContent(T.preview('07:00–19:30', 'Monday, 23 November 2026', 'Monday'));

    await user.click(within(card).getByRole('combobox', { name: T.language }));
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));
    await user.click(within(card).getByRole('combobox', { name: T.region }));
    await user.click(screen.getByRole('option', { name: 'Österreich' }));
    expect(screen.getByTestId('locale-preview')).toHaveTextContent(T.preview('07:00–19:30', 'Montag, 23. November 2026', 'Montag'));

    await user.click(within(card).getByRole('button', { name: T.save }));
    expect(await within(card).findByText(T.saved)).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ locale: 'de-AT' });
    // Every time on screen now follows the account's region.
    expect(formatClockTime('19:30')).toBe('19:30');
  });

  it('previews a 12-hour clock and Sunday-first weeks for the United States', async () => {
    const me = makeUser({ locale: 'en-US' });
    renderWithProviders(<LanguageRegionCard user={me} />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(screen.getByTestId('locale-preview')).toHaveTextContent(T.preview('07:00 AM–07:30 PM', 'Monday, November 23, 2026', 'Sunday'));
    expect(screen.getByRole('button', { name: T.save })).toBeDisabled();
  });
});
