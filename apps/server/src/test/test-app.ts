import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import type { Clock } from '../clock.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { LogDestination } from '../log-destination.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { openTestDatabase, type Engine } from './test-database.js';

/** A clock that tests move forward to reach expiry times. */
export function createTestClock(start = Date.now()) {
  let offset = 0;
  return {
    now: () => new Date(start + offset),
    advance(ms: number) {
      offset += ms;
    },
    /** Jumps to an instant (reminder tests cross daylight-saving changes). */
    set(instant: Date | string) {
      offset = new Date(instant).getTime() - start;
    },
  } satisfies Clock & { advance(ms: number): void; set(instant: Date | string): void };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mail: MailCatcher;
  clock: ReturnType<typeof createTestClock>;
  /** A client that keeps cookies like a browser and sends Client-Type: web on every request. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestClient {
  request(method: InjectOptions['method'], url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  cookies: Map<string, string>;
}

/** The real app on a real database (PGlite or PostgreSQL) with a real SMTP server on loopback. */
export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: { database?: Database; logDestination?: LogDestination; jobs?: AppDeps['jobs']; clockStart?: Date; webhooks?: AppDeps['webhooks']; mcp?: AppDeps['mcp']; importReader?: AppDeps['importReader'] } = {},
): Promise<TestApp> {
  const mail = await startMailCatcher();
  // A database the test opened itself (behind a proxy, say), or a fresh one.
  const database = options.database ?? (await openTestDatabase(engine));
  const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: mail.url, WEB_DIST_DIR: '/nonexistent', ...env });
  const clock = createTestClock(options.clockStart?.getTime());
  const app = await buildApp(config, {
    database,
    clock,
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    ...(options.mcp ? { mcp: options.mcp } : {}),
    ...(options.importReader ? { importReader: options.importReader } : {}),
  });
  await app.ready();

  function client(): TestClient {
    const cookies = new Map<string, string>();
    return {
      cookies,
      async request(method, url, body, headers = {}) {
        const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        const response = await app.inject({
          method,
          url,
          headers: { 'client-type': 'web', ...(cookieHeader ? { cookie: cookieHeader } : {}), ...headers },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        for (const c of response.cookies) {
          // Expiry is judged on the app's clock, which set it: a test whose clock is weeks behind
          // the wall clock keeps its session (STYLE 16, tests on the app's clock).
          const expired = c.expires !== undefined && c.expires.getTime() <= clock.now().getTime();
          if (expired || c.value === '') cookies.delete(c.name);
          else cookies.set(c.name, c.value);
        }
        return response;
      },
    };
  }

  return {
    app,
    database,
    mail,
    clock,
    client,
    async close() {
      await app.close();
      await database.close();
      await mail.close();
    },
  };
}
