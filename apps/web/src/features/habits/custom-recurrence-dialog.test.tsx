import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HABITS_TEXTS, type CustomRecurrence } from '@stride/domain';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { CustomRecurrenceDialog, parseInterval } from './custom-recurrence-dialog';

function renderDialog(value: CustomRecurrence | null = null, startDate = '2026-11-22') {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  const result = renderWithProviders(<CustomRecurrenceDialog open value={value} startDate={startDate} onSave={onSave} onCancel={onCancel} />);
  return { ...result, onSave, onCancel, dialog: screen.getByRole('dialog', { name: HABITS_TEXTS.customTitle }) };
}

async function choose(user: ReturnType<typeof renderDialog>['user'], field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option, exact: true } as never));
}

describe('Custom Recurrence dialog (section 5 rules)', () => {
  it('falls back to an interval of 1 when the number is not valid', async () => {
    expect(['0', '-2', 'abc', '', '1.5'].map(parseInterval)).toEqual([1, 1, 1, 1, 1]);
    expect(parseInterval('3')).toBe(3);
    const { user, onSave } = renderDialog();
    const interval = screen.getByLabelText('Every how many day(s)');
    await user.clear(interval);
    await user.type(interval, '0');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith({ frequency: 'daily', interval: 1 });
  });

  it('weekly: weekdays toggle on and off, and the summary says what was chosen', async () => {
    // Sunday 22 November: Sunday starts selected.
    const { user, onSave } = renderDialog();
    await choose(user, 'Repeats', 'Weekly');
    const interval = screen.getByLabelText('Every how many week(s)');
    await user.clear(interval);
    await user.type(interval, '2');
    expect(screen.getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Wednesday' }));
    expect(screen.getByRole('status')).toHaveTextContent('Every 2 weeks on Mon and Wed');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith({ frequency: 'weekly', interval: 2, days: ['Monday', 'Wednesday'] });
  });

  it('weekly: saves the days in the week’s order, whichever was pressed first (a browser test failed on a Wednesday)', async () => {
    // Sunday 22 November starts selected: Wednesday pressed, then Monday, then Sunday taken off.
    const { user, onSave } = renderDialog();
    await choose(user, 'Repeats', 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Wednesday' }));
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith({ frequency: 'weekly', interval: 1, days: ['Monday', 'Wednesday'] });
  });

  it('monthly by days 1-31, or by the nth weekday with monthlyDays sent empty', async () => {
    const { user, onSave } = renderDialog();
    await choose(user, 'Repeats', 'Monthly');
    expect(screen.getAllByRole('button', { name: /^Day \d+$/ })).toHaveLength(31);
    await user.click(screen.getByRole('button', { name: 'Day 31' }));
    expect(screen.getByRole('status')).toHaveTextContent('Every month on the 22nd and 31st');
    await user.click(screen.getByRole('radio', { name: 'A day of a week' }));
    await choose(user, 'Which', 'Last');
    await choose(user, 'Day', 'Weekend day');
    expect(screen.getByRole('status')).toHaveTextContent('Every month on the last weekend day');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith({ frequency: 'monthly', interval: 1, monthlyOption: 'dayOfWeek', monthlyDays: [], monthlyWeek: 'last', monthlyWeekday: 'weekend' });
  });

  it('yearly: a date a chosen month lacks is refused with the alert naming the months', async () => {
    const { user, onSave } = renderDialog(null, '2026-01-15');
    await choose(user, 'Repeats', 'Yearly');
    await user.click(screen.getByRole('button', { name: 'February' }));
    await user.click(screen.getByRole('button', { name: 'April' }));
    await choose(user, 'Date', '31');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      "The selected date (31) doesn't exist in February, April. Please choose a different date.",
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('combobox', { name: 'Date' })).toHaveTextContent('15');
    await choose(user, 'Date', '29');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith({ frequency: 'yearly', interval: 1, yearlyOption: 'specificDate', yearlyMonths: [1, 2, 4], yearlyDate: 29 });
  });

  it('yearly by the nth weekday of the chosen months', async () => {
    const { user, onSave } = renderDialog({ frequency: 'yearly', interval: 2, yearlyMonths: [3], yearlyOption: 'specificDate', yearlyDate: 1 });
    await user.click(screen.getByRole('radio', { name: 'A day of a week' }));
    await choose(user, 'Which', 'Second');
    await choose(user, 'Day', 'Tuesday');
    expect(screen.getByRole('status')).toHaveTextContent('Every 2 years on the second Tuesday of March');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith({ frequency: 'yearly', interval: 2, yearlyOption: 'dayOfWeek', yearlyMonths: [3], yearlyWeek: 'second', yearlyWeekday: 'Tuesday' });
  });
});

describe('the Edit Habit payload', () => {
  const initial = { name: 'Run', description: '', date: '2026-11-23', startTime: '07:00', endTime: '07:30', recurrence: 'daily' as const, customRecurrence: null, goalId: null, reminders: [], target: null, frequency: null };

  it("sends the rule only with scope 'future'", async () => {
    const { toUpdateBody } = await import('./edit-habit-dialog');
    const values = { ...initial, name: ' Run ', date: '2026-11-24', startTime: '18:00', endTime: '18:30', recurrence: 'custom' as const, customRecurrence: { frequency: 'daily' as const, interval: 2 } };
    expect(toUpdateBody(values, initial, '2026-11-23', 'future')).toEqual({
      name: 'Run',
      description: '',
      goalId: null,
      reminders: [],
      recurrence: 'custom',
      customRecurrence: { frequency: 'daily', interval: 2 },
      occurrence: { date: '2026-11-23', oldDate: '2026-11-23', newDate: '2026-11-24', startTime: '18:00', endTime: '18:30' },
      scope: 'future',
    });
    expect(toUpdateBody(values, initial, '2026-11-23', 'single')).not.toHaveProperty('recurrence');
  });

  it('sends no occurrence when only the habit as a whole changed (a rename, a reminder): a future edit must not split the rule', async () => {
    const { toUpdateBody } = await import('./edit-habit-dialog');
    const values = { ...initial, name: 'Evening run', reminders: [{ minutesBefore: 30, channel: 'push' as const }] };
    expect(toUpdateBody(values, initial, '2026-11-23', 'future')).toEqual({
      name: 'Evening run',
      description: '',
      goalId: null,
      reminders: [{ minutesBefore: 30, channel: 'push' }],
      scope: 'future',
    });
  });

  it('sends an amount and "3 times a week" only when they changed; a weekly habit made flexible becomes daily from then on (issue 22)', async () => {
    const { toUpdateBody } = await import('./edit-habit-dialog');
    const measured = { ...initial, target: { quantity: '8', unit: ' glasses ' } };
    expect(toUpdateBody(measured, initial, '2026-11-23', 'single')).toEqual({ name: 'Run', description: '', goalId: null, reminders: [], target: { quantity: 8, unit: 'glasses' }, scope: 'single' });
    expect(toUpdateBody(measured, measured, '2026-11-23', 'single')).not.toHaveProperty('target');
    const weekly = { ...initial, recurrence: 'weekly' as const };
    const flexible = { ...weekly, recurrence: 'daily' as const, frequency: { times: '3', period: 'week' as const } };
    expect(toUpdateBody(flexible, weekly, '2026-11-23', 'single')).toMatchObject({ frequency: { times: 3, period: 'week' }, recurrence: 'daily', customRecurrence: null, scope: 'future' });
  });

});

describe('Custom Recurrence dialog in the account’s region (issue 54)', () => {
  // Issue 54 (eighteenth session): the weekdays ran Sunday first for a German account, whose calendars start on Monday.
  it('weekly: the days start on the region’s first day of the week', async () => {
    const order = async (locale: string) => {
      const { user, unmount } = renderWithProviders(<CustomRecurrenceDialog open value={null} startDate="2026-11-22" onSave={vi.fn()} onCancel={vi.fn()} />, {
        preloadedState: { auth: { user: makeUser({ locale }), isAuthenticated: true } },
      });
      await choose(user, 'Repeats', 'Weekly');
      const names = within(screen.getByRole('group', { name: 'Days of the week' })).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
      unmount();
      return names;
    };
    expect(await order('de-DE')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(await order('en-US')).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });
});
