import type { RouteSpec } from './endpoint.js';

/*#__NO_SIDE_EFFECTS__*/
function at<const R extends RouteSpec>(route: R): R {
  return route;
}

// The routes the web app's first download calls (the session's), in a module of their own so that
// it carries only these (routes.ts has the rest and the whole table).

export const AUTH_ROUTES = {
  signup: at({ method: 'POST', path: '/api/auth/signup', access: 'public' }),
  login: at({ method: 'POST', path: '/api/auth/login', access: 'public' }),
  logout: at({ method: 'POST', path: '/api/auth/logout', access: 'public' }),
  check: at({ method: 'GET', path: '/api/auth/check', access: 'public' }),
  verifyEmail: at({ method: 'POST', path: '/api/auth/verify-email', access: 'signed-in' }),
  resendVerification: at({ method: 'POST', path: '/api/auth/resend-verification', access: 'public' }),
  forgotPassword: at({ method: 'POST', path: '/api/auth/forgot-password', access: 'public' }),
  verifyResetCode: at({ method: 'POST', path: '/api/auth/verify-reset-code', access: 'public' }),
  resetPassword: at({ method: 'POST', path: '/api/auth/reset-password', access: 'public' }),
} as const;

export const USERS_ROUTES = {
  updateProfile: at({ method: 'PATCH', path: '/api/users/me' }),
  changePassword: at({ method: 'POST', path: '/api/users/me/password' }),
  changeEmail: at({ method: 'POST', path: '/api/users/me/email' }),
  confirmEmailChange: at({ method: 'POST', path: '/api/users/me/email/verify' }),
  deleteAccount: at({ method: 'DELETE', path: '/api/users/me', access: 'signed-in' }),
} as const;
