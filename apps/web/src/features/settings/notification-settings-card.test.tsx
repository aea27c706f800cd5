import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTINGS_MESSAGES, NOTIFICATION_SETTINGS_TEXTS as T, type NotificationSettings, type PublicConfig } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { fakePushBrowser } from '../../test/fake-push-browser';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationSettingsCard } from './notification-settings-card';

const me = makeUser({ id: '00000000-0000-4000-8000-0000000000e1' });
const render = () => renderWithProviders(<NotificationSettingsCard user={me} />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
const card = () => screen.getByRole('region', { name: T.title });

// The server's VAPID key, as its config names it.
const config = vi.hoisted(() => ({
  current: {
    appOrigin: 'http://localhost',
    supportEmail: 'help@stride.test',
    appStoreUrl: null,
    playStoreUrl: null,
    voiceCalls: false,
    payments: false,
    vapidPublicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  } as PublicConfig,
}));
vi.mock('../../lib/config', () => ({ getPublicConfig: () => config.current }));

let browser: ReturnType<typeof fakePushBrowser> | undefined;
afterEach(() => {
  browser?.remove();
  browser = undefined;
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the Notifications card (issue 21)', () => {
  it('loads the settings, then saves every change together and says so', async () => {
    const answer = deferred<Response>();
    const saved: unknown[] = [];
    mockApi({
      [on(API.notifications.settings)]: () => answer.promise,
      [on(API.notifications.updateSettings)]: (body) => {
        saved.push(body);
        return jsonResponse(body);
      },
    });
    const { user } = render();
    expect(screen.getByText(T.loading)).toBeInTheDocument();
    answer.resolve(jsonResponse(DEFAULT_NOTIFICATION_SETTINGS));
    const save = await screen.findByRole('button', { name: T.save });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: T.emailEnabled }));
    await user.click(screen.getByRole('switch', { name: T.quietEnabled }));
    expect(screen.getByLabelText(T.quietFrom)).toHaveValue('22:00');
    expect(screen.getByLabelText(T.quietTo)).toHaveValue('07:00');
    await user.click(screen.getByRole('combobox', { name: T.reviewDay }));
    await user.click(await screen.findByRole('option', { name: 'Friday' }));
    await user.click(screen.getByRole('combobox', { name: T.reviewHour }));
    await user.click(await screen.findByRole('option', { name: '07:00' }));
    await user.click(screen.getByRole('checkbox', { name: T.reviewEmail }));
    expect(screen.getByText(T.unsaved)).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    const expected: NotificationSettings = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      emailEnabled: false,
      quietHours: { start: '22:00', end: '07:00' },
      review: { enabled: true, weekday: 5, hour: 7, email: true },
    };
    expect(saved).toEqual([expected]);
    expect(screen.getByRole('button', { name: T.save })).toBeDisabled();
  });

  it('refuses quiet hours that start and end together before sending, and keeps what was typed when a save fails', async () => {
    const put = vi.fn(() => errorResponse('unavailable', 'Database is resting'));
    mockApi({ [on(API.notifications.settings)]: () => jsonResponse({ ...DEFAULT_NOTIFICATION_SETTINGS, quietHours: { start: '23:00', end: '06:30' } }), [on(API.notifications.updateSettings)]: put });
    const { user } = render();
    const to = await screen.findByLabelText(T.quietTo);
    await user.clear(to);
    await user.type(to, '23:00');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(NOTIFICATION_SETTINGS_MESSAGES.quietSame)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.clear(to);
    await user.type(to, '07:15');
    await user.click(screen.getByRole('switch', { name: T.nudgeEnabled }));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saveFailed('Database is resting'))).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(T.quietTo)).toHaveValue('07:15');
    expect(screen.getByRole('switch', { name: T.nudgeEnabled })).not.toBeChecked();
  });

  it('sends a test notification and says where it went, or why nothing went', async () => {
    let answers = [{ push: 1, email: 1 }, { push: 0, email: 0 }];
    mockApi({ [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS), [on(API.notifications.sendTest)]: () => jsonResponse(answers.shift()) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: T.sendTest }));
    expect(await screen.findByText('Test notification sent to 1 device and by email.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.sendTest }));
    expect(await screen.findByText(T.testSent(0, 0))).toBeInTheDocument();
    answers = [];
  });

  it('shows a failed load with a way to try again', async () => {
    let tries = 0;
    mockApi({ [on(API.notifications.settings)]: () => (++tries === 1 ? errorResponse('unavailable', 'Database is resting') : jsonResponse(DEFAULT_NOTIFICATION_SETTINGS)) });
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadError('Database is resting'));
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('button', { name: T.save })).toBeInTheDocument();
  });

  describe('on this device', () => {
    const loads = { [on(API.notifications.settings)]: () => jsonResponse(DEFAULT_NOTIFICATION_SETTINGS) };

    it('says when the browser cannot show notifications', async () => {
      mockApi(loads);
      render();
      expect(await within(card()).findByText(T.deviceUnsupported)).toBeInTheDocument();
      expect(within(card()).queryByRole('button', { name: T.turnOnDevice })).not.toBeInTheDocument();
    });

    it('explains the browser’s question before asking it, then subscribes this device; off again', async () => {
      browser = fakePushBrowser({ answer: 'granted' });
      const posted: unknown[] = [];
      mockApi({
        ...loads,
        [on(API.push.subscribe)]: (body) => {
          posted.push(body);
          return jsonResponse({ endpoint: 'https://push.example/send/1' }, 201);
        },
        [on(API.push.unsubscribe)]: () => new Response(null, { status: 204 }),
      });
      const { user } = render();
      expect(await within(card()).findByText(T.deviceAsk)).toBeInTheDocument();
      expect(browser.Notification.requestPermission).not.toHaveBeenCalled();
      await user.click(within(card()).getByRole('button', { name: T.turnOnDevice }));
      expect(await within(card()).findByText(T.deviceOn)).toBeInTheDocument();
      expect(posted).toHaveLength(1);
      await user.click(within(card()).getByRole('button', { name: T.turnOffDevice }));
      expect(await within(card()).findByText(T.deviceAsk)).toBeInTheDocument();
    });

    it('says how to allow notifications when the browser blocks them', async () => {
      browser = fakePushBrowser({ answer: 'denied' });
      mockApi(loads);
      const { user } = render();
      await user.click(await within(card()).findByRole('button', { name: T.turnOnDevice }));
      expect(await within(card()).findByText(T.deviceBlocked)).toBeInTheDocument();
      await waitFor(() => expect(within(card()).queryByRole('button', { name: T.turnOnDevice })).not.toBeInTheDocument());
    });
  });
});
