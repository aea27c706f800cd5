import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS, PUSH_DONE_ACTION, ROUTES, type PushPayload } from '@stride/domain';
import { notificationOf, readPushPayload, reminderOf } from './push-notification';

const reminder: PushPayload = { kind: 'reminder', title: 'Gym', body: 'Today, 18:00–19:00', url: '/habits', tag: 'reminder:h:2026-11-24', habitId: 'h', date: '2026-11-24' };
const pushed = (payload: unknown) => ({ json: () => payload });

describe('what the service worker shows for a push (issue 21)', () => {
  it('shows a reminder with its habit, time and a Done action for its occurrence', () => {
    const payload = readPushPayload(pushed(reminder));
    expect(payload).toEqual(reminder);
    expect(reminderOf(payload)).toEqual({ habitId: 'h', date: '2026-11-24' });
    const { title, options } = notificationOf(payload);
    expect(title).toBe('Gym');
    expect(options).toMatchObject({ body: 'Today, 18:00–19:00', tag: reminder.tag, data: reminder, actions: [{ action: PUSH_DONE_ACTION, title: NOTIFICATION_TEXTS.doneAction }] });
  });

  it('a reminder of one time of the day (issue 40) carries its time, for Done to check off that time', () => {
    const slot = { ...reminder, tag: 'reminder:h:2026-11-24@20:00', time: '20:00' };
    expect(reminderOf(readPushPayload(pushed(slot)))).toEqual({ habitId: 'h', date: '2026-11-24', time: '20:00' });
  });

  it("labels Done in the person's language when the server sends the label (issue 54)", () => {
    const spanish = readPushPayload(pushed({ ...reminder, doneLabel: 'Hecho' }));
    expect(notificationOf(spanish).options.actions).toEqual([{ action: PUSH_DONE_ACTION, title: 'Hecho' }]);
    expect(readPushPayload(pushed({ ...reminder, doneLabel: 42 }))).toEqual(reminder);
    expect(readPushPayload(pushed({ ...reminder, doneLabel: '  ' }))).toEqual(reminder);
  });

  it('gives other kinds no Done action', () => {
    const { options } = notificationOf(readPushPayload(pushed({ ...reminder, kind: 'nudge', habitId: undefined, date: undefined })));
    expect(options.actions).toBeUndefined();
  });

  it('still shows something for a message it cannot read, opening the dashboard', () => {
    for (const data of [null, pushed('text'), pushed({ title: 'x' }), { json: () => JSON.parse('{') as unknown }]) {
      expect(readPushPayload(data as never)).toMatchObject({ url: ROUTES.dashboard, kind: 'test' });
    }
  });

  it('never leads away from this site', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/\\\t/evil.example', 'javascript:alert(1)', 'habits']) {
      expect(readPushPayload(pushed({ ...reminder, url })).url, url).toBe(ROUTES.dashboard);
    }
    expect(readPushPayload(pushed({ ...reminder, url: '/aicoach' })).url).toBe('/aicoach');
  });
});
