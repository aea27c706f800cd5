import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, HABIT_DEPTH_TEXTS as T, localToday, type Habit } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { HolidayCard, sharedPauses } from './holiday-card';

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000f1', timezone: 'Europe/London' });
const render = () => renderWithProviders(<HolidayCard user={me} />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });

afterEach(() => vi.unstubAllGlobals());

describe('the Holiday card (issue 22: pause every habit)', () => {
  const christmas = { from: '2026-12-20', to: '2027-01-02' };

  it('lists only the pauses every habit in use shares', () => {
    const run = makeHabit({ name: 'Run', pauses: [christmas, { from: '2026-12-05', to: '2026-12-06' }] });
    const read = makeHabit({ name: 'Read', pauses: [christmas] });
    const old = makeHabit({ name: 'Old', pauses: [], archivedAt: '2026-11-01T09:00:00.000Z' });
    expect(sharedPauses([run, read, old])).toEqual([christmas]);
    expect(sharedPauses([old])).toEqual([]);
  });

  it('pauses all habits, says so, and takes a holiday back; a range ending before it starts is refused on the spot', async () => {
    let habits: Habit[] = [makeHabit({ name: 'Run' }), makeHabit({ name: 'Read' })];
    const sent: Array<[string, unknown]> = [];
    const answer = (method: string) => (body: unknown) => {
      sent.push([method, body]);
      habits = habits.map((h) => ({ ...h, pauses: method === 'POST' ? [body as typeof christmas] : [] }));
      return jsonResponse(habits);
    };
    mockApi({
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse(habits),
      [on(API.habits.pauseAll)]: answer('POST'),
      [on(API.habits.unpauseAll)]: answer('DELETE'),
    });
    const { user } = render();
    const card = await screen.findByRole('region', { name: T.holidayTitle });
    expect(within(card).getByLabelText(T.pauseFrom)).toHaveValue(localToday('Europe/London'));

    const from = within(card).getByLabelText(T.pauseFrom);
    const to = within(card).getByLabelText(T.pauseTo);
    await user.clear(from);
    await user.type(from, christmas.to);
    await user.clear(to);
    await user.type(to, christmas.from);
    await user.click(within(card).getByRole('button', { name: T.pauseAll }));
    expect(within(card).getByRole('alert')).toHaveTextContent(T.pauseOrder);
    expect(sent).toEqual([]);

    await user.clear(from);
    await user.type(from, christmas.from);
    await user.clear(to);
    await user.type(to, christmas.to);
    await user.click(within(card).getByRole('button', { name: T.pauseAll }));
    expect(await within(card).findByRole('status')).toHaveTextContent(T.holidaySaved(2));
    expect(sent).toEqual([['POST', christmas]]);
    await user.click(await within(card).findByRole('button', { name: T.removePause(christmas.from, christmas.to) }));
    expect(await within(card).findByText(T.holidayRemoved)).toBeInTheDocument();
    expect(sent).toEqual([
      ['POST', christmas],
      ['DELETE', christmas],
    ]);
  });
});
