import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachTurn, CreatedWebhook } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';

/**
 * Issue 41: the coach's functions change habits through the same services as the API, so the
 * webhooks see their changes too (and the MCP server, which runs the same functions).
 */
describe.each(testEngines())('webhook events from the coach on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let client: TestClient;
  let receiver: WebhookReceiver;
  let secret: string | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(
      engine,
      { OPENAI_API_KEY: 'sk-test-coach', OPENAI_BASE_URL: fake.url, OPENAI_CHAT_MODEL: 'coach-model', WEBHOOKS_ALLOW_PRIVATE: 'true' },
      { jobs: { tickEveryMs: 3_600_000, pollingIntervalSeconds: 0.5 } },
    );
    await t.app.jobs.start();
    receiver = await startWebhookReceiver({ secret: () => secret, now: () => Math.floor(t.clock.now().getTime() / 1000) });
    client = t.client();
    await verifiedUser(t, client);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
    await fake.close();
  });

  async function turn(name: string, args: Record<string, unknown>): Promise<CoachTurn> {
    fake.queue({ toolCalls: [{ name, arguments: args }] }, { content: 'Done.' });
    const res = await client.request('POST', '/api/openai/chat', { message: `please ${name}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CoachTurn>();
  }

  it('sends habit.created and habit.completed for the coach’s createHabit and completeHabit', async () => {
    const hook = (await client.request('POST', '/api/webhooks', { url: receiver.url, events: ['habit.created', 'habit.completed'], payload: 'full' })).json<CreatedWebhook>();
    secret = hook.secret;
    const created = await turn('createHabit', { name: 'Stretch' });
    const habitId = (created.functionResult as { id: string }).id;
    await turn('completeHabit', { habitId });
    const got = await receiver.waitFor(2);
    expect(got.every((r) => r.verified)).toBe(true);
    expect(got.map((r) => r.json.type).sort()).toEqual(['habit.completed', 'habit.created']);
    expect(got.every((r) => (r.json.data as { habit: { id: string } }).habit.id === habitId)).toBe(true);
  });
});
