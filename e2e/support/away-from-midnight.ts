import { localToday } from '@stride/domain';

/**
 * The zones the browser tests' people live in (each file's ZONE or `timezoneId`; UTC for the app
 * server's own day). A walk that crosses one of their midnights sees the app's "Today" move on
 * under it: a file that read its day when it started looks for yesterday (issue 46, item 1;
 * docs/decisions/040, twenty-third session).
 */
export const E2E_ZONES = ['Europe/London', 'UTC', 'America/Los_Angeles'] as const;

/**
 * Longer than any browser file has taken on a loaded two-core machine, its server's start
 * included: a file that starts outside this window ends on the day it started.
 */
export const FILE_WINDOW_MS = 6 * 60_000;

/** Whether a day ends in one of `zones` between `now` and `now + windowMs`. */
export function dayEndsWithin(windowMs: number, now: number, zones: readonly string[] = E2E_ZONES): boolean {
  return zones.some((zone) => localToday(zone, new Date(now)) !== localToday(zone, new Date(now + windowMs)));
}

/**
 * Waits, when a day is about to end, until it has: a file then starts on the day it will end on.
 * On any other moment it goes on at once. `clock` and `sleep` are the wall clock's unless a test
 * of this function gives its own.
 */
export async function awayFromMidnight(
  windowMs = FILE_WINDOW_MS,
  clock: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<number> {
  let waited = 0;
  while (dayEndsWithin(windowMs, clock())) {
    if (waited === 0) console.log(`A day ends within ${windowMs / 60_000} minutes in one of ${E2E_ZONES.join(', ')}: this browser file starts after it.`);
    await sleep(5_000);
    waited += 5_000;
  }
  return waited;
}
