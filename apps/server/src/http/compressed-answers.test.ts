import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToday, type Goal, type Habit, type User } from '@stride/domain';
import { verifiedUser } from '../test/auth-flows.js';
import { testEngines } from '../test/test-database.js';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.js';
import { createHabitsRepository } from '../modules/habits/habits.repository.js';
import { createCompressedAnswers } from './compression.js';

// Issue 38, 6: a signed-in user's ETag'd answers are compressed once per ETag and encoding, then
// sent from the kept bytes; the key holds the user, and a changed answer has another ETag.

describe('compressed answers kept per user and ETag (unit)', () => {
  const body = (text: string) => Buffer.from(JSON.stringify({ text: text.repeat(400) }));

  it('compresses an owner and ETag once per encoding, then answers the same bytes', () => {
    const answers = createCompressedAnswers();
    const first = answers.encoded('ada', 'W/"a"', body('run '), 'br');
    expect(answers.encoded('ada', 'W/"a"', body('run '), 'br')).toBe(first);
    expect(zlib.brotliDecompressSync(first).equals(body('run '))).toBe(true);
    expect(zlib.gunzipSync(answers.encoded('ada', 'W/"a"', body('run '), 'gzip')).equals(body('run '))).toBe(true);
    expect(answers.stats).toMatchObject({ compressions: 2, reused: 1, entries: 2 });
  });

  it("never answers one owner's bytes to another, even under an equal ETag", () => {
    const answers = createCompressedAnswers();
    answers.encoded('ada', 'W/"same"', body('ada '), 'br');
    const grace = answers.encoded('grace', 'W/"same"', body('bob '), 'br');
    expect(zlib.brotliDecompressSync(grace).equals(body('bob '))).toBe(true);
    expect(answers.stats).toMatchObject({ compressions: 2, reused: 0 });
  });

  it('compresses anew a body of another size under an ETag it kept', () => {
    const answers = createCompressedAnswers();
    answers.encoded('ada', 'W/"a"', body('run '), 'br');
    const longer = answers.encoded('ada', 'W/"a"', body('walk '), 'br');
    expect(zlib.brotliDecompressSync(longer).equals(body('walk '))).toBe(true);
    expect(answers.stats.compressions).toBe(2);
  });

  it('keeps its bytes within the budget, the least recently used going first; 0 keeps nothing', () => {
    const one = createCompressedAnswers().encoded('u', 'W/"x"', body('x'), 'br').length + 'u\nW/"x"\nbr'.length;
    const answers = createCompressedAnswers(3 * one);
    for (const user of ['a', 'b', 'c']) answers.encoded(user, 'W/"x"', body('x'), 'br');
    answers.encoded('a', 'W/"x"', body('x'), 'br'); // a is now the most recently used
    answers.encoded('d', 'W/"x"', body('x'), 'br'); // b goes
    expect(answers.stats).toMatchObject({ entries: 3, bytes: 3 * one, compressions: 4, reused: 1 });
    answers.encoded('a', 'W/"x"', body('x'), 'br');
    answers.encoded('b', 'W/"x"', body('x'), 'br');
    expect(answers.stats).toMatchObject({ compressions: 5, reused: 2 });
    const none = createCompressedAnswers(0);
    none.encoded('a', 'W/"x"', body('x'), 'br');
    none.encoded('a', 'W/"x"', body('x'), 'br');
    expect(none.stats).toMatchObject({ compressions: 2, entries: 0, bytes: 0 });
  });
});

describe.each(testEngines())('compressed answers kept per user and ETag: API on %s', (engine) => {
  let t: TestApp;
  const people: Array<{ name: string; client: TestClient; user: User; listUrl: string; goalsUrl: string }> = [];
  const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const stats = () => ({ ...t.app.compressedAnswers.stats });

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const name of ['Ada', 'Grace']) {
      const client = t.client();
      const { user } = await verifiedUser(t, client);
      for (let i = 0; i < 4; i++) {
        const habit = { userId: user.id, name: `${name}'s habit ${i}`, startTime: '2026-11-23T07:00:00Z', endTime: '2026-11-23T07:30:00Z', recurrence: 'daily' };
        expect((await client.request('POST', '/api/habits', habit)).statusCode).toBe(201);
        const goal = { userId: user.id, name: `${name}'s goal ${i}`, description: 'One small step every day, written out at length. '.repeat(8) };
        expect((await client.request('POST', '/api/goals', goal)).statusCode).toBe(201);
      }
      people.push({ name, client, user, listUrl: `/api/habits/user/${user.id}`, goalsUrl: `/api/goals/user/${user.id}` });
    }
  });
  afterAll(() => t.close());

  it('compresses the habits list and the goals list once per ETag and encoding, then sends the kept bytes', async () => {
    const { client, listUrl, goalsUrl } = people[0]!;
    for (const url of [listUrl, goalsUrl]) {
      const before = stats();
      const first = await client.request('GET', url, undefined, BR);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      const again = await client.request('GET', url, undefined, BR);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(stats().compressions - before.compressions).toBe(1);
      expect(stats().reused - before.reused).toBe(1);
      // gzip is kept beside br, and each decompresses to the answer sent uncompressed.
      const gzip = await client.request('GET', url, undefined, { 'accept-encoding': 'gzip' });
      await client.request('GET', url, undefined, { 'accept-encoding': 'gzip' });
      expect(stats().compressions - before.compressions).toBe(2);
      const plain = await client.request('GET', url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zlib.brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it("never sends one user's kept bytes to another: each compressed answer is the caller's own", async () => {
    const before = stats();
    const answers = [];
    for (const { name, client, user, listUrl, goalsUrl } of people) {
      const list = await client.request('GET', listUrl, undefined, BR);
      const goals = await client.request('GET', goalsUrl, undefined, BR);
      answers.push(list.headers.etag, goals.headers.etag);
      const habits = JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString('utf8')) as Habit[];
      expect(habits.map((h) => h.name)).toEqual([0, 1, 2, 3].map((i) => `${name}'s habit ${i}`));
      const goalList = JSON.parse(zlib.brotliDecompressSync(goals.rawPayload).toString('utf8')) as Goal[];
      expect(goalList.map((g) => g.name)).toEqual([0, 1, 2, 3].map((i) => `${name}'s goal ${i}`));
      // Another user's list is not theirs to read, kept bytes or not.
      const other = people.find((p) => p.user.id !== user.id)!;
      expect((await client.request('GET', other.listUrl, undefined, BR)).statusCode).toBe(403);
    }
    expect(new Set(answers).size).toBe(4);
    // Grace's answers were compressed for her (Ada's were kept by the test before).
    expect(stats().compressions - before.compressions).toBe(2);
  });

  it('compresses anew once the data changes (a new ETag), and never sends the old bytes again', async () => {
    const { client, user, listUrl, goalsUrl } = people[0]!;
    const oldList = await client.request('GET', listUrl, undefined, BR);
    const oldGoals = await client.request('GET', goalsUrl, undefined, BR);
    const [habit] = JSON.parse(zlib.brotliDecompressSync(oldList.rawPayload).toString('utf8')) as Habit[];
    const [goal] = JSON.parse(zlib.brotliDecompressSync(oldGoals.rawPayload).toString('utf8')) as Goal[];
    const before = stats();

    const today = localToday(user.timezone, t.clock.now());
    expect((await client.request('POST', `/api/habits/${habit!.id}/complete`, { date: today })).statusCode).toBe(200);
    expect((await client.request('PUT', `/api/goals/${goal!.id}`, { name: 'Run a half marathon' })).statusCode).toBe(200);
    const newList = await client.request('GET', listUrl, undefined, { ...BR, 'if-none-match': oldList.headers.etag as string });
    const newGoals = await client.request('GET', goalsUrl, undefined, { ...BR, 'if-none-match': oldGoals.headers.etag as string });
    expect(newList.statusCode).toBe(200);
    expect(newGoals.statusCode).toBe(200);
    expect(newList.headers.etag).not.toBe(oldList.headers.etag);
    expect(newGoals.headers.etag).not.toBe(oldGoals.headers.etag);
    const listed = JSON.parse(zlib.brotliDecompressSync(newList.rawPayload).toString('utf8')) as Habit[];
    expect(listed.find((h) => h.id === habit!.id)!.completedDates).toContain(today);
    expect((JSON.parse(zlib.brotliDecompressSync(newGoals.rawPayload).toString('utf8')) as Goal[])[0]!.name).toBe('Run a half marathon');
    expect(stats().compressions - before.compressions).toBe(2);
  });

  it("checks the kept habits list with one digest: the one its rows are read with, moved by any change to them", async () => {
    const { client, user, listUrl } = people[1]!;
    const repo = createHabitsRepository(t.database.db);
    const version = await repo.listVersion(user.id);
    const read = await repo.listHabitsVersioned(user.id);
    expect(read.version).toBe(version);
    expect(read.rows).toHaveLength(4);
    const [habit] = (await client.request('GET', listUrl)).json<Habit[]>();
    const versions = [version];
    const changed = async () => {
      const next = await repo.listVersion(user.id);
      expect(versions).not.toContain(next);
      versions.push(next);
    };
    // An edit, a completion (its revision), a goal set and then deleted (goal_id set to null by the database), a habit added.
    expect((await client.request('PUT', `/api/habits/${habit!.id}`, { description: 'Before breakfast' })).statusCode).toBe(200);
    await changed();
    expect((await client.request('POST', `/api/habits/${habit!.id}/complete`, { date: localToday(user.timezone, t.clock.now()) })).statusCode).toBe(200);
    await changed();
    const goal = (await client.request('POST', '/api/goals', { userId: user.id, name: 'Sleep better' })).json<Goal>();
    expect((await client.request('PUT', `/api/habits/${habit!.id}`, { goalId: goal.id })).statusCode).toBe(200);
    await changed();
    expect((await client.request('DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(200);
    await changed();
    const added = await client.request('POST', '/api/habits', { userId: user.id, name: 'Stretch', startTime: '2026-11-23T07:00:00Z', endTime: '2026-11-23T07:30:00Z', recurrence: 'daily' });
    expect(added.statusCode).toBe(201);
    await changed();
    // Deleting it leaves the rows as they were before, and so the version (the same answer).
    expect((await client.request('DELETE', `/api/habits/${added.json<Habit>().id}`)).statusCode).toBe(200);
    expect(await repo.listVersion(user.id)).toBe(versions.at(-2));
    expect((await repo.listHabitsVersioned(user.id)).version).toBe(versions.at(-2));
  });

  it('still answers 304 with no body to If-None-Match, compressing nothing', async () => {
    const { client, listUrl, goalsUrl } = people[1]!;
    for (const url of [listUrl, goalsUrl]) {
      const current = await client.request('GET', url, undefined, BR);
      const before = stats();
      const again = await client.request('GET', url, undefined, { ...BR, 'if-none-match': current.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(stats()).toEqual(before);
    }
  });
});
