// The real app on embedded PGlite with the OpenAI SDK pointed at the local fake provider, and a
// verified premium user signed in: the coach benchmarks' common start.
import { eq } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema.js';
import { startFakeOpenAi, type FakeOpenAi } from '../apps/server/src/test/fake-openai.js';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { startMailCatcher } from '../apps/server/src/test/mail-catcher.js';

export const BENCH_ORIGIN = 'http://127.0.0.1';

export interface BenchApp {
  baseUrl: string;
  fake: FakeOpenAi;
  database: Database;
  /** The signed-in user's id and session cookies. */
  userId: string;
  cookies: Map<string, string>;
  /** A JSON request as the signed-in user; throws on a status of 300 or more. */
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

/** `env`: settings beside the bench's own (the voice benchmark's turn rules, say). */
export async function startBenchApp(migrationsDir: string, env: Record<string, string> = {}): Promise<BenchApp> {
  const fake = await startFakeOpenAi();
  const mail = await startMailCatcher();
  const database = await openDatabase({ dataDir: 'memory://', migrationsDir });
  await database.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: mail.url, WEB_DIST_DIR: '/nonexistent', OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.url, APP_ORIGIN: BENCH_ORIGIN, ...env });
  const app = await buildApp(config, { database });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookies = new Map<string, string>();
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'client-type': 'web',
        origin: BENCH_ORIGIN,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (value) cookies.set(name!, value);
    }
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  const email = `bench.${Date.now()}@example.com`;
  const before = mail.count();
  await call('POST', '/api/auth/signup', { email, password: 'Str0ng!pass', firstName: 'Ada', lastName: 'Lovelace', timezone: 'Europe/London' });
  await call('POST', '/api/auth/verify-email', { code: await mail.nextCode(email, before) });
  // Premium: 300 s of voice and more messages a day than a run sends.
  await database.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.email, email));
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return {
    baseUrl,
    fake,
    database,
    userId: user!.id,
    cookies,
    call,
    async close() {
      await app.close();
      await database.close();
      await mail.close();
      await fake.close();
    },
  };
}
