import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Habit } from '@stride/domain';
import { makeHabit } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { toCalendarEvent, type CalendarEvent } from './calendar-views';
import { HabitAgenda } from './habit-agenda';
import { occurrencesInRange } from './habit-occurrences';

/** Issue 40: the calendar shows a slot per time of a several-times-a-day habit, each checked off on its own. */
const today = '2026-11-22';
const vitamins: Habit = { ...makeHabit({ name: 'Vitamins', startDate: today, today, startTime: '07:00', endTime: '07:15' }), timesOfDay: ['08:00', '20:00'], doneTimes: { [today]: ['08:00'] } };

describe('the calendar’s slots', () => {
  it('gives each time its own occurrence, lasting the habit’s length from it', () => {
    const slots = occurrencesInRange([vitamins], today, today, 'Europe/London', { slots: true });
    expect(slots.map((o) => [o.habit.name, o.start.getHours(), o.end.getHours(), o.end.getMinutes()])).toEqual([
      ['Vitamins · 08:00', 8, 8, 15],
      ['Vitamins · 20:00', 20, 20, 15],
    ]);
    // Without slots (the month's counts), the habit's own occurrence.
    expect(occurrencesInRange([vitamins], today, today, 'Europe/London')).toHaveLength(1);
  });

  it('lists the slots in the agenda, and a tap checks off that time', async () => {
    const events: CalendarEvent[] = occurrencesInRange([vitamins], today, today, 'Europe/London', { slots: true }).map((o) =>
      toCalendarEvent(o, today, o.habit.completedDates.includes(today)),
    );
    const onToggle = vi.fn();
    const { user } = renderWithProviders(<HabitAgenda events={events} today={today} label="Agenda" onToggle={onToggle} onRefuse={vi.fn()} onSelect={vi.fn()} />);
    const agenda = screen.getByRole('list', { name: 'Agenda' });
    expect(within(agenda).getByText('Vitamins · 08:00')).toBeInTheDocument();
    expect(within(agenda).getByText('Vitamins · 20:00')).toBeInTheDocument();
    const boxes = within(agenda).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false]);
    await user.click(boxes[1]!);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: vitamins.id, slotTime: '20:00' }), today, true);
  });
});
