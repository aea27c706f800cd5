import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, toEpochDay } from '@stride/domain';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { eventLabel, toCalendarEvent } from './calendar-views';
import { HabitCalendar } from './habit-calendar';
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

/** Issue 54 (helper i18n-labels): react-big-calendar names its month table "Month View" itself: named in the language. */
describe("the month grid's name (react-big-calendar's own words)", () => {
  const run = makeHabit({ name: 'Correr', today });
  const grid = (locale: string | null) => {
    const me = makeUser({ locale });
    renderWithProviders(
      <AppTextsProvider>
        <HabitCalendar habits={[run]} filterId={null} timeZone="Europe/London" today={today} view="month" date={new Date(`${today}T12:00:00Z`)} now={new Date(`${today}T12:00:00Z`)} onView={vi.fn()} onNavigate={vi.fn()} isDone={() => false} onSelect={vi.fn()} onToggle={vi.fn()} onRefuse={vi.fn()} />
      </AppTextsProvider>,
      { preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
  };

  it('"Month View" in English, as the library has it', async () => {
    grid('en-GB');
    expect(await screen.findByRole('table', { name: 'Month View' })).toBeInTheDocument();
  });

  it.each([
    ['es-ES', 'Vista de mes'],
    ['de-DE', 'Monatsansicht'],
    ['fr-FR', 'Vue du mois'],
  ])('%s: "%s"', async (locale, name) => {
    grid(locale);
    expect(await screen.findByRole('table', { name })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Month View' })).toBeNull();
  });
});
