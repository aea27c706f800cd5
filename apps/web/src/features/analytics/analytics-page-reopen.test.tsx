import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, ANALYTICS_TEXTS, formatDate, localToday, toEpochDay } from '@stride/domain';
import { deferred, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeGoal, makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AnalyticsPage } from './analytics-page';

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000ac', timezone: 'Europe/London' });
const today = localToday(me.timezone);
const yearAgo = formatDate(toEpochDay(today) - 53 * 7);
const habitsUrl = on(API.habits.list, { params: { userId: me.id }, query: { from: yearAgo, to: today } });

describe('AnalyticsPage opened again', () => {
  it('waits for this visit’s answers rather than show the year it cached before', async () => {
    const fresh = deferred<Response>();
    let calls = 0;
    const habit = makeHabit({ name: 'Run', startDate: today, today, timezone: me.timezone });
    mockApi({
      [habitsUrl]: () => (calls++ === 0 ? jsonResponse([habit]) : fresh.promise),
      [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([makeGoal()]),
      [on(API.vision.get, { params: { userId: me.id } })]: () => jsonResponse(null),
    });
    const first = renderWithProviders(<AnalyticsPage />, { route: '/analytics', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
    first.unmount();

    renderWithProviders(<AnalyticsPage />, { route: '/analytics', store: first.store });
    expect(screen.getByText(ANALYTICS_TEXTS.loading)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    fresh.resolve(jsonResponse([habit]));
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByText(ANALYTICS_TEXTS.loading)).not.toBeInTheDocument();
  });
});
