import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, DEFAULT_NOTIFICATION_SETTINGS, HABITS_TEXTS, HABIT_ROW_TEXTS, OFFLINE_TEXTS, TODAY_TEXTS, formatDate, localToday, toEpochDay, type Habit } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../test/fetch-mock';
import { makeHabit, makeUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { DashboardRoute } from './dashboard-route';

/**
 * Issue 51: Today is the one day list (the Habit Tracker no longer repeats it): a check-off shows
 * at once and falls back when refused, waits offline, and Edit from a row's menu opens the habit's
 * form over Today (the person stays on Today): /dashboard as the app puts it together, the
 * habits feature's form loaded when first asked for.
 */
const me = makeUser({ id: '00000000-0000-4000-8000-0000000000de', firstName: 'Ada', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });
// (The browser's own zone: no time zone notice, an alert of its own, on the page.)
const today = localToday(me.timezone);
const listUrl = on(API.habits.list, { params: { userId: me.id } });

function renderToday(habits: Habit[], extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
    [on(API.calendar.get)]: () => jsonResponse({ url: null }),
    [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([]),
    [listUrl]: () => jsonResponse(habits),
    ...extra,
  });
  const result = renderWithProviders(<DashboardRoute />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
  return { ...result, fetchMock };
}

describe('Today, the one day list', () => {
  it('checks today off at once, shows the new streak, and falls back when the server refuses', async () => {
    const habit = makeHabit({ name: 'Run', startDate: today, today, timezone: me.timezone });
    const answer = deferred<Response>();
    const { user } = renderToday([habit], {
      [on(API.habits.complete, { params: { id: habit.id } })]: () => answer.promise,
      [on(API.habits.uncomplete, { params: { id: habit.id } })]: () => errorResponse('not_found', 'Habit not found.'),
    });
    const box = within(await screen.findByRole('list', { name: TODAY_TEXTS.listLabel })).getByRole('button', { name: /^Run/ });
    await user.click(box);
    // Checked before the server answers.
    expect(box).toHaveAttribute('aria-pressed', 'true');
    answer.resolve(jsonResponse({ ...habit, completedDates: [today], completionStreak: 1, bestStreak: 1 }));
    expect(await screen.findByText(TODAY_TEXTS.progress(1, 1))).toBeInTheDocument();
    await user.click(box);
    expect(await screen.findByText(TODAY_TEXTS.checkOffFailed('Habit not found.'))).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-pressed', 'true');
  });

  it('offline, a check-off stays checked and is marked as waiting, with no error (issue 21)', async () => {
    const habit = makeHabit({ name: 'Run', startDate: today, today, timezone: me.timezone });
    const { user } = renderToday([habit], { [on(API.habits.complete, { params: { id: habit.id } })]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const list = await screen.findByRole('list', { name: TODAY_TEXTS.listLabel });
    await user.click(within(list).getByRole('button', { name: /^Run/ }));
    expect(await within(list).findByText(new RegExp(OFFLINE_TEXTS.pendingMark))).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Run/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("Edit from a row's menu opens the form over Today, saves there, and gives focus back to the row's menu button", async () => {
    const habit = makeHabit({ name: 'Run', startDate: '2026-01-01', today, timezone: me.timezone });
    const renamed = { ...habit, name: 'Run 2' };
    const { user, fetchMock } = renderToday([habit], { [on(API.habits.update, { params: { id: habit.id } })]: () => jsonResponse(renamed) });
    const list = await screen.findByRole('list', { name: TODAY_TEXTS.listLabel });
    const more = within(list).getByRole('button', { name: HABIT_ROW_TEXTS.moreActions('Run') });
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: HABIT_ROW_TEXTS.edit }));
    const dialog = await screen.findByRole('dialog', { name: HABITS_TEXTS.editTitle });
    // Still Today underneath: its heading, not the Habit Tracker's.
    expect(screen.getByRole('heading', { level: 1, name: TODAY_TEXTS.pageTitle, hidden: true })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: HABITS_TEXTS.editTitle })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(more));
    // The form with its dialogs is large for a simulated page: a slow shared machine needs more than the usual 15 s.
  }, 40_000);
});

describe('a skipped, paused or freeze-kept day on the row (issue 51)', () => {
  const yesterday = formatDate(toEpochDay(today) - 1);

  it('shows a skipped day as itself: its word first and its own mark, not an open circle', async () => {
    const habit = makeHabit({ name: 'Stretch', startDate: today, today, timezone: me.timezone, skippedDates: [today] });
    renderToday([habit]);
    const row = within(await screen.findByRole('list', { name: TODAY_TEXTS.listLabel })).getByRole('button', { name: /^Stretch/ });
    expect(row).toHaveTextContent(/^Stretch\s*Skipped · 07:00/);
    expect(row.querySelector('[data-testid="RedoIcon"]')).not.toBeNull();
    expect(row.querySelector('[data-testid="RadioButtonUncheckedIcon"]')).toBeNull();
  });

  it('says a spent freeze briefly, not the whole sentence', async () => {
    const habit = makeHabit({ name: 'Read', startDate: '2026-01-01', today, timezone: me.timezone, completionStreak: 12, freezes: { banked: 0, usedDates: [yesterday] } });
    renderToday([habit]);
    const list = await screen.findByRole('list', { name: TODAY_TEXTS.listLabel });
    expect(within(list).getByText('Streak freeze used yesterday')).toBeInTheDocument();
    expect(within(list).queryByText(/kept your/)).toBeNull();
  });
});
