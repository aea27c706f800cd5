import type { RouteSpec } from './endpoint.js';

const at = <const R extends RouteSpec>(route: R): R => route;

/**
 * Every endpoint's method, path and access, in one table without schemas (no zod: the web app's
 * first download calls the auth endpoints through it). The rest of each endpoint, its schemas
 * and words, is in its area's `*.endpoints.ts`; `API` joins the two. Access is `verified` unless
 * an entry says otherwise (route-access.test.ts lists every endpoint that does).
 */
export const API_ROUTES = {
  system: {
    health: at({ method: 'GET', path: '/api/health', access: 'public' }),
    live: at({ method: 'GET', path: '/api/live', access: 'public' }),
    config: at({ method: 'GET', path: '/api/config', access: 'public' }),
    openApi: at({ method: 'GET', path: '/api/openapi.json', access: 'public' }),
  },
  auth: {
    signup: at({ method: 'POST', path: '/api/auth/signup', access: 'public' }),
    login: at({ method: 'POST', path: '/api/auth/login', access: 'public' }),
    logout: at({ method: 'POST', path: '/api/auth/logout', access: 'public' }),
    check: at({ method: 'GET', path: '/api/auth/check', access: 'public' }),
    verifyEmail: at({ method: 'POST', path: '/api/auth/verify-email', access: 'signed-in' }),
    resendVerification: at({ method: 'POST', path: '/api/auth/resend-verification', access: 'public' }),
    forgotPassword: at({ method: 'POST', path: '/api/auth/forgot-password', access: 'public' }),
    verifyResetCode: at({ method: 'POST', path: '/api/auth/verify-reset-code', access: 'public' }),
    resetPassword: at({ method: 'POST', path: '/api/auth/reset-password', access: 'public' }),
  },
  users: {
    updateProfile: at({ method: 'PATCH', path: '/api/users/me' }),
    changePassword: at({ method: 'POST', path: '/api/users/me/password' }),
    changeEmail: at({ method: 'POST', path: '/api/users/me/email' }),
    confirmEmailChange: at({ method: 'POST', path: '/api/users/me/email/verify' }),
    deleteAccount: at({ method: 'DELETE', path: '/api/users/me', access: 'signed-in' }),
  },
  account: {
    exportData: at({ method: 'GET', path: '/api/export' }),
    importData: at({ method: 'POST', path: '/api/import' }),
  },
  calendar: {
    get: at({ method: 'GET', path: '/api/calendar' }),
    renew: at({ method: 'POST', path: '/api/calendar' }),
    turnOff: at({ method: 'DELETE', path: '/api/calendar' }),
    feed: at({ method: 'GET', path: '/api/calendar/:token.ics', access: 'public' }),
  },
  vision: {
    get: at({ method: 'GET', path: '/api/visions/user/:userId' }),
    save: at({ method: 'POST', path: '/api/visions' }),
    remove: at({ method: 'DELETE', path: '/api/visions/:id' }),
  },
  goals: {
    list: at({ method: 'GET', path: '/api/goals/user/:userId' }),
    create: at({ method: 'POST', path: '/api/goals' }),
    update: at({ method: 'PUT', path: '/api/goals/:id' }),
    remove: at({ method: 'DELETE', path: '/api/goals/:id' }),
  },
  habits: {
    list: at({ method: 'GET', path: '/api/habits/user/:userId' }),
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
  },
  notifications: {
    settings: at({ method: 'GET', path: '/api/notifications/settings' }),
    updateSettings: at({ method: 'PUT', path: '/api/notifications/settings' }),
    sendTest: at({ method: 'POST', path: '/api/notifications/test' }),
    unsubscribePage: at({ method: 'GET', path: '/api/notifications/unsubscribe', access: 'public' }),
    unsubscribe: at({ method: 'POST', path: '/api/notifications/unsubscribe', access: 'public' }),
  },
  push: {
    subscribe: at({ method: 'POST', path: '/api/push/subscriptions' }),
    unsubscribe: at({ method: 'DELETE', path: '/api/push/subscriptions' }),
  },
  billing: {
    checkout: at({ method: 'POST', path: '/api/stripe/create-checkout-session' }),
    portal: at({ method: 'POST', path: '/api/stripe/create-portal-session' }),
    webhook: at({ method: 'POST', path: '/api/stripe/webhook', access: 'public' }),
  },
  coach: {
    chat: at({ method: 'POST', path: '/api/openai/chat' }),
    session: at({ method: 'GET', path: '/api/openai/sessions/:sessionId' }),
    undo: at({ method: 'POST', path: '/api/openai/undo' }),
    converse: at({ method: 'POST', path: '/api/openai/converse' }),
    voice: at({ method: 'GET', path: '/api/openai/voice' }),
    report: at({ method: 'POST', path: '/openai/report-response', alsoAt: ['/api/openai/report-response'] }),
    inbox: at({ method: 'GET', path: '/api/openai/inbox' }),
    markInboxRead: at({ method: 'POST', path: '/api/openai/inbox/read' }),
  },
} as const;
