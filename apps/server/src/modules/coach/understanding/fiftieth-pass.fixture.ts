import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Fiftieth pass (issue 50), on the kept-apart harness's account (not the kept-apart table). a busy
 * person's terse messages across a conversation: one to five words, leaning on what was just said.
 * Written by a helper who read only the kept-apart types and account (lead's twenty-third session).
 *
 * Today is Wednesday 2026-12-09 (Europe/London, 10:00). Dates used, checked with `date -d`:
 * 2026-12-06 Sun, 2026-12-07 Mon, 2026-12-08 Tue, 2026-12-09 Wed (today), 2026-12-10 Thu
 * (tomorrow), 2026-12-11 Fri, 2026-12-12 Sat, 2026-12-13 Sun, 2026-12-14 Mon, 2026-12-15 Tue.
 */
const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const FIFTIETH_PASS: KeptApartCase[] = [
  // create
  {
    say: ['floss every night 10pm'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:00', days: [...EVERY_DAY] }],
  },
  {
    say: ['add cold shower', 'daily 7:15'],
    category: 'create',
    then: [{ newHabit: 'cold shower', time: '07:15', days: [...EVERY_DAY] }],
  },
  {
    say: ['add sketching 3x a week'],
    category: 'create',
    then: [{ newHabit: 'sketch', perWeek: 3 }],
  },

  // change
  {
    say: ['yoga tues instead'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Tue'], time: '19:00' }],
  },
  {
    say: ["when's squash?", 'make it 12'],
    category: 'change',
    then: [{ habit: 'Squash', time: '12:00', days: ['Sun'] }],
  },
  {
    say: ['piano 8pm', 'sorry 8:30'],
    category: 'change',
    then: [{ habit: 'Piano', time: '20:30' }],
  },

  // rename
  {
    say: ['rename meditate', 'mindfulness'],
    category: 'rename',
    then: [{ habit: 'Meditate', name: 'Mindfulness' }],
  },

  // log
  {
    say: ['piano done'],
    category: 'log',
    then: [{ habit: 'Piano', doneOn: '2026-12-09' }],
  },
  {
    say: ['2 more glasses'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  {
    say: ["when's spanish?", 'done it already'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-09' }],
  },
  {
    say: ['vitamins am done'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  {
    say: ['coffee +1'],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },
  {
    say: ['water 2 glasses', 'no, 3'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 6 }],
  },

  // undo-log
  {
    say: ['piano done', 'undo'],
    category: 'undo-log',
    then: [{ habit: 'Piano', notDoneOn: '2026-12-09' }],
  },
  {
    say: ['piano done', 'not that one, spanish', 'yes'],
    category: 'undo-log',
    then: [
      { habit: 'Piano', notDoneOn: '2026-12-09' },
      { habit: 'Spanish', doneOn: '2026-12-09' },
    ],
  },

  // skip-pause
  {
    say: ['no reading today'],
    category: 'skip-pause',
    then: [{ habit: 'Read', skippedOn: '2026-12-09' }],
  },
  {
    say: ['skip gym tmrw'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-10' }],
  },
  {
    say: ['pause piano till mon'],
    category: 'skip-pause',
    then: [
      { habit: 'Piano', pausedOn: ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'] },
      { habit: 'Piano', notPausedOn: ['2026-12-15'] },
    ],
  },
  {
    say: ['skip spanish tmrw', 'same for fri'],
    category: 'skip-pause',
    then: [
      { habit: 'Spanish', skippedOn: '2026-12-10' },
      { habit: 'Spanish', skippedOn: '2026-12-11' },
    ],
  },

  // remind
  {
    say: ['piano reminder 10 min before'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 10 }] }],
  },
  {
    say: ['no more gym emails'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  {
    say: ['spanish reminder?', 'make it 15'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },

  // end
  {
    say: ['antibiotics end fri', 'yes'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-11' }],
  },
  {
    say: ['done with squash after this sun', 'go on then'],
    category: 'end',
    then: [{ habit: 'Squash', endDate: '2026-12-13' }],
  },

  // delete
  {
    say: ['delete coffee', 'yep'],
    category: 'delete',
    then: [{ habit: 'Coffee', deleted: true }],
  },
  {
    say: ["when's squash?", 'bin it', 'yes'],
    category: 'delete',
    then: [{ habit: 'Squash', deleted: true }],
  },
  {
    say: ['archive tennis', 'sure'],
    category: 'delete',
    then: [{ habit: 'Tennis', archived: true }],
  },

  // several
  {
    say: ['gym and yoga 8pm', 'yes'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '20:00' },
      { habit: 'Yoga', time: '20:00' },
    ],
  },
  {
    say: ['spanish and piano done', 'yes'],
    category: 'several',
    then: [
      { habit: 'Spanish', doneOn: '2026-12-09' },
      { habit: 'Piano', doneOn: '2026-12-09' },
    ],
  },

  // scope
  {
    say: ['gym tmrw 7pm'],
    category: 'scope',
    then: [{ habit: 'Gym', timeOn: { '2026-12-10': '19:00', '2026-12-15': '18:00' } }],
  },
  {
    say: ['run fri 8am just this once'],
    category: 'scope',
    then: [{ habit: 'Morning run', timeOn: { '2026-12-11': '08:00', '2026-12-14': '07:00' } }],
  },

  // note
  {
    say: ['run done', 'add note knee sore'],
    category: 'note',
    then: [
      { habit: 'Morning run', doneOn: '2026-12-09' },
      { habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee sore' },
    ],
  },
  {
    say: ['note for read: started dune'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-09', includes: 'started dune' }],
  },

  // goal
  {
    say: ['new goal half marathon'],
    category: 'goal',
    then: [{ newGoal: 'half marathon' }],
  },
  {
    say: ['link rowing to 10k goal'],
    category: 'goal',
    then: [{ habit: 'Rowing', goal: 'Run a 10k' }],
  },

  // vision
  {
    say: ['new vision: healthy and present'],
    category: 'vision',
    then: [{ vision: 'healthy and present' }],
  },

  // area
  {
    say: ['new area music', 'put piano in it'],
    category: 'area',
    then: [{ newArea: 'Music' }, { habit: 'Piano', area: 'Music' }],
  },
  {
    say: ['rename health area to wellbeing'],
    category: 'area',
    then: [{ area: 'Health', name: 'Wellbeing' }],
  },

  // question
  {
    say: ["what's on tmrw?"],
    category: 'question',
    question: true,
    then: [{ reply: ['Gym', 'Pilates'] }],
  },
  {
    say: ['water today?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3'] }],
  },
  {
    say: ['did i run mon?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['yes', 'you did', 'done'] }],
  },
  {
    say: ['which are health ones?', 'and learning?'],
    category: 'question',
    question: true,
    then: [{ reply: ['Piano', 'Read', 'Spanish'] }],
  },

  // conversation
  {
    say: ["when's yoga?", 'move it to 8'],
    category: 'conversation',
    then: [{ habit: 'Yoga', time: '20:00', days: ['Mon'] }],
  },
  {
    say: ['piano done', 'and spanish'],
    category: 'conversation',
    then: [
      { habit: 'Piano', doneOn: '2026-12-09' },
      { habit: 'Spanish', doneOn: '2026-12-09' },
    ],
  },
  {
    say: ['what time are gym and pilates tmrw?', 'skip the 2nd one'],
    category: 'conversation',
    then: [{ habit: 'Pilates', skippedOn: '2026-12-10' }],
  },

  // decline
  {
    say: ['delete tennis', 'nah'],
    category: 'decline',
    then: [{ habit: 'Tennis', archived: false, days: ['Sat'] }],
  },
  {
    say: ['clear coffee history', 'no leave it'],
    category: 'decline',
    then: [{ habit: 'Coffee', doneOn: '2026-12-08', amount: 3 }],
  },

  // restore
  {
    say: ['bring back stretch'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false }],
  },
  {
    say: ['archive squash', 'yes', 'undo'],
    category: 'restore',
    then: [{ habit: 'Squash', archived: false, days: ['Sun'] }],
  },

  // chat
  {
    say: ['thanks!'],
    category: 'chat',
    then: [{ noNewHabit: true }],
  },
];
