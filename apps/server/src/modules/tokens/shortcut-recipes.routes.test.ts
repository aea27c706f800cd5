import { afterAll, beforeAll, describe, expect } from 'vitest';
import { SHORTCUT_RECIPES, fillShortcutRequest, type CreatedToken, type Habit } from '@stride/domain';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** Thursday 26 November 2026, 08:00 in London. */
const NOW = Date.parse('2026-11-26T08:00:00Z');
const TODAY = '2026-11-26';
const daily = (name: string, extra: Record<string, unknown> = {}) => ({ name, startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily', customRecurrence: null, ...extra });

/**
 * Issue 52: the home-screen, Health and NFC recipes on /integrations send exactly these requests,
 * from a phone's shortcut app: a `write` token in `Authorization`, JSON, nothing else (no cookie,
 * no Client-Type, no Origin). Each is sent here as the page prints it, and does what it says.
 */
describe.each(testEngines())('home-screen shortcut recipes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.clock.advance(NOW - t.clock.now().getTime());
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  async function writeToken(client: TestClient): Promise<string> {
    const res = await client.request('POST', '/api/tokens', { name: 'Home screen', scope: 'write' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedToken>().token;
  }
  const fromShortcut = (token: string, request: ReturnType<typeof fillShortcutRequest>) =>
    t.app.inject({ method: request.method, url: request.path, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(request.body) });
  const habitToday = async (client: TestClient, id: string) => {
    const listed = (await client.request('GET', `/api/habits/user/me?from=${TODAY}&to=${TODAY}`)).json<Habit[]>().find((h) => h.id === id);
    expect(listed).toBeDefined();
    return listed!;
  };

  it('ticks a habit off, adds one to an amount, and completes on a workout or a tag', async ({ user: { client } }) => {
    const token = await writeToken(client);
    for (const recipe of SHORTCUT_RECIPES) {
      const withAmount = recipe.request.body.value !== undefined;
      const created = await client.request('POST', '/api/habits', daily(`${recipe.id} habit`, withAmount ? { target: { quantity: 2, unit: 'glasses' } } : {}));
      expect(created.statusCode, created.body).toBe(201);
      const habit = created.json<Habit>();
      const request = fillShortcutRequest(recipe.request, { habitId: habit.id, today: TODAY });
      const first = await fromShortcut(token, request);
      expect(first.statusCode, `${recipe.id}: ${first.body}`).toBe(200);
      if (withAmount) {
        // One glass: logged, not yet the target; the second press reaches it.
        expect((await habitToday(client, habit.id)).amounts).toEqual({ [TODAY]: 1 });
        expect((await fromShortcut(token, request)).statusCode).toBe(200);
        expect((await habitToday(client, habit.id)).amounts).toEqual({ [TODAY]: 2 });
      }
      expect((await habitToday(client, habit.id)).completedCount, recipe.id).toBe(1);
    }
  });

  it('refuses a recipe sent with a read token, saying which scope would do', async ({ user: { client } }) => {
    const habit = (await client.request('POST', '/api/habits', daily('Read'))).json<Habit>();
    const read = (await client.request('POST', '/api/tokens', { name: 'Looking only', scope: 'read' })).json<CreatedToken>().token;
    const res = await fromShortcut(read, fillShortcutRequest(SHORTCUT_RECIPES[0]!.request, { habitId: habit.id, today: TODAY }));
    expect(res.statusCode).toBe(403);
    expect(res.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="write"');
    expect((await habitToday(client, habit.id)).completedCount).toBe(0);
  });
});
