import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Habit } from '@stride/domain';
import { verifiedUser } from '../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app.js';

describe('the wire: compression and ETags', () => {
  let t: TestApp;
  let client: TestClient;
  let listUrl: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    client = t.client();
    const { user } = await verifiedUser(t, client);
    for (let i = 0; i < 5; i++) {
      const res = await client.request('POST', '/api/habits', { userId: user.id, name: `Habit ${i}`, startTime: '2026-11-23T07:00:00Z', endTime: '2026-11-23T07:30:00Z', recurrence: 'daily' });
      expect(res.statusCode).toBe(201);
    }
    listUrl = `/api/habits/user/${user.id}`;
  });
  afterAll(() => t.close());

  it('compresses answers above 1 KiB as the client accepts (br, else gzip), the same JSON inside', async () => {
    const plain = await client.request('GET', listUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await client.request('GET', listUrl, undefined, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json<Habit[]>());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    const gzip = await client.request('GET', listUrl, undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json<Habit[]>());
    // A small answer goes as it is.
    const small = await client.request('GET', '/api/health', undefined, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 with no body when the list has not changed, and the new list once it has', async () => {
    const first = await client.request('GET', listUrl);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await client.request('GET', listUrl, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const [habit] = first.json<Habit[]>();
    await client.request('PUT', `/api/habits/${habit!.id}`, { name: 'Renamed' });
    const changed = await client.request('GET', listUrl, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Habit[]>()[0]!.name).toBe('Renamed');
  });
});
