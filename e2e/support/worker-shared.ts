import type { Browser } from 'playwright-core';
import { startAppServer, type AppServer } from './app-server.js';
import { launchBrowser } from './browser.js';

/**
 * One app server (default environment) and one Chromium (default flags) per Vitest worker, shared
 * by the browser test files that worker runs one after another (the e2e project runs with
 * `isolate: false`, so a worker keeps its modules and processes between files). Each test signs
 * up its own user, so the files do not see each other's data. Kept on globalThis: the worker's
 * environment (environment.ts), loaded apart from the test files' modules, stops them when the
 * worker ends; a worker that dies without that still takes its server with it (app-server.ts).
 */
interface WorkerShared {
  server?: Promise<AppServer>;
  /** The shared server's real stop (the one the files see refuses). */
  stopServer?: () => Promise<void>;
  browser?: Promise<Browser>;
  /** Stops both: called by the worker's environment (environment.ts) when the worker ends. */
  stop?: () => Promise<void>;
}

const WORKER_SHARED_KEY = Symbol.for('stride.e2e.worker-shared');
const state = ((globalThis as Record<symbol, WorkerShared>)[WORKER_SHARED_KEY] ??= {});

/** The worker's server; one that a test file tries to restart is refused (it needs its own: useAppAndBrowser's `ownServer`). */
export function sharedServer(): Promise<AppServer> {
  state.server ??= startAppServer().then((server) => {
    state.stopServer = server.stop;
    return {
      ...server,
      restartAfter: () => Promise.reject(new Error('the worker’s shared server cannot be restarted: give the file its own (useAppAndBrowser(env, args, { ownServer: true }))')),
      stop: () => Promise.reject(new Error('the worker’s shared server is stopped when the worker ends')),
    };
  });
  // A server that failed to start is not kept: the next file tries again (and says why).
  state.server.catch(() => (state.server = undefined));
  return state.server;
}

export async function sharedBrowser(): Promise<Browser> {
  // A browser that crashed is replaced rather than failing every file after it.
  if (state.browser && !(await state.browser.then((b) => b.isConnected(), () => false))) state.browser = undefined;
  state.browser ??= launchBrowser();
  state.browser.catch(() => (state.browser = undefined));
  return state.browser;
}

/** Stops the worker's server and browser (the worker's environment calls it when the worker ends). */
async function stopWorkerShared(): Promise<void> {
  const { server, browser } = state;
  state.server = undefined;
  state.browser = undefined;
  await Promise.allSettled([browser?.then((b) => b.close()), server?.then(() => state.stopServer?.())]);
  state.stopServer = undefined;
}

state.stop = stopWorkerShared;
