// bench/coach-turn: what one coach turn sends the model, in characters of system prompt, tools and
// message (issue 37: at most 8,000 for 20 habits, 5 goals and a vision, so a 4,096-token local
// model holds it with the conversation). The real app on PGlite and the local fake provider; the
// user's records are made through the API; each message below is one chat turn, and the request
// the provider received is measured. Baseline, in the same run: the same turn as sent before issue
// 37 (the previous prompt format with the same records, and every function's schema as
// z.toJSONSchema gave it).
import path from 'node:path';
import { loadHarness, root } from '../load-harness.mjs';

const GOAL = 8000;
const MESSAGES = [
  'hi',
  'I did my run',
  'move gym to 7pm',
  'delete yoga',
  'remind me 15 minutes before yoga',
  'pause everything for a week',
  'how am I doing this week?',
  'add physio every day until the end of March',
  'which habits are part of my spanish goal?',
  'stop my spanish lessons after 15 December',
  'I read 25 pages',
  "can you skip friday's run?",
  'take my vitamins twice a day, at 8am and 8pm',
  'I want to run a marathon this year, can you set me up with a plan and a few habits to get there?',
];

const { harness, cleanup } = await loadHarness('bench/coach-turn/harness.ts');
try {
  const sizes = await harness.measureTurns(path.join(root, 'apps/server/drizzle'), MESSAGES);
  const pad = (v, n) => String(v).padStart(n);
  console.log('bench/coach-turn: characters a turn sends (20 habits, 5 goals, a vision)');
  console.log(`  ${'message'.padEnd(44)} ${pad('system', 6)} ${pad('tools', 6)} ${pad('total', 6)} ${pad('before', 7)}  tools given`);
  for (const s of sizes) {
    const label = s.message.length > 42 ? `${s.message.slice(0, 41)}…` : s.message;
    console.log(`  ${label.padEnd(44)} ${pad(s.system, 6)} ${pad(s.tools, 6)} ${pad(s.total, 6)} ${pad(s.baseline, 7)}  ${s.toolNames.join(' ')}`);
  }
  const worst = Math.max(...sizes.map((s) => s.total));
  const baseline = Math.max(...sizes.map((s) => s.baseline));
  const median = [...sizes.map((s) => s.total)].sort((a, b) => a - b)[Math.floor(sizes.length / 2)];
  console.log(`  largest turn: ${worst} characters (median ${median}); before issue 37, the same turns: ${baseline}; ratio ${(worst / baseline).toFixed(2)}`);
  console.log(`  goal: at most ${GOAL} characters: ${worst <= GOAL ? 'met' : 'NOT met'}`);
  if (worst > GOAL) process.exitCode = 1;
} finally {
  cleanup();
}
