import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate, toEpochDay } from '@stride/domain';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { eventLabel, toCalendarEvent } from './calendar-views';
import { occurrencesInRange } from './habit-occurrences';

/** Issue 54: the calendar's spoken states (", done", ", missed") in the account's language. */
const today = '2026-11-24';
const daysAgo = (n: number) => formatDate(toEpochDay(today) - n);

/** The calendar's spoken label of each habit's today, as the screens' language has it. */
function SpokenLabels({ habits }: { habits: ReturnType<typeof makeHabit>[] }) {
  const events = occurrencesInRange(habits, daysAgo(1), today, 'Europe/London').map((o) => toCalendarEvent(o, today, o.habit.completedDates.includes(o.date)));
  return (
    <ul>
      {events.map((e) => (
        <li key={`${e.habit.id}${e.date}`}>{eventLabel(e)}</li>
      ))}
    </ul>
  );
}

describe("the calendar's spoken states (calendar-views.ts eventLabel)", () => {
  const run = makeHabit({ name: 'Correr', today, completedDates: [today] });

  it('", done" and ", missed" in English', () => {
    renderWithProviders(<SpokenLabels habits={[run]} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringMatching(/, 07:00, missed$/), expect.stringMatching(/, 07:00, done$/)]);
  });

  it('", hecho" and ", perdido" for a Spanish account', async () => {
    const me = makeUser({ locale: 'es-ES' });
    renderWithProviders(
      <AppTextsProvider>
        <SpokenLabels habits={[run]} />
      </AppTextsProvider>,
      { preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringMatching(/, 07:00, perdido$/), expect.stringMatching(/, 07:00, hecho$/)]);
  });
});
