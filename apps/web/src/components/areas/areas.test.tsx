import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, AREAS_TEXTS as T, localToday, occurrencesOfHabits, type Area, type AreaCompletion, type Habit } from '@stride/domain';
import { useGetHabitsQuery } from '../../lib/habits/habits-endpoints';
import { useUndoOffer } from '../../lib/undo/undo-offers';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser, makeUuid } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AreaDayLists } from './area-day-lists';
import { AreasCard } from './areas-card';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();
const today = localToday(me.timezone);
const area = (name: string): Area => ({ id: makeUuid(), name, createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00.000Z' });
const morning = area('Morning');
const habit = (name: string, areaId: string | null, overrides: Partial<Habit> = {}) => makeHabit({ name, areaId, startDate: today, today, timezone: me.timezone, ...overrides });

function UndoShown() {
  const offer = useUndoOffer();
  return offer ? <p>Undo offered: {offer.message}</p> : null;
}

function Day() {
  const habits = useGetHabitsQuery(undefined).data ?? [];
  return (
    <>
      <AreaDayLists
        occurrences={occurrencesOfHabits(habits, today, today, me.timezone)}
        label="Today's habits"
        today={today}
        isDone={(h, date) => h.completedDates.includes(date)}
        isPending={() => false}
        onToggle={() => undefined}
        onEdit={() => undefined}
        onError={(message) => {
          throw new Error(message);
        }}
      />
      <UndoShown />
    </>
  );
}

const renderDay = (habits: Habit[], areas: Area[], routes: Record<string, (body: unknown) => Response> = {}) => {
  const fetchMock = mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse(habits), [on(API.areas.list)]: () => jsonResponse(areas), ...routes });
  return { fetchMock, ...renderWithProviders(<Day />, { route: '/', preloadedState: { auth: { user: me, isAuthenticated: true } } }) };
};

describe('a day grouped by area (issue 40)', () => {
  it('without areas, is the one day list it always was', async () => {
    renderDay([habit('Floss', null)], []);
    expect(await screen.findByRole('list', { name: "Today's habits" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.doneAllLabel('Morning') })).not.toBeInTheDocument();
  });

  it('groups habits under their area, the rest under "No area"; Done all completes the area and offers Undo', async () => {
    const floss = habit('Floss', morning.id);
    const water = habit('Water', morning.id, { target: { quantity: 8, unit: 'glasses' } });
    const walk = habit('Walk', null);
    const completion: AreaCompletion = {
      area: morning,
      date: today,
      habits: [
        { ...floss, completedDates: [today] },
        { ...water, completedDates: [today], amounts: { [today]: 8 } },
      ],
      completedIds: [floss.id, water.id],
    };
    const { fetchMock, user } = renderDay([floss, water, walk], [morning], { [on(API.areas.complete, { params: { id: morning.id } })]: () => jsonResponse(completion) });
    const group = await screen.findByRole('region', { name: 'Morning' });
    expect(within(group).getByRole('button', { name: /^Floss/ })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /^Walk/ })).not.toBeInTheDocument();
    const none = screen.getByRole('region', { name: T.unassigned });
    expect(within(none).getByRole('button', { name: /^Walk/ })).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: T.doneAllLabel('Morning') }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(`/api/areas/${morning.id}/complete`) && init?.method === 'POST')).toBe(true));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/complete'))!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ date: today });
    expect(await screen.findByText(`Undo offered: ${T.doneAllDone('Morning', 2)}`)).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('button', { name: /^Floss/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(group).getByRole('button', { name: T.doneAllLabel('Morning') })).toBeDisabled();
  });

  it('runs an area as a routine, one habit at a time: Done, Skip, Next, then a summary', async () => {
    const steps = [habit('Floss', morning.id), habit('Stretch', morning.id), habit('Journal', morning.id)];
    const [floss, stretch] = steps;
    const { fetchMock, user } = renderDay(steps, [morning], {
      [on(API.habits.complete, { params: { id: floss!.id } })]: () => jsonResponse({ ...floss, completedDates: [today] }),
      [on(API.habits.skip, { params: { id: stretch!.id } })]: () => jsonResponse({ ...stretch, skippedDates: [today] }),
    });
    await user.click(await screen.findByRole('button', { name: T.runRoutineLabel('Morning') }));
    const dialog = screen.getByRole('dialog', { name: T.routineTitle('Morning') });
    expect(within(dialog).getByText(T.routineStep(1, 3))).toBeInTheDocument();
    const first = within(dialog).getByRole('heading', { name: 'Floss' });
    await waitFor(() => expect(first).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: T.routineDone }));
    expect(await within(dialog).findByRole('heading', { name: 'Stretch' })).toBeInTheDocument();
    expect(within(dialog).getByText(T.routineStep(2, 3))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.routineSkip }));
    expect(await within(dialog).findByRole('heading', { name: 'Journal' })).toBeInTheDocument();
    // Keyboard: Next is reached and pressed without a pointer.
    within(dialog).getByRole('button', { name: T.routineNext }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('heading', { name: T.routineSummaryTitle })).toBeInTheDocument();
    expect(within(dialog).getByText(T.routineSummary(1, 1, 1))).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toContain(`POST /api/habits/${floss!.id}/complete`);
    expect(calls).toContain(`POST /api/habits/${stretch!.id}/skip`);
    expect(calls.filter((c) => c.includes(steps[2]!.id))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: T.routineFinish }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('managing areas on the Habits page (issue 40)', () => {
  it('adds, renames and deletes an area, with Undo after the delete', async () => {
    const created = area('Health');
    const undoId = makeUuid();
    const fetchMock = mockApi({
      [on(API.areas.list)]: () => jsonResponse([morning]),
      [on(API.areas.create)]: () => jsonResponse(created, 201),
      [on(API.areas.update, { params: { id: morning.id } })]: () => jsonResponse({ ...morning, name: 'Mornings' }),
      [on(API.areas.remove, { params: { id: created.id } })]: () => jsonResponse({ id: created.id, undoId }),
    });
    const { user } = renderWithProviders(
      <>
        <AreasCard onError={(m) => void m} />
        <UndoShown />
      </>,
      { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const card = await screen.findByRole('region', { name: T.areasHeading });
    expect(await within(card).findByText('Morning')).toBeInTheDocument();

    await user.type(within(card).getByLabelText(T.newArea), '  Health ');
    await user.click(within(card).getByRole('button', { name: T.addArea }));
    expect(await within(card).findByText('Health')).toBeInTheDocument();
    const createCall = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/api/areas') && init?.method === 'POST')!;
    expect(JSON.parse(String(createCall[1]?.body))).toEqual({ name: 'Health' });

    await user.click(within(card).getByRole('button', { name: T.renameLabel('Morning') }));
    const field = within(card).getByLabelText(T.areaName);
    await user.clear(field);
    await user.type(field, 'Mornings{Enter}');
    expect(await within(card).findByText('Mornings')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: T.deleteAreaLabel('Health') }));
    await waitFor(() => expect(within(card).queryByText('Health')).not.toBeInTheDocument());
    expect(await screen.findByText(`Undo offered: ${T.areaDeleted('Health')}`)).toBeInTheDocument();
  });
});
