import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_REMINDERS_PER_HABIT, REMINDER_MESSAGES, REMINDER_TEXTS, type Reminder } from '@stride/domain';
import { RemindersField, remindersProblem } from './reminders-field';

function Harness({ initial }: { initial: Reminder[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RemindersField value={value} onChange={setValue} error={remindersProblem(value)} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent!) as Reminder[];

describe('a habit’s reminders in its dialogs (issue 21)', () => {
  it('adds different reminders each time, up to the most a habit can have', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    const add = screen.getByRole('button', { name: REMINDER_TEXTS.add });
    for (let i = 0; i < MAX_REMINDERS_PER_HABIT; i++) await user.click(add);
    expect(new Set(value().map((r) => `${r.minutesBefore}/${r.channel}`)).size).toBe(MAX_REMINDERS_PER_HABIT);
    expect(add).toBeDisabled();
    expect(screen.getByText(REMINDER_TEXTS.full)).toBeInTheDocument();
  });

  it('keeps a time the dialog does not offer (set by the coach), says when two are alike, and removes one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[{ minutesBefore: 45, channel: 'push' }, { minutesBefore: 30, channel: 'push' }]} />);
    expect(screen.getAllByRole('combobox', { name: REMINDER_TEXTS.when })[0]).toHaveTextContent('45 minutes before');
    await user.click(screen.getAllByRole('combobox', { name: REMINDER_TEXTS.when })[0]!);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '30 minutes before' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.duplicate);
    const removes = screen.getAllByRole('button', { name: REMINDER_TEXTS.remove('30 minutes before, by notification') });
    expect(removes).toHaveLength(2);
    expect(screen.getByRole('group', { name: REMINDER_TEXTS.row(2) })).toContainElement(removes[1]!);
    await user.click(removes[1]!);
    expect(value()).toEqual([{ minutesBefore: 30, channel: 'push' }]);
    // The focus stays in the form, on "Add reminder".
    expect(screen.getByRole('button', { name: REMINDER_TEXTS.add })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
