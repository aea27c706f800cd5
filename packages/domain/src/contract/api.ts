import { AREAS_ENDPOINTS } from './areas.endpoints.js';
import { ACCOUNT_DATA_ENDPOINTS, CALENDAR_ENDPOINTS } from './account.endpoints.js';
import { AUTH_ENDPOINTS, USERS_ENDPOINTS } from './auth.endpoints.js';
import { COACH_ENDPOINTS } from './coach.endpoints.js';
import type { EndpointSpec } from './endpoint.js';
import { GOALS_ENDPOINTS, VISION_ENDPOINTS } from './goals.endpoints.js';
import { HABITS_ENDPOINTS } from './habits.endpoints.js';
import { NOTIFICATIONS_ENDPOINTS, PUSH_ENDPOINTS } from './notifications.endpoints.js';
import { BILLING_ENDPOINTS, SYSTEM_ENDPOINTS } from './system.endpoints.js';
import { UNDO_ENDPOINTS } from './undo.endpoints.js';
import { OAUTH_ENDPOINTS, PROGRESS_ENDPOINTS, TOKENS_ENDPOINTS, WEBHOOKS_ENDPOINTS } from './integrations.endpoints.js';

/**
 * The whole API, by area: `API.habits.complete` is `POST /api/habits/:id/complete` with its
 * schemas. The server registers exactly these (a test walks both lists); clients call them with
 * `requestOf(API.area.name, { params, query, body })`. Add an endpoint in its area's file.
 */
export const API = {
  system: SYSTEM_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  users: USERS_ENDPOINTS,
  account: ACCOUNT_DATA_ENDPOINTS,
  calendar: CALENDAR_ENDPOINTS,
  vision: VISION_ENDPOINTS,
  goals: GOALS_ENDPOINTS,
  habits: HABITS_ENDPOINTS,
  areas: AREAS_ENDPOINTS,
  notifications: NOTIFICATIONS_ENDPOINTS,
  push: PUSH_ENDPOINTS,
  billing: BILLING_ENDPOINTS,
  coach: COACH_ENDPOINTS,
  undo: UNDO_ENDPOINTS,
  progress: PROGRESS_ENDPOINTS,
  tokens: TOKENS_ENDPOINTS,
  webhooks: WEBHOOKS_ENDPOINTS,
  oauth: OAUTH_ENDPOINTS,
} as const;

/** Every endpoint with its name (`habits.complete`), for the server's registration check and the docs. */
export function allEndpoints(): { name: string; endpoint: EndpointSpec }[] {
  return Object.entries(API).flatMap(([area, endpoints]) => Object.entries(endpoints as Record<string, EndpointSpec>).map(([name, endpoint]) => ({ name: `${area}.${name}`, endpoint })));
}

/**
 * Issue 52: the OpenAPI `operationId` of an endpoint, from its name (`habits.complete` ->
 * `habitsComplete`): stable, unique, and what client generators name their functions after.
 * A second path the endpoint is served at (`alsoAt`) gets the same id with `At1`, `At2`…
 */
export function operationIdOf(name: string, alias = 0): string {
  const [area, call] = name.split('.') as [string, string];
  return `${area}${call.charAt(0).toUpperCase()}${call.slice(1)}${alias ? `At${alias}` : ''}`;
}
