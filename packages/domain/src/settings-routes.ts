import { ROUTES } from './routes.js';

/**
 * Issue 51: Settings in sections, each about one phone screen, in the order a person looks for
 * them: who they are first, what reaches them, how they sign in, their plan, what they connect,
 * and their data (the way out last). Their names: texts/settings-sections.ts. A module of its own:
 * routes.ts is in every page's first download, and only signed-in screens need these.
 */
export const SETTINGS_SECTION_IDS = ['profile', 'notifications', 'sign-in', 'plan', 'integrations', 'data'] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTION_IDS)[number];

/** The address of a section: `/settings/profile`; `/settings` alone is the list (the first section beside it on a wide screen). */
export const settingsSectionPath = (id: SettingsSectionId) => `${ROUTES.settings}/${id}`;

export const isSettingsSectionId = (value: string | undefined): value is SettingsSectionId =>
  value !== undefined && (SETTINGS_SECTION_IDS as readonly string[]).includes(value);
