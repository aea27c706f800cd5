import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, GOALS_TEXTS } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeGoal, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { GoalsPage } from './goals-page';

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000cd' });
const visionUrl = on(API.vision.get, { params: { userId: me.id } });
const goalsUrl = on(API.goals.list, { params: { userId: me.id } });

describe('GoalsPage opened again', () => {
  it('after a failed load, says it is loading while it asks again, not the old failure', async () => {
    const retry = deferred<Response>();
    let calls = 0;
    mockApi({
      [visionUrl]: () => jsonResponse(null),
      [goalsUrl]: () => (calls++ === 0 ? errorResponse('unavailable', 'Database unavailable.') : retry.promise),
    });
    const first = renderWithProviders(<GoalsPage />, { route: '/goals', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(GOALS_TEXTS.loadError('Database unavailable.'));
    first.unmount();

    renderWithProviders(<GoalsPage />, { route: '/goals', store: first.store });
    expect(await screen.findByText(GOALS_TEXTS.loading)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    retry.resolve(jsonResponse([makeGoal({ name: 'Learn Welsh' })]));
    expect(await screen.findByText('Learn Welsh')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows what it has at once and refreshes it quietly', async () => {
    const refresh = deferred<Response>();
    let calls = 0;
    mockApi({
      [visionUrl]: () => jsonResponse(null),
      [goalsUrl]: () => (calls++ === 0 ? jsonResponse([makeGoal({ name: 'Learn Welsh' })]) : refresh.promise),
    });
    const first = renderWithProviders(<GoalsPage />, { route: '/goals', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(await screen.findByText('Learn Welsh')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<GoalsPage />, { route: '/goals', store: first.store });
    expect(screen.getByText('Learn Welsh')).toBeInTheDocument();
    expect(screen.queryByText(GOALS_TEXTS.loading)).not.toBeInTheDocument();
    refresh.resolve(jsonResponse([makeGoal({ name: 'Learn Welsh' }), makeGoal({ name: 'Swim a mile' })]));
    expect(await screen.findByText('Swim a mile')).toBeInTheDocument();
  });
});
