import type { Messages } from './messages.js';
import type { PrefixedLocale } from './locales.js';
import { APP_SHELL_CATALOG } from './catalogs/en/app-shell.js';
import { TODAY_CATALOG } from './catalogs/en/today.js';
import { HABITS_CATALOG } from './catalogs/en/habits.js';
import { SETTINGS_CATALOG } from './catalogs/en/settings.js';
import { HABIT_FORM_CATALOG } from './catalogs/en/habit-form.js';
import { AREAS_CATALOG } from './catalogs/en/areas.js';
import { DASHBOARD_CATALOG } from './catalogs/en/dashboard.js';
import { QUICK_ADD_CATALOG } from './catalogs/en/quick-add.js';
import { GOALS_CATALOG } from './catalogs/en/goals.js';
import { ANALYTICS_CATALOG } from './catalogs/en/analytics.js';
import { COACH_SCREEN_CATALOG } from './catalogs/en/coach-screen.js';
import { NOTIFICATION_SETTINGS_CATALOG } from './catalogs/en/notification-settings.js';
import { ACCOUNT_CATALOG } from './catalogs/en/account.js';
import { INTEGRATION_SETTINGS_CATALOG } from './catalogs/en/integration-settings.js';
import { HABIT_DEPTH_CATALOG } from './catalogs/en/habit-depth.js';
import { LIMITS_CATALOG } from './catalogs/en/limits.js';
import { VERIFY_EMAIL_CATALOG } from './catalogs/en/verify-email.js';

/**
 * The signed-in app's texts in English, by text module (issue 54, decision 054 "The signed-in
 * app"): the modules themselves, so English is the spec's texts exactly. The web app reads them
 * through `useTexts()`, which answers this object, or the same shape in the account's language.
 */
export const ENGLISH_APP_TEXTS = { ...APP_SHELL_CATALOG, ...TODAY_CATALOG, ...HABITS_CATALOG, ...SETTINGS_CATALOG, ...DASHBOARD_CATALOG, ...QUICK_ADD_CATALOG, ...GOALS_CATALOG, ...HABIT_FORM_CATALOG, ...AREAS_CATALOG, ...ANALYTICS_CATALOG, ...COACH_SCREEN_CATALOG, ...NOTIFICATION_SETTINGS_CATALOG, ...ACCOUNT_CATALOG, ...INTEGRATION_SETTINGS_CATALOG, ...HABIT_DEPTH_CATALOG, ...LIMITS_CATALOG, ...VERIFY_EMAIL_CATALOG };
export type AppTexts = typeof ENGLISH_APP_TEXTS;

/** A language's catalog of the signed-in app: every text module as ICU messages. */
export type AppCatalog = Messages<AppTexts>;

/**
 * Each language's whole catalog of the signed-in app, one chunk per language (so an English
 * account downloads none, a Spanish one only Spanish). Its messages are precompiled to ICU ASTs
 * at build time (apps/web/build-plugins/precompile-messages.ts).
 */
export const APP_CATALOG_LOADERS: Record<PrefixedLocale, () => Promise<AppCatalog>> = {
  es: () => import('./catalogs/es/app.js').then((m) => m.APP_CATALOG),
  de: () => import('./catalogs/de/app.js').then((m) => m.APP_CATALOG),
  fr: () => import('./catalogs/fr/app.js').then((m) => m.APP_CATALOG),
};
