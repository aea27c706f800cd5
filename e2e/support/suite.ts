import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startAppServer, type AppServer } from './app-server.js';
import { launchBrowser } from './browser.js';

/**
 * One built app server and one Chromium for the test file that calls it, started together before
 * its tests and stopped after them. Read the returned object's fields inside tests or hooks.
 */
export function useAppAndBrowser(env: Record<string, string> = {}, browserArgs: string[] = []) {
  const suite = {} as { server: AppServer; browser: Browser };
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startAppServer(env), launchBrowser(browserArgs)]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
