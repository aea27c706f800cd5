import type { SessionMessage } from './coach.repository.js';
import type { OfflineContext, OfflineMemory, PastCall } from './understanding/types.js';

/** A name the coach quotes: "…", or the language's «…», „…“, « … » (decision 054, helper i18n-labels). */
const QUOTED_NAME = /"([^"]+)"|„([^“]+)“|«\u00a0?([^»]+?)\u00a0?»/g;

/**
 * Issue 24: the habit a conversation last talked about, so "move it to 8pm" has a meaning. The
 * latest message (the person's or the coach's) that names exactly one habit decides; a message
 * naming several decides by the one in quotes, as the coach's own summaries write names
 * ('Created the habit "Read"'). Function calls' arguments count too (a habit's id).
 */
export function lastHabitTalkedAbout(history: readonly SessionMessage[], habits: readonly { id: string; name: string }[]): string | null {
  const byLength = [...habits].sort((a, b) => b.name.length - a.name.length);
  for (let i = history.length - 1; i >= 0; i--) {
    const message = history[i]!;
    if ('toolCalls' in message) {
      for (const call of [...message.toolCalls].reverse()) {
        const id = habitIdOf(call.arguments);
        if (id && habits.some((h) => h.id === id)) return id;
      }
    }
    if (message.role === 'tool') continue;
    // The coach's own words count only by the names it quotes ("Created the habit "Read""); its
    // examples are in curly quotes and its help names no habit, so neither is "the habit talked about".
    const raw = (message.content ?? '').toLowerCase();
    // Issue 54: in Spanish, German and French it quotes them as the language does («», „“, « »).
    const text = message.role === 'assistant' ? [...raw.matchAll(QUOTED_NAME)].map((m) => `"${m[1] ?? m[2] ?? m[3]}"`).join(' ') : raw;
    if (!text) continue;
    const named = byLength.filter((h) => mentions(text, h.name.toLowerCase()));
    // "Morning run" mentioned also mentions "run": the longer name wins when one holds the other.
    const distinct = named.filter((h) => !named.some((other) => other !== h && other.name.toLowerCase().includes(h.name.toLowerCase())));
    if (distinct.length === 1) return distinct[0]!.id;
    const quoted = distinct.filter((h) => text.includes(`"${h.name.toLowerCase()}"`));
    if (quoted.length === 1) return quoted[0]!.id;
  }
  return null;
}

function mentions(text: string, name: string): boolean {
  const at = text.indexOf(name);
  if (at < 0) return false;
  const before = at === 0 ? ' ' : text[at - 1]!;
  const after = text[at + name.length] ?? ' ';
  return !/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after);
}

function habitIdOf(json: string): string | undefined {
  try {
    const value = JSON.parse(json) as { habitId?: unknown };
    return typeof value.habitId === 'string' ? value.habitId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Issue 37: the calls the last turn that made any ran, oldest first, each with what it answered
 * (`{ ok, summary, result }`, `result.undoId` for a delete), for "actually, undo that" and "make
 * that 45 minutes". Calls awaiting a yes, or refused, come with `ok: false`.
 */
export function lastCallsOf(history: readonly SessionMessage[]): PastCall[] {
  for (let i = history.length - 1; i >= 0; i--) {
    const message = history[i]!;
    if (message.role === 'user') continue;
    if (!('toolCalls' in message)) continue;
    // The turn's calls: this assistant message and any of the same turn before it (several rounds).
    let start = i;
    while (start > 0 && history[start - 1]!.role !== 'user') start--;
    const calls: PastCall[] = [];
    const answers = new Map<string, string>();
    for (const m of history.slice(start)) if (m.role === 'tool') answers.set(m.toolCallId, m.content);
    for (const m of history.slice(start, i + 1)) {
      if (!('toolCalls' in m)) continue;
      for (const call of m.toolCalls) calls.push({ name: call.name, args: parsed(call.arguments) ?? {}, outcome: outcomeOf(answers.get(call.id)) });
    }
    return calls;
  }
  return [];
}

function parsed(json: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function outcomeOf(content: string | undefined): PastCall['outcome'] {
  const value = content === undefined ? undefined : parsed(content);
  if (!value) return { ok: false, error: 'No answer kept.' };
  return {
    ok: value.ok === true,
    ...(typeof value.summary === 'string' ? { summary: value.summary } : {}),
    ...(typeof value.error === 'string' ? { error: value.error } : {}),
    ...('result' in value ? { result: value.result } : {}),
  };
}

/**
 * Issue 37: what the built-in coach knows of the conversation: the habit talked about, the calls
 * of the last turn that made any (with their results, for "undo that" and "make that 45
 * minutes"), and what its last answer asked to keep (`memory`, handed back by the service).
 */
export function offlineContextOf(history: readonly SessionMessage[], habits: readonly { id: string; name: string }[], memory: OfflineMemory | null = null): OfflineContext {
  return { lastHabitId: lastHabitTalkedAbout(history, habits), lastCalls: lastCallsOf(history), memory };
}
