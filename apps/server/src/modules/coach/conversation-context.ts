import type { SessionMessage } from './coach.repository.js';

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
    const text = (message.content ?? '').toLowerCase();
    if (!text || message.role === 'tool') continue;
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
