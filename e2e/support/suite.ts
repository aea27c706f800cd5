import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startAppServer, type AppServer } from './app-server.js';
import { launchBrowser } from './browser.js';
import { sharedBrowser, sharedServer } from './worker-shared.js';

/**
 * The built app server and Chromium for the test file that calls it. A file with the default
 * environment and browser flags uses its worker's shared server and Chromium (worker-shared.ts);
 * one that needs its own (environment variables such as a fake provider's address, which may be
 * filled in by an earlier beforeAll; browser flags; `ownServer` for a file that restarts its
 * server) starts them before its tests and stops them after. Read the returned object's fields
 * inside tests or hooks.
 */
export function useAppAndBrowser(env: Record<string, string> = {}, browserArgs: string[] = [], options: { ownServer?: boolean } = {}) {
  const suite = {} as { server: AppServer; browser: Browser };
  let ownServer = false;
  const ownBrowser = browserArgs.length > 0;
  beforeAll(async () => {
    ownServer = options.ownServer === true || Object.keys(env).length > 0;
    [suite.server, suite.browser] = await Promise.all([
      ownServer ? startAppServer(env) : sharedServer(),
      ownBrowser ? launchBrowser(browserArgs) : sharedBrowser(),
    ]);
  });
  afterAll(async () => {
    if (ownBrowser) await suite.browser?.close();
    if (ownServer) await suite.server?.stop();
  });
  return suite;
}
