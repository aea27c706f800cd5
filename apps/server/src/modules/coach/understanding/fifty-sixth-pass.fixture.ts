import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, Fifty-sixth pass: fifty conversations on Sam's account (Wednesday 2026-12-09, 10:00
 * London) as someone chatty who talks to the coach in short back-and-forth exchanges of two or
 * three messages and leans on what was just said: references ('it', 'that one', 'the one i just
 * made', 'same for X', 'X as well'), corrections ('sorry i meant X', 'actually make it half 8',
 * 'wait, tomorrow not today'), answers to the coach's own questions (which one, what time),
 * proposals confirmed or declined in many wordings ('go for it', 'yep', 'nah leave it', 'hmm
 * no'), 'undo that' after any kind of action, and questions in between that change nothing.
 * Casual phone typing with a few typos and emoji.
 *
 * Written by the pass-56 helper before reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-12-08 Tue (yesterday), 2026-12-09 Wed (today), 2026-12-10 Thu (tomorrow), 2026-12-11 Fri,
 * 2026-12-12 Sat and 2026-12-13 Sun (this weekend), 2026-12-14 Mon and 2026-12-15 Tue (next week),
 * 2026-12-19 Sat and 2026-12-20 Sun (next week's weekend).
 *
 * A correction that swaps one record for another ('sorry i meant pilates not gym') changes two
 * records on one message, so it is confirmed by a third message.
 */
export const FIFTY_SIXTH_PASS: KeptApartCase[] = [
  // conversation: corrections
  {
    say: ['tick off walk the dog', 'sorry I meant water the plants', 'yeah'],
    category: 'conversation',
    then: [{ habit: 'Water the plants', doneOn: '2026-12-09' }],
  },
  {
    say: ['push piano back to 8pm', 'actually make it half 8'],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '20:30' }],
  },
  {
    say: ['bump water up to 10 glasses a day', 'actually make it 12 💧'],
    category: 'conversation',
    then: [{ habit: 'Drink water', target: { quantity: 12, unit: 'glasses', direction: 'atLeast' } }],
  },
  {
    say: ['skip spanish today', 'wait, tomorrow not today'],
    category: 'conversation',
    then: [{ habit: 'Spanish', skippedOn: '2026-12-10' }],
  },
  {
    say: ['skip gym tomorrow', 'sorry i meant pilates not gym', 'yep'],
    category: 'conversation',
    then: [{ habit: 'Pilates', skippedOn: '2026-12-10' }],
  },
  {
    say: ['log another 2 coffees', 'oops just 1 more actually'],
    category: 'conversation',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },
  {
    say: ['read 15 pages so far today', 'actually make it 25'],
    category: 'conversation',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 25 }],
  },
  // conversation: references to what was just said
  {
    say: ["when's gym tomorrow", 'can u move that one to 7pm, just for tomorrow'],
    category: 'conversation',
    then: [{ habit: 'Gym', timeOn: { '2026-12-10': '19:00', '2026-12-15': '18:00' } }],
  },
  {
    say: ['add a habit: practise guitar at 6pm', 'put the one i just made under Learning'],
    category: 'conversation',
    then: [{ newHabit: 'guitar', time: '18:00', area: 'Learning' }],
  },
  {
    say: ['skip piano tonight', 'same for read'],
    category: 'conversation',
    then: [
      { habit: 'Piano', skippedOn: '2026-12-09' },
      { habit: 'Read', skippedOn: '2026-12-09' },
    ],
  },
  {
    say: ['add a 10 min reminder to gym', 'yoga as well'],
    category: 'conversation',
    then: [
      {
        habit: 'Gym',
        reminders: [{ minutesBefore: 30, channel: 'email' }, { minutesBefore: 15, channel: 'push' }, { minutesBefore: 10 }],
      },
      { habit: 'Yoga', reminders: [{ minutesBefore: 10 }] },
    ],
  },
  {
    say: ['how often have i been on the rower this week', 'ok log it for today too 🚣'],
    category: 'conversation',
    then: [{ habit: 'Rowing', doneOn: '2026-12-09' }],
  },
  {
    say: ['when do i do yoga again', 'put it on thursdays as well'],
    category: 'conversation',
    then: [{ habit: 'Yoga', days: ['Mon', 'Thu'] }],
  },
  // conversation: answers to the coach's questions
  {
    say: ['remind me about piano', '15 mins before'],
    category: 'conversation',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }],
  },
  {
    say: ['new habit: floss', 'every night at 10'],
    category: 'conversation',
    then: [{ newHabit: 'floss', time: '22:00' }],
  },
  {
    say: ['new habit: call grandma on sundays', 'make it 4pm'],
    category: 'conversation',
    then: [{ newHabit: 'grandma', days: ['Sun'], time: '16:00' }],
  },
  {
    say: ['move my racket game to 11am', 'tennis'],
    category: 'conversation',
    then: [{ habit: 'Tennis', time: '11:00' }],
  },
  {
    say: ['log my vitamins', 'the morning one'],
    category: 'conversation',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  // conversation: undo after a change, a rename, a new habit
  {
    say: ['move spanish to 1pm', 'hmm undo that'],
    category: 'conversation',
    then: [{ habit: 'Spanish', time: '12:30' }],
  },
  {
    say: ['call read "Reading list" instead', 'undo that pls'],
    category: 'conversation',
    then: [{ habit: 'Read', name: 'Read' }],
  },
  {
    say: ['new habit herbal tea at 4pm 🍵', 'undo that', 'yep'],
    category: 'conversation',
    then: [{ noNewHabit: true }],
  },
  // undo-log
  { say: ['mark piano done', 'undo that'], category: 'undo-log', then: [{ habit: 'Piano', notDoneOn: '2026-12-09' }] },
  {
    say: ['2 more glasses of water down', 'undo that pls, miscounted'],
    category: 'undo-log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 3 }],
  },
  {
    say: ['did my rowing this morning', 'no wait undo that, i mixed up the days'],
    category: 'undo-log',
    then: [{ habit: 'Rowing', notDoneOn: '2026-12-09' }],
  },
  { say: ['walked the dog 🐶', 'oops undo'], category: 'undo-log', then: [{ habit: 'Walk the dog', notDoneOn: '2026-12-09' }] },
  {
    say: ['took my morning vitamins', "actually undo that, havent yet"],
    category: 'undo-log',
    then: [{ habit: 'Vitamins', notDoneOn: '2026-12-09' }],
  },
  {
    say: ['had a coffee ☕', 'undo that, it was decaf'],
    category: 'undo-log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 1 }],
  },
  // remind
  {
    say: ['add a 10 min reminder to read', 'undo that'],
    category: 'remind',
    then: [{ habit: 'Read', reminders: [] }],
  },
  // decline
  { say: ['get rid of squash', 'hmm actually nah, leave it'], category: 'decline', then: [{ habit: 'Squash', archived: false }] },
  { say: ['archive the tennis', 'hmm no'], category: 'decline', then: [{ habit: 'Tennis', archived: false }] },
  {
    say: ['clear my reading history', 'actually no keep it'],
    category: 'decline',
    then: [{ habit: 'Read', noteOn: '2026-12-07', includes: 'Middlemarch' }],
  },
  {
    say: ['pause all my fitness stuff next week', 'nah forget it'],
    category: 'decline',
    then: [
      { habit: 'Morning run', notPausedOn: ['2026-12-14'] },
      { habit: 'Gym', notPausedOn: ['2026-12-15'] },
    ],
  },
  {
    say: ['end the antibiotics today', "wait no leave it, i've got a few days left"],
    category: 'decline',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-15' }],
  },
  {
    say: ['move all my evening habits an hour later', 'nope leave it as is'],
    category: 'decline',
    then: [
      { habit: 'Piano', time: '19:30' },
      { habit: 'Read', time: '21:30' },
    ],
  },
  // several
  {
    say: ['skip gym and pilates tomorrow', 'yep'],
    category: 'several',
    then: [
      { habit: 'Gym', skippedOn: '2026-12-10' },
      { habit: 'Pilates', skippedOn: '2026-12-10' },
    ],
  },
  {
    say: ['move gym and pilates to 7:30pm', 'sure go ahead'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '19:30' },
      { habit: 'Pilates', time: '19:30' },
    ],
  },
  {
    say: ['pause tennis and squash this weekend', 'yes please'],
    category: 'several',
    then: [
      { habit: 'Tennis', pausedOn: ['2026-12-12'] },
      { habit: 'Tennis', notPausedOn: ['2026-12-19'] },
      { habit: 'Squash', pausedOn: ['2026-12-13'] },
      { habit: 'Squash', notPausedOn: ['2026-12-20'] },
    ],
  },
  {
    say: ['mark piano and spanish done', 'yes', 'walk the dog too'],
    category: 'several',
    then: [
      { habit: 'Piano', doneOn: '2026-12-09' },
      { habit: 'Spanish', doneOn: '2026-12-09' },
      { habit: 'Walk the dog', doneOn: '2026-12-09' },
    ],
  },
  {
    say: ['archive yoga and pilates', 'ok do it'],
    category: 'several',
    then: [
      { habit: 'Yoga', archived: true },
      { habit: 'Pilates', archived: true },
    ],
  },
  {
    say: ['add a 5 min push reminder to meditate and journal', 'yes'],
    category: 'several',
    then: [
      { habit: 'Meditate', reminders: [{ minutesBefore: 5, channel: 'push' }] },
      { habit: 'Journal', reminders: [{ minutesBefore: 5, channel: 'push' }] },
    ],
  },
  // delete
  { say: ["i'm done with squash, delete it", 'go for it 👍'], category: 'delete', then: [{ habit: 'Squash', deleted: true }] },
  // end
  {
    say: ['my last antibiotics day is friday now', 'yep'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-11' }],
  },
  // restore
  {
    say: ['bring back my stretch habit', 'same time as before is fine'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false, time: '07:45' }],
  },
  // note
  {
    say: ['did gym last night 💪', 'add a note to it: new squat PB'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'squat' }],
  },
  {
    say: ['read 30 pages this morning', 'put a note on that: started Dune'],
    category: 'note',
    then: [
      { habit: 'Read', doneOn: '2026-12-09', amount: 30 },
      { habit: 'Read', noteOn: '2026-12-09', includes: 'Dune' },
    ],
  },
  // question: nothing changes
  { say: ['what have i got on tomorrow?', 'and friday?'], category: 'question', question: true, then: [] },
  { say: ['how did i do with water this week', 'what about coffee?'], category: 'question', question: true, then: [] },
  { say: ['when is my next tennis', 'is that the usual time?'], category: 'question', question: true, then: [] },
  { say: ['did i do piano yesterday?', 'and the day before?'], category: 'question', question: true, then: [] },
  { say: ["journal's still on pause right?", 'til when?'], category: 'question', question: true, then: [] },
];
