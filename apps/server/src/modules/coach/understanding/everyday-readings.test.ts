import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/** Issue 50, twenty-eighth session: readings found by pass 61 and my own phrasings: a daily amount, a note asked for after, one day ahead, a place in a list, "tick it". */

/** Issue 50: an amount said as what is done each day is the daily amount, never a log (standing-amount.ts). */
describe('an amount said for every day', () => {
  it.each([
    ['drink 3 glasses every day', 'h-water', { quantity: 3, unit: 'glasses' }],
    ['read 10 pages every night', 'h-read', { quantity: 10, unit: 'pages' }],
    ['read 25 pages a day from now on', 'h-read', { quantity: 25, unit: 'pages' }],
  ])('"%s" changes the daily amount', (message, habitId, target) => {
    expect(interpretOffline(message, SNAPSHOT, {})).toEqual({ kind: 'call', name: 'updateHabit', args: { habitId, target } });
  });

  it('offers it, named, when said of themselves, and changes nothing yet', () => {
    const answer = interpretOffline('i read 10 pages every night', SNAPSHOT, {});
    expect(answer).toMatchObject({ kind: 'reply', text: 'Shall I make "Read" 10 pages a day? Say yes and I will; nothing has changed yet.' });
    expect(answer).toHaveProperty('memory.pending.offer', [{ name: 'updateHabit', args: { habitId: 'h-read', target: { quantity: 10, unit: 'pages' } } }]);
  });

  it('leaves a new habit of another thing to be made', () => {
    expect(interpretOffline('new habit: drink 8 glasses of juice daily', SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'createHabit', args: { name: 'Drink juice', target: { quantity: 8, unit: 'glasses' } } });
  });

  it('reads a clock with minutes before days as the time and those days', () => {
    expect(interpretOffline('add call mum at 7:15 mon wed fri', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'createHabit', args: { name: 'Call mum', recurrence: 'weekly', days: ['Monday', 'Wednesday', 'Friday'], startTime: '07:15' } });
  });

  it.each(['i drank 3 glasses today', 'drink 3 glasses', 'had another 2 glasses'])('"%s" is still a log of today', (message) => {
    expect(interpretOffline(message, SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water' } });
  });
});

describe('a note asked for after what it is about', () => {
  it.each([
    ['walked to work, saw a fox on the way, can u put that in as a note', 'h-walk', 'saw a fox on the way'],
    ['did my run, legs felt heavy, note that down', 'h-run', 'legs felt heavy'],
    ['ran this morning. knee felt sore, save that as a note please', 'h-run', 'knee felt sore'],
  ])('"%s" is done with the rest as its note', (message, habitId, note) => {
    expect(interpretOffline(message, SNAPSHOT, {})).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId, note } });
  });

  it('asks before ticking when nothing says it was done, and ticks with the note when the note tells of it as over', () => {
    expect(interpretOffline("add a note to today's run: new 2k pb", SNAPSHOT, {})).toMatchObject({ kind: 'reply', memory: { pending: { offer: [{ name: 'completeHabit', args: { habitId: 'h-run' } }] } } });
    expect(interpretOffline('note on run: i will do it later', SNAPSHOT, {})).toMatchObject({ kind: 'reply', memory: { pending: { offer: [{ name: 'completeHabit', args: { habitId: 'h-run' } }] } } });
    expect(interpretOffline('legs felt heavy on my run, save that as a note', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-run', note: 'legs felt heavy on my run' } });
    expect(interpretOffline('note on run - finally learned the chorus!!', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-run', note: 'finally learned the chorus!!' } });
  });
});

describe('a time for one day ahead', () => {
  it.each(['do read at 11pm tomorrow instead of the usual time', 'tomorrow read at 11pm instead', 'read at 11pm tomorrow'])('"%s" moves that day only', (message) => {
    expect(interpretOffline(message, SNAPSHOT, {})).toEqual({ kind: 'call', name: 'moveOccurrence', args: { habitId: 'h-read', date: '2026-11-26', startTime: '23:00' } });
  });

  it('a time said with "now" is still the schedule', () => {
    expect(interpretOffline('read is at 11pm now', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'updateHabit', args: { habitId: 'h-read', startTime: '23:00' } });
  });
});

describe('several habits asked about, then one of them by its place', () => {
  it('answers each streak and keeps them listed', () => {
    const answer = interpretOffline('what are my streaks for read and journal?', SNAPSHOT, {});
    expect(answer).toMatchObject({ kind: 'reply', memory: { listed: ['h-read', 'h-journal'] } });
    expect(answer.kind === 'reply' && answer.text.split('\n')).toHaveLength(2);
    expect(interpretOffline('tick the second one for today', SNAPSHOT, { memory: { listed: ['h-read', 'h-journal'] } })).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-journal' } });
  });

  it('"tick it" is a tick of the habit just talked about', () => {
    expect(interpretOffline('cool, tick it for today', SNAPSHOT, { memory: { pending: { about: 'h-read' } } })).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-read' } });
  });
});

describe('pass 62: said by a second-language speaker, a formal writer and a busy parent', () => {
  it.each([
    ['i want stop to eat sweets, please make habit for this', 'No sweets', 'sweets'],
    ['quitting vaping from today, track it pls', 'No vaping', 'vaping'],
  ])('"%s" is a habit of quitting', (message, name, unit) => {
    expect(interpretOffline(message, SNAPSHOT, {})).toEqual({ kind: 'call', name: 'createHabit', args: { name, recurrence: 'daily', target: { quantity: 0, unit, direction: 'atMost' } } });
  });

  it('never reads "forget to mark" as a delete', () => {
    expect(interpretOffline('please mark read for friday, i practice but forget to mark', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-read', date: '2026-11-20' } });
  });

  it('reads a reminder said in another order, and one by email', () => {
    expect(interpretOffline('make habit practise guitar at 8 in evening and remind me before 15 minutes', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'createHabit', args: { name: 'Practise guitar', startTime: '20:00', reminders: [{ minutesBefore: 15, channel: 'push' }] } });
    expect(interpretOffline('Could you please set up a habit for my blood pressure tablet at eight every morning, with an email reminder half an hour beforehand?', SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'createHabit', args: { name: 'Blood pressure tablet', startTime: '08:00', reminders: [{ minutesBefore: 30, channel: 'email' }] } });
  });

  it('reads "further" as more of it', () => {
    expect(interpretOffline('I have drunk two further glasses of water since breakfast.', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-water', value: 2 } });
  });

  it('keeps a note asked for with "record that", and an amount logged with its note', () => {
    expect(interpretOffline("On Sunday's yoga, kindly record that my lower back felt much better afterwards.", SNAPSHOT, {})).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-yoga', date: '2026-11-22', note: 'my lower back felt much better afterwards' } });
    expect(interpretOffline('today i read 15 pages, please put in note that book is very boring', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'completeHabit', args: { habitId: 'h-read', value: 15, note: 'book is very boring' } });
    expect(interpretOffline("Might I add a note to today's water? I have been rather thirsty since starting my run.", SNAPSHOT, {})).toEqual({ kind: 'call', name: 'addNote', args: { habitId: 'h-water', note: 'I have been rather thirsty since starting my run' } });
  });

  it('makes several times a day with an end, named without the asking', () => {
    expect(interpretOffline('please make habit for eye drops 3 times in day, at 8, 14 and 20 o clock, until 20 december', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'createHabit', args: { name: 'Eye drops', recurrence: 'daily', startTime: '08:00', timesOfDay: ['08:00', '14:00', '20:00'], endDate: '2026-12-20' } });
  });

  it('reads an evening hour and a goal said after a dash', () => {
    expect(interpretOffline('new one - read to the kids 15 min at bedtime, 7.30', SNAPSHOT, {})).toMatchObject({ kind: 'call', name: 'createHabit', args: { startTime: '19:30', durationMinutes: 15 } });
    expect(interpretOffline('add hill sprints sat mornings 9am - part of the 10k goal', SNAPSHOT, {})).toEqual({ kind: 'call', name: 'createHabit', args: { name: 'Hill sprints', recurrence: 'weekly', days: ['Saturday'], startTime: '09:00', goalId: 'g-10k' } });
  });
});
