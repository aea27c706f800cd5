import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, API, DASHBOARD_TEXTS, FIRST_RUN_TEXTS, DEFAULT_NOTIFICATION_SETTINGS, TODAY_TEXTS, localToday, type Habit } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

// The Notifications card (issue 21) loads the person's settings, the Calendar feed card (issue 23) its state.
const notificationLoads = {
  [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
  [on(API.calendar.get)]: () => jsonResponse({ url: null }),
};

describe('DashboardPage', () => {
  it('says it is loading without a user', () => {
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    expect(screen.getByText(DASHBOARD_TEXTS.loadingUser)).toBeInTheDocument();
  });

  it('is titled Today and shows the account details, whose name and time zone are changed in Settings (issue 51)', async () => {
    mockApi({
      ...notificationLoads,
      // The page opens on today's habits (issue 20).
      [on(API.habits.list, { params: { userId: makeUser().id } })]: () => jsonResponse([]),
    });
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      preloadedState: { auth: { user: makeUser({ subscriptionStatus: 'active' }), isAuthenticated: true } },
    });
    expect(screen.getByRole('heading', { level: 1, name: TODAY_TEXTS.pageTitle })).toBeInTheDocument();
    expect(document.title).toMatch(/^Today/);
    // The two cards come with the day (they no longer show above it while it loads, to be pushed down).
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Premium (active)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your name or time zone' })).toHaveAttribute('href', '/settings/profile');
  });

  it("keeps Today and the spec's two cards; the account's settings, data, calendar feed and deletion moved to /settings (issue 39)", async () => {
    const me = makeUser();
    mockApi({ ...notificationLoads, [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]) });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(await screen.findByText(TODAY_TEXTS.noHabits)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Account Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Subscription Details' })).toBeInTheDocument();
    for (const title of [ACCOUNT_TEXTS.settingsTitle, ACCOUNT_TEXTS.data.title, ACCOUNT_TEXTS.calendar.title, ACCOUNT_TEXTS.deletion.title]) {
      expect(screen.queryByRole('heading', { level: 2, name: title })).not.toBeInTheDocument();
    }
    // Pricing left the top bar: the subscription card links it.
    expect(screen.getByRole('link', { name: DASHBOARD_TEXTS.comparePlans })).toHaveAttribute('href', '/pricing');
  });

  it('shows the two cards with the day, not above it while it loads (no layout shift)', async () => {
    const me = makeUser();
    const habits = deferred<Response>();
    mockApi({ ...notificationLoads, [on(API.habits.list, { params: { userId: me.id } })]: () => habits.promise });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(await screen.findByText(TODAY_TEXTS.loading)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Account Details' })).not.toBeInTheDocument();
    habits.resolve(jsonResponse([]));
    expect(await screen.findByRole('heading', { level: 2, name: 'Account Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Subscription Details' })).toBeInTheDocument();
  });

  it('shows the two cards when the day cannot be loaded', async () => {
    const me = makeUser();
    mockApi({ ...notificationLoads, [on(API.habits.list, { params: { userId: me.id } })]: () => errorResponse('internal', 'Something went wrong') });
    renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Account Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TODAY_TEXTS.retry })).toBeInTheDocument();
  });

  describe('the Today home (issue 20)', () => {
    const me = makeUser({ firstName: 'Ada' });
    const today = localToday(me.timezone);
    const render = () => renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });

    it("shows today's habits as large targets with the day's progress, streaks and a line from the coach; one tap checks off, another undoes", async () => {
      const run = makeHabit({ name: 'Morning run', startDate: today, today, startTime: '07:00', endTime: '07:30' });
      const read = makeHabit({ name: 'Read', startDate: today, today, startTime: '21:00', endTime: '21:30', completedDates: [today] });
      const calls: { method: string; body: unknown }[] = [];
      const answer = (habit: Habit, done: boolean) => ({ ...habit, completedDates: done ? [today] : [], completionStreak: done ? 1 : 0 });
      mockApi({
      ...notificationLoads,
        [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([run, read]),
        [on(API.habits.complete, { params: { id: run.id } })]: (body) => {
          calls.push({ method: 'POST', body });
          return jsonResponse(answer(run, true));
        },
        [on(API.habits.uncomplete, { params: { id: run.id } })]: (body) => {
          calls.push({ method: 'DELETE', body });
          return jsonResponse(answer(run, false));
        },
      });
      const { user } = render();
      const section = await screen.findByRole('region', { name: /^Today, / });
      const list = await within(section).findByRole('list', { name: TODAY_TEXTS.listLabel });
      const runButton = within(list).getByRole('button', { name: /^Morning run/ });
      expect(runButton).toHaveAttribute('aria-pressed', 'false');
      expect(within(list).getByRole('button', { name: /^Read/ })).toHaveAttribute('aria-pressed', 'true');
      expect(within(section).getByText(TODAY_TEXTS.progress(1, 2))).toBeInTheDocument();
      expect(within(section).getByRole('progressbar', { name: TODAY_TEXTS.progressLabel })).toHaveAttribute('aria-valuenow', '50');
      expect(within(section).getByText('1 done, 1 habit to go. Keep going, Ada.')).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: TODAY_TEXTS.talkToCoach })).toHaveAttribute('href', '/aicoach');

      await user.click(runButton);
      await waitFor(() => expect(runButton).toHaveAttribute('aria-pressed', 'true'));
      expect(within(section).getByText(TODAY_TEXTS.progress(2, 2))).toBeInTheDocument();
      await waitFor(() => expect(calls).toEqual([{ method: 'POST', body: { date: today } }]));
      await user.click(runButton);
      await waitFor(() => expect(runButton).toHaveAttribute('aria-pressed', 'false'));
      await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', body: { date: today } }));
      // The spec's account cards stay on the page.
      expect(screen.getByText(DASHBOARD_TEXTS.freeTitle)).toBeInTheDocument();
    });

    it('says so when there are no habits, or nothing today, and points to the tracker', async () => {
      mockApi({
      ...notificationLoads, [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]) });
      render();
      expect(await screen.findByText(TODAY_TEXTS.noHabits)).toBeInTheDocument();
      // Issue 39: the empty state's one button says what it fills.
      expect(screen.getByRole('link', { name: FIRST_RUN_TEXTS.addFirstHabit })).toHaveAttribute('href', '/habits');
    });

    it('shows a failed load with a way to try again', async () => {
      let tries = 0;
      mockApi({
      ...notificationLoads, [on(API.habits.list, { params: { userId: me.id } })]: () => (++tries === 1 ? errorResponse('unavailable', 'Database is resting') : jsonResponse([])) });
      const { user } = render();
      expect(await screen.findByRole('alert')).toHaveTextContent(TODAY_TEXTS.loadError('Database is resting'));
      await user.click(screen.getByRole('button', { name: TODAY_TEXTS.retry }));
      expect(await screen.findByText(TODAY_TEXTS.noHabits)).toBeInTheDocument();
    });
  });
});
