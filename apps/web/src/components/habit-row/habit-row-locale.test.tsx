import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, localToday, occurrencesOfHabits, type Habit, type User } from '@stride/domain';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { HabitDayList } from './habit-day-list';

// Issue 54: a Today row writes its time as the account's region does, not as the browser (en-GB in tests) or the US would.
function Day({ me }: { me: User }) {
  const today = localToday(me.timezone);
  const habits = useGetHabitsQuery(undefined).data ?? [];
  return (
    <HabitDayList
      occurrences={occurrencesOfHabits(habits, today, today, me.timezone)}
      label="Today's habits"
      today={today}
      isDone={() => false}
      isPending={() => false}
      onToggle={() => undefined}
      onEdit={() => undefined}
      onError={(message) => {
        throw new Error(message);
      }}
    />
  );
}

function renderAs(locale: string) {
  const me = makeUser({ locale });
  const today = localToday(me.timezone);
  const walk: Habit = makeHabit({ name: 'Walk', startDate: today, today, startTime: '07:00', endTime: '07:30' });
  mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([walk]) });
  renderWithProviders(<Day me={me} />, { route: '/', preloadedState: { auth: { user: me, isAuthenticated: true } } });
}

describe('a Today row in the person’s region (issue 54)', () => {
  it('en-GB: "07:00–07:30", a 24-hour clock', async () => {
    renderAs('en-GB');
    expect(await screen.findByText('07:00–07:30')).toBeInTheDocument();
    expect(screen.queryByText(/AM/)).toBeNull();
  });

  it('de-DE: 24 hours too', async () => {
    renderAs('de-DE');
    expect(await screen.findByText('07:00–07:30')).toBeInTheDocument();
  });

  it('en-US: "07:00 AM–07:30 AM", a 12-hour clock', async () => {
    renderAs('en-US');
    expect(await screen.findByText('07:00 AM–07:30 AM')).toBeInTheDocument();
  });
});
