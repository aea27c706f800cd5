import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, APP_CATALOG_LOADERS, type Habit } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeHabit, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { HolidayCard } from './holiday-card';

afterEach(() => vi.unstubAllGlobals());

const inSpanish = (me: ReturnType<typeof makeUser>, ui: React.ReactElement) =>
  renderWithProviders(<AppTextsProvider>{ui}</AppTextsProvider>, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });

/** Issue 54: the Holiday card's notice closes with the account's word for Close (MUI's Alert says "Close" unless told). */
describe("the Holiday card's notice in the account's language", () => {
  it('the Holiday card, once all habits are paused, closes with "Cerrar"', async () => {
    const texts = await APP_CATALOG_LOADERS.es();
    const me = makeUser({ locale: 'es-ES', timezone: 'Europe/Madrid' });
    let habits: Habit[] = [makeHabit({ name: 'Correr' }), makeHabit({ name: 'Leer' })];
    mockApi({
      [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse(habits),
      [on(API.habits.pauseAll)]: (body) => {
        habits = habits.map((h) => ({ ...h, pauses: [body as { from: string; to: string }] }));
        return jsonResponse(habits);
      },
    });
    const { user } = inSpanish(me, <HolidayCard user={me} />);
    const card = await screen.findByRole('region', { name: texts.HABIT_DEPTH_TEXTS.holidayTitle });
    await user.click(within(card).getByRole('button', { name: texts.HABIT_DEPTH_TEXTS.pauseAll }));
    const alert = await within(card).findByRole('status');
    expect(alert).toHaveTextContent('2 hábitos en pausa.');
    expect(within(alert).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
