import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, ANALYTICS_TEXTS, FIRST_RUN_TEXTS, formatDate, localToday, toEpochDay } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeGoal, makeHabit, makeUser, makeVision } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AnalyticsPage } from './analytics-page';

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000ab', timezone: 'Pacific/Auckland' });
const today = localToday(me.timezone);
const yearAgo = formatDate(toEpochDay(today) - 53 * 7);
const habitsUrl = on(API.habits.list, { params: { userId: me.id }, query: { from: yearAgo, to: today } });
const goalsUrl = on(API.goals.list, { params: { userId: me.id } });
const visionUrl = on(API.vision.get, { params: { userId: me.id } });

const renderPage = () => renderWithProviders(<AnalyticsPage />, { route: '/analytics', preloadedState: { auth: { user: me, isAuthenticated: true } } });

describe('AnalyticsPage', () => {
  it('asks for the last year of habits in the user’s own dates, with goals and vision, and says it is loading', async () => {
    const habits = deferred<Response>();
    mockApi({ [habitsUrl]: () => habits.promise, [goalsUrl]: () => jsonResponse([]), [visionUrl]: () => jsonResponse(null) });
    renderPage();
    expect(screen.getByText(ANALYTICS_TEXTS.subtitle)).toBeInTheDocument();
    expect(screen.getByText(ANALYTICS_TEXTS.loading).closest('[role="status"]')).not.toBeNull();
    habits.resolve(jsonResponse([]));
    // A new user: what to do first, as the one button that fills the page (issue 39).
    expect(await screen.findByRole('heading', { name: ANALYTICS_TEXTS.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FIRST_RUN_TEXTS.addFirstHabit })).toHaveAttribute('href', '/habits');
    expect(screen.queryAllByRole('link')).toHaveLength(1);
  });

  it("shows 'Error loading data: {error}' when a fetch fails", async () => {
    mockApi({ [habitsUrl]: () => errorResponse('unavailable', 'Database unavailable.'), [goalsUrl]: () => jsonResponse([]), [visionUrl]: () => jsonResponse(null) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ANALYTICS_TEXTS.loadError('Database unavailable.'));
  });

  it('has the three tabs; Goals shows each goal’s progress over its habits and the vision status', async () => {
    const goal = makeGoal({ name: 'Get fit' });
    const lonely = makeGoal({ name: 'Learn Welsh' });
    const run = makeHabit({ name: 'Run', goalId: goal.id, startDate: formatDate(toEpochDay(today) - 3), today, timezone: me.timezone, completedDates: [formatDate(toEpochDay(today) - 3)] });
    mockApi({ [habitsUrl]: () => jsonResponse([run]), [goalsUrl]: () => jsonResponse([goal, lonely]), [visionUrl]: () => jsonResponse(makeVision()) });
    const { user } = renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Goals', 'Habits']);
    expect(screen.getByTestId(`analytics-${ANALYTICS_TEXTS.visionStatus}`)).toHaveTextContent('Set');
    await user.click(screen.getByRole('tab', { name: 'Goals' }));
    const [fit, welsh] = screen.getAllByTestId('goal-progress');
    // Run: 3 scheduled up to yesterday, 1 done; today, not done yet, is not counted until it is
    // over (issue 39; it was 1 of 4).
    expect(fit).toHaveTextContent('Get fit33%1 of 3 done across 1 habit');
    expect(within(welsh!).getByText(ANALYTICS_TEXTS.noLinkedHabits)).toBeInTheDocument();
    expect(welsh).toHaveTextContent('—');
    expect(screen.getByTestId('vision-status')).toHaveTextContent('Set');
  });
});
