import type { MessageArgs } from './app-messages.js';
import type { AppTexts } from './app-catalogs.js';
import { APP_SHELL_ARGS } from './catalogs/en/app-shell.js';
import { TODAY_ARGS } from './catalogs/en/today.js';
import { HABITS_ARGS } from './catalogs/en/habits.js';
import { SETTINGS_ARGS } from './catalogs/en/settings.js';
import { HABIT_FORM_ARGS } from './catalogs/en/habit-form.js';
import { AREAS_ARGS } from './catalogs/en/areas.js';
import { DASHBOARD_ARGS } from './catalogs/en/dashboard.js';
import { QUICK_ADD_ARGS } from './catalogs/en/quick-add.js';
import { GOALS_ARGS } from './catalogs/en/goals.js';
import { ANALYTICS_ARGS } from './catalogs/en/analytics.js';
import { COACH_SCREEN_ARGS } from './catalogs/en/coach-screen.js';
import { NOTIFICATION_SETTINGS_ARGS } from './catalogs/en/notification-settings.js';
import { ACCOUNT_ARGS } from './catalogs/en/account.js';
import { INTEGRATION_SETTINGS_ARGS } from './catalogs/en/integration-settings.js';
import { HABIT_DEPTH_ARGS } from './catalogs/en/habit-depth.js';
import { LIMITS_ARGS } from './catalogs/en/limits.js';
import { VERIFY_EMAIL_ARGS } from './catalogs/en/verify-email.js';

/**
 * The named values of every message of the signed-in app that English writes with a function
 * (issue 54). Only the other languages need them: the web app loads this with their catalogs.
 */
export const APP_ARGS: MessageArgs<AppTexts> = { ...APP_SHELL_ARGS, ...TODAY_ARGS, ...HABITS_ARGS, ...SETTINGS_ARGS, ...DASHBOARD_ARGS, ...QUICK_ADD_ARGS, ...GOALS_ARGS, ...HABIT_FORM_ARGS, ...AREAS_ARGS, ...ANALYTICS_ARGS, ...COACH_SCREEN_ARGS, ...NOTIFICATION_SETTINGS_ARGS, ...ACCOUNT_ARGS, ...INTEGRATION_SETTINGS_ARGS, ...HABIT_DEPTH_ARGS, ...LIMITS_ARGS, ...VERIFY_EMAIL_ARGS };
