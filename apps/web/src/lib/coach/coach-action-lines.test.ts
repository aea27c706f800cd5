import { describe, expect, it, vi } from 'vitest';
import { COACH_TEXTS } from '@stride/domain';
import { makeGoal, makeHabit } from '../../test/fixtures';
import { actionLinesOf, replyBesideActions } from './coach-action-lines';
import { COACH_CHAT_TEXTS } from './coach-chat-texts';

describe('the lines of what the coach did (issue 37)', () => {
  it('one line per change, the server’s sentence where it sent one, a delete with its undo id, and nothing for a read', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    const habit = makeHabit({ name: 'Run' });
    const goal = makeGoal({ name: 'Run a 10k' });
    expect(
      actionLinesOf([
        { functionCalled: 'getProgress', functionResult: { period: 'this week' }, summary: 'Looked at this week.' },
        { functionCalled: 'skipHabit', functionResult: habit, summary: 'Skipped "Run" on 2026-11-27.' },
        { functionCalled: 'updateHabit', functionResult: habit },
        { functionCalled: 'createGoal', functionResult: goal },
        { functionCalled: 'deleteGoal', functionResult: { goalId: goal.id, undoId: 'u1', name: goal.name } },
        { functionCalled: 'deleteHabit', functionResult: { habitId: habit.id, undoId: 'u2', name: 'Run' }, summary: 'Deleted the habit "Run".' },
        { functionCalled: 'restoreDeleted', functionResult: { functionCalls: [] } },
        { functionCalled: 'launchRocket', functionResult: {}, summary: 'Launched.' },
      ]),
    ).toEqual([
      { text: 'Skipped "Run" on Fri 27 Nov.' },
      { text: COACH_CHAT_TEXTS.savedHabit('Run') },
      { text: COACH_CHAT_TEXTS.savedGoal('Run a 10k') },
      { text: COACH_TEXTS.deletedGoal('Run a 10k'), undoId: 'u1' },
      { text: 'Deleted the habit "Run".', undoId: 'u2' },
      { text: COACH_CHAT_TEXTS.restored },
    ]);
  });

  it('gives any call the server sent an undo id with its Undo: a history cleared (its result is the habit), an area deleted', () => {
    const habit = makeHabit({ name: 'Rowing' });
    const cleared = 'Cleared the history of "Rowing" (5 days); the habit and its days ahead stay. It can be undone for 30 days.';
    expect(
      actionLinesOf([
        { functionCalled: 'clearHistory', functionResult: habit, summary: cleared, undoId: '3f0c2b1e-8d4a-4c6e-9b7a-1a2b3c4d5e6f' },
        { functionCalled: 'deleteArea', functionResult: { areaId: 'a1', undoId: 'u3', name: 'Evening' }, summary: 'Deleted the area "Evening".', undoId: 'u3' },
        { functionCalled: 'completeHabit', functionResult: habit, summary: 'Marked "Rowing" done.' },
      ]),
    ).toEqual([{ text: cleared, undoId: '3f0c2b1e-8d4a-4c6e-9b7a-1a2b3c4d5e6f' }, { text: 'Deleted the area "Evening".', undoId: 'u3' }, { text: 'Marked "Rowing" done.' }]);
  });

  it('keeps the reply’s own words beside the lines, without the sentences they say, with human dates', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    const calls = [{ functionCalled: 'skipHabit', functionResult: {}, summary: 'Skipped "Run" on 2026-11-27.' }];
    expect(replyBesideActions('Skipped "Run" on 2026-11-27.', calls)).toBe('');
    expect(replyBesideActions('Rest well! Skipped "Run" on 2026-11-27. See you 2026-11-28.', calls)).toBe('Rest well! See you Sat 28 Nov.');
    // What it only read stays in the reply: no line says it.
    expect(replyBesideActions('This week: 5 of 7.', [{ functionCalled: 'getProgress', functionResult: {}, summary: 'This week: 5 of 7.' }])).toBe('This week: 5 of 7.');
  });
});
