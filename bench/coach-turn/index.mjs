// bench/coach-turn: what the coach turn that does a job sends the model, in characters of system
// prompt, tools and message (issue 49: measured on the request the job is done in, after any
// `useFunctions` round, with a disciplined scripted model that calls only the functions it was
// given). Goals: at most 8,000 for 20 habits and 12,000 for 50 (5 goals, an area, a vision), so a
// local model holds the turn with the conversation. The real app on PGlite and the local fake
// provider; the records are made through the API; each request is one chat turn of its own.
// Baseline, in the same run: the same turn as sent before issue 37 (the previous prompt format with
// the same records, and every function's schema as z.toJSONSchema gave it).
import path from 'node:path';
import { loadHarness, root } from '../load-harness.mjs';

const GOALS = { 20: 8000, 50: 12000 };

const { harness, cleanup } = await loadHarness('bench/coach-turn/harness.ts');
try {
  const pad = (v, n) => String(v).padStart(n);
  for (const [habits, goal] of Object.entries(GOALS)) {
    const sizes = await harness.measureTurns(path.join(root, 'apps/server/drizzle'), Number(habits));
    console.log(`bench/coach-turn: characters of the turn that does the job (${habits} habits, 5 goals, an area, a vision)`);
    console.log(`  ${'message'.padEnd(44)} ${pad('system', 6)} ${pad('tools', 6)} ${pad('total', 6)} ${pad('before', 7)} asked  done by: tools given`);
    for (const s of sizes) {
      const label = s.message.length > 42 ? `${s.message.slice(0, 41)}…` : s.message;
      console.log(`  ${label.padEnd(44)} ${pad(s.system, 6)} ${pad(s.tools, 6)} ${pad(s.total, 6)} ${pad(s.baseline, 7)} ${pad(s.asked, 5)}  ${s.did || '(words)'}: ${s.toolNames.join(' ')}`);
    }
    const worst = Math.max(...sizes.map((s) => s.total));
    const baseline = Math.max(...sizes.map((s) => s.baseline));
    const median = [...sizes.map((s) => s.total)].sort((a, b) => a - b)[Math.floor(sizes.length / 2)];
    console.log(`  largest turn: ${worst} characters (median ${median}); before issue 37, the same turns: ${baseline}; ratio ${(worst / baseline).toFixed(2)}`);
    console.log(`  goal for ${habits} habits: at most ${goal} characters: ${worst <= goal ? 'met' : 'NOT met'}`);
    if (worst > goal) process.exitCode = 1;
  }
} finally {
  cleanup();
}
