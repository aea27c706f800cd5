import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachTurn, Habit } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

const TODAY = '2026-12-09';

/**
 * Issue 50: "clear the history of X but keep the habit" clears all of it, not only the two weeks
 * the coach's snapshot holds (clearHistory): asked first, done on a yes, undone by "undo that";
 * the habit, its schedule and its days ahead stay. Through the built-in coach (no provider), as a
 * new user meets it; the turn names the undo id, so the line's Undo (POST /api/undo) does it too.
 */
describe.each(testEngines())('the built-in coach clears a habit’s whole history on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clockStart: new Date(`${TODAY}T10:00:00Z`) });
    client = t.client();
    ({ user: { id: userId } } = await verifiedUser(t, client));
  });
  afterAll(async () => {
    await t.close();
  });

  const ok = async (method: 'POST' | 'GET', url: string, body?: object) => {
    const res = await client.request(method, url, body);
    expect([200, 201], `${method} ${url}: ${res.body.slice(0, 300)}`).toContain(res.statusCode);
    return res;
  };
  const chat = async (message: string, sessionId?: string) => (await ok('POST', '/api/openai/chat', { message, ...(sessionId ? { sessionId } : {}) })).json<CoachTurn>();
  const habitNamed = async (name: string) => (await ok('GET', `/api/habits/user/${userId}?from=2026-10-20&to=2026-12-20`)).json<Habit[]>().find((h) => h.name === name);
  const history = (h: Habit | undefined) => ({ done: h?.completedDates, skipped: h?.skippedDates, notes: h?.notes, amounts: h?.amounts });

  it('proposes it by name, clears every past day on a yes (also weeks back), keeps the habit and its schedule, and "undo that" brings it all back', async () => {
    const rowing = (await ok('POST', '/api/habits', { name: 'Rowing', startTime: '2026-10-25T07:00:00Z', endTime: '2026-10-25T07:30:00Z', recurrence: 'daily' })).json<Habit>();
    const other = (await ok('POST', '/api/habits', { name: 'Stretch', startTime: '2026-10-25T08:00:00Z', endTime: '2026-10-25T08:10:00Z', recurrence: 'daily' })).json<Habit>();
    // Weeks before the coach's two-week window, inside it, and today (a day ahead cannot be logged or skipped).
    await ok('POST', `/api/habits/${rowing.id}/complete`, { date: '2026-11-01', note: 'first time on the water' });
    await ok('POST', `/api/habits/${rowing.id}/complete`, { date: '2026-11-12' });
    await ok('POST', `/api/habits/${rowing.id}/skip`, { date: '2026-11-14', note: 'sore back' });
    await ok('POST', `/api/habits/${rowing.id}/complete`, { date: '2026-12-03' });
    await ok('POST', `/api/habits/${rowing.id}/complete`, { date: TODAY });
    await ok('POST', `/api/habits/${other.id}/complete`, { date: '2026-11-12' });
    const before = await habitNamed('Rowing');
    const stretchBefore = await habitNamed('Stretch');
    expect(before?.completedDates).toEqual(['2026-11-01', '2026-11-12', '2026-12-03', TODAY]);

    const asked = await chat('erase all my rowing records and leave the habit in place');
    expect(asked.functionCalls).toEqual([]);
    expect(asked.proposal?.functionCalled).toBe('clearHistory');
    expect(asked.proposal?.text).toContain('"Rowing"');
    expect(await habitNamed('Rowing')).toEqual(before);

    const done = await chat('yes', asked.sessionId);
    expect(done.functionCalls.map((c) => c.functionCalled)).toEqual(['clearHistory']);
    expect(done.reply).toContain('"Rowing" (5 days)');
    const cleared = await habitNamed('Rowing');
    expect(history(cleared)).toEqual({ done: [], skipped: [], notes: {}, amounts: {} });
    // The habit, its schedule and everything of another habit stay.
    expect(cleared).toMatchObject({ id: rowing.id, schedule: before!.schedule, occurrences: before!.occurrences });
    expect(await habitNamed('Stretch')).toEqual(stretchBefore);

    const undone = await chat('undo that', asked.sessionId);
    expect(undone.functionCalls.map((c) => c.functionCalled)).toEqual(['restoreDeleted']);
    expect(undone.reply).toContain('Rowing');
    expect(history(await habitNamed('Rowing'))).toEqual(history(before));

    // The line's Undo on every client: the turn names the undo id, and POST /api/undo brings it back too.
    const again = await chat('yes', (await chat('erase all my rowing records and leave the habit in place')).sessionId);
    const [line] = again.functionCalls;
    expect(line).toMatchObject({ functionCalled: 'clearHistory', undoId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await habitNamed('Rowing'))?.completedDates).toEqual([]);
    const restored = await ok('POST', '/api/undo', { undoId: line!.undoId });
    expect(restored.json<{ functionCalls: { functionCalled: string }[] }>().functionCalls.map((c) => c.functionCalled)).toEqual(['updateHabit']);
    expect(history(await habitNamed('Rowing'))).toEqual(history(before));
    expect((await client.request('POST', '/api/undo', { undoId: line!.undoId })).statusCode).toBe(404);
  });

  it('says there is nothing to clear for a habit with no history, and changes nothing', async () => {
    await ok('POST', '/api/habits', { name: 'Journal', startTime: `${TODAY}T21:00:00Z`, endTime: `${TODAY}T21:10:00Z`, recurrence: 'daily' });
    const before = await habitNamed('Journal');
    const turn = await chat('wipe the journal history clean please');
    expect(turn.proposal).toBeNull();
    expect(turn.functionCalls).toEqual([]);
    expect(turn.reply).toBe('"Journal" has nothing logged to clear.');
    expect(await habitNamed('Journal')).toEqual(before);
  });
});
