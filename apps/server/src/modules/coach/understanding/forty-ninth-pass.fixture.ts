import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Forty-ninth pass (issue 50), on the kept-apart harness's account (not the kept-apart table).
 * voice dictation into the phone's keyboard: no punctuation, homophones, numbers as words, run-on
 * requests. Written by a helper who read only the kept-apart types and account (lead's
 * twenty-third session).
 *
 * Today is Wednesday 9 December 2026 (Europe/London). Dates used (checked with `date -d`):
 * 2026-12-06 Sun, 2026-12-08 Tue, 2026-12-09 Wed (today), 2026-12-10 Thu, 2026-12-11 Fri,
 * 2026-12-12 Sat, 2026-12-13 Sun, 2026-12-14 Mon, 2026-12-16 Wed, 2026-12-18 Fri, 2026-12-21 Mon.
 */
export const FORTY_NINTH_PASS: KeptApartCase[] = [
  // create
  {
    say: ['okay so new habit call grandma every sunday at for p m'],
    category: 'create',
    then: [{ newHabit: 'grandma', days: ['Sun'], time: '16:00' }],
  },
  {
    say: ['um start a habit of eating to pieces of fruit a day'],
    category: 'create',
    then: [{ newHabit: 'fruit', target: { quantity: 2, direction: 'atLeast' } }],
  },
  {
    say: ['add a habit to practise guitar', 'make it twenty minutes at seven thirty in the evening'],
    category: 'create',
    then: [{ newHabit: 'guitar', time: '19:30', minutes: 20 }],
  },

  // change
  {
    say: ['move my gym sessions to seven p m'],
    category: 'change',
    then: [{ habit: 'Gym', time: '19:00', days: ['Tue', 'Thu'] }],
  },
  {
    say: ['tennis is on sundays now not saturdays'],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Sun'], time: '10:00' }],
  },
  {
    say: ['yoga on monday is like too late for me can you move it to six thirty p m'],
    category: 'change',
    then: [{ habit: 'Yoga', time: '18:30', days: ['Mon'] }],
  },
  {
    say: ['rowing for times a week instead of three please'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },

  // rename
  {
    say: ['rename plan the week to weekly review'],
    category: 'rename',
    then: [{ habit: 'Plan the week', name: 'Weekly review' }],
  },
  {
    say: ['change walk the dog so its called evening walk'],
    category: 'rename',
    then: [{ habit: 'Walk the dog', name: 'Evening walk' }],
  },

  // log
  {
    say: ['done with spanish for today'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-09' }],
  },
  {
    say: ['had to more glasses of water'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  {
    say: ['read twenty five pages this morning'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 25 }],
  },
  {
    say: ['i went to squash on sunday forgot to tick it'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },

  // undo-log
  {
    say: ['i didnt actually do the run this morning can you untick it'],
    category: 'undo-log',
    then: [{ habit: 'Morning run', notDoneOn: '2026-12-09' }],
  },
  {
    say: ['log piano', 'oh wait no undo that i havent played yet'],
    category: 'undo-log',
    then: [{ habit: 'Piano', notDoneOn: '2026-12-09' }],
  },
  {
    say: ['take off won glass of water i logged it by mistake'],
    category: 'undo-log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 2 }],
  },

  // skip-pause
  {
    say: ['skip tennis this saturday period'],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }],
  },
  {
    say: ['im away from tomorrow till sunday so pause piano'],
    category: 'skip-pause',
    then: [
      { habit: 'Piano', pausedOn: ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'] },
      { habit: 'Piano', notPausedOn: ['2026-12-09', '2026-12-14'] },
    ],
  },
  {
    say: ['can i take a break from the morning runs', 'just next week'],
    category: 'skip-pause',
    then: [
      { habit: 'Morning run', pausedOn: ['2026-12-14', '2026-12-16', '2026-12-18'] },
      { habit: 'Morning run', notPausedOn: ['2026-12-11', '2026-12-21'] },
    ],
  },

  // remind
  {
    say: ['remind me about piano an our before'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 60 }] }],
  },
  {
    say: ['can i get an email reminder for spanish ten minutes before as well'],
    category: 'remind',
    then: [
      {
        habit: 'Spanish',
        reminders: [
          { minutesBefore: 5, channel: 'push' },
          { minutesBefore: 10, channel: 'email' },
        ],
      },
    ],
  },
  {
    say: ['set a reminder for reading', 'um fifteen minutes before'],
    category: 'remind',
    then: [{ habit: 'Read', reminders: [{ minutesBefore: 15 }] }],
  },

  // end
  {
    say: ['stop the squash habit after this sunday', 'yep'],
    category: 'end',
    then: [{ habit: 'Squash', endDate: '2026-12-13', archived: false }],
  },
  {
    say: ['the antibiotics finish on the twelfth not the fifteenth', 'yes thats right'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-12' }],
  },

  // delete
  {
    say: ['delete squash', 'yes get rid of it'],
    category: 'delete',
    then: [{ habit: 'Squash', deleted: true }],
  },
  {
    say: ['um can you delete the stretch habit', 'yeah go ahead'],
    category: 'delete',
    then: [{ habit: 'Stretch', deleted: true }],
  },
  {
    say: ['wipe the history on no smoking i want a fresh start', 'yes'],
    category: 'delete',
    then: [{ habit: 'No smoking', historyCleared: true }],
  },

  // several
  {
    say: ['walked the dog and did my piano', 'yes'],
    category: 'several',
    then: [
      { habit: 'Walk the dog', doneOn: '2026-12-09' },
      { habit: 'Piano', doneOn: '2026-12-09' },
    ],
  },
  {
    say: ['put the gym and pilates both at eight p m', 'yes please'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '20:00' },
      { habit: 'Pilates', time: '20:00' },
    ],
  },
  {
    say: ['took my vitamins and my antibiotics this morning', 'yes'],
    category: 'several',
    then: [
      { habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' },
      { habit: 'Antibiotics', doneOn: '2026-12-09', time: '08:00' },
    ],
  },

  // scope
  {
    say: ['just this friday move the morning run to eight'],
    category: 'scope',
    then: [{ habit: 'Morning run', days: ['Mon', 'Wed', 'Fri'], timeOn: { '2026-12-11': '08:00', '2026-12-14': '07:00' } }],
  },
  {
    say: ['from next week do spanish at one o clock'],
    category: 'scope',
    then: [{ habit: 'Spanish', timeOn: { '2026-12-10': '12:30', '2026-12-14': '13:00' } }],
  },

  // note
  {
    say: ['note on the morning run today comma knee felt a bit sore period'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee', excludes: ['comma', 'period'] }],
  },
  {
    say: ['right a note on yesterdays piano learned the chorus'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'chorus' }],
  },

  // goal
  {
    say: ['new goal swim a mile by the summer'],
    category: 'goal',
    then: [{ newGoal: 'swim a mile' }],
  },
  {
    say: ['put rowing under the run a ten k goal'],
    category: 'goal',
    then: [{ habit: 'Rowing', goal: 'Run a 10k' }],
  },
  {
    say: ['change the name of my sleep better goal', 'sleep deeply'],
    category: 'goal',
    then: [{ goal: 'Sleep better', name: 'Sleep deeply' }],
  },

  // vision
  {
    say: ['okay so change my vision to a calm strong life full of music and friends'],
    category: 'vision',
    then: [{ vision: 'music and friends' }],
  },

  // area
  {
    say: ['new area called mind', 'put meditate and journal in it', 'yes'],
    category: 'area',
    then: [{ newArea: 'Mind' }, { habit: 'Meditate', area: 'Mind' }, { habit: 'Journal', area: 'Mind' }],
  },
  {
    say: ['rename the learning area to skills'],
    category: 'area',
    then: [{ area: 'Learning', name: 'Skills' }],
  },

  // question
  {
    say: ['how many times did i go to the gym this month'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['twice', '2 times', 'two times', '2 sessions', 'two sessions', '2 of', '2 gym'] }],
  },
  {
    say: ['what time is spanish tomorrow'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['12:30', '12.30', 'half past twelve'] }],
  },
  {
    say: ['um whats on for saturday'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['tennis'] }],
  },

  // conversation
  {
    say: ['did the water', 'the plants'],
    category: 'conversation',
    then: [{ habit: 'Water the plants', doneOn: '2026-12-09' }],
  },
  {
    say: ['move piano to eight', 'sorry i meant reading not piano', 'yep'],
    category: 'conversation',
    then: [
      { habit: 'Read', time: '20:00' },
      { habit: 'Piano', time: '19:30' },
    ],
  },
  {
    say: ['log to glasses of water', 'sorry three'],
    category: 'conversation',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 6 }],
  },

  // decline
  {
    say: ['can you delete the coffee thing', 'no wait keep it'],
    category: 'decline',
    then: [{ habit: 'Coffee', archived: false }],
  },
  {
    say: ['archive journal', 'actually no leave it'],
    category: 'decline',
    then: [{ habit: 'Journal', archived: false }],
  },

  // restore
  {
    say: ['unarchive stretching and put it at seven fifty'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false, time: '07:50' }],
  },

  // chat
  {
    say: ['ugh i feel so lazy today'],
    category: 'chat',
    then: [{ noNewHabit: true }],
  },
];
