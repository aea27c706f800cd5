import { describe, expect, it } from 'vitest';
import { TURN_SETTINGS, endingOf, fixedTurns, quietNeeded, turnIsOver } from './end-of-turn.js';

describe('the end of a turn (end-of-turn.ts, issue 53)', () => {
  it('a complete sentence is complete; a question too', () => {
    for (const text of ['Move my run to seven.', 'No, leave it as it is.', 'How am I doing this week?', 'Delete my gym habit.', 'Yes.', 'Add reading, yoga and a walk.', 'Can you help me?', 'Remind me at 7:30.']) {
      expect(endingOf(text), text).toBe('complete');
    }
  });

  it('words that promise more: a trailing and / um / so / to, a number being said, a list in progress, a comma', () => {
    for (const text of ['I want to', 'I want to.', 'Move my run and', 'Um', 'So,', 'Create a habit called', 'Remind me at seven', 'Remind me at 7', 'Add yoga, reading, walking', 'Add yoga, reading,', 'Move it to...', 'My goal is', 'How many times did I']) {
      expect(endingOf(text), text).toBe('continuing');
    }
  });

  it('words with no end heard and no promise are unsure', () => {
    expect(endingOf('Delete my gym habit')).toBe('unsure');
    expect(endingOf('Hello coach')).toBe('unsure');
  });

  it('the quiet each needs comes from the settings; no transcript yet waits the longest; the fixed rule ignores the words', () => {
    expect(quietNeeded(TURN_SETTINGS, 'Move my run to seven.')).toBe(TURN_SETTINGS.completeMs);
    expect(quietNeeded(TURN_SETTINGS, 'I want to')).toBe(TURN_SETTINGS.continuingMs);
    expect(quietNeeded(TURN_SETTINGS, 'Hello coach')).toBe(TURN_SETTINGS.unsureMs);
    expect(quietNeeded(TURN_SETTINGS, null)).toBe(TURN_SETTINGS.continuingMs);
    expect(quietNeeded({ ...TURN_SETTINGS, completeMs: 300 }, 'Yes.')).toBe(300);
    expect(quietNeeded(fixedTurns(600), 'Yes.')).toBe(600);
    expect(turnIsOver(TURN_SETTINGS, 249, 'Yes.')).toBe(false);
    expect(turnIsOver(TURN_SETTINGS, 250, 'Yes.')).toBe(true);
  });
});
