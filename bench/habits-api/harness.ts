// The habits-api benchmark's server side, bundled by index.mjs: the real app on a fresh PostgreSQL
// database with two users, and bare routes serving the same JSON from memory as baselines.
// - "large": 50 habits started three years ago (daily, weekdays, first Monday of the month), eight
//   goals, about four in five occurrences completed;
// - "small": 10 habits started a year ago, the same rules and share.
// Names, times and which occurrences were completed vary (a seeded generator), as a real user's
// do: a list of identical habits would compress far better than any real one.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import Fastify from 'fastify';
import { compileSchedule, expandSchedule, formatDate, localToday, toEpochDay } from '@stride/domain';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { goals, habitCompletions, habits, sessions, users } from '../../apps/server/src/db/schema.js';
import { createBenchDatabase, type BenchDatabase } from '../bench-database.js';

export interface SeededUser {
  /** GET /api/habits/user/{id} on the app. */
  listUrl: string;
  /** The same on the app with its habit caches off: every request reads all completions and computes every occurrence. */
  coldListUrl: string;
  /** The same answer's bytes from memory. */
  bareUrl: string;
  /** The same answer as the app sends it to Chromium (br), its compressed bytes from memory with their Content-Encoding. */
  bareEncodedUrl: string;
  /** The app's origin, for the other calls of a first load. */
  origin: string;
  userId: string;
  headers: Record<string, string>;
  habits: number;
  completions: number;
  /** Bytes of the default list answer, uncompressed. */
  bytes: number;
}

export interface Harness {
  large: SeededUser;
  small: SeededUser;
  /** The scratch database's name (its PostgreSQL backends' CPU is counted per request). */
  databaseName: string;
  close(): Promise<void>;
}

const NAMES = ['Morning run', 'Read 20 pages', 'Meditate', 'Stretch', 'Journal', 'Drink water', 'Practise Spanish', 'Walk the dog', 'Guitar', 'Plan the day', 'No phone after 10', 'Call a friend', 'Cook at home', 'Floss', 'Strength training', 'Review budget', 'Tidy desk'];
const GOAL_NAMES = ['Run a half marathon', 'Read 30 books this year', 'Sleep better', 'Speak Spanish on holiday', 'Save for a flat', 'Be kinder to myself', 'Play a song on guitar', 'Cook twice a week'];
const RULES = [
  { recurrence: 'daily', customRecurrence: null },
  { recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] } },
  { recurrence: 'custom', customRecurrence: { frequency: 'monthly', interval: 1, monthlyOption: 'dayOfWeek', monthlyWeek: 'first', monthlyWeekday: 'Monday' } },
] as const;

/** A small seeded generator (mulberry32): the same data on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Accept-Encoding as Chromium sends it. */
export const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';

/** One GET's status, headers and body bytes as they came over the socket (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function seedUser(database: Database, options: { email: string; habitCount: number; goalCount: number; days: number; seed: number }) {
  const db = database.db;
  const next = random(options.seed);
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({ email: options.email, passwordHash: 'x', firstName: 'Bench', lastName: 'User', isEmailVerified: true, timezone: 'Europe/London', createdAt: now, updatedAt: now })
    .returning();
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: createHash('sha256').update(token).digest('hex'), userId: user!.id, createdAt: now, expiresAt: new Date(now.getTime() + 864e5) });
  const goalIds: string[] = [];
  for (let g = 0; g < options.goalCount; g++) {
    const [goal] = await db
      .insert(goals)
      .values({ userId: user!.id, name: GOAL_NAMES[g % GOAL_NAMES.length]!, description: 'Step by step, one week at a time.', createdAt: now, updatedAt: now })
      .returning();
    goalIds.push(goal!.id);
  }

  const today = localToday('Europe/London', now);
  const start = formatDate(toEpochDay(today) - options.days);
  let completions = 0;
  for (let i = 0; i < options.habitCount; i++) {
    const rule = RULES[i % RULES.length]!;
    const begin = 6 * 60 + Math.floor(next() * 60) * 15 % (16 * 60);
    const schedule = {
      segments: [{ from: start, anchor: start, startTime: clock(begin), endTime: clock(begin + 15 + Math.floor(next() * 4) * 15), ...rule, until: null }],
      exceptions: [],
      extras: [],
    };
    const [habit] = await db
      .insert(habits)
      .values({
        userId: user!.id,
        name: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`,
        description: next() < 0.5 ? '' : 'Small and daily beats big and rare.',
        goalId: goalIds.length > 0 && next() < 0.7 ? goalIds[Math.floor(next() * goalIds.length)]! : null,
        schedule: schedule as never,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // About four in five scheduled occurrences completed, at random.
    const dates = expandSchedule(compileSchedule(schedule as never), start, today)
      .map((o) => o.date)
      .filter(() => next() < 0.8);
    for (let k = 0; k < dates.length; k += 5000) {
      await db.insert(habitCompletions).values(dates.slice(k, k + 5000).map((date) => ({ habitId: habit!.id, date, createdAt: now })));
    }
    completions += dates.length;
  }
  return { userId: user!.id, headers: { cookie: `stride_session=${token}`, 'client-type': 'web' }, completions, habits: options.habitCount };
}

export async function startHarness(adminUrl: string, migrationsDir: string): Promise<Harness> {
  const scratch = await createBenchDatabase(adminUrl, migrationsDir);
  try {
    return await startOn(scratch);
  } catch (error) {
    // The app did not start (another change broke it, say): its database goes with it.
    await scratch.drop();
    throw error;
  }
}

async function startOn(scratch: BenchDatabase): Promise<Harness> {
  const { database } = scratch;
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: scratch.url, WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp(config, { database });
  const cold = await buildApp(config, { database, habitCaches: { occurrenceBytes: 0, completionEntries: 0, answerBytes: 0 } });
  const bare = Fastify();
  const bareBodies = new Map<string, Buffer>();
  const bareEncoded = new Map<string, { body: Buffer; encoding: string }>();
  bare.get('/bare/:user', (request, reply) => reply.type('application/json; charset=utf-8').send(bareBodies.get((request.params as { user: string }).user)));
  bare.get('/bare-encoded/:user', (request, reply) => {
    const { body, encoding } = bareEncoded.get((request.params as { user: string }).user)!;
    return reply.type('application/json; charset=utf-8').header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
  });

  const seeded = [
    await seedUser(database, { email: 'large@example.com', habitCount: 50, goalCount: 8, days: 3 * 365, seed: 1 }),
    await seedUser(database, { email: 'small@example.com', habitCount: 10, goalCount: 3, days: 365, seed: 2 }),
  ];

  const listen = async (server: typeof app) => {
    await server.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  };
  const origin = await listen(app);
  const coldOrigin = await listen(cold);
  const bareOrigin = await listen(bare);

  const users: SeededUser[] = [];
  for (const user of seeded) {
    const listUrl = `${origin}/api/habits/user/${user.userId}`;
    const coldListUrl = `${coldOrigin}/api/habits/user/${user.userId}`;
    // The baselines: the same answers, already serialized and encoded, from memory.
    const body = await (await fetch(listUrl, { headers: user.headers })).text();
    const coldBody = await (await fetch(coldListUrl, { headers: user.headers })).text();
    if (coldBody !== body) throw new Error('the app answers differently with its caches off');
    bareBodies.set(user.userId, Buffer.from(body));
    const encoded = await rawGet(listUrl, { ...user.headers, 'accept-encoding': CHROMIUM_ENCODINGS });
    if (encoded.status !== 200 || !encoded.headers['content-encoding']) throw new Error(`the app answered ${encoded.status} ${encoded.headers['content-encoding'] ?? 'uncompressed'} to Chromium's Accept-Encoding`);
    bareEncoded.set(user.userId, { body: encoded.body, encoding: encoded.headers['content-encoding'] });
    users.push({
      ...user,
      listUrl,
      coldListUrl,
      bareUrl: `${bareOrigin}/bare/${user.userId}`,
      bareEncodedUrl: `${bareOrigin}/bare-encoded/${user.userId}`,
      origin,
      bytes: Buffer.byteLength(body),
    });
  }

  return {
    large: users[0]!,
    small: users[1]!,
    databaseName: new URL(scratch.url).pathname.slice(1),
    async close() {
      await bare.close();
      await app.close();
      await cold.close();
      await scratch.drop();
    },
  };
}
