import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, formatDate, formatDay, localToday, toEpochDay } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { AnalyticsPage } from './analytics-page';

afterEach(() => {
  vi.useRealTimers();
});

/** Wednesday 2 December 2026: its week starts on Monday 30 November in Spain, Sunday 29 November in the US. */
const NOW = new Date('2026-12-02T10:00:00Z');

function renderAs(locale: string, timezone: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const me = makeUser({ locale, timezone });
  const today = localToday(timezone);
  const water = makeHabit({
    name: 'Agua',
    startDate: formatDate(toEpochDay(today) - 30),
    today,
    timezone,
    target: { quantity: 8, unit: 'vasos' },
    // Sunday's 3 belong to last week where weeks start on Monday.
    amounts: { '2026-11-29': 3, '2026-11-30': 5 },
  });
  mockApi({
    [on(API.habits.list, { params: { userId: me.id }, query: { from: formatDate(toEpochDay(today) - 53 * 7), to: today } })]: () => jsonResponse([water]),
    [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([]),
    [on(API.vision.get, { params: { userId: me.id } })]: () => jsonResponse(null),
  });
  return renderWithProviders(
    <AppTextsProvider>
      <AnalyticsPage />
    </AppTextsProvider>,
    { route: '/analytics', preloadedState: { auth: { user: me, isAuthenticated: true } } },
  );
}

/** The trend table's weeks, as the first column writes them. */
async function trendWeeks() {
  const rows = await screen.findAllByTestId('trend-row');
  return rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

/** Issue 54: Progress's weeks start on the region's first day, as the calendar's do. */
describe("Progress's weeks in the account's region", () => {
  it.each([
    ['es-ES', 'Europe/Madrid', 'Cantidades de esta semana', '5 vasos en 1 día'],
    ['de-DE', 'Europe/Berlin', 'Mengen dieser Woche', '5 vasos in 1 Tag'],
  ])('%s: "Week of" Monday 30 November, and this week\'s amounts from Monday', async (locale, timezone, amountsTitle, amount) => {
    renderAs(locale, timezone);
    const weeks = await trendWeeks();
    expect(weeks).toHaveLength(7);
    expect(weeks.at(-1)).toBe(formatDay('2026-11-30', 'dayMonth', locale));
    expect(weeks[0]).toBe(formatDay('2026-10-19', 'dayMonth', locale));
    const amounts = screen.getByRole('region', { name: amountsTitle });
    expect(amounts).toHaveTextContent(amount);
  });

  it('en-US keeps Sunday-first weeks (29 November), with Sunday\'s amount in this week', async () => {
    renderAs('en-US', 'America/New_York');
    const weeks = await trendWeeks();
    expect(weeks.at(-1)).toBe(formatDay('2026-11-29', 'dayMonth', 'en-US'));
    expect(screen.getByRole('region', { name: 'Amounts this week' })).toHaveTextContent('8 vasos over 2 days');
  });
});

/** Issue 54: Goals' vision line joins its label and status as the language does ("Vision : non définie" in French). */
describe("Goals' vision line in the account's language", () => {
  it.each([
    ['fr-FR', 'Europe/Paris', 'Objectifs', 'Vision\u00a0: non définie'],
    ['es-ES', 'Europe/Madrid', 'Metas', 'Visión: sin definir'],
    ['en-GB', 'Europe/London', 'Goals', 'Vision: Not Set'],
  ])('%s: "%s" tab says %s', async (locale, timezone, tab, line) => {
    const { user } = renderAs(locale, timezone);
    await user.click(await screen.findByRole('tab', { name: tab }));
    expect(screen.getByTestId('vision-status').parentElement!.textContent).toBe(line);
  });
});
