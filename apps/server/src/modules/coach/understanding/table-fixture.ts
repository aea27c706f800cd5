import { expect } from 'vitest';
import { coachFunctionNamed } from '@stride/domain';
import type { SessionMessage } from '../coach.repository.js';
import { offlineContextOf } from '../conversation-context.js';
import { interpretOffline, type OfflineAnswer, type OfflineContext, type PastCall } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 37: how the built-in coach's tables say what they expect, and the checks every answer
 * gets whatever its row (suggestions short, at most three and understood by the coach itself;
 * every call's arguments accepted by its function's schema).
 */
export type Expected =
  | { kind: 'call'; name: string; args: Record<string, unknown> }
  | { kind: 'calls'; calls: { name: string; args?: Record<string, unknown> }[] }
  | { kind: 'reply'; words: string[] }
  | { kind: 'notUnderstood' };

/** A call of `name` whose arguments hold at least `args`. */
export const call = (name: string, args: Record<string, unknown> = {}): Expected => ({ kind: 'call', name, args });
/** Several calls, in this order, each holding at least its arguments. */
export const calls = (...list: { name: string; args?: Record<string, unknown> }[]): Expected => ({ kind: 'calls', calls: list });
/** Words (a question or an answer) with every one of these, any case, and no call. */
export const says = (...words: string[]): Expected => ({ kind: 'reply', words });
export const notUnderstood: Expected = { kind: 'notUnderstood' };

/** "it" is this habit. */
export const about = (habitId: string): OfflineContext => ({ lastHabitId: habitId });
/** The last turn made this call (and it went well). */
export const after = (name: string, args: Record<string, unknown>, result: unknown = {}, extra: OfflineContext = {}): OfflineContext => ({
  lastCalls: [{ name, args, outcome: { ok: true, summary: 'Done.', result } } satisfies PastCall],
  ...(typeof args.habitId === 'string' ? { lastHabitId: args.habitId } : {}),
  ...extra,
});

export type Row = [message: string, expected: Expected, context?: OfflineContext];
/** Messages in a row of one conversation: each next one gets the context and memory the service would hand it. */
export type Conversation = { steps: [string, Expected][] };
export const conversation = (...steps: [string, Expected][]): Conversation => ({ steps });

/** Whether `answer` is what `expected` says (as a vitest assertion, or quietly for a score). */
export function matches(answer: OfflineAnswer, expected: Expected): boolean {
  try {
    check(answer, expected);
    return true;
  } catch {
    return false;
  }
}

export function check(answer: OfflineAnswer, expected: Expected): void {
  switch (expected.kind) {
    case 'call':
      expect(answer).toMatchObject({ kind: 'call', name: expected.name, args: expected.args });
      break;
    case 'calls': {
      const made = answer.kind === 'calls' ? answer.calls : answer.kind === 'call' ? [{ name: answer.name, args: answer.args }] : [];
      expect(made.map((c) => c.name)).toEqual(expected.calls.map((c) => c.name));
      expected.calls.forEach((c, i) => expect(made[i]!.args).toMatchObject(c.args ?? {}));
      break;
    }
    case 'reply': {
      expect(answer.kind).toBe('reply');
      const text = answer.kind === 'reply' ? answer.text.toLowerCase() : '';
      expect(answer.kind === 'reply' && answer.understood === false, 'understood').toBe(false);
      for (const word of expected.words) expect(text, `"${word}" in the reply`).toContain(word.toLowerCase());
      break;
    }
    case 'notUnderstood':
      expect(answer).toMatchObject({ kind: 'reply', understood: false });
  }
}

/** What every answer must be, whatever was asked. */
export function checkShape(answer: OfflineAnswer, context: OfflineContext): void {
  const made = answer.kind === 'calls' ? answer.calls : answer.kind === 'call' ? [{ name: answer.name, args: answer.args }] : [];
  for (const c of made) {
    const fn = coachFunctionNamed(c.name);
    expect(fn, c.name).toBeDefined();
    const parsed = fn!.args.safeParse(c.args);
    expect(parsed.success, `${c.name} ${JSON.stringify(c.args)}: ${parsed.error?.message}`).toBe(true);
  }
  const suggestions = answer.suggestions ?? [];
  expect(suggestions.length).toBeLessThanOrEqual(3);
  for (const suggestion of suggestions) {
    expect(suggestion.length, suggestion).toBeLessThanOrEqual(120);
    // Tapped, a suggestion is the person's next message: the coach must understand its own.
    const next = interpretOffline(suggestion, SNAPSHOT, { ...context, memory: answer.memory ?? null });
    expect(next.kind === 'reply' && next.understood === false, `suggestion "${suggestion}" is understood`).toBe(false);
  }
}

/** A past call as the session keeps it, with a result the way its function answers (ids of what it made). */
function fakeResult(name: string, args: Record<string, unknown>, n: number): unknown {
  if (name === 'createHabit') return { id: `h-new-${n}`, name: args.name };
  if (name === 'createGoal') return { id: `g-new-${n}`, name: args.name };
  if (name.startsWith('delete')) return { undoId: `undo-${n}` };
  return {};
}

/** Runs a conversation as the coach service does: each answer's calls and words go into the history, its memory to the next message. */
export function runConversation(steps: [string, Expected][], onEach: (answer: OfflineAnswer, expected: Expected, context: OfflineContext) => void): void {
  const history: SessionMessage[] = [];
  let memory: OfflineContext['memory'] = null;
  steps.forEach(([message, expected], i) => {
    const context = offlineContextOf(history, SNAPSHOT.habits, memory);
    const answer = interpretOffline(message, SNAPSHOT, context);
    onEach(answer, expected, context);
    history.push({ role: 'user', content: message });
    const made = answer.kind === 'calls' ? answer.calls : answer.kind === 'call' ? [{ name: answer.name, args: answer.args }] : [];
    if (made.length) {
      history.push({ role: 'assistant', content: null, toolCalls: made.map((c, j) => ({ id: `call-${i}-${j}`, name: c.name, arguments: JSON.stringify(c.args) })) });
      made.forEach((c, j) => history.push({ role: 'tool', toolCallId: `call-${i}-${j}`, content: JSON.stringify({ ok: true, summary: 'Done.', result: fakeResult(c.name, c.args as Record<string, unknown>, i) }) }));
      history.push({ role: 'assistant', content: 'Done.' });
    } else if (answer.kind === 'reply') history.push({ role: 'assistant', content: answer.text });
    memory = answer.memory ?? null;
  });
}
