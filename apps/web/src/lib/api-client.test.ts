import { describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '@stride/domain';
import { jsonResponse } from '../test/fetch-mock';
import { ApiError, apiRequest } from './api-client';
import { getErrorMessage } from './error-message';

describe('apiRequest', () => {
  it('sends cookies, Client-Type: web and a JSON body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: expect.objectContaining({ 'Client-Type': 'web', 'Content-Type': 'application/json' }),
      body: '{"a":1}',
    });
  });

  it('sends a file as it is, typed by its own type', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['PK'], { type: 'application/zip' });
    await apiRequest('POST', '/api/import', file);
    expect(fetchMock).toHaveBeenCalledWith('/api/import', {
      method: 'POST',
      credentials: 'include',
      headers: expect.objectContaining({ 'Client-Type': 'web', 'Content-Type': 'application/zip' }),
      body: file,
    });
  });

  it('turns an error answer into ApiError with the server message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Too many login attempts.' }, 429)));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, serverMessage: 'Too many login attempts.' });
    expect(getErrorMessage(error, 'fallback')).toBe('Too many login attempts.');
  });

  it("shows a screen's own fallback for a network failure, and the network message where there is none", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const network = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(getErrorMessage(network, 'Login failed')).toBe('Login failed');
    expect(getErrorMessage(network)).toBe(AUTH_TEXTS.networkError);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const bare = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(getErrorMessage(bare, 'Login failed')).toBe('Login failed');
  });
});
