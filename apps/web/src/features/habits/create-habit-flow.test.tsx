import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, CREATE_HABIT_TEXTS as C, HABIT_DEPTH_TEXTS as D, HABITS_TEXTS, LIMIT_TEXTS as L, REMINDER_TEXTS, localToday, type Goal } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { CreateHabitDialog, emptyHabitValues } from './create-habit-dialog';
import type { HabitFormValues } from './habit-form-fields';
import { TIMES_FORM_TEXTS } from './times-and-cue-fields';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();
const today = localToday(me.timezone);
const goal = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Run a 10k' } as Goal;

// Issue 51 (decision 051): Create starts from the kind, asks only what it needs, "how often" once,
// and keeps the less-used fields behind More options.
async function open(initialValues?: HabitFormValues) {
  mockApi({ [on(API.areas.list)]: () => jsonResponse([]) });
  const onCreate = vi.fn(async (_body: unknown) => true);
  const view = renderWithProviders(
    <CreateHabitDialog open today={today} timeZone={me.timezone} goals={[goal]} busy={false} onClose={vi.fn()} onCreate={onCreate} initialValues={initialValues ?? null} />,
    { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } },
  );
  const dialog = await screen.findByRole('dialog', { name: HABITS_TEXTS.createTitle });
  return { ...view, dialog, onCreate };
}

const more = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: C.moreOptions });
const kinds = (dialog: HTMLElement) => within(dialog).getByRole('radiogroup', { name: C.kindLegend });

describe('Create New Habit, from the kind', () => {
  it('opens on Build with the spec’s fields, "how often" asked once, and the rest behind More options', async () => {
    const { user, dialog } = await open();
    expect(within(kinds(dialog)).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([C.kinds.build, C.kinds.limit, C.kinds.quit]);
    expect(within(kinds(dialog)).getByRole('radio', { name: C.kinds.build })).toBeChecked();
    for (const label of [/^Name/, /^Start date/, /^Start time/, /^End time/]) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Recurrence' })).toBeInTheDocument();
    // Asked once: no second "How often" question.
    expect(within(dialog).queryByRole('combobox', { name: D.howOften })).not.toBeInTheDocument();
    // Behind More options: closed, saying what is there.
    expect(more(dialog)).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByText(C.moreOptionsHelp)).toBeInTheDocument();
    for (const label of [/^Description/, /^Goal/]) expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: REMINDER_TEXTS.add })).not.toBeInTheDocument();
    await user.click(more(dialog));
    expect(more(dialog)).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(more(dialog).getAttribute('aria-controls')!)!;
    for (const label of [/^Description/, /^Goal/]) expect(within(region).getByLabelText(label)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: REMINDER_TEXTS.add })).toBeInTheDocument();
  });

  it('"A number of times, any days" is one of the recurrence’s choices, and is sent as the frequency', async () => {
    const { user, dialog, onCreate } = await open();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gym');
    await user.click(within(dialog).getByRole('combobox', { name: 'Recurrence' }));
    await user.click(await screen.findByRole('option', { name: D.timesPerPeriod }));
    expect(within(dialog).getByRole('spinbutton', { name: /^Times/ })).toHaveValue(3);
    expect(within(dialog).getByRole('combobox', { name: 'Recurrence' })).toHaveTextContent(D.timesPerPeriod);
    await user.click(within(dialog).getByRole('button', { name: HABITS_TEXTS.createHabit }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate.mock.calls[0]![0]).toMatchObject({ name: 'Gym', recurrence: 'daily', frequency: { times: 3, period: 'week' } });
  });

  it('a limit by keyboard: arrows choose the kind; it asks "At most" and of what, its times move behind More options, no "any days"', async () => {
    const { user, dialog, onCreate } = await open();
    within(kinds(dialog)).getByRole('radio', { name: C.kinds.build }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(kinds(dialog)).getByRole('radio', { name: C.kinds.limit })).toBeChecked();
    expect(within(dialog).getByText(C.kindHelp.limit)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Start time/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: D.measureLabel })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Recurrence' }));
    expect(screen.queryByRole('option', { name: D.timesPerPeriod })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Coffee' } });
    await user.click(within(dialog).getByRole('button', { name: HABITS_TEXTS.createHabit }));
    expect(await within(dialog).findByText(L.limitQuantityRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${C.limitAmountLabel}`)), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${C.limitUnitLabel}`)), { target: { value: 'coffees' } });
    await user.click(more(dialog));
    expect(within(dialog).getByLabelText(/^Start time/)).toHaveAccessibleDescription(C.limitTimesHelp);
    await user.click(within(dialog).getByRole('button', { name: HABITS_TEXTS.createHabit }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate.mock.calls[0]![0]).toMatchObject({ name: 'Coffee', target: { quantity: 2, unit: 'coffees', direction: 'atMost' }, frequency: null });
  });

  it('a quit habit asks what to quit; Build with an amount keeps its own fields without a second Kind', async () => {
    const { user, dialog, onCreate } = await open();
    await user.click(within(kinds(dialog)).getByRole('radio', { name: C.kinds.build }));
    await user.click(within(dialog).getByRole('switch', { name: D.measureLabel }));
    expect(within(dialog).queryByRole('combobox', { name: L.kindLabel })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(new RegExp(`^${D.quantityLabel}`))).toBeInTheDocument();
    await user.click(within(kinds(dialog)).getByRole('radio', { name: C.kinds.quit }));
    expect(within(dialog).queryByLabelText(new RegExp(`^${D.quantityLabel}`))).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'No sugar' } });
    fireEvent.change(within(dialog).getByLabelText(/^Quit: no/), { target: { value: 'sugar' } });
    await user.click(within(dialog).getByRole('button', { name: HABITS_TEXTS.createHabit }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate.mock.calls[0]![0]).toMatchObject({ name: 'No sugar', target: { quantity: 0, unit: 'sugar', direction: 'atMost' } });
  });

  it('More options opens by itself when one of its fields is filled in (a goal’s "Add a habit", Quick add)', async () => {
    const { dialog } = await open({ ...emptyHabitValues(today), goalId: goal.id });
    expect(more(dialog)).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Goal (optional)' })).toHaveTextContent(goal.name);
  });

  it('a problem in a field behind closed More options opens it, with the problem said', async () => {
    const { user, dialog, onCreate } = await open({ ...emptyHabitValues(today), name: 'Vitamins' });
    await user.click(more(dialog));
    await user.type(within(dialog).getByLabelText(TIMES_FORM_TEXTS.timesLabel), '8am');
    await user.click(more(dialog));
    expect(more(dialog)).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(dialog).getByRole('button', { name: HABITS_TEXTS.createHabit }));
    expect(more(dialog)).toHaveAttribute('aria-expanded', 'true');
    expect(await within(dialog).findByText(TIMES_FORM_TEXTS.timesInvalid)).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });
});
