import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';


/** Issue 50: a note offered with a tick of today, then "sorry, i meant yesterday": the note, on the day meant. */
describe('the day of an offered note, said again', () => {
  const offered = { memory: { pending: { offer: [{ name: 'completeHabit' as const, args: { habitId: 'h-read', note: 'fell asleep on page 4' } }], about: 'h-read' } } };

  it.each(['sorry i meant yesterday', 'no wait, yesterday', 'oops, for yesterday'])('"%s" puts the note on yesterday', (message) => {
    const answer = interpretOffline(message, SNAPSHOT, offered);
    const calls = answer.kind === 'call' ? [answer] : answer.kind === 'calls' ? answer.calls : (((answer.memory?.pending ?? {}) as { offer?: unknown[] }).offer ?? []);
    expect(calls).toEqual([expect.objectContaining({ args: expect.objectContaining({ habitId: 'h-read', date: '2026-11-24', note: 'fell asleep on page 4' }) })]);
  });

  it('still takes a yes as a yes', () => {
    expect(interpretOffline('yes', SNAPSHOT, offered)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-read', note: 'fell asleep on page 4' } });
  });
});
