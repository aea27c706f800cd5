import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogDestination } from './log-destination.js';
import { loggedUrl } from './log-serializers.js';
import { verifiedUser } from './test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from './test/test-app.js';
import { testEngines } from './test/test-database.js';

interface LogLine {
  msg: string;
  req?: { method: string; url: string };
  err?: Record<string, unknown>;
}

const SECRET = 'my secret plan for Tuesday';

describe('loggedUrl', () => {
  it('is the path without its query, and a public route’s pattern when its path holds the secret', () => {
    expect(loggedUrl({ url: '/api/habits/user/u1?from=2026-01-01&to=2026-02-01' })).toBe('/api/habits/user/u1');
    expect(loggedUrl({ url: '/api/calendar/abc.ics', routeOptions: { url: '/api/calendar/:token.ics', config: { endpoint: { access: 'public' } } } })).toBe('/api/calendar/:token.ics');
    expect(loggedUrl({ url: '/api/goals/g1', routeOptions: { url: '/api/goals/:id', config: { endpoint: { access: 'verified' } } } })).toBe('/api/goals/g1');
  });
});

describe.each(testEngines())('what the log never holds, on %s', (engine) => {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const capture: LogDestination = {
    write: (line) => {
      raw.push(line);
      lines.push(JSON.parse(line) as LogLine);
    },
    dropped: () => 0,
    flush: async () => true,
  };
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp(engine, { LOG_LEVEL: 'info' }, { logDestination: capture });
    client = t.client();
    await verifiedUser(t, client);
  });
  afterAll(() => t.close());

  it('a failed query with the chat text goes to the log as its SQLSTATE and constraint, never its parameters or the text', async () => {
    // The conversation cannot be saved (a constraint added for the test): the turn fails.
    await t.database.db.execute(sql.raw(`alter table coach_sessions add constraint test_refuses_secret check (messages::text not like '%secret plan%') not valid`));
    try {
      raw.length = 0;
      lines.length = 0;
      const res = await client.request('POST', '/api/openai/chat', { message: SECRET });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('secret');
    } finally {
      await t.database.db.execute(sql.raw('alter table coach_sessions drop constraint test_refuses_secret'));
    }
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed?.err).toMatchObject({ type: 'DatabaseError', code: '23514', constraint: 'test_refuses_secret', table: 'coach_sessions' });
    expect(String(failed?.err?.stack)).toMatch(/^\s+at /);
    expect(raw.join('\n')).not.toMatch(/secret plan|Tuesday|params/);
  });

  it('request lines hold the path, never the query string', async () => {
    raw.length = 0;
    lines.length = 0;
    await client.request('GET', `/api/openai/sessions?note=${encodeURIComponent(SECRET)}`);
    await t.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${'t'.repeat(40)}` });
    expect(lines.filter((line) => line.req).map((line) => line.req!.url)).toEqual(['/api/openai/sessions', '/api/notifications/unsubscribe']);
    expect(raw.join('\n')).not.toMatch(/secret|Tuesday|tttt/);
  });

  it('the calendar feed’s token never reaches the log (the route is logged instead)', async () => {
    const { url } = (await client.request('POST', '/api/calendar')).json<{ url: string }>();
    const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;
    raw.length = 0;
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` })).statusCode).toBe(200);
    expect(lines.find((line) => line.req)?.req?.url).toBe('/api/calendar/:token.ics');
    expect(raw.join('\n')).not.toContain(token);
  });
});
