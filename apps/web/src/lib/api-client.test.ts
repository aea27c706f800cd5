import { describe, expect, it, vi } from 'vitest';
import { API, API_ROUTES, AUTH_TEXTS, urlOf } from '@stride/domain';
import { jsonResponse } from '../test/fetch-mock';
import { makeUser } from '../test/fixtures';
import { ApiError, apiCall } from './api-client';
import { getErrorMessage } from './error-message';

const goal = { id: '00000000-0000-4000-8000-000000000001', name: 'Run a 10k', description: '', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

describe('apiCall', () => {
  it('sends cookies, Client-Type: web and a JSON body to the contract’s path', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(goal, 201));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiCall(API.goals.create, { body: { name: 'Run a 10k' } })).resolves.toEqual(goal);
    expect(fetchMock).toHaveBeenCalledWith(urlOf(API.goals.create), {
      method: 'POST',
      credentials: 'include',
      headers: expect.objectContaining({ 'Client-Type': 'web', 'Content-Type': 'application/json' }),
      body: '{"name":"Run a 10k"}',
    });
  });

  // Issue 54: the server words its refusals in the page's language (/es/login's), not the browser's.
  it("asks for the page's language (<html lang>) and, with none set, leaves the browser's", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(goal, 201));
    vi.stubGlobal('fetch', fetchMock);
    const headersOf = (call: number) => (fetchMock.mock.calls[call] as unknown as [string, { headers: Record<string, string> }])[1].headers;
    document.documentElement.lang = 'es';
    try {
      await apiCall(API.goals.create, { body: { name: 'Run a 10k' } });
      expect(headersOf(0)['Accept-Language']).toBe('es');
    } finally {
      document.documentElement.lang = '';
    }
    await apiCall(API.goals.create, { body: { name: 'Run a 10k' } });
    expect(headersOf(1)).not.toHaveProperty('Accept-Language');
  });

  it('sends a file as it is, typed by its own type', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ preview: { source: 'stride', vision: false, goals: 0, habits: [], completions: 0, conversations: 0, unmapped: [] } }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['PK'], { type: 'application/zip' });
    await apiCall(API.account.importData, { query: { dryRun: 'true' }, body: file });
    expect(fetchMock).toHaveBeenCalledWith(urlOf(API.account.importData, { query: { dryRun: 'true' } }), {
      method: 'POST',
      credentials: 'include',
      headers: expect.objectContaining({ 'Client-Type': 'web', 'Content-Type': 'application/zip' }),
      body: file,
    });
  });

  it('checks the answer against the schema of the status that came back', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ id: 'not a goal' }, 201)));
    const error = await apiCall(API.goals.create, { body: { name: 'Run a 10k' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 201, message: 'The server sent an unexpected answer.' });
  });

  it('sends a call by its route alone without checking the answer (the first download carries no schemas)', async () => {
    const user = makeUser();
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ isAuthenticated: true, user })));
    await expect(apiCall<typeof API.auth.check>(API_ROUTES.auth.check)).resolves.toEqual({ isAuthenticated: true, user });
  });

  it('turns an error answer into ApiError with the server’s code and message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ code: 'rate_limited', message: 'Too many login attempts.' }, 429)));
    const error = await apiCall(API.auth.forgotPassword, { body: { email: 'a@example.com' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', serverMessage: 'Too many login attempts.' });
    expect(getErrorMessage(error, 'fallback')).toBe('Too many login attempts.');
  });

  it('keeps no code it does not know', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ code: 'teapot', message: 'Short and stout.' }, 418)));
    const error = await apiCall(API.auth.forgotPassword, { body: { email: 'a@example.com' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 418, code: null, serverMessage: 'Short and stout.' });
  });

  it("shows a screen's own fallback for a network failure, and the network message where there is none", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const network = await apiCall(API.calendar.get).catch((e: unknown) => e);
    expect(getErrorMessage(network, 'Login failed')).toBe('Login failed');
    expect(getErrorMessage(network)).toBe(AUTH_TEXTS.networkError);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const bare = await apiCall(API.calendar.get).catch((e: unknown) => e);
    expect(getErrorMessage(bare, 'Login failed')).toBe('Login failed');
  });
});
