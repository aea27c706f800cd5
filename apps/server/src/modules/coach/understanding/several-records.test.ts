import { expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { proposalText, splitForYes } from '../functions/index.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 37: "turn off reminders for everything" changes several habits at once, so every call of
 * it waits for a yes (the service proposes what splitForYes puts `later`), with a question that
 * says which habits; one habit's reminders go at once.
 */
it('asks before turning off the reminders of every habit, and says which', () => {
  const answer = interpretOffline('turn off reminders for everything', SNAPSHOT);
  expect(answer.kind).toBe('calls');
  const calls = answer.kind === 'calls' ? answer.calls : [];
  const { now, later } = splitForYes(calls);
  expect(now).toEqual([]);
  expect(later.map((c) => c.args)).toEqual([{ habitId: 'h-run' }, { habitId: 'h-gym' }]);
  expect(proposalText(later, SNAPSHOT)).toBe('Turn off reminders on 2 habits ("Run", "Gym")?');
});

it('turns off one habit’s reminders at once', () => {
  const answer = interpretOffline('stop reminding me about gym', SNAPSHOT);
  expect(answer).toMatchObject({ kind: 'call', name: 'removeReminder', args: { habitId: 'h-gym' } });
  const { now, later } = splitForYes([{ name: 'removeReminder', args: { habitId: 'h-gym' } }]);
  expect([now.length, later.length]).toEqual([1, 0]);
});
