import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from './account-texts';
import { GOALS_TEXTS } from './goals-texts';
import { HABITS_TEXTS } from './habits-texts';

/**
 * Decision 030, "Confirmations": a question before a delete says what is true of it. Deleting a
 * habit or a goal can be undone since issue 39, so their questions say so (the spec's first
 * sentence kept word for word); deleting the account cannot, and says that.
 */
describe('delete confirmations', () => {
  it('keep the spec question and offer undo for a habit and a goal', () => {
    expect(HABITS_TEXTS.deleteHabitConfirm).toBe('Are you sure you want to delete this entire habit? You can undo it straight after.');
    expect(GOALS_TEXTS.deleteGoalConfirm).toBe('Are you sure you want to delete this goal? You can undo it straight after.');
    expect(HABITS_TEXTS.deleteOccurrenceConfirm).toBe('Are you sure you want to delete this occurrence?');
  });

  it('still say that deleting the account is for good', () => {
    expect(ACCOUNT_TEXTS.deletion.consequences[0]).toMatch(/cannot be brought back/);
  });
});
