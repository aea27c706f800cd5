import { vi } from 'vitest';
import { API_ROUTES, ERROR_STATUS, matchEndpoint, urlOf, type ErrorCode, type RouteSpec } from '@stride/domain';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer as the server sends it: `{ code, message }` with the code's status (or another, where a test needs it). */
export function errorResponse(code: ErrorCode, message: string, status: number = ERROR_STATUS[code], extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ code, message, ...extra }, status);
}

type Handler = (body: unknown, init: RequestInit) => Response | Promise<Response>;

const ROUTES: RouteSpec[] = Object.values(API_ROUTES).flatMap((area) => Object.values(area as Record<string, RouteSpec>));

/**
 * The key of a mocked call, from the contract: `on(API.habits.list)` answers every call to the
 * endpoint; with `{ params, query }` only the call to that exact URL (which wins over the former).
 */
export function on(endpoint: RouteSpec, args?: { params?: Record<string, string>; query?: Record<string, unknown> }): string {
  return `${endpoint.method} ${args ? urlOf(endpoint as never, args) : endpoint.path}`;
}

/** The contract's route a mocked key names: a key that names none is a test written against a path the app no longer calls. */
function routeOf(key: string): RouteSpec | undefined {
  const [method = '', url = ''] = key.split(' ');
  return ROUTES.find((route) => (route.method === method && route.path === url) || matchEndpoint(route, method, url) !== undefined);
}

/**
 * Replaces `fetch` with answers per contract endpoint (`on(...)` keys); an unexpected call fails
 * the test loudly, and so does a key that is not a call of the contract. Returns the mock so tests
 * can assert what was sent.
 */
export function mockApi(routes: Record<string, Handler>) {
  const patterns = Object.entries(routes).map(([key, handler]) => {
    const route = routeOf(key);
    if (!route) throw new Error(`Mocked call outside the contract: ${key}`);
    return { key, route, handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${String(input)}`;
    const handler = routes[key] ?? patterns.find((entry) => entry.key === `${method} ${entry.route.path}` && matchEndpoint(entry.route, method, String(input)))?.handler;
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
