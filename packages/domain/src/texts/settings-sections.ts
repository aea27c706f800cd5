import { ROUTES } from '../routes.js';

/**
 * Issue 51: Settings in sections, each about one phone screen, in the order a person looks for
 * them: who they are first, what reaches them, how they sign in, their plan, what they connect,
 * and their data (the way out last).
 */
export const SETTINGS_SECTION_IDS = ['profile', 'notifications', 'sign-in', 'plan', 'integrations', 'data'] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTION_IDS)[number];

export const SETTINGS_SECTIONS: Record<SettingsSectionId, { title: string; summary: string }> = {
  profile: { title: 'Profile', summary: 'Your name, time zone, language and how Stride looks' },
  notifications: { title: 'Notifications', summary: 'Reminders, emails, this device and holidays' },
  'sign-in': { title: 'Email and password', summary: 'How you sign in' },
  plan: { title: 'Plan', summary: 'Your subscription: Free or Premium' },
  integrations: { title: 'Integrations', summary: 'Calendar feed, tokens, webhooks and assistants' },
  data: { title: 'Your data', summary: 'Export, import, or delete your account' },
};

export const SETTINGS_NAV_TEXTS = {
  /** The landmark name of the list of sections. */
  navLabel: 'Settings sections',
  /** A phone's way back from a section to the list. */
  back: 'All settings',
  /** The document title of a section: "Profile · Settings". */
  documentTitle: (section: string) => `${section} · Settings`,
} as const;

/** The address of a section: `/settings/profile`; `/settings` alone is the list (the first section beside it on a wide screen). */
export const settingsSectionPath = (id: SettingsSectionId) => `${ROUTES.settings}/${id}`;

export const isSettingsSectionId = (value: string | undefined): value is SettingsSectionId =>
  value !== undefined && (SETTINGS_SECTION_IDS as readonly string[]).includes(value);
