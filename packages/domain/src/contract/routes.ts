import type { RouteSpec } from './endpoint.js';
import { AUTH_ROUTES, USERS_ROUTES } from './auth-routes.js';
import { PASSWORD_CHECK_ROUTES } from './password-check-routes.js';

export { AUTH_ROUTES, PASSWORD_CHECK_ROUTES, USERS_ROUTES };

/*#__NO_SIDE_EFFECTS__*/
function at<const R extends RouteSpec>(route: R): R {
  return route;
}

// Every endpoint's method, path and access, without schemas (no zod: the web app's first download
// calls the session's endpoints through auth-routes.ts, and only those ship with it). The rest of each
// endpoint, its schemas and words, is in its area's `*.endpoints.ts`; `API` joins the two. Access
// is `verified` unless an entry says otherwise (route-access.test.ts lists every endpoint that does).

export const SYSTEM_ROUTES = {
  health: at({ method: 'GET', path: '/api/health', access: 'public' }),
  live: at({ method: 'GET', path: '/api/live', access: 'public' }),
  config: at({ method: 'GET', path: '/api/config', access: 'public' }),
  openApi: at({ method: 'GET', path: '/api/openapi.json', access: 'public' }),
} as const;

export const ACCOUNT_ROUTES = {
  exportData: at({ method: 'GET', path: '/api/export' }),
  importData: at({ method: 'POST', path: '/api/import' }),
} as const;

export const CALENDAR_ROUTES = {
  get: at({ method: 'GET', path: '/api/calendar' }),
  renew: at({ method: 'POST', path: '/api/calendar' }),
  turnOff: at({ method: 'DELETE', path: '/api/calendar' }),
  feed: at({ method: 'GET', path: '/api/calendar/:token.ics', access: 'public' }),
} as const;

export const VISION_ROUTES = {
  get: at({ method: 'GET', path: '/api/visions/user/:userId' }),
  save: at({ method: 'POST', path: '/api/visions' }),
  remove: at({ method: 'DELETE', path: '/api/visions/:id' }),
} as const;

export const GOALS_ROUTES = {
  list: at({ method: 'GET', path: '/api/goals/user/:userId' }),
  /** Issue 52: one goal by its id (what a thin webhook event's `href` names). */
  get: at({ method: 'GET', path: '/api/goals/:id' }),
  create: at({ method: 'POST', path: '/api/goals' }),
  update: at({ method: 'PUT', path: '/api/goals/:id' }),
  remove: at({ method: 'DELETE', path: '/api/goals/:id' }),
} as const;

export const HABITS_ROUTES = {
  list: at({ method: 'GET', path: '/api/habits/user/:userId' }),
  /** Issue 52: one habit by its id (what a thin webhook event's `href` names). */
  get: at({ method: 'GET', path: '/api/habits/:id' }),
  create: at({ method: 'POST', path: '/api/habits' }),
  update: at({ method: 'PUT', path: '/api/habits/:id' }),
  remove: at({ method: 'DELETE', path: '/api/habits/:id' }),
  removeOccurrence: at({ method: 'DELETE', path: '/api/habits/:id/occurrence' }),
  complete: at({ method: 'POST', path: '/api/habits/:id/complete' }),
  uncomplete: at({ method: 'DELETE', path: '/api/habits/:id/complete' }),
  skip: at({ method: 'POST', path: '/api/habits/:id/skip' }),
  unskip: at({ method: 'DELETE', path: '/api/habits/:id/skip' }),
  pauseAll: at({ method: 'POST', path: '/api/habits/pause' }),
  unpauseAll: at({ method: 'DELETE', path: '/api/habits/pause' }),
  pause: at({ method: 'POST', path: '/api/habits/:id/pause' }),
  unpause: at({ method: 'DELETE', path: '/api/habits/:id/pause' }),
  archive: at({ method: 'POST', path: '/api/habits/:id/archive' }),
  restore: at({ method: 'DELETE', path: '/api/habits/:id/archive' }),
} as const;

export const NOTIFICATIONS_ROUTES = {
  settings: at({ method: 'GET', path: '/api/notifications/settings' }),
  updateSettings: at({ method: 'PUT', path: '/api/notifications/settings' }),
  sendTest: at({ method: 'POST', path: '/api/notifications/test' }),
  unsubscribePage: at({ method: 'GET', path: '/api/notifications/unsubscribe', access: 'public' }),
  unsubscribe: at({ method: 'POST', path: '/api/notifications/unsubscribe', access: 'public' }),
} as const;

export const PUSH_ROUTES = {
  subscribe: at({ method: 'POST', path: '/api/push/subscriptions' }),
  unsubscribe: at({ method: 'DELETE', path: '/api/push/subscriptions' }),
} as const;

export const BILLING_ROUTES = {
  checkout: at({ method: 'POST', path: '/api/stripe/create-checkout-session' }),
  portal: at({ method: 'POST', path: '/api/stripe/create-portal-session' }),
  webhook: at({ method: 'POST', path: '/api/stripe/webhook', access: 'public' }),
} as const;

export const COACH_ROUTES = {
  chat: at({ method: 'POST', path: '/api/openai/chat' }),
  sessions: at({ method: 'GET', path: '/api/openai/sessions' }),
  session: at({ method: 'GET', path: '/api/openai/sessions/:sessionId' }),
  decide: at({ method: 'POST', path: '/api/openai/sessions/:sessionId/proposal' }),
  allowance: at({ method: 'GET', path: '/api/openai/allowance' }),
  converse: at({ method: 'POST', path: '/api/openai/converse' }),
  voice: at({ method: 'GET', path: '/api/openai/voice' }),
  report: at({ method: 'POST', path: '/openai/report-response', alsoAt: ['/api/openai/report-response'] }),
  inbox: at({ method: 'GET', path: '/api/openai/inbox' }),
  markInboxRead: at({ method: 'POST', path: '/api/openai/inbox/read' }),
} as const;

/** Issue 40: areas that group habits (decision 031). */
export const AREAS_ROUTES = {
  list: at({ method: 'GET', path: '/api/areas' }),
  create: at({ method: 'POST', path: '/api/areas' }),
  update: at({ method: 'PUT', path: '/api/areas/:id' }),
  remove: at({ method: 'DELETE', path: '/api/areas/:id' }),
  complete: at({ method: 'POST', path: '/api/areas/:id/complete' }),
} as const;

/** Issue 39: the one undo of every delete, the page's and the coach's (which called it at /api/openai/undo). */
export const UNDO_ROUTES = {
  restore: at({ method: 'POST', path: '/api/undo', alsoAt: ['/api/openai/undo'] }),
} as const;

/** Issue 41: how the caller did over a period (the coach's getProgress), for scripts and assistants. */
export const PROGRESS_ROUTES = {
  get: at({ method: 'GET', path: '/api/progress' }),
} as const;

/** Issue 41: personal access tokens (decision 035). Account routes: a token cannot call them. */
export const TOKENS_ROUTES = {
  list: at({ method: 'GET', path: '/api/tokens' }),
  create: at({ method: 'POST', path: '/api/tokens' }),
  remove: at({ method: 'DELETE', path: '/api/tokens/:id' }),
} as const;

/** Issue 41: signed webhooks (decision 036). */
export const WEBHOOKS_ROUTES = {
  list: at({ method: 'GET', path: '/api/webhooks' }),
  create: at({ method: 'POST', path: '/api/webhooks' }),
  update: at({ method: 'PUT', path: '/api/webhooks/:id' }),
  remove: at({ method: 'DELETE', path: '/api/webhooks/:id' }),
  deliveries: at({ method: 'GET', path: '/api/webhooks/:id/deliveries' }),
  // Issue 52.
  test: at({ method: 'POST', path: '/api/webhooks/:id/test' }),
  redeliver: at({ method: 'POST', path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver' }),
  rotateSecret: at({ method: 'POST', path: '/api/webhooks/:id/secret' }),
} as const;

/** Issue 41: assistants connected by OAuth (decision 037); the consent screen's calls are added with it. */
export const OAUTH_ROUTES = {
  grants: at({ method: 'GET', path: '/api/oauth/grants' }),
  revokeGrant: at({ method: 'DELETE', path: '/api/oauth/grants/:id' }),
  consentRequest: at({ method: 'GET', path: '/api/oauth/consent' }),
  consent: at({ method: 'POST', path: '/api/oauth/consent' }),
} as const;

/** Every route by area, as `API` holds the endpoints. */
export const API_ROUTES = {
  system: SYSTEM_ROUTES,
  auth: { ...AUTH_ROUTES, ...PASSWORD_CHECK_ROUTES },
  users: USERS_ROUTES,
  account: ACCOUNT_ROUTES,
  calendar: CALENDAR_ROUTES,
  vision: VISION_ROUTES,
  goals: GOALS_ROUTES,
  habits: HABITS_ROUTES,
  areas: AREAS_ROUTES,
  notifications: NOTIFICATIONS_ROUTES,
  push: PUSH_ROUTES,
  billing: BILLING_ROUTES,
  coach: COACH_ROUTES,
  undo: UNDO_ROUTES,
  progress: PROGRESS_ROUTES,
  tokens: TOKENS_ROUTES,
  webhooks: WEBHOOKS_ROUTES,
  oauth: OAUTH_ROUTES,
} as const;
