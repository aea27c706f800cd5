import { describe, expect, it } from 'vitest';
import { APP_CATALOG_LOADERS } from './app-catalogs.js';
import { CALENDAR_CATALOGS } from './calendar-texts-for.js';
import { ALL_CATALOG_LOADERS, SHELL_CATALOG_LOADERS } from './catalog-loaders.js';
import { walkCatalog, type CatalogEntry } from './catalog-walk.js';
import { COACH_CATALOGS } from './coach-texts-for.js';
import { EMAIL_CATALOGS } from './email-texts-for.js';
import { ERRORS_CATALOGS } from './error-messages-for.js';
import { NOT_FOUND_CATALOG_LOADERS } from './not-found-catalog-loaders.js';
import { NOTIFICATION_CATALOGS } from './notification-texts-for.js';
import { WEBHOOK_SAMPLE_CATALOG_LOADERS } from './webhook-sample-catalog-loaders.js';

/** "objetivo"/"objetivos", the word Spanish no longer uses for a goal. */
const OBJETIVO = /\bobjetivos?\b/i;

/**
 * The Spanish messages that still say "objetivo", by area and key: each one is a habit's daily
 * target (English "target"), not a Stride goal, and ordinary Spanish calls a target "objetivo".
 */
const TARGET_NOT_GOAL = new Set([
  // "the day is done once it reaches the target": a habit's amount for the day (the add-one shortcut recipe).
  'integrations:recipes.addOne.ios.1',
  'integrations:recipes.addOne.android.1',
  // "Give one a target first, for example “set Read to 20 pages”".
  'coach:replies.noAmounts',
  // "…: 3 of 5 pages, target reached."
  'coach:replies.amountReached',
  // "your target of 20 a day reached on 4 of them."
  'coach:replies.spanTarget',
  // "Read today: 20 pages, target reached. Well done!"
  'coach:replies.amountTodayReached',
  // "target.quantity must be above 0 for an atLeast target" (the API's habit target).
  'errors:habitDepth.quantityZeroAtLeast',
  // "This habit has no target: … give it a target first."
  'errors:habitDepth.noTarget',
  // "timesOfDay cannot be combined with a target or a frequency".
  'errors:timesOfDay.timesWithAmount',
  // "120 glasses in 30 days (target: 8 a day)", under a habit's amounts.
  'app:HABIT_DEPTH_TEXTS.amountTotal',
]);

/** Every Spanish catalog (public pages, shell, the signed-in app, emails, notifications, calendar, errors, coach), by area. */
async function spanishCatalogs(): Promise<Array<[string, unknown]>> {
  const pages = await Promise.all(Object.entries(ALL_CATALOG_LOADERS).map(async ([area, loaders]) => [area, await loaders.es()] as [string, unknown]));
  return [
    ...pages,
    ['shell', await SHELL_CATALOG_LOADERS.es()],
    ['app', await APP_CATALOG_LOADERS.es()],
    ['not-found', await NOT_FOUND_CATALOG_LOADERS.es()],
    ['webhook-sample', await WEBHOOK_SAMPLE_CATALOG_LOADERS.es()],
    ['email', EMAIL_CATALOGS.es],
    ['notifications', NOTIFICATION_CATALOGS.es],
    ['calendar', CALENDAR_CATALOGS.es],
    ['errors', ERRORS_CATALOGS.es],
    ['coach', COACH_CATALOGS.es],
  ];
}

describe('Spanish calls a goal "meta", as the Goals screen does', () => {
  it('no Spanish message says "objetivo" for a goal', async () => {
    const said: string[] = [];
    const allowed: string[] = [];
    for (const [area, catalog] of await spanishCatalogs()) {
      for (const { key, message } of walkCatalog(catalog).messages as CatalogEntry[]) {
        if (!OBJETIVO.test(message)) continue;
        if (TARGET_NOT_GOAL.has(`${area}:${key}`)) allowed.push(`${area}:${key}`);
        else said.push(`${area}:${key}: ${message}`);
      }
    }
    expect(said).toEqual([]);
    // The exceptions name messages that exist and still say it (so the list cannot go stale).
    expect(allowed.sort()).toEqual([...TARGET_NOT_GOAL].sort());
  });
});
