import { vi } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '@stride/domain';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer as the server sends it: `{ code, message }` with the code's status (or another, where a test needs it). */
export function errorResponse(code: ErrorCode, message: string, status: number = ERROR_STATUS[code], extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ code, message, ...extra }, status);
}

type Handler = (body: unknown, init: RequestInit) => Response | Promise<Response>;

/**
 * Replaces `fetch` with answers per "METHOD /path"; an unexpected call fails the test loudly.
 * Returns the mock so tests can assert what was sent.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler(body, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise the test settles by hand, to observe a screen while its request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
