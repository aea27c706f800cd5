import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, fifty-second pass: fifty requests written, before the coach was run on them, as an
 * American on Sam's account: US dates and times (12/18, "the 4th", "Tuesday the 15th", "7 a.m.",
 * "7:30p", "noon", "a quarter after 6", "half past 6"), US words ("workout", "a couple",
 * "gotten", "thru", "through Friday", "weekends off", "every other day") and the odd "y'all" or
 * "gonna". Written by the pass-52 helper, who had read only kept-apart.types.ts and
 * kept-apart.account.ts. Today is Wednesday 2026-12-09; dates checked with `date -d`:
 * 2026-12-04 Fri, 2026-12-06 Sun, 2026-12-08 Tue, 2026-12-10 Thu, 2026-12-11 Fri,
 * 2026-12-12 Sat, 2026-12-14 Mon, 2026-12-15 Tue, 2026-12-16 Wed, 2026-12-17 Thu,
 * 2026-12-18 Fri, 2026-12-19 Sat, 2026-12-21 Mon, 2026-12-22 Tue, 2026-12-31 Thu.
 */
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

export const FIFTY_SECOND_PASS: KeptApartCase[] = [
  // create
  { say: ['gonna start flossing every night at 9:30p'], category: 'create', then: [{ newHabit: 'floss', time: '21:30' }] },
  {
    say: ['add a workout Mondays thru Fridays at 6 a.m., weekends off'],
    category: 'create',
    then: [{ newHabit: 'workout', days: [...WEEKDAYS], time: '06:00' }],
  },
  {
    say: ['new habit: foam rolling every other day at a quarter after 6 in the morning'],
    category: 'create',
    then: [{ newHabit: 'foam roll', everyDays: 2, time: '06:15' }],
  },
  { say: ['I wanna take out the trash every Tuesday at 7:30p'], category: 'create', then: [{ newHabit: 'trash', days: ['Tue'], time: '19:30' }] },
  {
    say: ['can you set up a habit to call grandma Sundays at noon'],
    category: 'create',
    then: [{ newHabit: 'grandma', days: ['Sun'], time: '12:00' }],
  },

  // change
  { say: ['move the gym to 7 a.m.'], category: 'change', then: [{ habit: 'Gym', time: '07:00', days: ['Tue', 'Thu'] }] },
  { say: ['push piano back to 8:15p'], category: 'change', then: [{ habit: 'Piano', time: '20:15' }] },
  { say: ['make walk the dog 45 minutes instead of 30'], category: 'change', then: [{ habit: 'Walk the dog', minutes: 45 }] },
  { say: ['can we do yoga Mondays and Wednesdays from now on'], category: 'change', then: [{ habit: 'Yoga', days: ['Mon', 'Wed'] }] },

  // rename
  { say: ['rename Plan the week to Sunday reset'], category: 'rename', then: [{ habit: 'Plan the week', name: 'Sunday reset' }] },

  // delete
  { say: ["go ahead and delete squash, I'm not playing anymore", 'yep'], category: 'delete', then: [{ habit: 'Squash', deleted: true }] },

  // log
  { say: ['walked the dog this morning'], category: 'log', then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }] },
  { say: ['had a couple glasses of water just now'], category: 'log', then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }] },
  { say: ['knocked out my spanish lesson'], category: 'log', then: [{ habit: 'Spanish', doneOn: '2026-12-09' }] },
  { say: ['went to squash Sunday, forgot to check it off'], category: 'log', then: [{ habit: 'Squash', doneOn: '2026-12-06' }] },
  { say: ['took my vitamins w/ breakfast'], category: 'log', then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }] },
  { say: ['I meditated on the 4th too, log that'], category: 'log', then: [{ habit: 'Meditate', doneOn: '2026-12-04' }] },

  // undo-log
  { say: ["oops I didn't actually meditate today, uncheck it"], category: 'undo-log', then: [{ habit: 'Meditate', notDoneOn: '2026-12-09' }] },
  { say: ['undo the coffee I logged today, it was decaf'], category: 'undo-log', then: [{ habit: 'Coffee', notDoneOn: '2026-12-09' }] },

  // note
  {
    say: ["add a note to today's run: knee was kinda sore after mile 2"],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },
  {
    say: ['note on piano for yesterday - finally got the left hand part down'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'left hand' }],
  },

  // skip-pause
  { say: ["skip gym Tuesday the 15th, I've got a dentist appt"], category: 'skip-pause', then: [{ habit: 'Gym', skippedOn: '2026-12-15' }] },
  {
    say: ['pause spanish through Friday'],
    category: 'skip-pause',
    then: [
      { habit: 'Spanish', pausedOn: ['2026-12-10', '2026-12-11'] },
      { habit: 'Spanish', notPausedOn: ['2026-12-14'] },
    ],
  },
  {
    say: ["I'm gonna be out of town 12/18 thru 12/21, pause walk the dog"],
    category: 'skip-pause',
    then: [
      { habit: 'Walk the dog', pausedOn: ['2026-12-18', '2026-12-19', '2026-12-20', '2026-12-21'] },
      { habit: 'Walk the dog', notPausedOn: ['2026-12-17', '2026-12-22'] },
    ],
  },

  // end
  { say: ["I'm done with rowing after 12/31", 'yes'], category: 'end', then: [{ habit: 'Rowing', endDate: '2026-12-31' }] },

  // remind
  { say: ['remind me 20 min before piano'], category: 'remind', then: [{ habit: 'Piano', reminders: [{ minutesBefore: 20 }] }] },
  {
    say: ['email me a half hour before tennis'],
    category: 'remind',
    then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 30, channel: 'email' }] }],
  },
  { say: ['turn off the reminder for spanish'], category: 'remind', then: [{ habit: 'Spanish', reminders: [] }] },

  // questions
  { say: ['how many times did I hit the gym last week?'], category: 'question', question: true, then: [] },
  { say: ["what've I got going on tomorrow?"], category: 'question', question: true, then: [] },
  { say: ["when's my next tennis game?"], category: 'question', question: true, then: [] },
  { say: ['did I take my antibiotics this morning?'], category: 'question', question: true, then: [] },
  { say: ['have I gotten my 8 glasses in today?'], category: 'question', question: true, then: [] },
  { say: ["how'd I do on coffee yesterday?"], category: 'question', question: true, then: [] },
  { say: ['is my journal still paused?'], category: 'question', question: true, then: [] },
  { say: ["how's my 10k goal coming along?"], category: 'question', question: true, then: [] },

  // conversation
  {
    say: ['I want to start a new habit', 'taking a walk at lunch', 'weekdays at 12:15'],
    category: 'conversation',
    then: [{ newHabit: 'walk', days: [...WEEKDAYS], time: '12:15' }],
  },
  { say: ['can you move meditate?', '7 a.m. works'], category: 'conversation', then: [{ habit: 'Meditate', time: '07:00' }] },
  {
    say: ['I wanna change when I do pilates', 'Thursdays at half past 6 in the evening'],
    category: 'conversation',
    then: [{ habit: 'Pilates', time: '18:30', days: ['Thu'] }],
  },

  // several
  {
    say: ['move gym and pilates to 8p', 'yes'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '20:00' },
      { habit: 'Pilates', time: '20:00' },
    ],
  },
  {
    say: ['did spanish and piano today', 'yes'],
    category: 'several',
    then: [
      { habit: 'Spanish', doneOn: '2026-12-09' },
      { habit: 'Piano', doneOn: '2026-12-09' },
    ],
  },

  // scope
  {
    say: ['starting next week, run at 6:30 a.m. instead'],
    category: 'scope',
    then: [{ habit: 'Morning run', timeOn: { '2026-12-11': '07:00', '2026-12-14': '06:30', '2026-12-16': '06:30' } }],
  },
  {
    say: ['just this Saturday, tennis at 2 p.m.'],
    category: 'scope',
    then: [{ habit: 'Tennis', timeOn: { '2026-12-12': '14:00', '2026-12-19': '10:00' } }],
  },

  // decline
  { say: ['delete my journal habit', 'nah never mind'], category: 'decline', then: [{ habit: 'Journal', archived: false }] },

  // goal, area, vision, restore, chat
  { say: ['add a goal to read 12 books next year'], category: 'goal', then: [{ newGoal: 'books' }] },
  { say: ['make a new area called Home'], category: 'area', then: [{ newArea: 'Home' }] },
  { say: ['put journal under health'], category: 'area', then: [{ habit: 'Journal', area: 'Health' }] },
  { say: ['update my vision to: healthy, present, and kind to myself'], category: 'vision', then: [{ vision: 'kind to myself' }] },
  { say: ['bring back stretching'], category: 'restore', then: [{ habit: 'Stretch', archived: false }] },
  { say: ["thanks y'all, this app is awesome"], category: 'chat', then: [] },
];
