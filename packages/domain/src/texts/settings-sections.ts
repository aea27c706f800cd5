import type { SettingsSectionId } from '../settings-routes.js';

/** Issue 51: each Settings section's name and one-line summary (its ids and addresses: settings-routes.ts). */
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
  /** Under the heading of a section: "Profile: Your name, time zone and appearance." (issue 54: was inline). */
  sectionLine: (title: string, summary: string) => `${title}: ${summary}.`,
} as const;
