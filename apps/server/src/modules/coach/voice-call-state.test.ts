import { describe, expect, it } from 'vitest';
import { VOICE_CALL_STATES, type VoiceServerMessage } from '@stride/domain';
import { VOICE_CALL_TRANSITIONS, createCallState } from './voice-call-state.js';

function machine() {
  const sent: VoiceServerMessage[] = [];
  const warnings: unknown[] = [];
  const state = createCallState((message) => sent.push(message), { warn: (obj) => warnings.push(obj) });
  return { state, sent, warnings };
}

describe('the voice call’s states', () => {
  it('names a move from every state, and none out of ending', () => {
    expect(Object.keys(VOICE_CALL_TRANSITIONS).sort()).toEqual([...VOICE_CALL_STATES].sort());
    for (const [from, to] of Object.entries(VOICE_CALL_TRANSITIONS)) {
      if (from !== 'ending') expect(to, from).toContain('ending');
    }
    expect(VOICE_CALL_TRANSITIONS.ending).toEqual([]);
  });

  it('tells the browser each move of a call: greeting, a turn, barge-in, the end', () => {
    const { state, sent, warnings } = machine();
    for (const next of ['greeting', 'speaking', 'idle', 'listening', 'processing', 'speaking', 'listening', 'processing', 'idle', 'ending'] as const) state.enter(next);
    expect(sent.map((m) => (m.type === 'state' ? m.state : m.type))).toEqual(['greeting', 'speaking', 'idle', 'listening', 'processing', 'speaking', 'listening', 'processing', 'idle', 'ending']);
    expect(warnings).toEqual([]);
    expect(state.current).toBe('ending');
  });

  it('reports a move the table does not have (a bug to fix), and still makes it', () => {
    const { state, warnings } = machine();
    state.enter('greeting');
    state.enter('processing');
    expect(warnings).toEqual([{ from: 'greeting', to: 'processing' }]);
    expect(state.current).toBe('processing');
  });
});
