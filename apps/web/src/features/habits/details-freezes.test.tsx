import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMIT_TEXTS as L, formatDate, localToday, toEpochDay } from '@stride/domain';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { HabitDetailsDialog } from './habit-details-dialog';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();
const today = localToday(me.timezone);
const ago = (n: number) => formatDate(toEpochDay(today) - n);

/** Issue 40 part 3 (decision 032): the details dialog says when a freeze kept the run going, and what is banked. */
describe('the details dialog and streak freezes', () => {
  const show = (habit: ReturnType<typeof makeHabit>) =>
    renderWithProviders(<HabitDetailsDialog habit={habit} index={0} timeZone={me.timezone} today={today} onToggle={vi.fn()} onEdit={vi.fn()} onClose={vi.fn()} />, {
      route: '/habits',
      preloadedState: { auth: { user: me, isAuthenticated: true } },
    });

  it('says a freeze spent 2 days ago and the freezes banked', async () => {
    show(makeHabit({ name: 'Stretch', startDate: ago(20), today, completionStreak: 12, bestStreak: 12, freezes: { banked: 1, usedDates: [ago(2)] } }));
    const dialog = await screen.findByRole('dialog', { name: /Stretch/ });
    expect(within(dialog).getByText(/^A streak freeze kept your 12-day run going on \w+day\.$/)).toBeInTheDocument();
    expect(within(dialog).getByText(`${L.freezesBanked(1)}. ${L.freezesHelp}`)).toBeInTheDocument();
  });

  it('says nothing of freezes for a quit habit, and names its limit', async () => {
    show(makeHabit({ name: 'No sugar', startDate: ago(20), today, target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, freezes: { banked: 0, usedDates: [] } }));
    const dialog = await screen.findByRole('dialog', { name: /No sugar/ });
    expect(within(dialog).getByText(/No sugar\./)).toBeInTheDocument();
    expect(within(dialog).queryByText(/streak freeze/)).not.toBeInTheDocument();
  });
});
