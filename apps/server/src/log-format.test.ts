import { describe, expect, it } from 'vitest';
import type { LogDestination } from './log-destination.js';
import { chooseLogFormat, formatLogLine, prettyLogDestination } from './log-format.js';

const at = new Date(2026, 10, 23, 12, 55, 1, 42).getTime();
const json = (record: Record<string, unknown>) => `${JSON.stringify({ level: 30, time: at, pid: 7, hostname: 'box', ...record })}\n`;
const plain = { colors: false };
const request = (url: string, statusCode: number, extra: Record<string, unknown> = {}) =>
  json({
    reqId: 'r-1',
    req: { method: 'GET', url, host: 'localhost:3000', remoteAddress: '127.0.0.1', remotePort: 50000 },
    res: { statusCode },
    responseTime: 12.4,
    msg: 'request completed',
    ...extra,
  });

describe('chooseLogFormat', () => {
  it('is pretty at a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});

describe('formatLogLine', () => {
  it('writes a request as one line: time, method, url, status and milliseconds', () => {
    expect(formatLogLine(request('/api/habits/user/u-1?from=2026-11-01', 200), plain)).toBe('12:55:01.042 GET /api/habits/user/u-1?from=2026-11-01 200 12 ms\n');
    expect(formatLogLine(request('/dashboard', 304), plain)).toBe('12:55:01.042 GET /dashboard 304 12 ms\n');
  });

  it("leaves the web app's own files out, unless they failed", () => {
    expect(formatLogLine(request('/assets/index-abc123.js', 200, { asset: true }), plain)).toBeNull();
    expect(formatLogLine(request('/favicon.svg', 304, { asset: true }), plain)).toBeNull();
    expect(formatLogLine(request('/assets/gone-123.js', 404, { asset: true }), plain)).toBe('12:55:01.042 GET /assets/gone-123.js 404 12 ms\n');
  });

  it('shortens a very long url', () => {
    const line = formatLogLine(request(`/api/x?pad=${'y'.repeat(8000)}`, 404), plain)!;
    expect(line.length).toBeLessThan(260);
    expect(line).toMatch(/y… 404 12 ms\n$/);
  });

  it('writes other lines as time, level, message and their fields, with an error’s stack below', () => {
    expect(formatLogLine(json({ msg: 'Stride is running at http://localhost:3000', node: 'v24.1.0' }), plain)).toBe(
      '12:55:01.042 INFO  Stride is running at http://localhost:3000 node=v24.1.0\n',
    );
    expect(formatLogLine(json({ level: 40, msg: 'web app is not built', distDir: '/srv/app dist' }), plain)).toBe('12:55:01.042 WARN  web app is not built distDir="/srv/app dist"\n');
    const error = formatLogLine(json({ level: 50, reqId: 'r-9', msg: 'request failed', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (app.ts:1:1)' } }), plain);
    expect(error).toBe('12:55:01.042 ERROR request failed reqId=r-9\n    Error: boom\n        at handler (app.ts:1:1)\n');
  });

  it('colours level and status at a terminal only', () => {
    expect(formatLogLine(request('/api/x', 500), { colors: true })).toContain('\u001b[31m500\u001b[0m');
    expect(formatLogLine(request('/api/x', 500), plain)).not.toContain('\u001b[');
  });

  it('passes a line that is not JSON as it is', () => {
    expect(formatLogLine('not json\n', plain)).toBe('not json\n');
  });
});

describe('prettyLogDestination', () => {
  it('writes the formatted lines through to the destination, skips the quiet ones, and keeps its counts and flush', async () => {
    const written: string[] = [];
    const inner: LogDestination = { write: (line) => void written.push(line), dropped: () => 3, flush: async () => true };
    const pretty = prettyLogDestination(inner, plain);
    pretty.write(request('/assets/app.js', 200, { asset: true }));
    pretty.write(request('/api/health', 200));
    expect(written).toEqual(['12:55:01.042 GET /api/health 200 12 ms\n']);
    expect(pretty.dropped()).toBe(3);
    expect(await pretty.flush(10)).toBe(true);
  });
});
