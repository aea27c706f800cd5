import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Forty-eighth pass (issue 50), on the kept-apart harness's account (not the kept-apart table).
 * someone still learning English (first language Polish or Spanish): articles and auxiliaries
 * dropped, their own word order, present tense for the past. Written by a helper who read only the
 * kept-apart types and account (lead's twenty-third session).
 *
 * Dates used (checked with `date -d`): Sun 2026-12-06, Mon 2026-12-07, Tue 2026-12-08 (yesterday),
 * Wed 2026-12-09 (today), Thu 2026-12-10 (tomorrow), Fri 2026-12-11, Sat 2026-12-12,
 * Sun 2026-12-13, Mon 2026-12-14, Thu 2026-12-17, Thu 2026-12-31.
 */
const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const FORTY_EIGHTH_PASS: KeptApartCase[] = [
  // create
  {
    say: ['I want new habit floss the teeth every night at 22:30 please'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:30', days: [...EVERY_DAY] }],
  },
  {
    say: ['new habit guitar, tuesday and thursday 20:00, 30 minutes'],
    category: 'create',
    then: [{ newHabit: 'guitar', days: ['Tue', 'Thu'], time: '20:00', minutes: 30 }],
  },
  {
    say: ['I want start learn german', 'every day at 8 in the evening, 15 minutes'],
    category: 'create',
    then: [{ newHabit: 'german', time: '20:00', minutes: 15, days: [...EVERY_DAY] }],
  },
  {
    say: ['make for me habit to eat fruit, 3 times in the week'],
    category: 'create',
    then: [{ newHabit: 'fruit', perWeek: 3 }],
  },
  // change
  {
    say: ['at 20:00 the yoga put please'],
    category: 'change',
    then: [{ habit: 'Yoga', time: '20:00', days: ['Mon'], minutes: 60 }],
  },
  {
    say: ['gym change to monday and thursday, not more tuesday'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Mon', 'Thu'], time: '18:00' }],
  },
  {
    say: ['piano make 30 minutes, 20 is too short'],
    category: 'change',
    then: [{ habit: 'Piano', minutes: 30, time: '19:30' }],
  },
  {
    say: ['morning run is actually at 7, I want put at 6:30'],
    category: 'change',
    then: [{ habit: 'Morning run', time: '06:30', days: ['Mon', 'Wed', 'Fri'] }],
  },
  // rename
  {
    say: ['please you change name of Read to Reading book'],
    category: 'rename',
    then: [{ habit: 'Read', name: 'Reading book' }],
  },
  {
    say: ['meditate I want other name', 'call it Breathing'],
    category: 'rename',
    then: [{ habit: 'Meditate', name: 'Breathing' }],
  },
  // log
  {
    say: ['I finish spanish lesson now'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-09' }],
  },
  {
    say: ['this morning I take vitamins with breakfast'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  {
    say: ['I drink 2 more glass of water'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  {
    say: ['today I make rowing', 'and piano as well'],
    category: 'log',
    then: [
      { habit: 'Rowing', doneOn: '2026-12-09' },
      { habit: 'Piano', doneOn: '2026-12-09' },
    ],
  },
  // undo-log
  {
    say: ['yesterday I not go to gym, is mistake, it say done'],
    category: 'undo-log',
    then: [{ habit: 'Gym', notDoneOn: '2026-12-08' }],
  },
  {
    say: ['I drink 3 glass of water', 'sorry, I mean 2 glass, not 3'],
    category: 'undo-log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  {
    say: ['I water the plants today', 'undo that please, I make mistake, is my wife who water them'],
    category: 'undo-log',
    then: [{ habit: 'Water the plants', notDoneOn: '2026-12-09' }],
  },
  // skip-pause
  {
    say: ['tomorrow no gym for me, I am sick'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-10' }],
  },
  {
    say: ['pause piano one week please'],
    category: 'skip-pause',
    then: [
      { habit: 'Piano', pausedOn: ['2026-12-10', '2026-12-14'] },
      { habit: 'Piano', notPausedOn: ['2026-12-17'] },
    ],
  },
  // remind
  {
    say: ['remember me the piano 15 minutes before'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }],
  },
  {
    say: ['put reminder for the yoga', '30 minutes before, by email'],
    category: 'remind',
    then: [{ habit: 'Yoga', reminders: [{ minutesBefore: 30, channel: 'email' }] }],
  },
  {
    say: ["gym I don't want more the email reminder, only push is enough"],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // end
  {
    say: ['antibiotics I finish on sunday, doctor say stop earlier', 'yes ok'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-13' }],
  },
  {
    say: ['the rowing I do until end of december, after no more', 'yes, correct'],
    category: 'end',
    then: [{ habit: 'Rowing', endDate: '2026-12-31' }],
  },
  // delete
  {
    say: ['please you delete the coffee', 'yes, sure'],
    category: 'delete',
    then: [{ habit: 'Coffee', deleted: true }],
  },
  {
    say: ['stretch I not need anymore, remove it totally', 'yes'],
    category: 'delete',
    then: [{ habit: 'Stretch', deleted: true }],
  },
  // several
  {
    say: ['today I make spanish, piano and rowing, all three', 'yes'],
    category: 'several',
    then: [
      { habit: 'Spanish', doneOn: '2026-12-09' },
      { habit: 'Piano', doneOn: '2026-12-09' },
      { habit: 'Rowing', doneOn: '2026-12-09' },
    ],
  },
  {
    say: ['I go on holiday from 12 to 16 december, pause the tennis and squash in this days please', 'yes, good'],
    category: 'several',
    then: [
      { habit: 'Tennis', pausedOn: ['2026-12-12'] },
      { habit: 'Squash', pausedOn: ['2026-12-13'] },
    ],
  },
  {
    say: ['move gym and pilates to 20:00 please', 'yes, do it'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '20:00', days: ['Tue', 'Thu'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },
  // scope
  {
    say: ['only this friday the morning run at 8, not normally'],
    category: 'scope',
    then: [{ habit: 'Morning run', timeOn: { '2026-12-11': '08:00', '2026-12-14': '07:00' } }],
  },
  {
    say: ['from next week the spanish is at 13:00'],
    category: 'scope',
    then: [{ habit: 'Spanish', timeOn: { '2026-12-10': '12:30', '2026-12-14': '13:00' } }],
  },
  {
    say: ['piano today at 18 because I have guests in evening'],
    category: 'scope',
    then: [{ habit: 'Piano', timeOn: { '2026-12-09': '18:00', '2026-12-10': '19:30' } }],
  },
  // note
  {
    say: ['for the read put note: I start new book, Dune'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-09', includes: 'Dune' }],
  },
  {
    say: ['morning run today very hard, my knee is pain. put in notes'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },
  {
    say: ['yesterday gym, write note: new record in squat 80 kg'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'squat' }],
  },
  // goal
  {
    say: ['I want a goal, to read 20 books in 2027'],
    category: 'goal',
    then: [{ newGoal: 'books' }],
  },
  {
    say: ['goal sleep better change name to sleep 8 hours'],
    category: 'goal',
    then: [{ goal: 'Sleep better', name: 'Sleep 8 hours' }],
  },
  // vision
  {
    say: ['my vision I want change: healthy family, travel and learn languages'],
    category: 'vision',
    then: [{ vision: 'travel' }],
  },
  // area
  {
    say: ['make new area Home', 'and water the plants put there'],
    category: 'area',
    then: [{ newArea: 'Home' }, { habit: 'Water the plants', area: 'Home' }],
  },
  {
    say: ['area Learning call it Study'],
    category: 'area',
    then: [{ area: 'Learning', name: 'Study' }],
  },
  // question
  {
    say: ['how many times I go to gym this month?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['2', 'two', 'twice'] }],
  },
  {
    say: ['why journal is not showing this week?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['paus'] }],
  },
  {
    say: ['which habits I have tomorrow?'],
    category: 'question',
    question: true,
    then: [{ reply: ['Gym', 'Pilates'] }],
  },
  // conversation
  {
    say: ['is tennis on saturday?', 'ok, move it to sunday please'],
    category: 'conversation',
    then: [{ habit: 'Tennis', days: ['Sun'], time: '10:00' }],
  },
  {
    say: ['I want new habit for the evening', 'drawing, at 21:00, 20 minutes'],
    category: 'conversation',
    then: [{ newHabit: 'drawing', time: '21:00', minutes: 20 }],
  },
  // decline
  {
    say: ['delete the journal', 'no, wait, I keep it'],
    category: 'decline',
    then: [{ habit: 'Journal', archived: false }],
  },
  {
    say: ['take out all my reminders', 'no, forget it, I change my mind'],
    category: 'decline',
    then: [
      { habit: 'Morning run', reminders: [{ minutesBefore: 10, channel: 'push' }] },
      { habit: 'Spanish', reminders: [{ minutesBefore: 5, channel: 'push' }] },
    ],
  },
  // restore
  {
    say: ['stretch I want back, please bring again'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false }],
  },
  {
    say: ['archive the pilates', 'yes', 'oh no, I make mistake, bring it back please'],
    category: 'restore',
    then: [{ habit: 'Pilates', archived: false }],
  },
  // chat
  {
    say: ['hello, how are you today?'],
    category: 'chat',
    then: [{ noNewHabit: true }],
  },
];
