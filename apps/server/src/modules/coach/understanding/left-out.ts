import { coachFunctionServed, habitIdOf, type PastCall } from '../functions/index.js';
import { answerCalls, type Reading } from './reading.js';
import type { OfflineAnswer, OfflineCall } from './types.js';

/**
 * Issue 50: one record left out of what was just asked for several. After a proposal ("Skip
 * "Tennis" and "Squash"?"), "yes but keep squash", "ok, not squash though", "yes except squash" is
 * the proposal without it (proposed again when it still changes several records or destroys one,
 * the service's rule); after what was just done ("mark meditate and piano as done"), "oops not
 * piano" takes back only piano's. Undefined when the message names no record of those.
 */
const YES_BUT = /^(?:(?:yes|yeah|yep|yup|ok(?:ay)?|sure|fine|go\s+ahead|do\s+it)[,!.\s]+)+(?:(?:for|to)\s+(?:the\s+|my\s+)?[a-z]+(?:\s+[a-z]+){0,2}\s*[,;.]?\s+)?(?:but\s+)?(?:not|keep|leave(?:\s+out)?|except(?:\s+for)?|without|apart\s+from|skip(?:\s+the)?|minus)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:though|tho|out|alone|as\s+it\s+is|please|pls))*$/;
const NOT_THAT = /^(?:(?:oops|whoops|sorry|no|nope|wait|actually|ah|argh|hmm+|my\s+bad)[,!.\s]+)*not\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:though|tho|actually|sorry))*$/;

export function leftOut(r: Reading): OfflineAnswer | undefined {
  const t = r.said.plain.replace(/[.!]+$/, '');
  const setAside = r.context.setAside;
  const m = (setAside?.length ? YES_BUT.exec(t) : null) ?? NOT_THAT.exec(t);
  if (!m) return undefined;
  const named = new Set(r.habits.filter((x) => m[1]!.includes(r.said.text.slice(x.start, x.end))).flatMap((x) => x.items.map((h) => h.id)));
  if (!named.size) return undefined;
  const idOf = (c: { name: string; args: Record<string, unknown> }) => {
    const past = { ...c, outcome: { ok: true } } as PastCall;
    return habitIdOf(past) ?? coachFunctionServed(c.name)?.habitOf?.(past);
  };
  if (setAside?.length) {
    const kept = setAside.filter((c) => !named.has(idOf(c) ?? ''));
    if (kept.length === setAside.length || !kept.length) return undefined;
    return answerCalls(kept.map((c) => ({ name: c.name, args: c.args }) as OfflineCall));
  }
  // Every record named is one just done ("not piano, spanish" names another: a correction, talk.ts).
  const done = (r.context.lastCalls ?? []).filter((c) => c.outcome.ok);
  const hit = done.filter((c) => named.has(idOf(c) ?? ''));
  if (!hit.length || [...named].some((id) => !hit.some((c) => idOf(c) === id))) return undefined;
  const back = hit.map((c) => coachFunctionServed(c.name)?.undo?.(c));
  if (back.some((b) => !b)) return undefined;
  return answerCalls(back.flatMap((b) => [b!].flat()) as OfflineCall[]);
}
