import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG_PLACEHOLDER, PAGE_META_PLACEHOLDER } from '@stride/domain';
import type { LogDestination } from '../log-destination.js';
import { verifiedUser } from '../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.js';
import { openVoiceCall } from '../test/live-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { isAssetRequest } from './request-log.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  asset?: boolean;
}

describe('isAssetRequest', () => {
  it("is a GET of one of the web app's files, never a page or the API", () => {
    expect(isAssetRequest('GET', '/assets/index-abc123.js')).toBe(true);
    expect(isAssetRequest('HEAD', '/favicon.svg?v=2')).toBe(true);
    expect(isAssetRequest('GET', '/showcase/dashboard-desktop.webp')).toBe(true);
    expect(isAssetRequest('GET', '/dashboard')).toBe(false);
    expect(isAssetRequest('GET', '/')).toBe(false);
    expect(isAssetRequest('GET', '/api/openapi.json')).toBe(false);
    expect(isAssetRequest('POST', '/assets/index-abc123.js')).toBe(false);
    expect(isAssetRequest('GET', '/metrics')).toBe(false);
  });
});

function captureLog() {
  const lines: LogLine[] = [];
  const capture: LogDestination = { write: (line) => void lines.push(JSON.parse(line) as LogLine), dropped: () => 0, flush: async () => true };
  const requestLines = () => lines.filter((l) => l.req || /request/.test(l.msg));
  return { lines, capture, requestLines };
}

describe('the request log', () => {
  let t: TestApp;
  let webDist: string;
  const { lines, capture, requestLines } = captureLog();

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'stride-web-'));
    writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><html><head>${PAGE_META_PLACEHOLDER}</head><body>${APP_CONFIG_PLACEHOLDER}</body></html>`);
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', { LOG_LEVEL: 'info', WEB_DIST_DIR: webDist }, { logDestination: capture });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('writes one line per request, when it is answered: method, url, status, time and the request id', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    expect(requestLines()).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: res.headers['x-request-id'],
        // The path only: a query's values are the user's (issue 38, log-serializers.ts).
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
    ]);
    // Fastify's own pair is gone.
    expect(lines.map((l) => l.msg)).not.toContain('incoming request');
  });

  it("marks the web app's files, and not its pages or failures of the API", async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    await t.app.inject({ method: 'GET', url: '/dashboard' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(requestLines().map((l) => [l.req!.url, l.res!.statusCode, l.asset ?? false])).toEqual([
      ['/assets/index-abc123.js', 200, true],
      ['/dashboard', 200, false],
      ['/api/no-such-thing', 404, false],
    ]);
    // Nothing else: no "Route GET:/api/no-such-thing not found" beside the 404's line.
    expect(lines).toHaveLength(3);
  });

  it('writes a streamed answer (Server-Sent Events) once too, when it ends', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    lines.length = 0;
    const res = await client.request('POST', '/api/openai/chat', { message: 'list my goals' }, { accept: 'text/event-stream' });
    expect(res.body).toContain('event: done');
    expect(requestLines().map((l) => [l.req!.method, l.req!.url, l.res!.statusCode])).toEqual([['POST', '/api/openai/chat', 200]]);
  });
});

describe('the request log of voice calls (a WebSocket)', () => {
  const APP_ORIGIN = 'http://127.0.0.1';
  let fake: FakeOpenAi;
  let t: TestApp;
  let baseUrl: string;
  const { lines, capture, requestLines } = captureLog();
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp('pglite', { LOG_LEVEL: 'info', OPENAI_API_KEY: 'sk-test-log', OPENAI_BASE_URL: fake.url, APP_ORIGIN }, { logDestination: capture });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('writes a call once, when it ends, as 101; a refused upgrade with its status', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    lines.length = 0;
    await openVoiceCall(baseUrl, client.cookies, { origin: 'https://elsewhere.example' }).catch(() => undefined);
    await expect.poll(() => requestLines().map((l) => [l.req!.url, l.res!.statusCode])).toEqual([['/api/openai/voice', 403]]);

    lines.length = 0;
    fake.queue({ content: 'Hello!' });
    const call = await openVoiceCall(baseUrl, client.cookies, { origin: APP_ORIGIN });
    await call.next('ready');
    // Nothing while the call goes on.
    expect(requestLines()).toEqual([]);
    call.close();
    await expect.poll(() => requestLines().map((l) => [l.req!.url, l.res!.statusCode])).toEqual([['/api/openai/voice', 101]]);
  });
});
