import { describe, expect, it } from 'vitest';
import { interpretOffline, type PastCall } from '../offline-coach.js';
import { isYes } from '../coach-answers.js';
import { normalise } from './language.js';
import { HABITS, SNAPSHOT, TODAY } from './coach-fixture.js';

/** Issue 50, forty-ninth pass: requests as they are said aloud, in sentences of my own for the fixture person. */
const made = (id: string, name: string): PastCall => ({ name: 'createHabit', args: { name }, outcome: { ok: true, result: { id, name } } });

describe('a follow-up that says a length and a time together', () => {
  it.each([
    ['make it fifteen minutes at six forty five in the morning', '06:45', 15],
    ['make it 9pm for 25 minutes', '21:00', 25],
  ])('"%s" after a habit was made sets both', (message, startTime, durationMinutes) => {
    const lastCalls = [made('h-journal', 'Journal')];
    expect(interpretOffline(message, SNAPSHOT, { lastCalls })).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-journal', startTime, durationMinutes } });
  });

  it('reads the minutes of a time said in words with its part of the day', () => {
    expect(normalise('at eight thirty in the evening', TODAY)).toBe('at 8:30pm');
  });
});

describe('a rename asked with no new name', () => {
  it('asks what a goal should be called, and reads the answer as the goal’s name', () => {
    const asked = interpretOffline('change the name of my run a 10k goal', SNAPSHOT);
    expect(asked).toMatchObject({ kind: 'reply', memory: { pending: { message: 'rename the Run a 10k goal to' } } });
    const memory = asked.kind === 'reply' ? asked.memory : undefined;
    expect(interpretOffline('half marathon', SNAPSHOT, { memory })).toMatchObject({ kind: 'call', name: 'updateGoal', args: { goalId: 'g-10k', name: 'Half marathon' } });
  });

  it('asks what a habit should be called when its name is to change', () => {
    expect(interpretOffline("change yoga's name", SNAPSHOT)).toMatchObject({ kind: 'reply', memory: { pending: { message: 'rename Yoga to' } } });
  });
});

describe('restored at a time with no am or pm', () => {
  it('keeps the half of the day the habit was in', () => {
    expect(interpretOffline('unarchive floss and put it at nine forty five', SNAPSHOT)).toMatchObject({
      kind: 'calls',
      calls: [
        { name: 'restoreHabit', args: { habitId: 'h-floss' } },
        { name: 'updateHabit', args: { habitId: 'h-floss', startTime: '21:45' } },
      ],
    });
  });
});

describe('two things done, with the day after the second', () => {
  it('is two ticks, never a note on the first', () => {
    const answer = interpretOffline('did my walk to work and my journal this morning', SNAPSHOT);
    expect(answer.kind).toBe('calls');
    expect(JSON.stringify(answer)).not.toContain('note');
    expect(JSON.stringify(answer)).toContain('h-journal');
  });
});

describe('"did the" a word two names share', () => {
  it('asks which, between the chore and the thing drunk', () => {
    const plants = { ...HABITS.walk, id: 'h-plants', name: 'Water the plants', pauses: [] };
    const s = { ...SNAPSHOT, habits: [...SNAPSHOT.habits, plants] };
    expect(interpretOffline('done the water', s)).toMatchObject({ kind: 'reply', suggestions: ['Drink water', 'Water the plants'] });
  });
});

describe('a yes said as the deed', () => {
  it.each(['yes get rid of it', 'yeah bin it', 'ok delete them'])('"%s" is a yes', (message) => {
    expect(isYes(message)).toBe(true);
  });
  it('"get rid of the run" is no bare yes', () => {
    expect(isYes('get rid of the run')).toBe(false);
  });
});
