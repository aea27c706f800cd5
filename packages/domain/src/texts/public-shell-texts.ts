/**
 * The frame of the public pages (section 2 "Navigation bar" and "Footer"), as a visitor reads it:
 * the English catalog of the shell (decision 054). A signed-in person on a public page sees the
 * account's items, the same words as SHELL_TEXTS.
 */
export const PUBLIC_SHELL_TEXTS = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  pricing: 'Pricing',
  login: 'Login',
  signup: 'Sign Up',
  openNavigation: 'Open navigation menu',
  dashboard: 'Dashboard',
  settings: 'Settings',
  logout: 'Logout',
  accountMenu: 'Account menu',
  openToday: 'Open today',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  support: 'Support',
  integrations: 'API and integrations',
  /** The language switch's name (its links are each language's own name). */
  language: 'Language',
  /** Said on a page of another language whose body is English so far. */
  inEnglishOnly: 'This page is in English for now.',
  /** The spinner's name for screen readers while a screen loads, and while the start-up session check runs (issue 54: in the frame, so in the language at first paint). */
  loading: 'Loading',
  checkingSession: 'Checking your session',
} as const;
