import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Nineteenth pass: new conversations on the kept-apart account (Sam, Wednesday 2026-12-09,
 * Europe/London). Written from the account and the types only.
 */
export const NINETEENTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (12)
  {
    say: ['ugh squash keeps clashing w brunch, can it be half 1 on sundays from now on'],
    category: 'change',
    then: [{ habit: 'Squash', time: '13:30', days: ['Sun'] }],
  },
  {
    say: ['pilates is only 45 mins now not 50'],
    category: 'change',
    then: [{ habit: 'Pilates', minutes: 45, time: '19:00', days: ['Thu'] }],
  },
  {
    say: ['switch gym to mondays n thursdays pls'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Mon', 'Thu'], time: '18:00' }],
  },
  {
    say: ['want to up rowing to 4x a wk'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  {
    say: ['bump my water target to 10 glasses'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  {
    say: ['ok realistically my coffee limit should be 3 a day not 2'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 3, direction: 'atMost' } }],
  },
  {
    say: ['gym tmrw needs to be 7pm not 6, just this once'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Tue', 'Thu'], timeOn: { '2026-12-10': '19:00', '2026-12-15': '18:00' } }],
  },
  {
    say: ['plan the week every other sunday is plenty tbh'],
    category: 'change',
    then: [{ habit: 'Plan the week', everyDays: 14, time: '18:00' }],
  },
  {
    say: ['plants dont need watering today, do the next one friday and every 3 days after that'],
    category: 'change',
    then: [{ habit: 'Water the plants', nextDates: ['2026-12-11', '2026-12-14', '2026-12-17'], everyDays: 3 }],
  },
  {
    say: ['add sat + sun to spanish, want to keep my streak going'],
    category: 'change',
    then: [{ habit: 'Spanish', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], time: '12:30' }],
  },
  {
    say: ['yoga next week has to be tuesday instead of monday, only that week'],
    category: 'change',
    then: [{ habit: 'Yoga', nextDates: ['2026-12-15', '2026-12-21', '2026-12-28'] }],
  },
  {
    say: ['tennis is only gonna be the first saturday of each month from now'],
    category: 'change',
    then: [{ habit: 'Tennis', nextDates: ['2027-01-02', '2027-02-06', '2027-03-06'], time: '10:00' }],
  },

  // ---------------------------------------------------------------- create (12)
  {
    say: ['gonna start flossing every night at 10'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:00', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  {
    say: ['new habit: cold shower mon wed fri 🥶'],
    category: 'create',
    then: [{ newHabit: 'cold shower', days: ['Mon', 'Wed', 'Fri'] }],
  },
  {
    say: ['add climbing tues and thurs 7pm for 2 hrs, under fitness'],
    category: 'create',
    then: [{ newHabit: 'climb', days: ['Tue', 'Thu'], time: '19:00', minutes: 120, area: 'Fitness' }],
  },
  {
    say: ['remind me to put the bins out every thursday at 8pm, 15 min before'],
    category: 'create',
    then: [{ newHabit: 'bins', days: ['Thu'], time: '20:00', reminders: [{ minutesBefore: 15 }] }],
  },
  {
    say: ['i want to quit vaping for good this time'],
    category: 'create',
    then: [{ newHabit: 'vap', target: { quantity: 0, direction: 'atMost' } }],
  },
  {
    say: ['trying to cut down to max 2 biscuits a day lol'],
    category: 'create',
    then: [{ newHabit: 'biscuit', target: { quantity: 2, direction: 'atMost' } }],
  },
  {
    say: ['track press ups, 50 a day'],
    category: 'create',
    then: [{ newHabit: 'press up', target: { quantity: 50, direction: 'atLeast' } }],
  },
  {
    say: ["add hill sprints on saturdays, it's for the 10k goal"],
    category: 'create',
    then: [{ newHabit: 'hill sprint', days: ['Sat'], goal: 'Run a 10k' }],
  },
  {
    say: ['cna you add call grandma every sunday at 4pm'],
    category: 'create',
    then: [{ newHabit: 'call grandma', days: ['Sun'], time: '16:00' }],
  },
  {
    say: ['new one for the sleep better goal - phone in the kitchen at half 10 every night'],
    category: 'create',
    then: [{ newHabit: 'phone in the kitchen', time: '22:30', goal: 'Sleep better' }],
  },
  {
    say: ['i wanna swim twice a week, remind me an hour before'],
    category: 'create',
    then: [{ newHabit: 'swim', perWeek: 2, reminders: [{ minutesBefore: 60 }] }],
  },
  {
    say: ['hmm gonna start doing a sudoku 🧩 every evening at 9, 15 mins'],
    category: 'create',
    then: [{ newHabit: 'sudoku', time: '21:00', minutes: 15 }],
  },

  // ---------------------------------------------------------------- conversation (8)
  {
    say: ['add a habit to do the crossword at 8am', 'sorry i meant 8pm'],
    category: 'conversation',
    then: [{ newHabit: 'crossword', time: '20:00' }],
  },
  {
    say: ['shift piano to 8pm', 'hmm make that half 8'],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '20:30' }],
  },
  {
    say: ["when's pilates these days?", 'can you move it to fridays'],
    category: 'conversation',
    then: [{ habit: 'Pilates', days: ['Fri'], time: '19:00' }],
  },
  {
    say: ['2 more glasses of water', 'and 1 coffee too'],
    category: 'conversation',
    then: [
      { habit: 'Drink water', doneOn: '2026-12-09', amount: 5 },
      { habit: 'Coffee', doneOn: '2026-12-09', amount: 2 },
    ],
  },
  {
    say: ['new habit guitar practice at 6pm for 20 mins', 'put that one in learning'],
    category: 'conversation',
    then: [{ newHabit: 'guitar', time: '18:00', minutes: 20, area: 'Learning' }],
  },
  {
    say: ['the doc says i can stop the antibiotics after today', 'yes'],
    category: 'conversation',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-09' }],
  },
  {
    say: ['read 15 pages today', 'sorry 18 not 15'],
    category: 'conversation',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 18 }],
  },
  {
    say: ['delete yoga', 'no wait, keep it'],
    category: 'conversation',
    then: [{ habit: 'Yoga', days: ['Mon'], archived: false }],
  },

  // ---------------------------------------------------------------- log (8)
  {
    say: ['absolutely nailed rowing this morning 💪'],
    category: 'log',
    then: [{ habit: 'Rowing', doneOn: '2026-12-09' }],
  },
  {
    say: ['4 more waters since breakfast'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 7 }],
  },
  {
    say: ["that's my second coffee of the day ☕"],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },
  {
    say: ['forgot to say i did my spanish on friday'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-04' }],
  },
  {
    say: ['walked the dog early, park was totally flooded lol'],
    category: 'log',
    then: [
      { habit: 'Walk the dog', doneOn: '2026-12-09' },
      { habit: 'Walk the dog', noteOn: '2026-12-09', includes: 'flooded' },
    ],
  },
  {
    say: ['squash on sunday did happen btw, just never ticked it'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  {
    say: ['got through 40 pages of my book on sunday'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-06', amount: 40 }],
  },
  {
    say: ['had my morning vitamins'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },

  // ---------------------------------------------------------------- question (6)
  {
    say: ["how's my spanish going this week?"],
    category: 'question',
    question: true,
    then: [],
  },
  {
    say: ['pilates starts when again?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['19:00', '7pm', '7 pm', '7:00'] }],
  },
  {
    say: ['did i actually do yoga on monday'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['yes', 'done', '✓'] }],
  },
  {
    say: ['whats left for today'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['spanish', 'piano'] }],
  },
  {
    say: ['next plant watering day?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['today', '08:30', '8:30'] }],
  },
  {
    say: ['how many coffees have i had today'],
    category: 'question',
    question: true,
    then: [{ reply: ['1'] }],
  },

  // ---------------------------------------------------------------- note (6)
  {
    say: ["add a note to monday's yoga: hips were really tight"],
    category: 'note',
    then: [{ habit: 'Yoga', noteOn: '2026-12-07', includes: 'hips' }],
  },
  {
    say: ['note for tennis on sat - lost 6-4 in the 3rd but played well'],
    category: 'note',
    then: [{ habit: 'Tennis', noteOn: '2026-12-05', includes: 'played well' }],
  },
  {
    say: ["put a note on yesterday's water: left my bottle at work"],
    category: 'note',
    then: [{ habit: 'Drink water', noteOn: '2026-12-08', includes: 'bottle' }],
  },
  {
    say: ['note on squash for sunday: knee was sore so only played half', 'yes'],
    category: 'note',
    then: [
      { habit: 'Squash', doneOn: '2026-12-06' },
      { habit: 'Squash', noteOn: '2026-12-06', includes: 'knee' },
    ],
  },
  {
    say: ['can u note on piano today that i finally got the left hand of the chorus', 'yes'],
    category: 'note',
    then: [
      { habit: 'Piano', doneOn: '2026-12-09' },
      { habit: 'Piano', noteOn: '2026-12-09', includes: 'left hand' },
    ],
  },
  {
    say: ['note on reading yesterday - fell asleep after a few pages 😴'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-08', includes: 'fell asleep' }],
  },

  // ---------------------------------------------------------------- skip-pause (4)
  {
    say: ['skip pilates tmrw, got a work do'],
    category: 'skip-pause',
    then: [{ habit: 'Pilates', skippedOn: '2026-12-10' }],
  },
  {
    say: ['pause gym til the new year, pulled my back'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', pausedOn: ['2026-12-10', '2026-12-15', '2026-12-29'] }],
  },
  {
    say: ['unpause journal, i want to start again tonight'],
    category: 'skip-pause',
    then: [{ habit: 'Journal', notPausedOn: ['2026-12-09', '2026-12-10', '2026-12-14'] }],
  },
  {
    say: ['no watering the plants today, the soil is still wet'],
    category: 'skip-pause',
    then: [{ habit: 'Water the plants', skippedOn: '2026-12-09' }],
  },

  // ---------------------------------------------------------------- several (4)
  {
    say: ['tick off piano and spanish for today', 'yes'],
    category: 'several',
    then: [
      { habit: 'Piano', doneOn: '2026-12-09' },
      { habit: 'Spanish', doneOn: '2026-12-09' },
    ],
  },
  {
    say: ['took vitamins and antibiotics both times yesterday', 'yes'],
    category: 'several',
    then: [
      { habit: 'Vitamins', doneOn: '2026-12-08', time: '08:00' },
      { habit: 'Vitamins', doneOn: '2026-12-08', time: '20:00' },
      { habit: 'Antibiotics', doneOn: '2026-12-08', time: '08:00' },
      { habit: 'Antibiotics', doneOn: '2026-12-08', time: '20:00' },
    ],
  },
  {
    say: ['did piano every day last week (mon to sun) apart from thurs', 'yes'],
    category: 'several',
    then: [
      { habit: 'Piano', doneOn: '2026-11-30' },
      { habit: 'Piano', doneOn: '2026-12-01' },
      { habit: 'Piano', doneOn: '2026-12-02' },
      { habit: 'Piano', notDoneOn: '2026-12-03' },
      { habit: 'Piano', doneOn: '2026-12-04' },
      { habit: 'Piano', doneOn: '2026-12-05' },
      { habit: 'Piano', doneOn: '2026-12-06' },
    ],
  },
  {
    say: ['walked the dog fri, sat and sun too', 'yes'],
    category: 'several',
    then: [
      { habit: 'Walk the dog', doneOn: '2026-12-04' },
      { habit: 'Walk the dog', doneOn: '2026-12-05' },
      { habit: 'Walk the dog', doneOn: '2026-12-06' },
    ],
  },
];
