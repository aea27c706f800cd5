import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, CREATE_HABIT_TEXTS, FIRST_RUN_TEXTS, HABITS_TEXTS, HABIT_ROW_TEXTS, MONTH_NAMES, REMINDER_TEXTS, addMonths, civilFromDays, firstDayOfWeek, daysFromCivil, formatDate, localToday, monthGrid, toEpochDay, urlOf, type Habit } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { HabitsPage } from './habits-page';

// Issue 46: on a day of the app's own, not the wall clock's: the month view and the list's window
// failed in a month's first days (New York's 1 December: yesterday's done day was in November's month).
// Only Date is fixed (timers stay real, for user-event and waitFor), and it moves on from there: at
// import (the file's own dates) and before each test (the setup puts the real clock back after each).
const { onTheDay } = vi.hoisted(() => {
  const onTheDay = () => void vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2026-11-18T15:00:00Z') });
  onTheDay();
  return { onTheDay };
});
beforeEach(onTheDay);

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000dd', timezone: 'America/New_York' });
const listUrl = on(API.habits.list, { params: { userId: me.id } });
const goalsUrl = on(API.goals.list, { params: { userId: me.id } });
const today = localToday(me.timezone);
/** '2026-11-23' -> 'Monday 23 November', as event labels write dates. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

function renderPage(signedIn = true) {
  return renderWithProviders(<HabitsPage />, {
    route: '/habits',
    preloadedState: signedIn ? { auth: { user: me, isAuthenticated: true } } : {},
  });
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

async function chooseRecurrence(user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Recurrence' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('HabitsPage states', () => {
  it("shows 'Loading habits...' and then the empty text with a way to start", async () => {
    const list = deferred<Response>();
    mockApi({ [listUrl]: () => list.promise, [goalsUrl]: () => jsonResponse([]) });
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: HABITS_TEXTS.pageTitle })).toBeInTheDocument();
    expect(screen.getByText(HABITS_TEXTS.subtitle)).toBeInTheDocument();
    expect(screen.getByText(HABITS_TEXTS.loading).closest('[role="status"]')).not.toBeNull();
    list.resolve(jsonResponse([]));
    expect(await screen.findByText(HABITS_TEXTS.empty)).toBeInTheDocument();
    // The header's Create Habit, and the empty state's one button that fills it (issue 39).
    expect(screen.getAllByRole('button', { name: HABITS_TEXTS.createHabit })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: FIRST_RUN_TEXTS.addFirstHabit }));
    expect(await screen.findByRole('dialog', { name: HABITS_TEXTS.createTitle })).toBeInTheDocument();
  });

  it('loads nothing without a signed-in user', () => {
    const fetchMock = mockApi({});
    renderPage(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the stat cards: active habits, occurrences starting today, best streak', async () => {
    const a = makeHabit({ name: 'Run', startDate: '2026-01-01', today, timezone: me.timezone, completedDates: [] });
    const b = makeHabit({ name: 'Read', startDate: '2026-01-01', today, timezone: me.timezone });
    const c = makeHabit({ name: 'Later', startDate: '2099-01-01', today, timezone: me.timezone });
    // Issue 51: the day's one count, as Today's: each time of a twice-a-day habit, never a limit.
    const coffee = makeHabit({ name: 'Coffee', startDate: '2026-01-01', today, timezone: me.timezone, target: { quantity: 2, unit: 'cups', direction: 'atMost' }, amounts: { [today]: 1 } });
    const vitamins = makeHabit({ name: 'Vitamins', startDate: '2026-01-01', today, timezone: me.timezone, timesOfDay: ['08:00', '20:00'], doneTimes: { [today]: ['08:00'] } });
    mockApi({ [listUrl]: () => jsonResponse([{ ...a, completionStreak: 4 }, { ...b, completionStreak: 9 }, c, coffee, vitamins]), [goalsUrl]: () => jsonResponse([]) });
    renderPage();
    expect(await screen.findByTestId(`stat-${HABITS_TEXTS.statActive}`)).toHaveTextContent(/^5$/);
    expect(screen.getByTestId(`stat-${HABITS_TEXTS.statToday}`)).toHaveTextContent(/^1 of 4$/);
    expect(screen.getByTestId(`stat-${HABITS_TEXTS.statBestStreak}`)).toHaveTextContent('9');
    // Issue 51: the page manages habits; the day is ticked off on Today, which it links to (no second day list).
    expect(screen.queryByRole('region', { name: HABITS_TEXTS.today })).toBeNull();
    expect(screen.queryByRole('button', { name: HABIT_ROW_TEXTS.moreActions('Run') })).toBeNull();
    expect(screen.getByRole('link', { name: HABITS_TEXTS.tickOffOnToday })).toHaveAttribute('href', '/dashboard');
  });
});

describe('Create New Habit', () => {
  it('sends the start date and times as ISO timestamps in the user’s zone, and appends the habit', async () => {
    const created = makeHabit({ name: 'Stretch', timezone: me.timezone });
    const fetchMock = mockApi({ [listUrl]: () => jsonResponse([]), [goalsUrl]: () => jsonResponse([]), [on(API.areas.list)]: () => jsonResponse([]), [on(API.habits.create)]: () => jsonResponse(created, 201) });
    const { user } = renderPage();
    await screen.findByText(HABITS_TEXTS.empty);
    await user.click(screen.getAllByRole('button', { name: HABITS_TEXTS.createHabit })[0]!);
    const dialog = screen.getByRole('dialog', { name: HABITS_TEXTS.createTitle });
    // Name is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: HABITS_TEXTS.createHabit }));
    expect(within(dialog).getByText('Please enter a habit name.')).toBeInTheDocument();
    // The habits and the goals were read; nothing was sent. (Issue 51: the areas, for the Area
    // field behind More options, are read when it opens.)
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Stretch');
    await user.clear(within(dialog).getByLabelText(/^Start date/));
    await user.type(within(dialog).getByLabelText(/^Start date/), '2026-07-04');
    await user.clear(within(dialog).getByLabelText(/^Start time/));
    await user.type(within(dialog).getByLabelText(/^Start time/), '06:15');
    await user.clear(within(dialog).getByLabelText(/^End time/));
    await user.type(within(dialog).getByLabelText(/^End time/), '06:45');
    await chooseRecurrence(user, dialog, 'Weekly');
    expect(within(dialog).getByText('Every week on Saturday')).toBeInTheDocument();
    // Issue 51: reminders, like the area, are behind More options.
    await user.click(within(dialog).getByRole('button', { name: CREATE_HABIT_TEXTS.moreOptions }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    // Issue 21: two reminders, the second by email an hour before.
    expect(within(dialog).getByText(REMINDER_TEXTS.none)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: REMINDER_TEXTS.add }));
    await user.click(within(dialog).getByRole('button', { name: REMINDER_TEXTS.add }));
    const whens = within(dialog).getAllByRole('combobox', { name: REMINDER_TEXTS.when });
    await user.click(whens[1]!);
    await user.click(await screen.findByRole('option', { name: '1 hour before' }));
    await user.click(within(dialog).getAllByRole('combobox', { name: REMINDER_TEXTS.channel })[1]!);
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    await user.click(within(dialog).getByRole('button', { name: HABITS_TEXTS.createHabit }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: HABITS_TEXTS.createTitle })).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, on(API.habits.create))).toEqual({
      name: 'Stretch',
      description: '',
      // New York is on daylight time on 4 July.
      startTime: '2026-07-04T06:15:00-04:00',
      endTime: '2026-07-04T06:45:00-04:00',
      recurrence: 'weekly',
      customRecurrence: null,
      goalId: null,
      reminders: [
        { minutesBefore: 15, channel: 'push' },
        { minutesBefore: 60, channel: 'email' },
      ],
      // Issue 22: neither an amount nor "N times a week" was chosen.
      target: null,
      frequency: null,
      userId: me.id,
    });
    expect(await screen.findByRole('button', { name: /^Stretch · \d+ scheduled in \w+/ })).toBeInTheDocument();
  });

  it('custom: cancelling with no rule before reverts to daily; a saved rule is sent, and a plain choice clears it', async () => {
    mockApi({ [listUrl]: () => jsonResponse([]), [goalsUrl]: () => jsonResponse([]) });
    const { user } = renderPage();
    await screen.findByText(HABITS_TEXTS.empty);
    await user.click(screen.getAllByRole('button', { name: HABITS_TEXTS.createHabit })[0]!);
    const dialog = screen.getByRole('dialog', { name: HABITS_TEXTS.createTitle });
    await chooseRecurrence(user, dialog, 'Custom…');
    await user.click(within(screen.getByRole('dialog', { name: HABITS_TEXTS.customTitle })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Recurrence' })).toHaveTextContent('Daily'));

    await chooseRecurrence(user, dialog, 'Custom…');
    const custom = screen.getByRole('dialog', { name: HABITS_TEXTS.customTitle });
    const interval = within(custom).getByLabelText('Every how many day(s)');
    await user.clear(interval);
    await user.type(interval, '3');
    await user.click(within(custom).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('Every 3 days')).toBeInTheDocument();
    // Reopened and cancelled with a rule there: it stays custom.
    await user.click(await within(dialog).findByRole('button', { name: 'Edit custom rule' }));
    await user.click(within(screen.getByRole('dialog', { name: HABITS_TEXTS.customTitle })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Recurrence' })).toHaveTextContent('Custom…'));
    await chooseRecurrence(user, dialog, 'Monthly');
    expect(within(dialog).queryByRole('button', { name: 'Edit custom rule' })).not.toBeInTheDocument();
  });

  it('a failed create is logged, keeps what was typed, and says so quietly (section 8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [listUrl]: () => jsonResponse([]),
      [goalsUrl]: () => jsonResponse([]),
      [on(API.habits.create)]: () => errorResponse('conflict', 'You can keep up to 200 habits. Delete one to add another.'),
    });
    const { user } = renderPage();
    await screen.findByText(HABITS_TEXTS.empty);
    await user.click(screen.getAllByRole('button', { name: HABITS_TEXTS.createHabit })[0]!);
    const dialog = screen.getByRole('dialog', { name: HABITS_TEXTS.createTitle });
    await user.type(within(dialog).getByLabelText(/^Name/), 'One too many');
    await user.click(within(dialog).getByRole('button', { name: HABITS_TEXTS.createHabit }));
    expect(await screen.findByText(HABITS_TEXTS.actionFailed('You can keep up to 200 habits. Delete one to add another.'))).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('One too many');
  });
});

describe('Edit Habit and checking off', () => {
  /** Today's event on the calendar (section 2: clicking an event opens Edit Habit). */
  const todaysEvent = (name: string, done = false) =>
    within(screen.getByRole('region', { name: HABITS_TEXTS.scheduleView })).getByRole('button', { name: `${name}, ${longDate(today)}, 07:00${done ? ', done' : ''}` });

  async function openTodayEdit(habit: Habit, extra: Record<string, (body: unknown) => Response> = {}) {
    const fetchMock = mockApi({ [listUrl]: () => jsonResponse([habit]), [goalsUrl]: () => jsonResponse([]), ...extra });
    const result = renderPage();
    await screen.findByRole('region', { name: HABITS_TEXTS.scheduleView });
    await result.user.click(todaysEvent(habit.name));
    return { ...result, fetchMock, dialog: screen.getByRole('dialog', { name: HABITS_TEXTS.editTitle }) };
  }

  it('scope single sends the occurrence with its new time and leaves the rule as it is', async () => {
    const habit = makeHabit({ name: 'Run', startDate: '2026-01-01', today, timezone: me.timezone });
    const { user, fetchMock, dialog } = await openTodayEdit(habit, { [on(API.habits.update, { params: { id: habit.id } })]: () => jsonResponse(habit) });
    expect(within(dialog).getByRole('combobox', { name: 'Recurrence' })).toHaveAttribute('aria-disabled', 'true');
    await user.clear(within(dialog).getByLabelText(/^Start time/));
    await user.type(within(dialog).getByLabelText(/^Start time/), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(bodyOf(fetchMock, on(API.habits.update, { params: { id: habit.id } }))).toEqual({
      id: habit.id,
      name: 'Run',
      description: '',
      goalId: null,
      reminders: [],
      occurrence: { date: today, oldDate: today, newDate: today, startTime: '09:00', endTime: '07:30' },
      scope: 'single',
    });
  });

  it('deletes an occurrence with its scope after the spec’s question', async () => {
    const habit = makeHabit({ name: 'Run', startDate: '2026-01-01', today, timezone: me.timezone });
    const { user, fetchMock, dialog } = await openTodayEdit(habit, { [on(API.habits.removeOccurrence, { params: { id: habit.id } })]: () => jsonResponse({ ...habit, undoId: '00000000-0000-4000-8000-0000000000ad' }) });
    await user.click(within(dialog).getByRole('radio', { name: 'This and following occurrences' }));
    expect(within(dialog).getByRole('combobox', { name: 'Recurrence' })).not.toHaveAttribute('aria-disabled');
    await user.click(within(dialog).getByRole('button', { name: 'Delete this and following' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(HABITS_TEXTS.deleteOccurrenceConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    expect(bodyOf(fetchMock, on(API.habits.removeOccurrence, { params: { id: habit.id } }))).toEqual({ habitId: habit.id, occurrence: { date: today }, scope: 'future' });
  });

  it("'Done today' waits for Save: Cancel leaves no completion behind, Save sends it (and nothing else when nothing else changed)", async () => {
    const habit = makeHabit({ name: 'Run', startDate: '2026-01-01', today, timezone: me.timezone });
    const done = { ...habit, completedDates: [today] };
    const { user, fetchMock, dialog } = await openTodayEdit(habit, { [on(API.habits.complete, { params: { id: habit.id } })]: () => jsonResponse(done) });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Done today' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: HABITS_TEXTS.editTitle })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);

    await user.click(todaysEvent('Run'));
    const again = screen.getByRole('dialog', { name: HABITS_TEXTS.editTitle });
    expect(within(again).getByRole('checkbox', { name: 'Done today' })).not.toBeChecked();
    await user.click(within(again).getByRole('checkbox', { name: 'Done today' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: HABITS_TEXTS.editTitle })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET').map(([url, init]) => `${init!.method} ${String(url)}`)).toEqual([
      on(API.habits.complete, { params: { id: habit.id } }),
    ]);
    expect(bodyOf(fetchMock, on(API.habits.complete, { params: { id: habit.id } }))).toEqual({ date: today });
    expect(await screen.findByRole('button', { name: `Run, ${longDate(today)}, 07:00, done` })).toBeInTheDocument();
  });
  // Checking today off (at once, falling back when refused, waiting offline) is Today's now: app/today-day.test.tsx.
});

describe('check marks before the list’s window', () => {
  // Two months back: the list answers the months around this one; that month is asked for when shown.
  const now = civilFromDays(toEpochDay(today));
  const shown = addMonths(now.year, now.month, -2);
  // Issue 54: the month as the person's calendar draws it, weeks from their region's first day (en-GB: Monday).
  const grid = monthGrid(shown.year, shown.month, firstDayOfWeek(navigator.language));
  const doneDay = formatDate(daysFromCivil(shown.year, shown.month, 10));
  const earlierUrl = on(API.habits.list, { params: { userId: me.id }, query: { from: grid.from, to: grid.to } });
  const doneEvent = new RegExp(`^Run, \\w+ 10 ${MONTH_NAMES[shown.month - 1]}, 07:00, done$`);

  async function goBackTwoMonths(user: ReturnType<typeof renderPage>['user']) {
    const calendar = await screen.findByRole('region', { name: HABITS_TEXTS.scheduleView });
    await user.click(within(calendar).getByRole('button', { name: 'Previous' }));
    await user.click(within(calendar).getByRole('button', { name: 'Previous' }));
    return calendar;
  }

  it('asks for the month when shown, says so while it loads, then shows its check marks', async () => {
    const habit = makeHabit({ name: 'Run', startDate: '2025-01-01', today, timezone: me.timezone });
    const earlier = deferred<Response>();
    const fetchMock = mockApi({ [listUrl]: () => jsonResponse([habit]), [goalsUrl]: () => jsonResponse([]), [earlierUrl]: () => earlier.promise });
    const { user } = renderPage();
    const calendar = await goBackTwoMonths(user);
    expect(within(calendar).getByRole('progressbar', { name: HABITS_TEXTS.checkMarksLoading })).toBeInTheDocument();
    earlier.resolve(jsonResponse([{ ...habit, window: grid, completedDates: [doneDay] }]));
    expect(await within(calendar).findByRole('button', { name: doneEvent })).toBeInTheDocument();
    expect(within(calendar).queryByRole('progressbar')).toBeNull();
    // One month back is still the list's own window: nothing more is asked for.
    await user.click(within(calendar).getByRole('button', { name: 'Next' }));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith(urlOf(API.habits.list, { params: { userId: me.id } })))).toHaveLength(2);
  });

  it('says when they could not be loaded, and tries again on request', async () => {
    const habit = makeHabit({ name: 'Run', startDate: '2025-01-01', today, timezone: me.timezone });
    let calls = 0;
    mockApi({
      [listUrl]: () => jsonResponse([habit]),
      [goalsUrl]: () => jsonResponse([]),
      [earlierUrl]: () => (calls++ === 0 ? errorResponse('unavailable', 'Service unavailable') : jsonResponse([{ ...habit, window: grid, completedDates: [doneDay] }])),
    });
    const { user } = renderPage();
    const calendar = await goBackTwoMonths(user);
    const alert = await within(calendar).findByRole('alert');
    expect(alert).toHaveTextContent(HABITS_TEXTS.checkMarksFailed('Service unavailable'));
    await user.click(within(alert).getByRole('button', { name: HABITS_TEXTS.retry }));
    expect(await within(calendar).findByRole('button', { name: doneEvent })).toBeInTheDocument();
  });
});
