// bench/recurrence: the habits engine from packages/domain, bundled with esbuild as the app ships it.
//
// 1. A one-month window 1 year and 10 years after the start of a daily, a custom weekly and a
//    monthly-nth-weekday habit in Europe/Berlin, occurrences with ISO times. Goal (issue 5): the
//    10-year figure at most 1.5x the 1-year figure (expansion jumps to the window; it does not walk).
// 2. 100 habits x 6 weeks expanded with ISO times. Goal: under 10 ms. Baseline from the same run:
//    formatting the same number of timestamps with Date#toISOString, the cheapest way to make them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = mkdtempSync(path.join(tmpdir(), 'stride-bench-'));
await build({
  entryPoints: [path.join(root, 'packages/domain/src/index.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: path.join(out, 'domain.mjs'),
  logLevel: 'error',
});
const d = await import(pathToFileURL(path.join(out, 'domain.mjs')).href);
rmSync(out, { recursive: true, force: true });

const ZONE = 'Europe/Berlin';
const START = '2026-01-05';

/**
 * Median milliseconds per call of `a` and of `b`. Calls of a few microseconds are timed in batches
 * (a single call is close to the timer's own cost), and the two are sampled alternately after a
 * shared warm-up, so both are measured in the same JIT state and under the same machine load.
 */
function medians(a, b, samples, batch = 20, warmup = 2000) {
  for (let i = 0; i < warmup; i++) {
    a();
    b();
  }
  const timesA = [];
  const timesB = [];
  const time = (fn, into) => {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    into.push(Number(process.hrtime.bigint() - t0) / 1e6 / batch);
  };
  for (let i = 0; i < samples; i++) {
    time(a, timesA);
    time(b, timesB);
  }
  const median = (times) => times.sort((x, y) => x - y)[Math.floor(times.length / 2)];
  return [median(timesA), median(timesB)];
}

const rule = { startTime: '07:00', endTime: '07:30' };
const habits = {
  daily: d.createSchedule(START, { ...rule, recurrence: 'daily', customRecurrence: null }),
  'custom weekly (Mon, Wed, Fri)': d.createSchedule(START, {
    ...rule,
    recurrence: 'custom',
    customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Wednesday', 'Friday'] },
  }),
  'monthly, second Tuesday': d.createSchedule(START, {
    ...rule,
    recurrence: 'custom',
    customRecurrence: { frequency: 'monthly', interval: 1, monthlyOption: 'dayOfWeek', monthlyWeek: 'second', monthlyWeekday: 'Tuesday' },
  }),
};

let failed = false;
console.log(`bench/recurrence: one-month window, ${ZONE}, median of 2000 batches of 20 calls, 1 and 10 years sampled alternately`);
for (const [name, schedule] of Object.entries(habits)) {
  const compiled = d.compileSchedule(schedule);
  const [oneYear, tenYears] = medians(
    () => d.occurrencesBetween(compiled, '2027-01-01', '2027-01-31', ZONE),
    () => d.occurrencesBetween(compiled, '2036-01-01', '2036-01-31', ZONE),
    2000,
  );
  const ratio = tenYears / oneYear;
  const ok = ratio <= 1.5;
  failed ||= !ok;
  console.log(
    `  ${name.padEnd(30)} 1 year after: ${(oneYear * 1000).toFixed(1)} µs  10 years after: ${(tenYears * 1000).toFixed(1)} µs  ratio ${ratio.toFixed(2)} (goal <= 1.5) ${ok ? 'OK' : 'MISSED'}`,
  );
}

// 100 habits of mixed rules and start dates, six weeks each.
const kinds = Object.values(habits);
const many = Array.from({ length: 100 }, (_, i) => {
  const start = d.formatDate(d.toEpochDay('2025-06-01') + i * 3);
  const base = kinds[i % kinds.length].segments[0];
  return d.compileSchedule(
    d.createSchedule(start, {
      startTime: `${String(6 + (i % 14)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      endTime: '21:00',
      recurrence: base.recurrence,
      customRecurrence: base.customRecurrence,
    }),
  );
});
const expandAll = () => {
  let n = 0;
  for (const schedule of many) n += d.occurrencesBetween(schedule, '2026-11-01', '2026-12-12', ZONE).length;
  return n;
};
const cold0 = process.hrtime.bigint();
const count = expandAll();
const cold = Number(process.hrtime.bigint() - cold0) / 1e6;
const stamps = Array.from({ length: count * 2 }, (_, i) => Date.UTC(2026, 10, 1) + i * 3_600_000);
const [engine, baseline] = medians(expandAll, () => stamps.map((ms) => new Date(ms).toISOString()), 200, 1, 20);
const ok = engine < 10;
failed ||= !ok;
console.log(
  `  100 habits x 6 weeks: ${count} occurrences in ${engine.toFixed(2)} ms (goal < 10 ms) ${ok ? 'OK' : 'MISSED'}, ` +
    `first run (time-zone offsets not yet cached) ${cold.toFixed(2)} ms; ` +
    `baseline ${count * 2} x Date#toISOString: ${baseline.toFixed(2)} ms; ratio ${(engine / baseline).toFixed(2)}`,
);
process.exit(failed ? 1 : 0);
