import type { AppCatalog } from '../../app-catalogs.js';
import { APP_SHELL_CATALOG } from './app-shell.js';
import { TODAY_CATALOG } from './today.js';
import { HABITS_CATALOG } from './habits.js';
import { SETTINGS_CATALOG } from './settings.js';
import { HABIT_FORM_CATALOG } from './habit-form.js';
import { AREAS_CATALOG } from './areas.js';
import { DASHBOARD_CATALOG } from './dashboard.js';
import { QUICK_ADD_CATALOG } from './quick-add.js';
import { GOALS_CATALOG } from './goals.js';
import { ANALYTICS_CATALOG } from './analytics.js';
import { COACH_SCREEN_CATALOG } from './coach-screen.js';
import { NOTIFICATION_SETTINGS_CATALOG } from './notification-settings.js';
import { ACCOUNT_CATALOG } from './account.js';
import { INTEGRATION_SETTINGS_CATALOG } from './integration-settings.js';
import { HABIT_DEPTH_CATALOG } from './habit-depth.js';
import { LIMITS_CATALOG } from './limits.js';
import { VERIFY_EMAIL_CATALOG } from './verify-email.js';

/** The signed-in app's catalog in this language, every area in one chunk (issue 54). */
export const APP_CATALOG: AppCatalog = { ...APP_SHELL_CATALOG, ...TODAY_CATALOG, ...HABITS_CATALOG, ...SETTINGS_CATALOG, ...DASHBOARD_CATALOG, ...QUICK_ADD_CATALOG, ...GOALS_CATALOG, ...HABIT_FORM_CATALOG, ...AREAS_CATALOG, ...ANALYTICS_CATALOG, ...COACH_SCREEN_CATALOG, ...NOTIFICATION_SETTINGS_CATALOG, ...ACCOUNT_CATALOG, ...INTEGRATION_SETTINGS_CATALOG, ...HABIT_DEPTH_CATALOG, ...LIMITS_CATALOG, ...VERIFY_EMAIL_CATALOG };
