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

/**
 * Issue 51: Settings in sections, each about one phone screen, in the order a person looks for
 * them: who they are first, what reaches them, how they sign in, their plan, what they connect,
 * and their data (the way out last). Their names: texts/settings-sections.ts.
 */
export const SETTINGS_SECTION_IDS = ['profile', 'notifications', 'sign-in', 'plan', 'integrations', 'data'] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTION_IDS)[number];

/** The address of a section: `/settings/profile`; `/settings` alone is the list (the first section beside it on a wide screen). */
export const settingsSectionPath = (id: SettingsSectionId) => `${ROUTES.settings}/${id}`;

export const isSettingsSectionId = (value: string | undefined): value is SettingsSectionId =>
  value !== undefined && (SETTINGS_SECTION_IDS as readonly string[]).includes(value);

export const PRODUCT_NAME = 'Stride';
