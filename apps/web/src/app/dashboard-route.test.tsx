import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, DEFAULT_NOTIFICATION_SETTINGS, FIRST_RUN_TEXTS, TODAY_TEXTS, localToday, type CreateHabitBody, type Habit } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../test/fetch-mock';
import { makeHabit, makeUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { firstRunDoneKey, firstRunPicksKey, markFirstRunStarted } from '../lib/habits/use-first-run';
import { DashboardRoute } from './dashboard-route';

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000f1', firstName: 'Ada' });
const today = localToday(me.timezone);
const listUrl = on(API.habits.list, { params: { userId: me.id } });
const loads = { [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS), [on(API.calendar.get)]: () => jsonResponse({ url: null }) };
const render = () => renderWithProviders(<DashboardRoute />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });

/** The account's habits as the server would keep them: a Create adds one, and `created` lists what was sent. */
function mockHabitsKept(habits: Habit[] = []) {
  const created: CreateHabitBody[] = [];
  mockApi({
    ...loads,
    [listUrl]: () => jsonResponse(habits),
    [on(API.habits.create)]: (body) => {
      const sent = body as CreateHabitBody;
      created.push(sent);
      habits.push(makeHabit({ name: sent.name, startDate: today, today, reminders: sent.reminders ?? [] }));
      return jsonResponse(habits.at(-1), 201);
    },
  });
  return { created, habits };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the first run on the dashboard (issue 39)', () => {
  it('greets a new account with "Welcome", adds the starter habits picked with the chosen reminder, and then shows Today', async () => {
    const { created } = mockHabitsKept();
    const { user } = render();
    expect(await screen.findByText(FIRST_RUN_TEXTS.greeting('Ada'))).toBeInTheDocument();
    const welcome = screen.getByRole('region', { name: FIRST_RUN_TEXTS.title });
    const walk = within(welcome).getByRole('button', { name: /^Walk/ });
    const read = within(welcome).getByRole('button', { name: /^Read/ });
    await user.click(walk);
    await user.click(read);
    expect(walk).toHaveAttribute('aria-pressed', 'true');
    // A reminder an hour before, by email.
    await user.click(within(welcome).getByRole('combobox', { name: FIRST_RUN_TEXTS.reminderLabel }));
    await user.click(await screen.findByRole('option', { name: '1 hour before' }));
    await user.click(within(welcome).getByRole('button', { name: FIRST_RUN_TEXTS.addPicked(2) }));

    expect(await screen.findByText(FIRST_RUN_TEXTS.added(2))).toBeInTheDocument();
    expect(created.map((c) => c.name)).toEqual(['Walk', 'Read']);
    expect(created.every((c) => c.recurrence === 'daily' && JSON.stringify(c.reminders) === JSON.stringify([{ minutesBefore: 60, channel: 'email' }]))).toBe(true);
    expect(screen.queryByRole('region', { name: FIRST_RUN_TEXTS.title })).not.toBeInTheDocument();
    // Today lists them (the welcome, which named them too, is gone), and the greeting stays for this visit.
    expect((await screen.findAllByText('Walk')).length).toBeGreaterThan(0);
    expect(screen.getByText(FIRST_RUN_TEXTS.greeting('Ada'))).toBeInTheDocument();
    expect(localStorage.getItem(firstRunDoneKey(me.id))).not.toBeNull();
  });

  it('can be skipped, and is not offered again on this device', async () => {
    mockApi({ ...loads, [listUrl]: () => jsonResponse([]) });
    const { user, unmount } = render();
    await user.click(await screen.findByRole('button', { name: FIRST_RUN_TEXTS.skip }));
    expect(await screen.findByText(TODAY_TEXTS.noHabits)).toBeInTheDocument();
    unmount();
    render();
    expect(await screen.findByText(FIRST_RUN_TEXTS.greetingBack('Ada'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: FIRST_RUN_TEXTS.title })).not.toBeInTheDocument();
  });

  it('keeps the starters picked, and the welcome itself, across a reload (issue 51)', async () => {
    const habits: Habit[] = [];
    mockApi({ ...loads, [listUrl]: () => jsonResponse(habits) });
    const first = render();
    const welcome = await screen.findByRole('region', { name: FIRST_RUN_TEXTS.title });
    await first.user.click(within(welcome).getByRole('button', { name: /^Walk/ }));
    await first.user.click(within(welcome).getByRole('button', { name: /^Read/ }));
    // A habit added meanwhile (Quick add in the welcome), then the page is reloaded.
    habits.push(makeHabit({ name: 'Stretch', startDate: today, today }));
    first.unmount();
    render();
    const again = await screen.findByRole('region', { name: FIRST_RUN_TEXTS.title });
    expect(screen.getByText(FIRST_RUN_TEXTS.greeting('Ada'))).toBeInTheDocument();
    expect(screen.queryByText(FIRST_RUN_TEXTS.greetingBack('Ada'))).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: /^Walk/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(again).getByRole('button', { name: /^Read/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(again).getByRole('button', { name: FIRST_RUN_TEXTS.addPicked(2) })).toBeInTheDocument();
  });

  it('greets an account that has habits with "Welcome back" and no welcome', async () => {
    mockApi({ ...loads, [listUrl]: () => jsonResponse([makeHabit({ name: 'Run', startDate: today, today })]) });
    render();
    expect(await screen.findByText(FIRST_RUN_TEXTS.greetingBack('Ada'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: FIRST_RUN_TEXTS.title })).not.toBeInTheDocument();
    expect((await screen.findAllByText('Run')).length).toBeGreaterThan(0);
  });

  it('lists a habit made while the welcome is open on Today beneath it, and offers no starter the account already has (the twenty-first session found a second "Drink water")', async () => {
    // The welcome begun before a reload, with Drink water picked then and made meanwhile (by the coach).
    markFirstRunStarted(me.id);
    sessionStorage.setItem(firstRunPicksKey(me.id), JSON.stringify(['Drink water', 'Walk']));
    const { created } = mockHabitsKept([makeHabit({ name: 'Drink water', startDate: today, today })]);
    const { user } = render();
    const welcome = await screen.findByRole('region', { name: FIRST_RUN_TEXTS.title });
    // Today, under the welcome, has the habit already made.
    const day = await screen.findByRole('region', { name: new RegExp(`^${TODAY_TEXTS.titlePrefix}`) });
    expect(within(day).getAllByText('Drink water').length).toBeGreaterThan(0);
    const water = within(welcome).getByRole('button', { name: /^Drink water/ });
    expect(water).toBeDisabled();
    expect(water).toHaveTextContent(FIRST_RUN_TEXTS.alreadyAdded);
    expect(water).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(welcome).getByRole('button', { name: FIRST_RUN_TEXTS.addPicked(1) }));
    expect(await screen.findByText(FIRST_RUN_TEXTS.added(1))).toBeInTheDocument();
    expect(created.map((c) => c.name)).toEqual(['Walk']);
  });

  it('makes the habits picked before it opens the coach from "Ask your coach", so the coach answers with them', async () => {
    const { created } = mockHabitsKept();
    const { user, router } = render();
    const welcome = await screen.findByRole('region', { name: FIRST_RUN_TEXTS.title });
    await user.click(within(welcome).getByRole('button', { name: /^Walk/ }));
    await user.click(within(welcome).getByRole('link', { name: new RegExp(FIRST_RUN_TEXTS.meetCoach) }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/aicoach'));
    expect(router.state.location.search).toBe(`?ask=${encodeURIComponent(FIRST_RUN_TEXTS.coachSuggestion)}`);
    expect(created.map((c) => c.name)).toEqual(['Walk']);
    expect(localStorage.getItem(firstRunDoneKey(me.id))).not.toBeNull();
  });

  it('links the coach with a first thing to say', async () => {
    mockApi({ ...loads, [listUrl]: () => jsonResponse([]) });
    render();
    const link = await screen.findByRole('link', { name: new RegExp(FIRST_RUN_TEXTS.meetCoach) });
    expect(link).toHaveAttribute('href', `/aicoach?ask=${encodeURIComponent(FIRST_RUN_TEXTS.coachSuggestion)}`);
  });
});
