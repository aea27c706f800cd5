import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';
import { entryAsNote, withEarlierNote } from './journal-words.js';

/**
 * Issue 50, fifty-seventh pass: how a light journal-keeper says where a note goes, and asks what
 * was written. On the coach fixture's account (today Wednesday 25 November 2026; Run is due and
 * open today and was done on Monday the 23rd, with a note added here); sentences of my own, not
 * the pass's.
 */
const NOTED = { ...SNAPSHOT, habits: SNAPSHOT.habits.map((h) => (h.id === 'h-run' ? { ...h, recentNotes: { '2026-11-23': 'Calves tight' } } : h)) };

describe('the note said first, then the day and habit it goes on', () => {
  it.each([
    ["add that the towpath was flooded to monday's run", 'the towpath was flooded'],
    ['put that i forgot my watch on the run on monday', 'i forgot my watch'],
  ])('"%s"', (message, note) => {
    expect(interpretOffline(message, SNAPSHOT)).toMatchObject({ kind: 'call', name: 'addNote', args: { habitId: 'h-run', date: '2026-11-23', note } });
  });
});

it('reads "write in <day>\'s <habit>:" as a note on that day', () => {
  expect(interpretOffline("write in monday's run: headwind all the way back", SNAPSHOT)).toMatchObject({ kind: 'call', name: 'addNote', args: { habitId: 'h-run', date: '2026-11-23', note: 'headwind all the way back' } });
});

it('reads "…, write it down" after what happened as a note of those words', () => {
  expect(interpretOffline('my run on monday had a fox crossing the path, write it down', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'addNote', args: { habitId: 'h-run', date: '2026-11-23', note: 'my run on monday had a fox crossing the path' } });
});

describe('a journal or diary entry for a habit is its note, never the habit Journal', () => {
  it('is rewritten as a note on the habit', () => {
    expect(entryAsNote('write into my diary entry for run that my hip ached')).toBe('write to run that my hip ached');
    expect(entryAsNote('for the journal entry on gym: bench felt easy')).toBe('for a note on gym: bench felt easy');
    expect(entryAsNote('did my journal entry tonight')).toBe('did my journal entry tonight');
  });

  it('puts the words on Monday\'s run', () => {
    expect(interpretOffline("add to monday's diary entry for run that my hip ached", SNAPSHOT)).not.toMatchObject({ args: { habitId: 'h-journal' } });
    expect(interpretOffline('write in my diary entry for run: the hip ached on monday', SNAPSHOT)).toMatchObject({ kind: 'call', name: 'addNote', args: { habitId: 'h-run', date: '2026-11-23' } });
  });
});

describe('words added to the note a day has', () => {
  it('keeps what the note said and adds the words after it', () => {
    expect(interpretOffline("add onto my note for monday's run that the new gels worked", NOTED)).toMatchObject({ kind: 'call', name: 'addNote', args: { habitId: 'h-run', date: '2026-11-23', note: 'Calves tight. the new gels worked' } });
  });

  it('is the words alone on a day with no note', () => {
    expect(withEarlierNote(undefined, 'new gels')).toBe('new gels');
    expect(withEarlierNote('Calves tight.', 'new gels')).toBe('Calves tight. new gels');
  });
});

describe('what was written, asked of, changes nothing', () => {
  it.each([
    ["what did i write for monday's run?", 'Calves tight'],
    ['pull up my notes on run', 'Calves tight'],
    ['what have i noted for monday?', 'Calves tight'],
    ['did i jot anything down on monday', 'Calves tight'],
  ])('"%s"', (message, words) => {
    const answer = interpretOffline(message, NOTED);
    expect(answer.kind).toBe('reply');
    expect(answer.kind === 'reply' && answer.text).toContain(words);
  });

  it('says when a day has no notes', () => {
    expect(interpretOffline('what did i note yesterday?', NOTED)).toMatchObject({ kind: 'reply', text: 'No notes on Tue 24 Nov.' });
  });
});

describe('a report with a request after a comma is no question', () => {
  it('ticks the habit talked about', () => {
    expect(interpretOffline('did it after all, mark it done', SNAPSHOT, { memory: { pending: { about: 'h-run' } } } as never)).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-run' } });
  });

  it('still asks with a question mark', () => {
    expect(interpretOffline('did i do my run today, tick it?', SNAPSHOT)).not.toMatchObject({ kind: 'call' });
  });
});
