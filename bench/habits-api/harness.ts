// The habits-api benchmark's server side, bundled by index.mjs: the real app on a fresh PostgreSQL
// database with one user holding 50 habits and three years of completions, and a bare route
// serving the same JSON from memory as the baseline.
import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { compileSchedule, expandSchedule, formatDate, localToday, toEpochDay } from '@stride/domain';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { habitCompletions, habits, sessions, users } from '../../apps/server/src/db/schema.js';

export interface Harness {
  appUrl: string;
  /** The same app with its habit caches off: every request reads all completions and computes every occurrence. */
  coldUrl: string;
  bareUrl: string;
  headers: Record<string, string>;
  completions: number;
  bytes: number;
  close(): Promise<void>;
}

export async function startHarness(adminUrl: string, migrationsDir: string): Promise<Harness> {
  const name = `stride_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), WEB_DIST_DIR: '/nonexistent' });
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', migrationsDir, onConnectionError: () => undefined });
  await database.migrate();
  const app = await buildApp(config, { database });
  const cold = await buildApp(config, { database, habitCaches: { occurrenceBytes: 0, completionEntries: 0 } });
  const db = database.db;

  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'User', isEmailVerified: true, timezone: 'Europe/London', createdAt: now, updatedAt: now })
    .returning();
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: createHash('sha256').update(token).digest('hex'), userId: user!.id, createdAt: now, expiresAt: new Date(now.getTime() + 864e5) });
  const headers = { cookie: `stride_session=${token}`, 'client-type': 'web' };

  // 50 habits started three years ago: daily, weekdays, and monthly on the first Monday.
  const today = localToday('Europe/London', now);
  const start = formatDate(toEpochDay(today) - 3 * 365);
  const rules = [
    { recurrence: 'daily', customRecurrence: null },
    { recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] } },
    { recurrence: 'custom', customRecurrence: { frequency: 'monthly', interval: 1, monthlyOption: 'dayOfWeek', monthlyWeek: 'first', monthlyWeekday: 'Monday' } },
  ] as const;
  let completions = 0;
  for (let i = 0; i < 50; i++) {
    const rule = rules[i % rules.length]!;
    const schedule = {
      segments: [{ from: start, anchor: start, startTime: '07:00', endTime: '07:30', ...rule, until: null }],
      exceptions: [],
      extras: [],
    };
    const [habit] = await db
      .insert(habits)
      .values({ userId: user!.id, name: `Habit ${i + 1}`, description: '', schedule: schedule as never, createdAt: now, updatedAt: now })
      .returning();
    // About four in five scheduled occurrences completed.
    const dates = expandSchedule(compileSchedule(schedule as never), start, today)
      .map((o) => o.date)
      .filter((_, k) => (k * 7 + i) % 5 !== 0);
    for (let k = 0; k < dates.length; k += 5000) {
      await db.insert(habitCompletions).values(dates.slice(k, k + 5000).map((date) => ({ habitId: habit!.id, date, createdAt: now })));
    }
    completions += dates.length;
  }

  const listen = async (server: typeof app) => {
    await server.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(server.server.address() as { port: number }).port}/api/habits/user/${user!.id}`;
  };
  const appUrl = await listen(app);
  const coldUrl = await listen(cold);

  // The baseline: the same answer, already serialized and encoded, from memory.
  const body = await (await fetch(appUrl, { headers })).text();
  const bare = Fastify();
  const encoded = Buffer.from(body);
  bare.get('/bare', (_, reply) => reply.type('application/json; charset=utf-8').send(encoded));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address() as { port: number };

  const coldBody = await (await fetch(coldUrl, { headers })).text();
  if (coldBody !== body) throw new Error('the app answers differently with its caches off');

  return {
    appUrl,
    coldUrl,
    bareUrl: `http://127.0.0.1:${bareAddress.port}/bare`,
    headers,
    completions,
    bytes: Buffer.byteLength(body),
    async close() {
      await bare.close();
      await app.close();
      await cold.close();
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
