import path from 'node:path';
import { loadHarness, root } from '../load-harness.mjs';
const { harness: { startHarness }, cleanup } = await loadHarness('bench/voice-latency/harness.ts');
const h = await startHarness(path.join(root, 'apps/server/src/test/fixtures/voice/utterance-16k.pcm'), path.join(root, 'apps/server/drizzle'), {});
const f = await h.voiceTurns(Number(process.env.N ?? 6));
for (const x of f) console.log(Math.round(x.totalMs), x.steps.map((v) => Math.round(v)).join(' '));
await h.close(); cleanup();
