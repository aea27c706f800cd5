import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, API, urlOf } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { CalendarFeedCard } from './calendar-feed-card';

const T = ACCOUNT_TEXTS.calendar;
const me = makeUser();
const render = () => renderWithProviders(<CalendarFeedCard />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
const card = () => screen.getByRole('region', { name: T.title });
// Feed addresses as the server writes them: the app's origin and the feed's path with its token.
const first = `http://localhost${urlOf(API.calendar.feed, { params: { token: 'aaaa' } })}`;
const second = `http://localhost${urlOf(API.calendar.feed, { params: { token: 'bbbb' } })}`;

afterEach(() => vi.unstubAllGlobals());

describe('the Calendar feed card (issue 23)', () => {
  it('creates an address, copies it, makes a new one after asking, and turns the feed off', async () => {
    const load = deferred<Response>();
    const urls = [first, second];
    const calls: string[] = [];
    mockApi({
      [on(API.calendar.get)]: () => load.promise,
      [on(API.calendar.renew)]: () => {
        calls.push('POST');
        return jsonResponse({ url: urls.shift() });
      },
      [on(API.calendar.turnOff)]: () => {
        calls.push('DELETE');
        return jsonResponse({ url: null });
      },
    });
    const { user } = render();
    expect(within(card()).getByText(ACCOUNT_TEXTS.calendar.loading).closest('[role="status"]')).not.toBeNull();
    load.resolve(jsonResponse({ url: null }));
    expect(await within(card()).findByText(T.off)).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: T.turnOn }));
    const field = await within(card()).findByRole('textbox', { name: T.urlLabel });
    expect(field).toHaveValue(first);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(within(card()).getByText(T.howTo)).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: T.copy }));
    expect(within(card()).getAllByRole('status').at(-1)).toHaveTextContent(T.copied);
    expect(await navigator.clipboard.readText()).toBe(first);

    await user.click(within(card()).getByRole('button', { name: T.regenerate }));
    const dialog = await screen.findByRole('alertdialog', { name: T.regenerate });
    expect(dialog).toHaveTextContent(T.regenerateHelp);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['POST']);
    await user.click(within(card()).getByRole('button', { name: T.regenerate }));
    await user.click(within(await screen.findByRole('alertdialog', { name: T.regenerate })).getByRole('button', { name: T.regenerate }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(card()).findByDisplayValue(second)).toHaveFocus();
    expect(calls).toEqual(['POST', 'POST']);

    await user.click(within(card()).getByRole('button', { name: T.turnOff }));
    expect(await within(card()).findByText(T.off)).toBeInTheDocument();
    expect(within(card()).queryByRole('textbox', { name: T.urlLabel })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: T.turnOn })).toHaveFocus();
    expect(calls).toEqual(['POST', 'POST', 'DELETE']);
  });

  it('shows a failed change and a failed load, with a way to try again', async () => {
    let loads = 0;
    mockApi({
      [on(API.calendar.get)]: () => (++loads === 1 ? errorResponse('unavailable', 'Database is resting') : jsonResponse({ url: first })),
      [on(API.calendar.turnOff)]: () => errorResponse('rate_limited', 'Too many requests, please try again later.'),
    });
    const { user } = render();
    expect(await within(card()).findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.calendar.loadError('Database is resting'));
    await user.click(within(card()).getByRole('button', { name: ACCOUNT_TEXTS.calendar.retry }));
    expect(await within(card()).findByRole('textbox', { name: T.urlLabel })).toHaveValue(first);

    await user.click(within(card()).getByRole('button', { name: T.turnOff }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
    expect(within(card()).getByRole('textbox', { name: T.urlLabel })).toHaveValue(first);
  });
});
