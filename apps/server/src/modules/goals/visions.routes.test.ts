import { afterAll, beforeAll, describe, expect } from 'vitest';
import { GOAL_MESSAGES, VISION_TEXT_MAX_LENGTH, type Vision } from '@stride/domain';
import { signUp } from '../../test/auth-flows.js';
import { signedInTest } from '../../test/signed-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

describe.each(testEngines())('vision API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  const it = signedInTest(() => t);

  it('answers null before a vision exists, then creates, reads, updates and deletes it', async ({ user: { client, userId } }) => {
    const empty = await client.request('GET', `/api/visions/user/${userId}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();

    const created = await client.request('POST', '/api/visions', { text: '  Run a marathon by 40.  ', userId });
    expect(created.statusCode).toBe(201);
    const vision = created.json<Vision>();
    expect(vision.text).toBe('Run a marathon by 40.');
    expect((await client.request('GET', `/api/visions/user/${userId}`)).json()).toEqual(vision);

    const updated = await client.request('POST', '/api/visions', { text: 'Be calm and strong.' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Vision>()).toMatchObject({ id: vision.id, text: 'Be calm and strong.', createdAt: vision.createdAt });

    const removed = await client.request('DELETE', `/api/visions/${vision.id}`);
    expect(removed.statusCode).toBe(200);
    // Issue 39: beside the id, the undo id that brings it back (undo.test.ts).
    expect(removed.json()).toEqual({ id: vision.id, undoId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await client.request('GET', `/api/visions/user/${userId}`)).json()).toBeNull();
    expect((await client.request('DELETE', `/api/visions/${vision.id}`)).statusCode).toBe(404);
  });

  it('keeps one vision per user when saves arrive together', async ({ user: { client, userId } }) => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => client.request('POST', '/api/visions', { text: `Draft ${i}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<Vision>().id)).size).toBe(1);
    const stored = (await client.request('GET', `/api/visions/user/${userId}`)).json<Vision>();
    expect(answers.map((a) => a.json<Vision>().text)).toContain(stored.text);
  });

  it('refuses a blank, missing or too long text with a clear 400', async ({ user: { client, userId } }) => {
    for (const body of [{ text: '   \n ' }, {}, { text: 42 }]) {
      const res = await client.request('POST', '/api/visions', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(GOAL_MESSAGES.visionRequired);
    }
    const tooLong = await client.request('POST', '/api/visions', { text: 'x'.repeat(VISION_TEXT_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(GOAL_MESSAGES.visionTooLong);
    expect((await client.request('GET', `/api/visions/user/${userId}`)).json()).toBeNull();

    const longest = await client.request('POST', '/api/visions', { text: 'x'.repeat(VISION_TEXT_MAX_LENGTH) });
    expect(longest.statusCode).toBe(201);
  });

  it("never shows or changes another user's vision", async ({ user: owner, other: intruder }) => {
    const vision = (await owner.client.request('POST', '/api/visions', { text: 'Mine alone.' })).json<Vision>();

    const read = await intruder.client.request('GET', `/api/visions/user/${owner.userId}`);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(GOAL_MESSAGES.otherUser);

    const write = await intruder.client.request('POST', '/api/visions', { text: 'Overwritten', userId: owner.userId });
    expect(write.statusCode).toBe(403);

    const removal = await intruder.client.request('DELETE', `/api/visions/${vision.id}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.json().message).toBe(GOAL_MESSAGES.visionNotFound);
    expect((await intruder.client.request('DELETE', '/api/visions/not-a-uuid')).statusCode).toBe(404);

    expect((await owner.client.request('GET', `/api/visions/user/${owner.userId}`)).json()).toEqual(vision);
    expect((await intruder.client.request('GET', `/api/visions/user/${intruder.userId}`)).json()).toBeNull();
  });

  it('needs a signed-in, verified user', async () => {
    const anonymous = t.client();
    expect((await anonymous.request('POST', '/api/visions', { text: 'x' })).statusCode).toBe(401);
    const unverified = t.client();
    const { user } = await signUp(t, unverified);
    expect((await unverified.request('GET', `/api/visions/user/${user.id}`)).statusCode).toBe(403);
    expect((await unverified.request('POST', '/api/visions', { text: 'x' })).statusCode).toBe(403);
  });
});
