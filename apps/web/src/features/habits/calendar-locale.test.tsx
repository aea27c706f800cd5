import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, HABITS_TEXTS, formatDate, localToday, toEpochDay, type User } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { screenWidth } from '../../test/screen-width';
import { HabitsPage } from './habits-page';

// Issue 54: the calendar writes hours and weeks as the account's region does, whatever the browser says (en-GB in tests).
function renderAs(locale: string | null) {
  const me: User = makeUser({ id: '00000000-0000-4000-8000-0000000000e4', timezone: 'Europe/London', locale });
  const today = localToday(me.timezone);
  const run = makeHabit({ name: 'Run', startDate: formatDate(toEpochDay(today) - 3), today, timezone: me.timezone });
  mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([run]), [on(API.goals.list, { params: { userId: me.id } })]: () => jsonResponse([]) });
  return renderWithProviders(<HabitsPage />, { route: '/habits', preloadedState: { auth: { user: me, isAuthenticated: true } } });
}

async function weekView(locale: string | null) {
  screenWidth(1440);
  const { user } = renderAs(locale);
  const schedule = await screen.findByRole('region', { name: HABITS_TEXTS.scheduleView });
  await user.click(within(schedule).getByRole('button', { name: HABITS_TEXTS.viewLabels.week }));
  const headers = [...schedule.querySelectorAll('.rbc-time-header .rbc-header')].map((h) => h.textContent ?? '');
  const hours = [...schedule.querySelectorAll('.rbc-time-gutter .rbc-label')].map((l) => l.textContent ?? '');
  return { schedule, headers, hours };
}

describe('the calendar in the person’s region (issue 54)', () => {
  it('en-GB: a 24-hour clock and weeks from Monday', async () => {
    const { schedule, headers, hours } = await weekView('en-GB');
    expect(headers[0]).toMatch(/^Mon/);
    expect(headers[6]).toMatch(/^Sun/);
    expect(hours).toContain('07:00');
    expect(hours.some((h) => /AM|PM/.test(h))).toBe(false);
    expect(within(schedule).getAllByRole('button', { name: /^Run 07:00–07:30, / }).length).toBeGreaterThan(0);
  });

  it('en-US: a 12-hour clock and weeks from Sunday, though the browser is British', async () => {
    const { schedule, headers, hours } = await weekView('en-US');
    expect(headers[0]).toMatch(/\bSun\b/);
    expect(hours).toContain('07:00 AM');
    expect(within(schedule).getAllByRole('button', { name: /^Run 07:00 AM–07:30 AM, / }).length).toBeGreaterThan(0);
  });

  it('de-DE: German weekday names from Monday, 24 hours, and the heading in German', async () => {
    const { schedule, headers, hours } = await weekView('de-DE');
    expect(headers[0]).toMatch(/^Mo/);
    expect(hours).toContain('19:00');
    expect(within(schedule).getByRole('heading', { level: 3 }).textContent).toMatch(/\d+\. \w+/);
  });
});
