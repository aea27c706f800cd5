import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, Fifty-seventh pass: fifty conversations on Sam's account (Wednesday 2026-12-09, 10:00
 * London) as someone who uses the app as a light journal and keeps notes on their habits' days far
 * more than anyone else: a note said every way ('jot down…', 'note for X:', 'add that … to today's
 * run', 'for yesterday's walk write …', 'put in my journal entry for piano that …'), a note with
 * the day done in the same message, a note on a habit named loosely ('the dog walk', 'my reading',
 * 'the rowing machine', 'the plants'), a note changed, added to or taken away, and questions about
 * what they wrote, which change nothing. Mixed in: check-offs with amounts said in passing, undos
 * of a wrong tick, and a feeling or two. Phone typing, lower case, the odd typo and emoji.
 *
 * Written by the pass-57 helper before reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-12-09 Wed (today), 2026-12-08 Tue (yesterday), 2026-12-07 Mon, 2026-12-06 Sun,
 * 2026-12-05 Sat, 2026-12-04 Fri, 2026-12-03 Thu (last Thursday), 2026-12-01 Tue.
 *
 * Taking a note away destroys what was written, so the coach proposes it and the person says yes.
 * A note is kept only on a done or skipped day, so a note on today's piano or plants (due, not yet
 * done) is offered with the day marked done, and the person says yes.
 */
const T = '2026-12-09';
const Y = '2026-12-08';
const MON = '2026-12-07';

export const FIFTY_SEVENTH_PASS: KeptApartCase[] = [
  // note: said every way
  {
    say: ['jot down that yoga on monday was really hard, hamstrings super tight'],
    category: 'note',
    then: [{ habit: 'Yoga', noteOn: MON, includes: 'hamstrings super tight', excludes: ['jot down'] }],
  },
  {
    say: ['note for piano: left hand is finally getting it', 'yes'],
    category: 'note',
    then: [
      { habit: 'Piano', doneOn: T },
      { habit: 'Piano', noteOn: T, includes: 'left hand is finally getting it', excludes: ['note for'] },
    ],
  },
  {
    say: ["add that my knee hurt to today's run"],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: T, includes: 'knee hurt', excludes: ["today's run", 'add that'] }],
  },
  {
    say: ["for yesterday's walk write: dog pulled the whole way, need a new harness"],
    category: 'note',
    then: [{ habit: 'Walk the dog', noteOn: Y, includes: 'need a new harness', excludes: ["yesterday's walk"] }],
  },
  {
    say: ['put in my journal entry for piano that i got through the whole first page without stopping', 'yes'],
    category: 'note',
    then: [
      { habit: 'Piano', doneOn: T },
      { habit: 'Piano', noteOn: T, includes: 'whole first page', excludes: ['journal entry'] },
    ],
  },
  {
    say: ['note on the dog walk yesterday - met a puppy called biscuit 🐶'],
    category: 'note',
    then: [{ habit: 'Walk the dog', noteOn: Y, includes: 'puppy called biscuit' }],
  },
  {
    say: ['on the rowing machine yesterday i did intervals for the first time, write that down'],
    category: 'note',
    then: [{ habit: 'Rowing', noteOn: Y, includes: 'intervals', excludes: ['write that down'] }],
  },
  {
    say: ["for sunday's planning session, note that i forgot to plan meals"],
    category: 'note',
    then: [{ habit: 'Plan the week', noteOn: '2026-12-06', includes: 'forgot to plan meals' }],
  },
  {
    say: ['saturday tennis note - lost 6-2 6-3 but served really well'],
    category: 'note',
    then: [{ habit: 'Tennis', noteOn: '2026-12-05', includes: 'served really well' }],
  },
  {
    say: ['can u add a note to my gym session tuesday: new PB on deadlift, 100kg!!'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: Y, includes: 'deadlift' }],
  },
  {
    say: ["write in thursday's pilates: instructor was off sick so did a video at home instead"],
    category: 'note',
    then: [{ habit: 'Pilates', noteOn: '2026-12-03', includes: 'video at home' }],
  },
  {
    say: ['meditation this morning - mind was all over the place. note that pls'],
    category: 'note',
    then: [{ habit: 'Meditate', noteOn: T, includes: 'mind was all over the place', excludes: ['note that pls'] }],
  },
  {
    say: ['jot down for the plants: the basil is dying 😭', 'yes'],
    category: 'note',
    then: [
      { habit: 'Water the plants', doneOn: T },
      { habit: 'Water the plants', noteOn: T, includes: 'basil is dying' },
    ],
  },
  {
    say: ["log a note on this mornings run: new shoes, no blisters"],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: T, includes: 'new shoes, no blisters' }],
  },
  // note: with the day done in the same message
  {
    say: ['did my spanish, note: finally understood the subjunctive 🎉'],
    category: 'note',
    then: [
      { habit: 'Spanish', doneOn: T },
      { habit: 'Spanish', noteOn: T, includes: 'finally understood the subjunctive' },
    ],
  },
  {
    say: ['read 30 pages over breakfast, note it: dorothea is so frustrating lol'],
    category: 'note',
    then: [
      { habit: 'Read', doneOn: T, amount: 30 },
      { habit: 'Read', noteOn: T, includes: 'dorothea is so frustrating' },
    ],
  },
  // note: changed, added to, taken away
  {
    say: ["change my note on monday's reading to: finished part one and started part two"],
    category: 'note',
    then: [{ habit: 'Read', noteOn: MON, includes: 'started part two', excludes: ['of middlemarch', 'change my note'] }],
  },
  {
    say: ["note for today's run: legs felt heavy", 'change that note to legs heavy but kept a good pace'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: T, includes: 'kept a good pace', excludes: ['legs felt heavy'] }],
  },
  {
    say: ["add to the note on monday's read that i cried at the end of the chapter"],
    category: 'note',
    then: [
      { habit: 'Read', noteOn: MON, includes: 'cried at the end of the chapter' },
      { habit: 'Read', noteOn: MON, includes: 'middlemarch' },
    ],
  },
  {
    say: ["delete the note on monday's reading", 'yes'],
    category: 'note',
    then: [
      { habit: 'Read', noteOn: MON, includes: '', excludes: ['middlemarch'] },
      { habit: 'Read', doneOn: MON, amount: 25 },
    ],
  },
  // log: amounts said in passing
  {
    say: ['had like 2 more glasses of water just now'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: T, amount: 5 }],
  },
  {
    say: ['second coffee of the day ☕ dont judge'],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: T, amount: 2 }],
  },
  {
    say: ["yesterday's water was actually 7 glasses, not 6"],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: Y, amount: 7 }],
  },
  {
    say: ['got through 15 pages of my book on the bus'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: T, amount: 15 }],
  },
  {
    say: ['took my vitamins with breakfast'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: T, time: '08:00' }],
  },
  {
    say: ['forgot to tick walk the dog on sunday, we did go'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-06' }],
  },
  {
    say: ['spanish done, 20 mins on duolingo'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: T }],
  },
  {
    say: ['got some piano in before work 🎹'],
    category: 'log',
    then: [{ habit: 'Piano', doneOn: T }],
  },
  {
    say: ['rowed 5k this morning, so proud of myself'],
    category: 'log',
    then: [{ habit: 'Rowing', doneOn: T }],
  },
  {
    say: ['walked the dog early today, big loop round the park'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: T }],
  },
  // undo-log: a wrong tick
  {
    say: ['untick meditate, i ticked it by mistake'],
    category: 'undo-log',
    then: [{ habit: 'Meditate', notDoneOn: T }],
  },
  {
    say: ["oops i didnt actually do spanish yesterday, i was too wiped"],
    category: 'undo-log',
    then: [{ habit: 'Spanish', notDoneOn: Y }],
  },
  {
    say: ["undo yesterday's gym, i marked the wrong one"],
    category: 'undo-log',
    then: [{ habit: 'Gym', notDoneOn: Y }],
  },
  {
    say: ['take off the coffee i logged today, that was my partners'],
    category: 'undo-log',
    then: [{ habit: 'Coffee', notDoneOn: T }],
  },
  {
    say: ['rowing on monday shouldnt be ticked, i didnt go'],
    category: 'undo-log',
    then: [{ habit: 'Rowing', notDoneOn: MON }],
  },
  // question: what they wrote, and a few more; nothing changes
  {
    say: ["what did i note on monday's read?"],
    category: 'question',
    question: true,
    then: [{ reply: ['part one'] }],
  },
  {
    say: ['did i write anything for yesterdays gym'],
    category: 'question',
    question: true,
    then: [],
  },
  {
    say: ['show me my notes for reading'],
    category: 'question',
    question: true,
    then: [{ reply: ['middlemarch'] }],
  },
  {
    say: ['what did i jot down on monday?'],
    category: 'question',
    question: true,
    then: [{ reply: ['middlemarch'] }],
  },
  {
    say: ["what did i note on friday's run?"],
    category: 'question',
    question: true,
    then: [],
  },
  {
    say: ['how many glasses of water did i have yesterday'],
    category: 'question',
    question: true,
    then: [{ reply: ['6'] }],
  },
  {
    say: ['any notes on my yoga?'],
    category: 'question',
    question: true,
    then: [],
  },
  {
    say: ['how am i doing with reading this week'],
    category: 'question',
    question: true,
    then: [],
  },
  // conversation: feelings, a note asked for in two steps, a wrong tick undone
  {
    say: ['ugh rough morning tbh', 'at least i got my run in. note on it: cold but worth it'],
    category: 'conversation',
    then: [{ habit: 'Morning run', noteOn: T, includes: 'cold but worth it' }],
  },
  {
    say: ['feeling really proud of myself this week 🥹', "put a note on today's meditation that it was the calmest one yet"],
    category: 'conversation',
    then: [{ habit: 'Meditate', noteOn: T, includes: 'calmest one yet' }],
  },
  {
    say: ["add a note to monday's yoga", 'that my knees felt way better'],
    category: 'conversation',
    then: [{ habit: 'Yoga', noteOn: MON, includes: 'knees felt way better' }],
  },
  {
    say: ['mark squash done for sunday', 'and note that i played with dad'],
    category: 'conversation',
    then: [
      { habit: 'Squash', doneOn: '2026-12-06' },
      { habit: 'Squash', noteOn: '2026-12-06', includes: 'played with dad' },
    ],
  },
  {
    say: ['tick walk the dog', 'wait no, not yet. undo that'],
    category: 'conversation',
    then: [{ habit: 'Walk the dog', notDoneOn: T }],
  },
  {
    say: ['jot down for mondays yoga: left knee clicking', 'actually scrap that note', 'yes'],
    category: 'conversation',
    then: [
      { habit: 'Yoga', noteOn: MON, includes: '', excludes: ['clicking'] },
      { habit: 'Yoga', doneOn: MON },
    ],
  },
  {
    say: ['honestly so tired of spanish lately', 'did it anyway tho, tick it off'],
    category: 'conversation',
    then: [{ habit: 'Spanish', doneOn: T }],
  },
];
