import type { RouteSpec } from './endpoint.js';

/*#__NO_SIDE_EFFECTS__*/
function at<const R extends RouteSpec>(route: R): R {
  return route;
}

/**
 * Issue 51: the password checklist's common-password line (by a hash prefix, never the password).
 * A module apart from auth-routes.ts, which every page's first download carries: only a typed password asks.
 */
export const PASSWORD_CHECK_ROUTES = {
  commonPasswords: at({ method: 'GET', path: '/api/auth/common-passwords/:prefix', access: 'public' }),
} as const;
