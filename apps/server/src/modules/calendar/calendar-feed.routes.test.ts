import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

describe.each(testEngines())('calendar feed (issue 23) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { APP_ORIGIN: 'https://stride.example' });
  });
  afterAll(() => t.close());

  const pathOf = (url: string) => new URL(url).pathname;

  it('is off until asked for; then a private address serves the habits as iCalendar', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    expect((await client.request('GET', '/api/calendar')).json()).toEqual({ url: null });
    const start = new Date(t.clock.now().getTime() + 86_400_000);
    const habit = (
      await client.request('POST', '/api/habits', {
        name: 'Swim, then stretch',
        description: 'Pool; 30 lengths',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3_600_000).toISOString(),
        recurrence: 'weekly',
      })
    ).json<Habit>();
    await client.request('POST', '/api/habits', { name: 'Archived one', startTime: start.toISOString(), endTime: start.toISOString(), recurrence: 'daily' }).then(async (res) => {
      await client.request('POST', `/api/habits/${res.json<Habit>().id}/archive`);
    });

    const created = await client.request('POST', '/api/calendar');
    expect(created.statusCode).toBe(200);
    const { url } = created.json<{ url: string }>();
    // 256 random bits, base64url: at least the 128 the issue asks for.
    expect(url).toMatch(/^https:\/\/stride\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await client.request('GET', '/api/calendar')).json()).toEqual({ url });

    // Fetched like a calendar app would: no session, no Client-Type.
    const feed = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toContain('private');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.map((e) => e.getFirstPropertyValue('summary'))).toEqual(['Swim, then stretch']);
    expect(events[0]!.getFirstPropertyValue('description')).toBe('Pool; 30 lengths');
    expect(String(events[0]!.getFirstPropertyValue('uid'))).toMatch(new RegExp(`^${habit.id}-`));
    expect(events[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(user.timezone);
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(user.timezone);
    // The same feed twice: same UIDs (calendar apps update events rather than duplicating them).
    const again = new ICAL.Component(ICAL.parse((await t.app.inject({ method: 'GET', url: pathOf(url) })).body));
    expect(again.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'))).toEqual(events.map((e) => e.getFirstPropertyValue('uid')));
  });

  it('regenerating retires the old address at once; turning off retires it too', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const first = (await client.request('POST', '/api/calendar')).json<{ url: string }>().url;
    const second = (await client.request('POST', '/api/calendar')).json<{ url: string }>().url;
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: pathOf(first) });
    expect([old.statusCode, old.json().message]).toEqual([404, ACCOUNT_MESSAGES.feedNotFound]);
    expect((await t.app.inject({ method: 'GET', url: pathOf(second) })).statusCode).toBe(200);
    expect((await client.request('DELETE', '/api/calendar')).json()).toEqual({ url: null });
    expect((await t.app.inject({ method: 'GET', url: pathOf(second) })).statusCode).toBe(404);
    expect((await client.request('GET', '/api/calendar')).json()).toEqual({ url: null });
  });

  it('answers 404 for unknown and malformed tokens, and needs a session to manage the address', async () => {
    for (const token of ['x'.repeat(43), 'short', '../../etc', 'A'.repeat(100)]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${encodeURIComponent(token)}.ics` })).statusCode).toBe(404);
    }
    expect((await t.client().request('GET', '/api/calendar')).statusCode).toBe(401);
    expect((await t.client().request('POST', '/api/calendar')).statusCode).toBe(401);
  });
});
