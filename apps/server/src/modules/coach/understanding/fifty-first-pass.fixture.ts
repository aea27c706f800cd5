import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, Fifty-first pass: fifty requests on Sam's account (Wednesday 2026-12-09, 10:00 London)
 * as someone who never uses the app's own names for their records: they call each habit, goal and
 * area what it is to them (a synonym, a brand, a paraphrase, a part of it: 'my jog' for the morning
 * run, 'duolingo' for Spanish, 'the erg' for rowing, 'my workout' for the gym, 'my study bucket' for
 * Learning), sometimes a name close to two records ('the tablets', 'the racket game', 'the water
 * thing'). Otherwise ordinary, friendly phone typing.
 *
 * Written by the pass-51 helper before reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-12-08 Tue (yesterday), 2026-12-10 Thu (tomorrow), 2026-12-03 Thu (last Thursday),
 * 2026-12-07 Mon, 2026-12-11 Fri, 2026-12-12 Sat, 2026-12-13 Sun, 2026-12-14 Mon, 2026-12-15 Tue,
 * 2026-12-19 Sat and 2026-12-20 Sun (next week's weekend).
 */
export const FIFTY_FIRST_PASS: KeptApartCase[] = [
  // log
  { say: ['duolingo done ✅'], category: 'log', then: [{ habit: 'Spanish', doneOn: '2026-12-09' }] },
  {
    say: ['had another 2 glasses of h2o'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  {
    say: ['forgot to tick off my workout last thursday'],
    category: 'log',
    then: [{ habit: 'Gym', doneOn: '2026-12-03' }],
  },
  { say: ['practised my keyboard this morning 🎹'], category: 'log', then: [{ habit: 'Piano', doneOn: '2026-12-09' }] },
  {
    say: ['got through 30 pages of my book today'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 30 }],
  },
  { say: ['took the pup round the block 🐶'], category: 'log', then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }] },
  { say: ['did 40 mins on the erg'], category: 'log', then: [{ habit: 'Rowing', doneOn: '2026-12-09' }] },
  {
    say: ['gave the houseplants a drink'],
    category: 'log',
    then: [{ habit: 'Water the plants', doneOn: '2026-12-09' }],
  },
  {
    say: ['took my multivit with breakfast'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  {
    say: ["that's my second flat white of the day"],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },
  // undo-log
  {
    say: ["I didn't actually go jogging this morning, can you untick it"],
    category: 'undo-log',
    then: [{ habit: 'Morning run', notDoneOn: '2026-12-09' }],
  },
  // note
  {
    say: ['jot on my reading today that I started Persuasion'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-09', includes: 'Persuasion' }],
  },
  {
    say: ["note on yesterday's workout: deadlift PB 100kg"],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'deadlift' }],
  },
  // skip-pause
  {
    say: ['skip my jog on friday, legs are toast'],
    category: 'skip-pause',
    then: [{ habit: 'Morning run', skippedOn: '2026-12-11' }],
  },
  {
    say: ['no duolingo tomorrow pls, dentist'],
    category: 'skip-pause',
    then: [{ habit: 'Spanish', skippedOn: '2026-12-10' }],
  },
  {
    say: ["unpause my diary, I'm back home"],
    category: 'skip-pause',
    then: [{ habit: 'Journal', notPausedOn: ['2026-12-10', '2026-12-14'] }],
  },
  {
    say: ["pause my racket sports next week, I'm away", 'yes'],
    category: 'several',
    then: [
      { habit: 'Tennis', pausedOn: ['2026-12-19'] },
      { habit: 'Tennis', notPausedOn: ['2026-12-12'] },
      { habit: 'Squash', pausedOn: ['2026-12-20'] },
      { habit: 'Squash', notPausedOn: ['2026-12-13'] },
    ],
  },
  // change
  { say: ['move my jog to 6:30'], category: 'change', then: [{ habit: 'Morning run', time: '06:30' }] },
  { say: ['change the keyboard practice to 8pm'], category: 'change', then: [{ habit: 'Piano', time: '20:00' }] },
  {
    say: ['bump my h2o target up to 10 glasses'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  {
    say: ['let me have up to 3 cups of joe a day'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 3, direction: 'atMost' } }],
  },
  {
    say: ['can my sun salutations be on fridays too'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Mon', 'Fri'] }],
  },
  // remind
  {
    say: ['remind me about duolingo 15 mins before as well'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 5 }, { minutesBefore: 15 }] }],
  },
  {
    say: ['stop emailing me about my workouts'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // rename
  {
    say: ["call my jog 'Parkrun training' from now on"],
    category: 'rename',
    then: [{ habit: 'Morning run', name: 'Parkrun training' }],
  },
  // delete
  {
    say: ["bin the sunday racket game, the club's shut", 'yes'],
    category: 'delete',
    then: [{ habit: 'Squash', deleted: true }],
  },
  // end
  {
    say: ['doc says I can stop the amoxicillin after friday', 'yes'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-11' }],
  },
  // create
  {
    say: ['new habit: floss every night at 10.30pm'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:30' }],
  },
  {
    say: ["add hill sprints saturdays at 9am, it's for my race in april"],
    category: 'create',
    then: [{ newHabit: 'hill sprints', days: ['Sat'], time: '09:00', goal: 'Run a 10k' }],
  },
  // goal
  {
    say: ['put the dog walks under my sleep goal'],
    category: 'goal',
    then: [{ habit: 'Walk the dog', goal: 'Sleep better' }],
  },
  {
    say: ['rename my race goal to Run a half marathon'],
    category: 'goal',
    then: [
      { goal: 'Run a 10k', name: 'Run a half marathon' },
      { habit: 'Morning run', goal: 'Run a half marathon' },
    ],
  },
  // area
  {
    say: ["can you call my study bucket 'Brain' instead"],
    category: 'area',
    then: [
      { area: 'Learning', name: 'Brain' },
      { habit: 'Piano', area: 'Brain' },
      { habit: 'Read', area: 'Brain' },
      { habit: 'Spanish', area: 'Brain' },
    ],
  },
  {
    say: ['make a new section for bedtime stuff called Wind down'],
    category: 'area',
    then: [{ newArea: 'Wind down' }],
  },
  // question
  { say: ["how's my jog streak looking?"], category: 'question', question: true, then: [] },
  { say: ['did I do duolingo yesterday?'], category: 'question', question: true, then: [] },
  {
    say: ['how many glasses of h2o have I had today?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3'] }],
  },
  {
    say: ["what time's my workout tomorrow?"],
    category: 'question',
    question: true,
    then: [{ replyAny: ['18:00', '6pm', '6 pm', '6:00'] }],
  },
  {
    say: ['when does my course of pills finish?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['15'] }],
  },
  {
    say: ['what did I write about my book on monday?'],
    category: 'question',
    question: true,
    then: [{ reply: ['Middlemarch'] }],
  },
  {
    say: ["what's under my sleep goal?"],
    category: 'question',
    question: true,
    then: [{ reply: ['Meditate', 'Journal'] }],
  },
  { say: ['is the water thing due today?'], category: 'question', question: true, then: [] },
  // conversation
  {
    say: ['took my tablets this morning', 'the multivitamins'],
    category: 'conversation',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  {
    say: ['move my racket game to 11am', 'the saturday one'],
    category: 'conversation',
    then: [{ habit: 'Tennis', time: '11:00' }],
  },
  {
    say: ["I'd like to start doing press-ups", 'every morning at 7:15 for 10 mins'],
    category: 'conversation',
    then: [{ newHabit: 'press', time: '07:15', minutes: 10 }],
  },
  // several
  {
    say: ['did duolingo and my keyboard practice this morning', 'yes'],
    category: 'several',
    then: [
      { habit: 'Spanish', doneOn: '2026-12-09' },
      { habit: 'Piano', doneOn: '2026-12-09' },
    ],
  },
  // scope
  {
    say: ['just this friday, make my jog 8am'],
    category: 'scope',
    then: [{ habit: 'Morning run', timeOn: { '2026-12-11': '08:00', '2026-12-14': '07:00' } }],
  },
  // decline
  {
    say: ['delete the racket sports', 'actually no, leave them be'],
    category: 'decline',
    then: [
      { habit: 'Tennis', archived: false },
      { habit: 'Squash', archived: false },
    ],
  },
  // restore
  { say: ['unarchive my stretches'], category: 'restore', then: [{ habit: 'Stretch', archived: false }] },
  // vision
  {
    say: ['update my big picture to: healthy, adventurous and close to family'],
    category: 'vision',
    then: [{ vision: 'adventurous' }],
  },
  // chat
  { say: ["thanks, you're a star ⭐"], category: 'chat', then: [] },
];
