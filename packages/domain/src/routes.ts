/** The route table of section 2. */
export const ROUTES = {
  home: '/',
  login: '/login',
  signup: '/signup',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  support: '/support',
  forgotPassword: '/forgot-password',
  pricing: '/pricing',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  goals: '/goals',
  habits: '/habits',
  analytics: '/analytics',
  aiCoach: '/aicoach',
  /** Issue 39: the account's settings, off the dashboard (DECISIONS "Navigation"). */
  settings: '/settings',
  /** Issue 41: where an assistant's authorization request asks the person (decision 037). */
  oauthConsent: '/oauth/consent',
  /** Issue 41: the public page on tokens, the OpenAPI document, webhooks and connecting an assistant. */
  integrations: '/integrations',
} as const;

export const PRODUCT_NAME = 'Stride';
