import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { deviceTimeZone, sameClock, zonePlace } from '../../lib/time-zone/device-zone';
import type { FirstRunCardProps } from '../../lib/habits/use-first-run';
import { DashboardPage } from './dashboard-page';
import { TimeZoneNotice } from './time-zone-notice';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const inSpanish = (me: ReturnType<typeof makeUser>, ui: React.ReactElement) =>
  renderWithProviders(<AppTextsProvider>{ui}</AppTextsProvider>, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });

/** A welcome that adds two habits at once, as the real one does when two picks are made. */
function AddsTwo({ onFinish }: FirstRunCardProps) {
  return (
    <button type="button" onClick={() => onFinish(2)}>
      add two
    </button>
  );
}

/** Issue 54: an Alert with a close button (MUI's, "Close" unless told) says it in the account's language (the Holiday card's: settings/holiday-card-language.test.tsx). */
describe("the close button of the alerts that can be closed, in the account's language", () => {
  it('Today: "Se añadieron 2 hábitos…" closes with "Cerrar"', async () => {
    const me = makeUser({ locale: 'es-ES' });
    mockApi({ [on(API.habits.list, { params: { userId: me.id } })]: () => jsonResponse([]) });
    const { user } = inSpanish(me, <DashboardPage firstRun={AddsTwo} />);
    await user.click(await screen.findByRole('button', { name: 'add two' }));
    const alert = (await screen.findAllByRole('status')).find((s) => s.textContent?.includes('Se añadieron 2 hábitos'))!;
    expect(within(alert).getByRole('button', { name: 'Cerrar' })).toHaveAttribute('title', 'Cerrar');
    expect(within(alert).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('the time-zone notice, once the zone is saved, closes with "Cerrar"', async () => {
    const device = deviceTimeZone()!;
    const elsewhere = sameClock(device, 'Pacific/Kiritimati') ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const me = makeUser({ locale: 'es-ES', timezone: elsewhere });
    mockApi({ [on(API.users.updateProfile)]: () => jsonResponse({ user: makeUser({ locale: 'es-ES', timezone: device }) }) });
    const { user } = inSpanish(me, <TimeZoneNotice user={me} />);
    await user.click(await screen.findByRole('button', { name: `Usar la hora de ${zonePlace(device)}` }));
    const alert = await screen.findByRole('status');
    expect(within(alert).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
