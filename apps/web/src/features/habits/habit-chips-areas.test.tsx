import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, AREAS_TEXTS } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser, makeUuid } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { HabitChips } from './habit-overview';

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();

describe("the Habits page's habits by area (issue 40)", () => {
  it('lists the chips under each area, the habits in no area last', async () => {
    const morning = { id: makeUuid(), name: 'Morning', createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00.000Z' };
    const floss = makeHabit({ name: 'Floss', areaId: morning.id });
    const walk = makeHabit({ name: 'Walk' });
    mockApi({ [on(API.areas.list)]: () => jsonResponse([morning]) });
    renderWithProviders(<HabitChips habits={[walk, floss]} scheduled={new Map()} monthName="November" filterId={null} onFilter={() => undefined} onDetails={() => undefined} />, {
      route: '/habits',
      preloadedState: { auth: { user: me, isAuthenticated: true } },
    });
    const inMorning = await screen.findByRole('list', { name: 'Morning' });
    expect(within(inMorning).getByRole('button', { name: /^Floss/ })).toBeInTheDocument();
    expect(within(inMorning).queryByRole('button', { name: /^Walk/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: AREAS_TEXTS.unassigned })).getByRole('button', { name: /^Walk/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Morning', AREAS_TEXTS.unassigned]);
  });
});
