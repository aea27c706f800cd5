import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HABITS_TEXTS, formatDate, toEpochDay, type Habit } from '@stride/domain';
import { makeHabit, makeUser } from '../../test/fixtures';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { renderWithProviders } from '../../test/render-with-providers';
import { screenWidth } from '../../test/screen-width';
import { HabitCalendar } from './habit-calendar';

// Issue 51 (decision 051): Month is a dot per habit on each day, in the habit's colour and the
// day's state, with the state's mark inside and its words in the name; a phone's day is one button.
const today = '2026-11-22';
const yesterday = formatDate(toEpochDay(today) - 1);
const ZONE = 'Europe/London';

const coffee = makeHabit({ name: 'Coffee', today, target: { quantity: 2, unit: 'cups', direction: 'atMost' }, amounts: { [today]: 3, [yesterday]: 1 } });
const sugar = makeHabit({ name: 'No sugar', today, target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, amounts: { [yesterday]: 1 } });
const run = makeHabit({ name: 'Run', today, completedDates: [yesterday] });
const read = makeHabit({ name: 'Read', today, freezes: { banked: 0, usedDates: [yesterday] } });
const ordinary = Array.from({ length: 8 }, (_, i) => makeHabit({ name: `Habit ${i + 1}`, today }));
const twelve: Habit[] = [run, coffee, sugar, read, ...ordinary];

afterEach(() => vi.unstubAllGlobals());

function renderMonth(habits: readonly Habit[], width: number, locale?: string) {
  screenWidth(width);
  const onSelect = vi.fn();
  const onView = vi.fn();
  const onNavigate = vi.fn();
  const calendar = (
    <HabitCalendar
      habits={habits}
      filterId={null}
      timeZone={ZONE}
      today={today}
      view="month"
      date={new Date(2026, 10, 22)}
      now={new Date(2026, 10, 22, 12)}
      onView={onView}
      onNavigate={onNavigate}
      isDone={(habit, date) => habit.completedDates.includes(date)}
      onSelect={onSelect}
      onToggle={vi.fn()}
      onRefuse={vi.fn()}
    />
  );
  const view = locale
    ? renderWithProviders(<AppTextsProvider>{calendar}</AppTextsProvider>, { preloadedState: { auth: { user: makeUser({ locale }), isAuthenticated: true } } })
    : renderWithProviders(calendar);
  return { ...view, onSelect, onView, onNavigate };
}

describe('Month: a dot per habit', () => {
  it('at 1440 px: twelve habits are twelve dots a day, each a button named with its state in words and marked, opening the habit', async () => {
    const { user, onSelect } = renderMonth(twelve, 1440);
    const dots = screen.getAllByRole('button', { name: /, Saturday 21 November/ });
    expect(dots).toHaveLength(12);
    // The state in words, never by colour alone; the mark inside the dot says it too.
    const dot = (name: string) => screen.getByRole('button', { name });
    expect(dot('Run, Saturday 21 November, 07:00, done').textContent).toBe('✓ Run');
    expect(dot('Coffee, Saturday 21 November, 1 of at most 2 cups, kept').textContent).toBe('✓ Coffee');
    expect(dot('No sugar, Saturday 21 November, Slipped once, slipped')).toBeInTheDocument();
    expect(dot('Read, Saturday 21 November, 07:00, missed, frozen').textContent).toBe('❄ Read');
    expect(dot('Habit 1, Saturday 21 November, 07:00, missed').textContent).toBe('✕ Habit 1');
    const over = dot('Coffee, Sunday 22 November, 3 of at most 2 cups · over');
    expect(over.textContent).toBe('! Coffee');
    // Over a limit: the warning colour (the light theme's --stride-status-over, #8a4b00), not a miss's red.
    expect(over).toHaveStyle({ color: 'rgb(138, 75, 0)' });
    // Each dot opens the habit's occurrence, as the month's events did.
    await user.click(over);
    expect(onSelect).toHaveBeenCalledWith(coffee.id, today);
  });

  it('with more habits than dots, one fewer dot and "+N", which opens the day', async () => {
    const more = [...twelve, makeHabit({ name: 'Habit 9', today }), makeHabit({ name: 'Habit 10', today })];
    const { user, onView, onNavigate } = renderMonth(more, 1440);
    expect(screen.getAllByRole('button', { name: /, Saturday 21 November/ })).toHaveLength(11);
    const plus = screen.getByRole('button', { name: HABITS_TEXTS.monthMoreLabel(3, '21 November') });
    expect(plus).toHaveTextContent('+3');
    await user.click(plus);
    expect(onView).toHaveBeenCalledWith('day');
    expect(onNavigate.mock.calls.at(-1)![0]).toEqual(new Date(2026, 10, 21));
  });

  it('on a phone: a day is one button saying how many habits and in which states, opening the day', async () => {
    const { user, onView } = renderMonth(twelve, 375);
    const day = screen.getByRole('button', { name: /^21 November: / });
    expect(day).toHaveAccessibleName('21 November: 12 habits, 1 done, 1 kept, 1 slipped, 1 frozen, 8 missed');
    expect(screen.getByRole('button', { name: /^22 November: / })).toHaveAccessibleName('22 November: 12 habits, 10 to do, 1 over the limit, 1 kept so far');
    // Its dots are drawn, not buttons of their own (too small to tap one by one).
    expect(within(day).queryAllByRole('button')).toHaveLength(0);
    expect(day.querySelectorAll('.stride-dot')).toHaveLength(12);
    await user.click(day);
    expect(onView).toHaveBeenCalledWith('day');
  });
});

/** Twenty-fifth session: an any-time habit has no day it must be done on, so no day of it is missed. */
describe('Month: a "3 times a week" habit', () => {
  it('shows the days it was done and the days to come, and no earlier day left open as missed', () => {
    const gym = makeHabit({ name: 'Gym', today, frequency: { times: 3, period: 'week' }, completedDates: [yesterday] });
    renderMonth([gym], 1440);
    expect(screen.getByRole('button', { name: 'Gym, Saturday 21 November, done' }).textContent).toBe('✓ Gym');
    expect(screen.getByRole('button', { name: 'Gym, Sunday 22 November' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gym, Monday 23 November' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Gym, Friday 20 November/ })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /missed/ })).toHaveLength(0);
  });

  it('on a phone: an earlier day counts only what was done', () => {
    const gym = makeHabit({ name: 'Gym', today, frequency: { times: 3, period: 'week' }, completedDates: [yesterday] });
    renderMonth([gym, run], 375);
    expect(screen.getByRole('button', { name: /^21 November: / })).toHaveAccessibleName('21 November: 2 habits, 2 done');
    expect(screen.getByRole('button', { name: /^20 November: / })).toHaveAccessibleName('20 November: 1 habit, 1 missed');
  });
});

/** Issue 54: a phone's Month day in another language: each count agrees with its word ("2 pendientes", not "2 pendiente"). */
describe("Month on a phone in the account's language", () => {
  const done = makeHabit({ name: 'Correr', today, completedDates: [yesterday] });
  const three = [done, makeHabit({ name: 'Leer', today }), makeHabit({ name: 'Yoga', today })];
  const slip = (name: string) => makeHabit({ name, today, target: { quantity: 0, unit: 'azúcar', direction: 'atMost' }, amounts: { [yesterday]: 1 } });

  it.each([
    ['es-ES', /^21 de nov\S*: 3 hábitos, 1 hecho, 2 perdidos$/, /^22 de nov\S*: 3 hábitos, 3 pendientes$/, /^21 de nov\S*: 2 hábitos, 2 recaídas$/],
    ['fr-FR', /^21 nov\S*\u00a0: 3 habitudes, 1 fait, 2 manqués$/, /^22 nov\S*\u00a0: 3 habitudes, 3 à faire$/, /^21 nov\S*\u00a0: 2 habitudes, 2 rechutes$/],
    ['de-DE', /^21\. Nov\S*: 3 Gewohnheiten, 1 erledigt, 2 verpasst$/, /^22\. Nov\S*: 3 Gewohnheiten, 3 offen$/, /^21\. Nov\S*: 2 Gewohnheiten, 2 Rückfälle$/],
  ])('%s', async (locale, yesterdayName, todayName, slipsName) => {
    const { unmount } = renderMonth(three, 375, locale);
    expect(await screen.findByRole('button', { name: yesterdayName })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: todayName })).toBeInTheDocument();
    unmount();
    renderMonth([slip('Sin azúcar'), slip('Sin pantallas')], 375, locale);
    expect(await screen.findByRole('button', { name: slipsName })).toBeInTheDocument();
  });
});
