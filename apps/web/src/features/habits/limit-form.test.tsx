import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, CREATE_HABIT_TEXTS as C, LIMIT_TEXTS as L, localToday } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { CreateHabitDialog } from './create-habit-dialog';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();
const today = localToday(me.timezone);

/** Issue 40 part 2 (decision 032): the habit form makes a quit habit and a limit, by keyboard and screen reader names. */
describe('the habit form: At least / At most / Quit', () => {
  async function open() {
    mockApi({ [on(API.areas.list)]: () => jsonResponse([]) });
    const onCreate = vi.fn();
    const view = renderWithProviders(<CreateHabitDialog open today={today} timeZone={me.timezone} goals={[]} busy={false} onClose={vi.fn()} onCreate={onCreate} />, {
      route: '/habits',
      preloadedState: { auth: { user: me, isAuthenticated: true } },
    });
    const dialog = await screen.findByRole('dialog');
    return { ...view, dialog, onCreate };
  }

  // Issue 51: Create starts from the kind (Build / Limit / Quit), a radio group.
  async function choose(user: Awaited<ReturnType<typeof open>>['user'], dialog: HTMLElement, kind: string) {
    await user.click(within(within(dialog).getByRole('radiogroup', { name: C.kindLegend })).getByRole('radio', { name: kind }));
  }

  it('a quit habit asks only what to quit, and is sent as at most 0', async () => {
    const { user, dialog, onCreate } = await open();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'No sugar' } });
    await choose(user, dialog, C.kinds.quit);
    expect(within(dialog).queryByLabelText(new RegExp(`^${C.limitAmountLabel}`))).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    expect(await within(dialog).findByText(L.quitRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Quit: no/), { target: { value: 'sugar' } });
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate.mock.calls[0]![0]).toMatchObject({ name: 'No sugar', target: { quantity: 0, unit: 'sugar', direction: 'atMost' } });
  });

  it('a limit takes its amount and unit and is sent as at most', async () => {
    const { user, dialog, onCreate } = await open();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Coffee' } });
    await choose(user, dialog, C.kinds.limit);
    expect(within(dialog).getByText(C.kindHelp.limit)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${C.limitAmountLabel}`)), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${C.limitUnitLabel}`)), { target: { value: 'coffees' } });
    await user.click(within(dialog).getByRole('button', { name: /create/i }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate.mock.calls[0]![0]).toMatchObject({ name: 'Coffee', target: { quantity: 2, unit: 'coffees', direction: 'atMost' } });
  });
});
