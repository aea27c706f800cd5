import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../contract/routes.js';
import { OAUTH_CONSENT_TEXTS } from '../texts/oauth-consent-texts.js';
import { SCOPE_TABLE, SCOPE_WORDS, scopeAllows, subjectsOf, tokenScopeOf } from './token-scopes.js';

describe('the scope table (issue 48)', () => {
  it('gives the consent screen its words', () => {
    expect(OAUTH_CONSENT_TEXTS.scopeRead).toBe('See your habits, goals, vision, areas and progress.');
    expect(OAUTH_CONSENT_TEXTS.scopeWrite).toBe('See and change your habits, goals, vision and areas: add, edit, complete, skip and delete them.');
    expect(OAUTH_CONSENT_TEXTS.scopeNotAccount).toBe('It cannot see your password, email, settings, sessions, billing or coach conversations.');
    expect(SCOPE_WORDS.read).toBe(OAUTH_CONSENT_TEXTS.scopeRead);
    expect(subjectsOf('read')).toEqual(['habits', 'goals', 'vision', 'areas', 'progress']);
  });

  it('reads only with GET, and opens no account route to a token', () => {
    for (const { route, scope } of SCOPE_TABLE) if (scope === 'read') expect(route.method).toBe('GET');
    const accountAreas = ['system', 'auth', 'users', 'account', 'calendar', 'notifications', 'push', 'billing', 'coach', 'tokens', 'webhooks', 'oauth'] as const;
    for (const area of accountAreas) for (const route of Object.values(API_ROUTES[area])) expect(tokenScopeOf(route), `${route.method} ${route.path}`).toBeUndefined();
    expect(tokenScopeOf(API_ROUTES.account.exportData)).toBeUndefined();
    expect(tokenScopeOf({ method: 'POST', path: '/api/openai/undo' })).toBe('write');
  });

  it('lets write do what read does, and not the other way', () => {
    expect(scopeAllows('write', 'read')).toBe(true);
    expect(scopeAllows('read', 'write')).toBe(false);
    expect(scopeAllows('read', 'read')).toBe(true);
  });
});
