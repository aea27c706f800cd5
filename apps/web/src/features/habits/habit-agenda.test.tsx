import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HABITS_TEXTS, formatDate, toEpochDay } from '@stride/domain';
import { makeHabit } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { toCalendarEvent, type CalendarEvent } from './calendar-views';
import { HabitAgenda } from './habit-agenda';
import { occurrencesInRange } from './habit-occurrences';

// Decision 030, "Leftovers": a phone's agenda lists a week at a time, with "Show more days".
const today = '2026-11-22';
const day = (n: number) => formatDate(toEpochDay(today) + n);
const run = makeHabit({ name: 'Run', startDate: today, today });
const events: CalendarEvent[] = occurrencesInRange([run], today, day(29), 'Europe/London').map((o) => toCalendarEvent(o, today, false));

function renderAgenda(daysPerStep?: number) {
  return renderWithProviders(
    <HabitAgenda events={events} today={today} label="Agenda" daysPerStep={daysPerStep} onToggle={vi.fn()} onRefuse={vi.fn()} onSelect={vi.fn()} />,
  );
}

const dayHeadings = () => within(screen.getByRole('list', { name: 'Agenda' })).getAllByRole('heading', { level: 4 });

describe('HabitAgenda', () => {
  it('lists 7 days at first on a phone; "Show more days" adds 7 more each time, focus on the first new day, until all 30 show', async () => {
    const { user } = renderAgenda(7);
    expect(dayHeadings()).toHaveLength(7);
    expect(dayHeadings()[0]).toHaveTextContent(HABITS_TEXTS.agendaDay(today, today));

    // By keyboard: Tab reaches the button, Enter shows the next week and lands on its first day.
    const more = screen.getByRole('button', { name: HABITS_TEXTS.agendaShowMore });
    more.focus();
    await user.keyboard('{Enter}');
    expect(dayHeadings()).toHaveLength(14);
    expect(dayHeadings()[7]).toHaveTextContent(HABITS_TEXTS.agendaDay(day(7), today));
    expect(dayHeadings()[7]).toHaveFocus();
    await user.tab();
    // The next Tab goes on into that day's rows.
    expect(within(dayHeadings()[7]!.closest('li')!).getByRole('checkbox')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: HABITS_TEXTS.agendaShowMore }));
    expect(dayHeadings()).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: HABITS_TEXTS.agendaShowMore }));
    expect(dayHeadings()).toHaveLength(28);
    await user.click(screen.getByRole('button', { name: HABITS_TEXTS.agendaShowMore }));
    // The range's 30 days, and no button once every day is there.
    expect(dayHeadings()).toHaveLength(30);
    expect(dayHeadings()[28]).toHaveFocus();
    expect(screen.queryByRole('button', { name: HABITS_TEXTS.agendaShowMore })).not.toBeInTheDocument();
  });

  it('lists the whole range at once on a larger screen', () => {
    renderAgenda();
    expect(dayHeadings()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: HABITS_TEXTS.agendaShowMore })).not.toBeInTheDocument();
  });
});
