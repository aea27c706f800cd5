// bench/reminders (issue 21): reminders at scale on PostgreSQL (bench/reminders/harness.ts seeds them).
// 10,000 users with 5 daily habits each, every habit with a push reminder at its start; the first
// habit of every user starts at 07:30 London time, so 10,000 reminders fall due in the same minute
// while 40,000 wait for later in the day.
// 1. The real app (tick at each minute's start, the pg-boss workers with their default polling):
//    the delay from each reminder's due time to the moment it is handed to the push channel,
//    p50/p99/max, against the same delay for one reminder due alone, measured in this run.
//    Goal: p99 at most 5 s with 10,000 due in one minute.
// 2. One tick by itself (the notifications service with its queue, no workers, no timer): its time
//    and its database queries, idle and with 1,000 reminders due, with 10,000 and then 100,000
//    reminders waiting for later. Goal: the tick's cost flat within 1.5x from 10k to 100k.
// Uses DATABASE_URL when set, else the local PostgreSQL (postgres@127.0.0.1:5432).
import path from 'node:path';
import { loadHarness, root } from '../load-harness.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = 10_000;
const HABITS_PER_USER = 5;
const P99_GOAL_MS = 5000;
const FLAT_GOAL = 1.5;
const DUE_PER_TICK = 1000;
const ROUNDS = 5;
const IDLE_ROUNDS = 50;

const { harness: { startHarness, DAY, dueAt }, cleanup } = await loadHarness('bench/reminders/harness.ts');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => percentile([...values].sort((a, b) => a - b), 50);
const dayAfter = (date, days) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Waits until `count` reminders for `date` reached the channel; answers their delays from `due`, sorted. */
async function delaysOf(h, date, count, due, timeoutMs = 90_000) {
  const suffix = `:${date}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reached = h.handed.filter((x) => x.tag.startsWith('reminder:') && x.tag.endsWith(suffix));
    if (reached.length >= count) return reached.map((x) => x.at - due).sort((a, b) => a - b);
    if (Date.now() > deadline) throw new Error(`only ${reached.length} of ${count} reminders reached the channel in ${timeoutMs / 1000} s`);
    await sleep(50);
  }
}

const h = await startHarness(adminUrl, path.join(root, 'apps/server/drizzle'));
try {
  const seededAt = Date.now();
  await h.seed(USERS, HABITS_PER_USER);
  const seeded = await h.counts();
  console.log(`bench/reminders: ${USERS.toLocaleString('en')} users × ${HABITS_PER_USER} habits, ${seeded.reminders.toLocaleString('en')} reminders (seeded in ${((Date.now() - seededAt) / 1000).toFixed(0)} s)`);

  // 1. Delay, through the real app. First one reminder due alone (the tick's wake-up and the
  // workers' polling, nothing queued behind it): the baseline. It fires the day before the others.
  const alone = dayAfter(DAY, -1);
  await h.armDue([h.habitIds[0]], alone);
  let instance = await h.startApp(dueAt(alone) - 3000);
  const [single] = await delaysOf(h, alone, 1, dueAt(alone));
  await instance.close();
  const due = dueAt(DAY);
  instance = await h.startApp(due - 3000);
  const delays = await delaysOf(h, DAY, USERS, due);
  const handedTwice = h.handed.length - new Set(h.handed.map((x) => x.tag)).size;
  await instance.close();

  const p50 = percentile(delays, 50);
  const p99 = percentile(delays, 99);
  console.log(`\n1. ${USERS.toLocaleString('en')} reminders due in the same minute, due time → handed to the push channel (real app: tick at the minute's start, workers polling every 1 s)`);
  console.log(`   p50 ${ms(p50)}   p99 ${ms(p99)}   max ${ms(delays.at(-1))}   (handed on twice: ${handedTwice})`);
  console.log(`   baseline, one reminder due alone: ${ms(single)}   ratio p99 / baseline: ${(p99 / single).toFixed(2)}x`);
  console.log(`   goal p99 ≤ ${P99_GOAL_MS} ms: ${p99 <= P99_GOAL_MS ? 'met' : 'NOT MET'}`);

  // 2. One tick, by itself.
  await h.clearReminders();
  const ticker = await h.tickOnly();
  const firstHabits = h.habitIds.filter((_, i) => i % HABITS_PER_USER === 0);
  let day = 1;
  async function measure(futureRows) {
    const busy = [];
    for (let round = 0; round < ROUNDS; round++) {
      const date = dayAfter(DAY, ++day);
      const group = firstHabits.slice(round * DUE_PER_TICK, (round + 1) * DUE_PER_TICK);
      await h.armDue(group, date);
      ticker.clock.setNow(dueAt(date) + 5000);
      h.counter.queries = 0;
      const started = performance.now();
      const taken = await ticker.tick();
      busy.push({ ms: performance.now() - started, queries: h.counter.queries, taken });
      await h.deleteRows(group, 0);
    }
    const idle = [];
    for (let round = 0; round < IDLE_ROUNDS; round++) {
      h.counter.queries = 0;
      const started = performance.now();
      await ticker.tick();
      idle.push({ ms: performance.now() - started, queries: h.counter.queries });
    }
    const rows = await h.counts();
    const result = {
      futureRows,
      rows: rows.reminders,
      busyMs: median(busy.map((b) => b.ms)),
      busyQueries: median(busy.map((b) => b.queries)),
      taken: median(busy.map((b) => b.taken)),
      idleMs: median(idle.map((b) => b.ms)),
      idleQueries: median(idle.map((b) => b.queries)),
    };
    console.log(
      `   ${futureRows.toLocaleString('en').padStart(7)} waiting: ${DUE_PER_TICK} due → ${ms(result.busyMs)}, ${result.busyQueries} queries (${result.taken} rows taken); nothing due → ${ms(result.idleMs)}, ${result.idleQueries} queries`,
    );
    return result;
  }

  console.log(`\n2. One tick (median of ${ROUNDS} with ${DUE_PER_TICK.toLocaleString('en')} due, of ${IDLE_ROUNDS} with none), by the reminders waiting for later`);
  await h.addFutureRows(10_000, 5);
  await h.analyze();
  const small = await measure(10_000);
  await h.addFutureRows(50_000, 10);
  await h.addFutureRows(40_000, 15);
  await h.analyze();
  const large = await measure(100_000);
  console.log(`   the due read with 100,000 waiting and none due (EXPLAIN ANALYZE): ${(await h.explainDue(dueAt(dayAfter(DAY, 2)))).map((line) => line.trim()).join(' | ')}`);
  await ticker.stop();
  const busyRatio = large.busyMs / small.busyMs;
  const idleRatio = large.idleMs / small.idleMs;
  console.log(`   100k / 10k (baseline): ${busyRatio.toFixed(2)}x with ${DUE_PER_TICK} due, ${idleRatio.toFixed(2)}x idle; queries ${large.busyQueries} vs ${small.busyQueries}`);
  console.log(`   goal flat within ${FLAT_GOAL}x: ${busyRatio <= FLAT_GOAL && idleRatio <= FLAT_GOAL ? 'met' : 'NOT MET'}`);
} finally {
  await h.close();
  cleanup();
}
