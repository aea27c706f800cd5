import { describe, expect, it } from 'vitest';
import { interpretOffline, parseDay, type CoachSnapshot } from './offline-coach.js';
import { silentMp3 } from '../../test/silent-mp3.js';
import { mp3DurationSeconds } from '../../audio/mp3-duration.js';

const snapshot: CoachSnapshot = {
  firstName: 'Ada',
  today: '2026-11-22',
  timezone: 'Europe/London',
  habits: [
    { id: 'h1', name: 'Morning run', schedule: 'every day at 07:00–07:30', goalId: null, completionStreak: 3, bestStreak: 5, successRate: 0.75, doneToday: false },
    { id: 'h2', name: 'Evening run', schedule: 'every day at 19:00–19:30', goalId: null, completionStreak: 0, bestStreak: 1, successRate: null, doneToday: null },
  ],
  goals: [{ id: 'g1', name: 'Run a 10k', description: '' }],
  vision: null,
};

describe('offline coach', () => {
  it('turns commands into function calls on the named records', () => {
    expect(interpretOffline('create a weekly habit called Call mum', snapshot)).toEqual({ kind: 'call', name: 'createHabit', args: { name: 'Call mum', recurrence: 'weekly' } });
    expect(interpretOffline('Move morning run to 6:30am', snapshot)).toEqual({ kind: 'call', name: 'updateHabit', args: { habitId: 'h1', startTime: '06:30' } });
    // "to" at the start of a name is part of it, not the word "to".
    expect(interpretOffline('Add goal Touch my toes', snapshot)).toEqual({ kind: 'call', name: 'createGoal', args: { name: 'Touch my toes' } });
    expect(interpretOffline('add habit Tomato watering at 8am', snapshot)).toMatchObject({ name: 'createHabit', args: { name: 'Tomato watering', startTime: '08:00' } });
    expect(interpretOffline('remove run a 10k', snapshot)).toEqual({ kind: 'call', name: 'deleteGoal', args: { goalId: 'g1' } });
    expect(interpretOffline('my vision is "Strong and kind"', snapshot)).toEqual({ kind: 'call', name: 'createOrUpdateVision', args: { text: 'Strong and kind' } });
  });

  it('asks which one when a name matches more than one record', () => {
    // Issue 37: the question keeps the choice, so the next message ("the evening one") answers it.
    expect(interpretOffline('delete habit run', snapshot)).toEqual({
      kind: 'reply',
      text: 'Which one do you mean: "Morning run", "Evening run"?',
      suggestions: ['Morning run', 'Evening run'],
      memory: { pending: { message: 'delete habit run', choose: ['h1', 'h2'] } },
    });
  });

  it('reads skips, amounts, pauses and the archive (issue 22)', () => {
    const s: CoachSnapshot = {
      ...snapshot,
      habits: [
        ...snapshot.habits,
        { id: 'h3', name: 'Water', schedule: 'every day', goalId: null, completionStreak: 0, bestStreak: 0, successRate: null, doneToday: false, target: { quantity: 8, unit: 'glasses' } },
        { id: 'h4', name: 'Reading', schedule: 'every day', goalId: null, completionStreak: 0, bestStreak: 0, successRate: null, doneToday: false, target: { quantity: 20, unit: 'pages' } },
      ],
    };
    expect(interpretOffline('Skip morning run', s)).toEqual({ kind: 'call', name: 'skipHabit', args: { habitId: 'h1' } });
    expect(interpretOffline("skip today's evening run", s)).toEqual({ kind: 'call', name: 'skipHabit', args: { habitId: 'h2' } });
    expect(interpretOffline('skip Morning run yesterday', s)).toEqual({ kind: 'call', name: 'skipHabit', args: { habitId: 'h1', date: '2026-11-21' } });
    expect(interpretOffline('skip run', s)).toMatchObject({ kind: 'reply', text: 'Which one do you mean: "Morning run", "Evening run"?' });
    expect(interpretOffline('unskip morning run', s)).toEqual({ kind: 'call', name: 'unskipHabit', args: { habitId: 'h1' } });
    expect(interpretOffline('log 5 glasses', s)).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h3', value: 5 } });
    expect(interpretOffline('I drank 2.5 glasses of water yesterday', s)).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h3', value: 2.5, date: '2026-11-21' } });
    expect(interpretOffline('I read 12 pages', s)).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h4', value: 12 } });
    expect(interpretOffline('log 3 km', s)).toEqual({ kind: 'reply', text: 'Which habit is that for? Habits with amounts: "Water" (8 glasses), "Reading" (20 pages).' });
    expect(interpretOffline('log 3 km', snapshot)).toMatchObject({ kind: 'reply', text: expect.stringContaining('None of your habits has an amount to log') });
    // Sunday 22 November is today.
    expect(interpretOffline('Pause everything until 2027-01-02', s)).toEqual({ kind: 'call', name: 'pauseHabits', args: { from: '2026-11-22', to: '2027-01-02' } });
    expect(interpretOffline('pause all my habits from tomorrow to Saturday', s)).toEqual({ kind: 'call', name: 'pauseHabits', args: { from: '2026-11-23', to: '2026-11-28' } });
    expect(interpretOffline('pause evening run for 2 weeks', s)).toEqual({ kind: 'call', name: 'pauseHabits', args: { habitId: 'h2', from: '2026-11-22', to: '2026-12-05' } });
    expect(interpretOffline('pause water until someday', s)).toMatchObject({ kind: 'reply', text: expect.stringContaining('Until when should I pause "Water"?') });
    expect(interpretOffline('resume my habits', s)).toEqual({ kind: 'call', name: 'resumeHabits', args: {} });
    expect(interpretOffline('unpause Water', s)).toEqual({ kind: 'call', name: 'resumeHabits', args: { habitId: 'h3' } });
    expect(interpretOffline('archive the habit water', s)).toEqual({ kind: 'call', name: 'archiveHabit', args: { habitId: 'h3' } });
    // Issue 37: restoring is for an archived habit (a live one is said to be live, not "restored").
    const archived: CoachSnapshot = { ...s, habits: s.habits.map((h) => (h.id === 'h3' ? { ...h, archived: true } : h)) };
    expect(interpretOffline('Restore Water', archived)).toEqual({ kind: 'call', name: 'restoreHabit', args: { habitId: 'h3' } });
  });

  it('reads the days people name', () => {
    expect(parseDay('today', '2026-11-22')).toBe('2026-11-22');
    expect(parseDay('tomorrow', '2026-11-22')).toBe('2026-11-23');
    expect(parseDay('Sunday', '2026-11-22')).toBe('2026-11-22');
    expect(parseDay('next Monday', '2026-11-22')).toBe('2026-11-23');
    expect(parseDay('2027-02-29', '2026-11-22')).toBeUndefined();
    expect(parseDay('soon', '2026-11-22')).toBeUndefined();
  });

  it('reports progress from the figures it was given', () => {
    const answer = interpretOffline('how am I doing', snapshot);
    expect(answer).toEqual({
      kind: 'reply',
      text: [
        'Your progress:',
        '• Morning run: streak 3 (best 5), 75% done, due today',
        '• Evening run: streak 0 (best 1), nothing scheduled yet',
        'Your best run right now is "Morning run" with 3 in a row. Keep it going!',
      ].join('\n'),
    });
  });
});

describe('mp3 duration', () => {
  it('counts frames, skipping an ID3 tag and stray bytes', () => {
    const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...Array<number>(20).fill(0)]);
    const audio = Buffer.concat([id3, Buffer.from([1, 2, 3]), silentMp3(3)]);
    expect(mp3DurationSeconds(audio)).toBeCloseTo(2.978, 2);
    expect(mp3DurationSeconds(Buffer.from('not audio at all'))).toBe(0);
  });
});
