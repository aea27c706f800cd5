import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * The browser tier's environment: Node's, plus the end of a worker's shared app server and
 * Chromium (worker-shared.ts). Vitest sets an environment up once per worker when files do not run
 * isolated, and tears it down when the worker stops, after its last file. It is loaded apart from
 * the test files' modules, so it finds the worker's shared processes on globalThis.
 */
export default {
  name: 'stride-e2e',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const node = await builtinEnvironments.node.setup(global, options);
    return {
      async teardown(global) {
        const shared = (globalThis as Record<symbol, { stop?: () => Promise<void> } | undefined>)[Symbol.for('stride.e2e.worker-shared')];
        await shared?.stop?.();
        await node.teardown(global);
      },
    };
  },
} satisfies Environment;
