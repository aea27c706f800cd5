import { describe, expect, it } from 'vitest';
import { API, allEndpoints } from './api.js';
import { endpointKey, isApiPath, matchEndpoint, pathOf, queryString, requestOf, urlOf } from './endpoint.js';
import { ERROR_CODES, ERROR_STATUS, errorCodeForStatus } from './error-codes.js';
import { API_ROUTES } from './routes.js';

describe('the contract', () => {
  it('has one endpoint for every route of the routes table and no other, with its method, path and access', () => {
    const areas = Object.keys(API_ROUTES).sort();
    expect(Object.keys(API).sort()).toEqual(areas);
    for (const area of areas) {
      const routes = API_ROUTES[area as keyof typeof API_ROUTES] as Record<string, object>;
      const endpoints = API[area as keyof typeof API] as Record<string, object>;
      expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
      for (const [name, route] of Object.entries(routes)) expect(endpoints[name], `${area}.${name}`).toMatchObject(route);
    }
  });

  it('names each method and path once', () => {
    const keys = allEndpoints().map(({ endpoint }) => endpointKey(endpoint));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every endpoint at least one answer, and only known error statuses', () => {
    const statuses = new Set(Object.values(ERROR_STATUS));
    for (const { name, endpoint } of allEndpoints()) {
      expect(Object.keys(endpoint.responses).length, name).toBeGreaterThan(0);
      for (const status of endpoint.errors ?? []) expect(statuses.has(status as never), `${name} ${status}`).toBe(true);
      expect(isApiPath(endpoint.path), name).toBe(true);
    }
  });

  it('builds paths with each parameter encoded, and query strings without the values left out', () => {
    expect(pathOf(API.habits.complete, { id: 'a b/c' })).toBe('/api/habits/a%20b%2Fc/complete');
    expect(pathOf(API.calendar.feed, { token: 'xyz' })).toBe('/api/calendar/xyz.ics');
    expect(() => pathOf(API.habits.complete, {})).toThrow(/:id/);
    expect(queryString({ from: '2026-11-01', to: undefined, dryRun: true })).toBe('?from=2026-11-01&dryRun=true');
    expect(queryString({})).toBe('');
    expect(urlOf(API.habits.list, { params: { userId: 'u1' }, query: { from: '2026-11-01', to: '2026-11-30' } })).toBe('/api/habits/user/u1?from=2026-11-01&to=2026-11-30');
  });

  it('makes requests from an endpoint or from its route alone', () => {
    const request = requestOf(API.habits.complete, { params: { id: 'h1' }, body: { date: '2026-11-26' } });
    expect(request).toMatchObject({ method: 'POST', url: '/api/habits/h1/complete', body: { date: '2026-11-26' } });
    expect(request.endpoint.responses?.[200]).toBeDefined();
    const light = requestOf<typeof API.auth.check>(API_ROUTES.auth.check);
    expect(light).toMatchObject({ method: 'GET', url: '/api/auth/check' });
    expect(light.endpoint.responses).toBeUndefined();
  });

  it('recognises a call to an endpoint by method and path, with its parameters decoded', () => {
    expect(matchEndpoint(API.habits.complete, 'POST', '/api/habits/a%20b/complete?x=1')).toEqual({ id: 'a b' });
    expect(matchEndpoint(API.habits.complete, 'DELETE', '/api/habits/a/complete')).toBeUndefined();
    expect(matchEndpoint(API.habits.complete, 'POST', '/api/habits/a/b/complete')).toBeUndefined();
    expect(matchEndpoint(API.calendar.feed, 'GET', 'http://x.test/api/calendar/t0k.ics')).toEqual({ token: 't0k' });
    expect(matchEndpoint(API.auth.check, 'get', '/api/auth/check')).toEqual({});
  });

  it('tells API paths from the web app’s', () => {
    expect(['/api/habits', '/api', '/api?x', '/openai/report-response'].every(isApiPath)).toBe(true);
    expect(['/', '/apiary', '/habits', '/openai'].some(isApiPath)).toBe(false);
  });

  it('has a status for every error code, and a code for every error status', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(errorCodeForStatus(404)).toBe('not_found');
    expect(errorCodeForStatus(418)).toBe('invalid_request');
    expect(errorCodeForStatus(504)).toBe('internal');
  });
});
