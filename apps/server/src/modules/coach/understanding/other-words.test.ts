import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { findMentions } from './mentions.js';
import { inTheirNames } from './other-words.js';

/**
 * Issue 50, fifty-first pass: a record called by what it is to the person (a synonym, a brand, a
 * part of it), never by its name. Sentences of my own on the coach fixture's account (Run, Long
 * run, Gym, two Meditate, Drink water, Read, Spanish lessons, Yoga, Journal…), not the pass's.
 */
const habits = [{ name: 'Evening swim' }, { name: 'Ukulele' }, { name: 'Fish oil' }, { name: 'Iron tablets' }, { name: 'Tennis' }, { name: 'Padel' }].map((h, i) => ({ id: `x${i}`, ...h }));

describe('other words for a record', () => {
  it('finds the record a synonym, a brand or a kind of it names', () => {
    expect(findMentions('did twenty lengths before work', habits)[0]?.items.map((h) => h.name)).toEqual(['Evening swim']);
    expect(findMentions('strummed the uke for a bit', habits)[0]?.items.map((h) => h.name)).toEqual(['Ukulele']);
  });
  it('names every record a word fits, to be asked which', () => {
    expect(findMentions('booked a racquet court', habits)[0]?.items.map((h) => h.name)).toEqual(['Tennis', 'Padel']);
  });
  it('never reads a word through another family when a name holds it', () => {
    expect(findMentions('took my iron tablets', habits)[0]?.items.map((h) => h.name)).toEqual(['Iron tablets']);
  });
  it('puts a record named otherwise by its name, never in a note or quotes', () => {
    expect(inTheirNames('shift my mindfulness to 7', [{ name: 'Meditate' }, { name: 'Run' }], [])).toBe('shift my Meditate to 7');
    expect(inTheirNames('shift my jogging to 7', SNAPSHOT.habits, SNAPSHOT.goals)).toBe('shift my jogging to 7');
    expect(inTheirNames('my diary: wrote about the jogging', SNAPSHOT.habits, SNAPSHOT.goals)).toBe('my Journal: wrote about the jogging');
    expect(inTheirNames('rename gym to "weights"', SNAPSHOT.habits, SNAPSHOT.goals)).toBe('rename gym to "weights"');
  });
});

describe('other words through the coach', () => {
  it('changes the habit said in other words, or asks which of two it names', () => {
    expect(interpretOffline('push my diary to 9:15pm', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-journal', startTime: '21:15' } });
    expect(interpretOffline('push my jogging to 7:15am', SNAPSHOT)).toMatchObject({ kind: 'reply', suggestions: ['Run', 'Long run'] });
    expect(interpretOffline('make my workouts 45 minutes', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-gym' } });
  });
  it('logs the habit said by a brand or a synonym', () => {
    expect(interpretOffline('had 3 glasses of h2o', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', value: 3 } });
    expect(interpretOffline('finished my babbel lesson', SNAPSHOT)).toMatchObject({ kind: 'reply', text: expect.stringContaining('Spanish lessons') });
  });
});

describe('other words beside a rename, a sitting and a word for two', () => {
  it('never reads a new name as the record it is a word for', () => {
    expect(interpretOffline('rename yoga to stretches and mobility', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-yoga', name: 'Stretches and mobility' } });
    expect(interpretOffline("call my diary 'Evening pages' from now on", SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-journal', name: 'Evening pages' } });
  });
  it('reads a word for a sitting after the name as part of it', () => {
    expect(interpretOffline('change the yoga class to 8:15pm', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-yoga', startTime: '20:15' } });
    expect(interpretOffline('move the gym sesh to 7pm', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-gym', startTime: '19:00' } });
  });
  it('asks which, with the word said, when a word fits two habits', () => {
    const answer = interpretOffline('went for a jog at lunch', SNAPSHOT);
    expect(answer).toMatchObject({ kind: 'reply', suggestions: ['Run', 'Long run'] });
    expect(answer.kind === 'reply' ? answer.text : '').toContain('jog');
  });
});

describe('the vision, an area and a count called otherwise', () => {
  it('reads "my big picture" as the vision', () => {
    expect(interpretOffline('set my north star to: slow mornings and good friends', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'createOrUpdateVision', args: { text: 'slow mornings and good friends' } });
  });
  it('reads a section or a bucket as an area, and an area by what it holds', () => {
    const areas = [{ id: 'a-fit', name: 'Fitness' }, { id: 'a-learn', name: 'Learning' }];
    expect(interpretOffline('rename my exercise bucket to Movement', { ...SNAPSHOT, areas })).toMatchObject({ kind: 'call', name: 'renameArea', args: { areaId: 'a-fit', name: 'Movement' } });
    expect(interpretOffline('create a new section called Money', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'createArea', args: { name: 'Money' } });
  });
  it('reads "this is my 4th glass" as the day so far', () => {
    expect(interpretOffline('this is my 4th glass of water', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', total: 4 } });
  });
  it('tells two habits a word fits apart by the weekday said', () => {
    const habits = SNAPSHOT.habits.map((h) => (h.id === 'h-long' ? { ...h, startTime: '07:00' } : h));
    expect(interpretOffline('move the sunday jog to 9:30am', { ...SNAPSHOT, habits })).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-long', startTime: '09:30' } });
  });
});
