// The habits-api benchmark's server process (forked by index.mjs): the app, its cold twin and the
// bare routes (harness.ts) in a process of their own, so the load generator never shares their
// event loop. Sends the harness's users over IPC; closes everything on 'close' or a disconnect.
import path from 'node:path';
import { loadHarness, root } from '../load-harness.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { harness: { startHarness }, cleanup } = await loadHarness('bench/habits-api/harness.ts');
let harness;
try {
  harness = await startHarness(adminUrl, path.join(root, 'apps/server/drizzle'));
} catch (error) {
  cleanup();
  throw error;
}

let closing;
function close() {
  closing ??= harness.close().finally(() => {
    cleanup();
    process.disconnect?.();
  });
  return closing;
}
process.on('message', (message) => {
  if (message === 'close') void close();
  // The CPU this process has used so far (µs, user and system): the benchmark counts it per request.
  if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
});
process.on('disconnect', () => void close());
process.send({ large: harness.large, small: harness.small, databaseName: harness.databaseName });
