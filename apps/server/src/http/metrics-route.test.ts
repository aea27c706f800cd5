import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG_PLACEHOLDER, PAGE_META_PLACEHOLDER, SERVER_MESSAGES } from '@stride/domain';
import { verifiedUser } from '../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testEngines } from '../test/test-database.js';

const TOKEN = 'scrape-token-for-tests-0123456789';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The value of one sample of the Prometheus text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe.each(testEngines())('/metrics on %s', (engine) => {
  let webDist: string;
  let off: TestApp;
  let on: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    // A built web app, so that its fallback (index.html for every other GET) is in place.
    webDist = mkdtempSync(path.join(tmpdir(), 'stride-web-'));
    writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><html><head>${PAGE_META_PLACEHOLDER}</head><body>${APP_CONFIG_PLACEHOLDER}</body></html>`);
    fake = await startFakeOpenAi();
    off = await createTestApp(engine, { WEB_DIST_DIR: webDist });
    on = await createTestApp(engine, { WEB_DIST_DIR: webDist, METRICS_TOKEN: TOKEN, OPENAI_API_KEY: 'sk-test-metrics', OPENAI_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
    await fake?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const scrape = async (t: TestApp, authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

  it('is absent (404, not the web app) without METRICS_TOKEN, while other paths still get the web app', async () => {
    const res = await scrape(off, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: SERVER_MESSAGES.notFound });
    const page = await off.app.inject({ method: 'GET', url: '/some/page' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers 401 without the token, with a wrong one or another scheme, and never the web app', async () => {
    for (const authorization of [undefined, '', 'Bearer wrong-token-0123456789', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(on, authorization);
      expect({ authorization, status: res.statusCode }).toEqual({ authorization, status: 401 });
      expect(res.json()).toEqual({ code: 'not_authenticated', message: SERVER_MESSAGES.notAuthenticated });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the metrics in the text format to the token, needing neither a session nor Client-Type', async () => {
    await on.app.inject({ method: 'GET', url: '/api/live' });
    await on.app.inject({ method: 'GET', url: '/api/health' });
    await on.app.inject({ method: 'GET', url: `/api/goals/user/${SOME_ID}`, headers: { 'client-type': 'web' } });
    await on.app.inject({ method: 'GET', url: '/api/no-such-route-4711' });
    await on.app.inject({ method: 'GET', url: '/a/page/of/the/web/app' });

    const res = await scrape(on, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    // Labelled by the route's pattern, never the raw URL; every unmatched path is one label.
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/live', status_code: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/goals/user/:userId', status_code: '401' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '200' })).toBe(1);
    expect(text).not.toContain(SOME_ID);
    expect(text).not.toContain('no-such-route-4711');
    expect(text).not.toContain('/a/page');
    // The process's own, and the database's.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_unavailable_errors_total')).toBe(0);
    if (engine === 'postgres') {
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      // /api/health's query is over: its connection waits in the pool.
      expect(sample(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
      expect(sample(text, 'db_pool_max_connections')).toBe(10);
    } else {
      // PGlite runs in the process: no pool, so no pool gauges (a 0 would read as an idle pool).
      expect(text).not.toContain('db_pool_');
    }
    // Before any coach call, every AI operation has its series at 0.
    for (const operation of ['chat', 'chat_stream', 'transcribe', 'speech', 'speech_stream']) {
      expect(sample(text, 'ai_provider_failures_total', { operation })).toBe(0);
    }
  });

  it("times the AI provider's calls (first chunk and whole stream) and counts its failures, by operation", async () => {
    const client = on.client();
    await verifiedUser(on, client);
    const before = (await scrape(on, `Bearer ${TOKEN}`)).body;
    const ok = await client.request('POST', '/api/openai/chat', { message: 'Hi coach' });
    expect(ok.statusCode, ok.body).toBe(200);
    // A 500 twice (the SDK retries once): the turn fails, and so does one provider call.
    fake.failNext('/v1/chat/completions', 500, 'provider down', 2);
    const failed = await client.request('POST', '/api/openai/chat', { message: 'Hi again' });
    expect(failed.statusCode).toBe(502);

    const after = (await scrape(on, `Bearer ${TOKEN}`)).body;
    const delta = (name: string) => (sample(after, name, { operation: 'chat_stream' }) ?? 0) - (sample(before, name, { operation: 'chat_stream' }) ?? 0);
    expect(delta('ai_provider_duration_seconds_count')).toBe(1);
    expect(delta('ai_provider_first_chunk_seconds_count')).toBe(1);
    expect(delta('ai_provider_failures_total')).toBe(1);
    expect(delta('ai_provider_cancelled_total')).toBe(0);
    expect(sample(after, 'ai_provider_duration_seconds_sum', { operation: 'chat_stream' })).toBeGreaterThan(0);
    expect(sample(after, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/openai/chat', status_code: '502' })).toBe(1);
  });
});
