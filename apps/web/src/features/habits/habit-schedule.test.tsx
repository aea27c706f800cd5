import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, HABIT_DEPTH_TEXTS, HABIT_MESSAGES, HABITS_TEXTS, MONTH_NAMES, compileSchedule, firstDayOfWeek, formatDate, localToday, monthOf, occurrencesBetween, toEpochDay, type Habit } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { screenWidth } from '../../test/screen-width';
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

// Issue 20: the schedule on a phone and on a large screen, occurrence states, the chip's count.
const me = makeUser({ id: '00000000-0000-4000-8000-0000000000ee', timezone: 'America/New_York' });
const listUrl = on(API.habits.list, { params: { userId: me.id } });
const goalsUrl = on(API.goals.list, { params: { userId: me.id } });
const today = localToday(me.timezone);
const day = (n: number) => formatDate(toEpochDay(today) + n);
/** '2026-11-23' -> 'Monday 23 November', as event and agenda labels write dates. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

function renderPage(habits: Habit[], extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ [listUrl]: () => jsonResponse(habits), [goalsUrl]: () => jsonResponse([]), ...extra });
  const result = renderWithProviders(<HabitsPage />, { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } });
  return { ...result, fetchMock };
}

const calendar = () => screen.findByRole('region', { name: HABITS_TEXTS.scheduleView });
const sent = (fetchMock: ReturnType<typeof mockApi>, method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('the schedule on a phone', () => {
  const run = makeHabit({ name: 'Run', startDate: day(-10), today, timezone: me.timezone, completedDates: [day(-2)] });

  it('opens as the agenda: one tap checks an occurrence off, a second undoes it, a future one says why it cannot', async () => {
    screenWidth(375);
    const { user, fetchMock } = renderPage([run], {
      [on(API.habits.complete, { params: { id: run.id } })]: () => jsonResponse({ ...run, completedDates: [day(-2), today] }),
      [on(API.habits.uncomplete, { params: { id: run.id } })]: () => jsonResponse(run),
    });
    const schedule = await calendar();
    expect(within(schedule).getByRole('button', { name: HABITS_TEXTS.viewLabels.agenda })).toHaveAttribute('aria-pressed', 'true');
    expect(within(schedule).getByRole('heading', { name: HABITS_TEXTS.agendaDay(today, today) })).toBeInTheDocument();

    const todays = within(schedule).getByRole('checkbox', { name: `Run, ${longDate(today)}, 07:00` });
    expect(todays).toHaveAccessibleDescription(HABITS_TEXTS.status.todo);
    await user.click(todays);
    expect(todays).toBeChecked();
    await waitFor(() => expect(sent(fetchMock, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(sent(fetchMock, 'POST')[0]![1]!.body))).toEqual({ date: today });
    await user.click(todays);
    expect(todays).not.toBeChecked();
    await waitFor(() => expect(sent(fetchMock, 'DELETE')).toHaveLength(1));

    const tomorrows = within(schedule).getByRole('checkbox', { name: `Run, ${longDate(day(1))}, 07:00` });
    expect(tomorrows).toHaveAttribute('aria-disabled', 'true');
    await user.click(tomorrows);
    expect(await screen.findByText(HABIT_MESSAGES.futureCompletion)).toBeInTheDocument();
    expect(tomorrows).not.toBeChecked();
    expect(sent(fetchMock, 'POST')).toHaveLength(1);

    // The 30 days before: missed and done ones say so.
    await user.click(within(schedule).getByRole('button', { name: 'Previous' }));
    // A phone lists a week of days at a time (decision 030): Run's 10 days in this range show 7, then the rest.
    expect(within(schedule).queryByRole('checkbox', { name: `Run, ${longDate(day(-1))}, 07:00` })).not.toBeInTheDocument();
    await user.click(within(schedule).getByRole('button', { name: HABITS_TEXTS.agendaShowMore }));
    expect(within(schedule).queryByRole('button', { name: HABITS_TEXTS.agendaShowMore })).not.toBeInTheDocument();
    expect(within(schedule).getByRole('checkbox', { name: `Run, ${longDate(day(-1))}, 07:00` })).toHaveAccessibleDescription(`✕ ${HABITS_TEXTS.status.missed}`);
    expect(within(schedule).getByRole('checkbox', { name: `Run, ${longDate(day(-2))}, 07:00` })).toHaveAccessibleDescription(`✓ ${HABITS_TEXTS.status.done}`);
    // A phone offers Month, Day and Agenda (issue 39: a week grid cut every name to "M…"; issue 51:
    // Month is a dot per habit, e2e/month-dots.test.ts).
    const views = within(schedule).getByRole('group', { name: HABITS_TEXTS.calendarViews });
    expect(within(views).getAllByRole('button').map((b) => b.textContent)).toEqual([HABITS_TEXTS.viewLabels.month, HABITS_TEXTS.viewLabels.day, HABITS_TEXTS.viewLabels.agenda]);
    await user.click(within(views).getByRole('button', { name: HABITS_TEXTS.viewLabels.day }));
    expect(within(views).getByRole('button', { name: HABITS_TEXTS.viewLabels.day })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the schedule on a large screen', () => {
  const run = makeHabit({ name: 'Run', startDate: day(-10), today, timezone: me.timezone, completedDates: [day(-2)] });
  const shift = makeHabit({ name: 'Shift', startDate: day(-10), today, timezone: me.timezone, startTime: '10:00', endTime: '09:00' });

  it('opens on the month, with a legend of the three states and missed, done and to-do events told apart in words', async () => {
    screenWidth(1440);
    renderPage([run]);
    const schedule = await calendar();
    expect(within(schedule).getByRole('button', { name: HABITS_TEXTS.viewLabels.month })).toHaveAttribute('aria-pressed', 'true');
    const legend = within(schedule).getByRole('list', { name: HABITS_TEXTS.legend });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['✓Done', '✕Missed', 'To do', '↷Skipped', '‖Paused']);
    expect(within(schedule).getByRole('button', { name: `Run, ${longDate(day(-1))}, 07:00, missed` })).toHaveTextContent(/^✕ Run$/);
    expect(within(schedule).getByRole('button', { name: `Run, ${longDate(day(-2))}, 07:00, done` })).toHaveTextContent(/^✓ Run$/);
    expect(within(schedule).getByRole('button', { name: `Run, ${longDate(today)}, 07:00` })).toHaveTextContent(/^Run$/);
  });

  it('Week: the name comes before the time, and an overnight occurrence is drawn to midnight, not in the all-day row', async () => {
    const { user } = renderPage([run, shift]);
    const schedule = await calendar();
    await user.click(within(schedule).getByRole('button', { name: HABITS_TEXTS.viewLabels.week }));
    // Named by what it shows, then the date.
    const runToday = within(schedule).getByRole('button', { name: `Run 07:00–07:30, ${longDate(today)}` });
    expect(runToday).toHaveTextContent(/^Run 07:00–07:30$/);
    expect(within(schedule).getByRole('button', { name: `Shift 10:00–09:00 next day, ${longDate(today)}` })).toBeInTheDocument();
    expect(schedule.querySelectorAll('.rbc-allday-cell .rbc-event')).toHaveLength(0);
    // The week starts on the region's first day (issue 54; Monday in en-GB): on that day, yesterday is in
    // the week before (the test failed every Sunday in New York when weeks started on Sunday).
    if (new Date(`${today}T12:00:00Z`).getUTCDay() === firstDayOfWeek(navigator.language)) await user.click(within(schedule).getByRole('button', { name: 'Previous' }));
    expect(within(schedule).getByRole('button', { name: `Run 07:00–07:30, ${longDate(day(-1))}, missed` })).toBeInTheDocument();
  });

  it("a chip counts its habit's occurrences in the calendar's month, named, the same in every view", async () => {
    const { user } = renderPage([run]);
    const schedule = await calendar();
    const month = monthOf(today);
    const expected = occurrencesBetween(compileSchedule(run.schedule), month.from, month.to, me.timezone).length;
    const chip = screen.getByRole('button', { name: `Run · ${HABITS_TEXTS.scheduledInMonth(expected, MONTH_NAMES[month.month - 1]!)}` });
    for (const view of ['week', 'day', 'agenda', 'month'] as const) {
      await user.click(within(schedule).getByRole('button', { name: HABITS_TEXTS.viewLabels[view] }));
      expect(chip).toHaveAccessibleName(`Run · ${HABITS_TEXTS.scheduledInMonth(expected, MONTH_NAMES[month.month - 1]!)}`);
    }
  });

  it('a "3 times a week" chip says its rule, not every day of the month as scheduled (a walk read "30 scheduled in December")', async () => {
    const gym = makeHabit({ name: 'Gym', startDate: day(-10), today, timezone: me.timezone, frequency: { times: 3, period: 'week' } });
    renderPage([gym]);
    await calendar();
    expect(screen.getByRole('button', { name: `Gym · ${HABIT_DEPTH_TEXTS.frequency({ times: 3, period: 'week' })}` })).toHaveAccessibleName('Gym · 3 times a week');
  });
});

describe('an end time before the start time', () => {
  it('says plainly in the form that it ends the next day', async () => {
    const { user } = renderPage([]);
    await screen.findByText(HABITS_TEXTS.empty);
    await user.click(screen.getAllByRole('button', { name: HABITS_TEXTS.createHabit })[0]!);
    const dialog = screen.getByRole('dialog', { name: HABITS_TEXTS.createTitle });
    await user.clear(within(dialog).getByLabelText(/^Start time/));
    await user.type(within(dialog).getByLabelText(/^Start time/), '10:00');
    await user.clear(within(dialog).getByLabelText(/^End time/));
    await user.type(within(dialog).getByLabelText(/^End time/), '09:00');
    expect(within(dialog).getByLabelText(/^End time/)).toHaveAccessibleDescription(HABITS_TEXTS.endsNextDay('09:00'));
  });
});

describe('skipped, paused and partly logged days on the schedule (issue 22)', () => {
  it('says so in the agenda and in the month’s event names, and leaves archived habits off', async () => {
    screenWidth(375);
    const water = makeHabit({
      name: 'Water',
      startDate: day(-3),
      today,
      timezone: me.timezone,
      target: { quantity: 8, unit: 'glasses' },
      amounts: { [day(-1)]: 5 },
      skippedDates: [day(-2)],
      pauses: [{ from: day(1), to: day(2) }],
    });
    const old = makeHabit({ name: 'Old habit', startDate: day(-3), today, timezone: me.timezone, archivedAt: '2026-11-01T09:00:00.000Z' });
    const { user, unmount } = renderPage([water, old]);
    const schedule = await calendar();
    expect(within(schedule).queryByText('Old habit')).not.toBeInTheDocument();
    expect(within(schedule).getByRole('checkbox', { name: `Water, ${longDate(day(1))}, 07:00` })).toHaveAccessibleDescription(`‖ ${HABITS_TEXTS.status.paused}`);
    await user.click(within(schedule).getByRole('button', { name: 'Previous' }));
    expect(within(schedule).getByRole('checkbox', { name: `Water, ${longDate(day(-2))}, 07:00` })).toHaveAccessibleDescription(`↷ ${HABITS_TEXTS.status.skipped}`);
    expect(within(schedule).getByText(/07:00–07:30 · 5 of 8 glasses/)).toBeInTheDocument();
    // The month (a larger screen's view; a phone has Day and Agenda only, issue 39).
    unmount();
    screenWidth(1440);
    renderPage([water, old]);
    const month = await calendar();
    expect(within(month).getByRole('button', { name: `Water, ${longDate(day(-1))}, 07:00, missed, 5 of 8 glasses` })).toBeInTheDocument();
    expect(within(month).getByRole('button', { name: `Water, ${longDate(day(-2))}, 07:00, skipped` })).toBeInTheDocument();
  });
});
