import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, TIME_ZONE_NOTICE_TEXTS as T } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { deviceTimeZone, sameClock, zoneName, zonePlace } from '../../lib/time-zone/device-zone';
import { TimeZoneNotice } from './time-zone-notice';

afterEach(() => vi.unstubAllGlobals());

// The zone this machine keeps, and one whose clock is surely another (14 hours from UTC, or 11 behind).
const device = deviceTimeZone()!;
const elsewhere = sameClock(device, 'Pacific/Kiritimati') ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
const render = (timezone: string) => {
  const me = makeUser({ timezone });
  return renderWithProviders(<TimeZoneNotice user={me} />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
};

describe('the time-zone notice on Today (issue 39)', () => {
  it('names a zone by its place and everyday name', () => {
    expect(zonePlace('America/Los_Angeles')).toBe('Los Angeles');
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneName('America/Los_Angeles')).toBe('Pacific time');
    expect(zoneName('Asia/Kolkata')).toBe('India standard time');
    expect(zoneName('UTC')).toBeNull();
    expect(T.question('Los Angeles', 'Pacific time')).toBe('You seem to be in Los Angeles (Pacific time). Use it for your days?');
    expect(sameClock('Europe/London', 'Europe/Belfast')).toBe(true);
    expect(sameClock('Europe/London', 'America/Los_Angeles')).toBe(false);
  });

  it('says nothing when the device keeps the account’s clock', () => {
    render(device);
    expect(screen.queryByTestId('time-zone-notice')).toBeNull();
  });

  it('offers the device’s zone and saves it to the account', async () => {
    const sent: unknown[] = [];
    mockApi({
      [on(API.users.updateProfile)]: (body) => {
        sent.push(body);
        return jsonResponse({ user: makeUser({ timezone: device }) });
      },
    });
    const { user } = render(elsewhere);
    expect(screen.getByTestId('time-zone-notice')).toHaveTextContent(T.question(zonePlace(device), zoneName(device)));
    await user.click(screen.getByRole('button', { name: T.switchTo(zonePlace(device)) }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.saved(zonePlace(device)));
    expect(sent).toEqual([{ timezone: device }]);
  });

  it('remembers "Not now" on this device for that zone', async () => {
    const { user, unmount } = render(elsewhere);
    await user.click(screen.getByRole('button', { name: T.dismiss }));
    expect(screen.queryByTestId('time-zone-notice')).toBeNull();
    unmount();
    render(elsewhere);
    expect(screen.queryByTestId('time-zone-notice')).toBeNull();
    expect(localStorage.getItem(`stride-time-zone-dismissed:${device}`)).toBe('1');
  });
});
