import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, toEpochDay, type Habit } from '@stride/domain';
import { makeHabit } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { eventLabel, isAllDayEvent, toCalendarEvent, type CalendarEvent } from './calendar-views';
import { HabitAgenda } from './habit-agenda';
import { occurrencesInRange } from './habit-occurrences';

// Issue 51 (decision 051): a limit and a quit habit read the same on the agenda and the calendar
// as on Today, and are never offered as something to tick off.
const today = '2026-11-22';
const yesterday = formatDate(toEpochDay(today) - 1);
const coffee = makeHabit({ name: 'Coffee', today, target: { quantity: 2, unit: 'cups', direction: 'atMost' }, amounts: { [today]: 3, [yesterday]: 1 } });
const sugar = makeHabit({ name: 'No sugar', today, target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, completionStreak: 5 });
const run = makeHabit({ name: 'Run', today });
const vitamins = makeHabit({ name: 'Vitamins', today, timesOfDay: ['08:00', '20:00'], doneTimes: { [today]: ['08:00'] } });

const eventsOf = (habits: Habit[], from = today) =>
  occurrencesInRange(habits, from, today, 'Europe/London', { slots: true }).map((o) => toCalendarEvent(o, today, o.habit.completedDates.includes(o.date)));

describe('limits, quit habits and several times a day on the agenda', () => {
  it('shows a limit as "3 of at most 2 cups · over" without a tick box, a quit habit’s days without a slip, and a tick box per time of a twice-a-day habit', () => {
    const events = eventsOf([run, coffee, sugar, vitamins]);
    renderWithProviders(<HabitAgenda events={events} today={today} label="Agenda" onToggle={vi.fn()} onRefuse={vi.fn()} onSelect={vi.fn()} />);
    const agenda = screen.getByRole('list', { name: 'Agenda' });
    const rowOf = (name: string) => within(agenda).getByText(name).closest('li')!;
    expect(within(rowOf('Coffee')).queryByRole('checkbox')).toBeNull();
    expect(rowOf('Coffee')).toHaveTextContent('3 of at most 2 cups · over');
    expect(rowOf('Coffee')).not.toHaveTextContent('To do');
    expect(rowOf('Coffee').textContent).toMatch(/cups · over$/);
    // In the warning colour (the light theme's --stride-status-over, #8a4b00), not a miss's red.
    expect(within(rowOf('Coffee')).getByText('3 of at most 2 cups · over')).toHaveStyle({ color: 'rgb(138, 75, 0)' });
    expect(within(rowOf('No sugar')).queryByRole('checkbox')).toBeNull();
    expect(rowOf('No sugar')).toHaveTextContent('5 days without sugar · No slip');
    // The twice-a-day habit: a row and a tick box per time, each with its own state.
    expect(within(rowOf('Vitamins · 08:00')).getByRole('checkbox')).toBeChecked();
    expect(within(rowOf('Vitamins · 20:00')).getByRole('checkbox')).not.toBeChecked();
    expect(within(rowOf('Run')).getByRole('checkbox')).not.toBeChecked();
    expect(within(agenda).getAllByRole('checkbox')).toHaveLength(3);
  });

  it('puts limits and quit habits in the all-day strip with their figure in words; a past day of a limit kept looks done', () => {
    const events = eventsOf([coffee, sugar, run], yesterday);
    const find = (name: string, date: string) => events.find((e: CalendarEvent) => e.habit.name === name && e.date === date)!;
    expect(isAllDayEvent(find('Coffee', today))).toBe(true);
    expect(isAllDayEvent(find('No sugar', today))).toBe(true);
    expect(isAllDayEvent(find('Run', today))).toBe(false);
    expect(eventLabel(find('Coffee', today))).toBe('Coffee, Sunday 22 November, 3 of at most 2 cups · over');
    expect(find('Coffee', yesterday)).toMatchObject({ status: 'done', view: { state: 'kept' } });
    expect(eventLabel(find('Coffee', yesterday))).toBe('Coffee, Saturday 21 November, 1 of at most 2 cups, kept');
  });
});
