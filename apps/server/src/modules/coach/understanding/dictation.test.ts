import { describe, expect, it } from 'vitest';
import { asDictationMeant, dictatedNote, withSpokenPunctuation } from './dictation.js';
import { normalise } from './language.js';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT, TODAY } from './coach-fixture.js';

/** Issue 50, forty-ninth pass: what a phone's dictation writes for the words meant, read as meant; the same words elsewhere are left. */
describe('dictated homophones', () => {
  it.each([
    ['meditate at ate a m', 'meditate at 8 am'],
    ['journal by ten thirty p m', 'journal by ten thirty pm'],
    ['move long run to for o clock', 'move long run to 4 o clock'],
    ['gym at for', 'gym at 4'],
    ['move walk to work to ate fifteen', 'move walk to work to 8 fifteen'],
    ['log too cups of tea', 'log 2 cups of tea'],
    ['swim for times a week', 'swim 4 times a week'],
    ['remind me half an our before', 'remind me half an hour before'],
    ['add won more glass', 'add 1 more glass'],
    ['skip that won tomorrow', 'skip that one tomorrow'],
    ['right a note for the gym today legs were heavy', 'write a note for the gym today legs were heavy'],
  ])('reads "%s" as "%s"', (said, meant) => {
    expect(asDictationMeant(said)).toBe(meant);
  });

  it.each(['go for a walk at 6pm', 'i won the match', 'turn right at the end', 'talk to grandma every sunday', 'read for an hour', 'our walk to work', 'listen to for twenty minutes', 'change the unit on water to glasses', 'switch water from ml to cups'])('leaves "%s" as it is', (said) => {
    expect(asDictationMeant(said)).toBe(said);
  });

  it('reads a clock time spelt apart with the rest of the sentence', () => {
    expect(normalise('move journal to nine fifteen p m', TODAY)).toBe('move journal to 9:15 pm');
    expect(normalise('read for three hours instead of two please', TODAY)).toBe('read for 3 hours instead of 2 please');
  });
});

describe('punctuation said aloud', () => {
  it('is written', () => {
    expect(withSpokenPunctuation('walked to work this morning comma legs were heavy period')).toBe('walked to work this morning, legs were heavy.');
    expect(withSpokenPunctuation('is journal done today question mark')).toBe('is journal done today?');
  });
  it('is written by the normaliser too, and in a note with none left at its ends', () => {
    // Was a case of asFirstLanguage's own (second-language.test.ts) before the rule moved here.
    expect(normalise('no sugar comma zero sweets a day', TODAY)).toBe('no sugar, 0 sweets a day');
    expect(dictatedNote('comma knee felt sore period')).toBe('knee felt sore');
    expect(dictatedNote('legs heavy comma slept badly full stop')).toBe('legs heavy, slept badly');
  });
  it('stays a word where it names a time', () => {
    expect(withSpokenPunctuation('note on read the grace period is over')).toBe('note on read the grace period is over');
    expect(withSpokenPunctuation('pause gym for a period of two weeks')).toBe('pause gym for a period of two weeks');
  });
  it('reads a thing done with its note said after a spoken comma', () => {
    expect(interpretOffline('did my walk to work yesterday comma saw a fox', SNAPSHOT)).toMatchObject({ kind: 'call', args: { habitId: 'h-walk', note: 'saw a fox' } });
  });
});

describe('what dictation says about a day’s amount and a note', () => {
  it('takes some of today’s amount off, never the whole day', () => {
    expect(interpretOffline('take off too glasses of water', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', total: 1 } });
    expect(interpretOffline('remove a glass of water please', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', total: 2 } });
  });

  it('reads a note with the day said before the habit, and its punctuation said aloud', () => {
    const a = interpretOffline('write a note on yesterdays walk to work saw a heron comma right by the canal period', SNAPSHOT);
    expect(JSON.stringify(a)).toContain('"note":"saw a heron, right by the canal"');
  });

  it('reads a change asked with "can you … it" after what was wrong with the habit', () => {
    expect(interpretOffline('gym on tuesday is way too early can you move it to seven p m', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-gym', startTime: '19:00' } });
  });

  it('reads a rename said as "so its called"', () => {
    expect(interpretOffline('change yoga so its called stretch and flow', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-yoga', name: 'Stretch and flow' } });
  });
});
