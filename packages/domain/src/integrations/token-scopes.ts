import type { HttpMethod, RouteSpec } from '../contract/endpoint.js';
import { AREAS_ROUTES, GOALS_ROUTES, HABITS_ROUTES, PROGRESS_ROUTES, UNDO_ROUTES, VISION_ROUTES } from '../contract/routes.js';

/** The scopes a personal access token or an assistant's grant holds (decision 035, 037). */
export type ScopeName = 'read' | 'write';

/** What a token can reach: the records of habits, not the account that owns them. */
export type ScopeSubject = 'habits' | 'goals' | 'vision' | 'areas' | 'progress';

/** One row of the table: a route a token may call, the scope it needs and what it touches. */
export interface ScopeRule {
  readonly route: RouteSpec;
  readonly scope: ScopeName;
  readonly subject: ScopeSubject;
}

const rule = (route: RouteSpec, scope: ScopeName, subject: ScopeSubject): ScopeRule => ({ route, scope, subject });

/**
 * Issue 48, "scopes mean what the consent screen says" (decision 048): the one table of what a
 * token may call. The server's route guard enforces it (a route not here refuses every token; a
 * `write` row refuses a `read` token), the consent screen's words are made from it, and the API's
 * documents list it. `read` reads habits, goals, vision, areas and progress; nothing here reads the
 * account's email, settings, sessions or coach conversations, so the export (which holds them) is
 * the account's alone: a token gets the same records from these routes.
 */
export const SCOPE_TABLE: readonly ScopeRule[] = [
  rule(HABITS_ROUTES.list, 'read', 'habits'),
  rule(HABITS_ROUTES.get, 'read', 'habits'),
  rule(HABITS_ROUTES.create, 'write', 'habits'),
  rule(HABITS_ROUTES.update, 'write', 'habits'),
  rule(HABITS_ROUTES.remove, 'write', 'habits'),
  rule(HABITS_ROUTES.removeOccurrence, 'write', 'habits'),
  rule(HABITS_ROUTES.complete, 'write', 'habits'),
  rule(HABITS_ROUTES.uncomplete, 'write', 'habits'),
  rule(HABITS_ROUTES.skip, 'write', 'habits'),
  rule(HABITS_ROUTES.unskip, 'write', 'habits'),
  rule(HABITS_ROUTES.pauseAll, 'write', 'habits'),
  rule(HABITS_ROUTES.unpauseAll, 'write', 'habits'),
  rule(HABITS_ROUTES.pause, 'write', 'habits'),
  rule(HABITS_ROUTES.unpause, 'write', 'habits'),
  rule(HABITS_ROUTES.archive, 'write', 'habits'),
  rule(HABITS_ROUTES.restore, 'write', 'habits'),
  rule(GOALS_ROUTES.list, 'read', 'goals'),
  rule(GOALS_ROUTES.get, 'read', 'goals'),
  rule(GOALS_ROUTES.create, 'write', 'goals'),
  rule(GOALS_ROUTES.update, 'write', 'goals'),
  rule(GOALS_ROUTES.remove, 'write', 'goals'),
  rule(VISION_ROUTES.get, 'read', 'vision'),
  rule(VISION_ROUTES.save, 'write', 'vision'),
  rule(VISION_ROUTES.remove, 'write', 'vision'),
  rule(AREAS_ROUTES.list, 'read', 'areas'),
  rule(AREAS_ROUTES.create, 'write', 'areas'),
  rule(AREAS_ROUTES.update, 'write', 'areas'),
  rule(AREAS_ROUTES.remove, 'write', 'areas'),
  rule(AREAS_ROUTES.complete, 'write', 'areas'),
  rule(PROGRESS_ROUTES.get, 'read', 'progress'),
  // A script that deleted can undo it: restoring a habit, goal, vision or area is a change of them.
  rule(UNDO_ROUTES.restore, 'write', 'habits'),
];

/** What no scope reaches, as the consent screen says it (the account's own routes refuse every token). */
export const ACCOUNT_ONLY = ['password', 'email', 'settings', 'sessions', 'billing', 'coach conversations'] as const;

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const byRoute = new Map(SCOPE_TABLE.flatMap(({ route, scope }) => [route.path, ...(route.alsoAt ?? [])].map((path) => [key(route.method, path), scope] as const)));

/** The scope a token needs for a route (its method and any of its paths), or undefined: no token may call it. */
export function tokenScopeOf(route: { method: HttpMethod | string; path: string }): ScopeName | undefined {
  return byRoute.get(key(route.method, route.path));
}

/** Whether a token of `held` scope may call a route that needs `needed` (`write` includes `read`). */
export function scopeAllows(held: ScopeName, needed: ScopeName): boolean {
  return held === 'write' || needed === 'read';
}

/** The subjects a scope reaches, in the table's order. */
export function subjectsOf(scope: ScopeName): ScopeSubject[] {
  return [...new Set(SCOPE_TABLE.filter((row) => row.scope === scope).map((row) => row.subject))];
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "a, b or c". */
function listOr(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The consent screen's and the settings' words for each scope, made from the table. */
export const SCOPE_WORDS = {
  read: `See your ${listInWords(subjectsOf('read'))}.`,
  write: `See and change your ${listInWords(subjectsOf('write'))}: add, edit, complete, skip and delete them.`,
  notAccount: `It cannot see your ${listOr(ACCOUNT_ONLY)}.`,
} as const;
