import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Thirty-third pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the kept-apart table).
 *
 * Persona: a nurse on rotating shifts who types tersely in short bursts, with abbreviations
 * (tmrw, wk, mins, hr, pls, thx, bc, b4), and often says in a few words which shift forces the change.
 *
 * The account's today: Wednesday 2026-12-09, 10:00 in Europe/London (GMT in December, so
 * KEPT_APART_NOW 2026-12-09T10:00:00Z is 10:00 local).
 *
 * Dates used, with their weekdays:
 * - 2026-12-04 Fri (last Friday)
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri
 * - 2026-12-12 Sat
 * - 2026-12-13 Sun
 * - 2026-12-14 Mon (next Monday, "the 14th")
 * - 2026-12-16 Wed
 * - 2026-12-17 Thu
 * - 2026-12-19 Sat
 * - 2026-12-20 Sun
 * - 2026-12-26 Sat
 *
 * Written by a helper who read only the kept-apart types and account (lead's eighteenth session).
 */
export const THIRTY_THIRD_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (14)
  // change: gym later for good
  {
    say: ['gym 7pm from now on pls, on lates till 6.30'],
    category: 'change',
    then: [{ habit: 'Gym', time: '19:00', days: ['Tue', 'Thu'], minutes: 60 }],
  },
  // change: spanish time (typo in the name)
  {
    say: ['spansih at 1 instead of 12.30, lunch break got moved'],
    category: 'change',
    then: [{ habit: 'Spanish', time: '13:00', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], minutes: 15 }],
  },
  // change: piano shorter
  {
    say: ['piano 15 mins not 20. wrecked after shifts'],
    category: 'change',
    then: [{ habit: 'Piano', minutes: 15, time: '19:30' }],
  },
  // change: dog walk earlier tomorrow only
  {
    say: ['dog walk 8am tmrw only, im on a late'],
    category: 'change',
    then: [{ habit: 'Walk the dog', timeOn: { '2026-12-10': '08:00', '2026-12-11': '17:00' } }],
  },
  // change: run earlier from Monday on
  {
    say: ['runs at 6am from mon on pls. new rota'],
    category: 'change',
    then: [
      {
        habit: 'Morning run',
        days: ['Mon', 'Wed', 'Fri'],
        timeOn: { '2026-12-11': '07:00', '2026-12-14': '06:00', '2026-12-16': '06:00' },
      },
    ],
  },
  // change: tennis to another weekday
  {
    say: ['tennis fri not sat, working every sat now'],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Fri'], time: '10:00', minutes: 90 }],
  },
  // change: yoga to Wednesdays
  {
    say: ['yoga weds pls, mondays r my long days'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Wed'], time: '19:00', minutes: 60 }],
  },
  // change: two habits to 8pm at once (needs a yes)
  {
    say: ['gym + pilates both 8pm now, lates for the forseeable', 'yes'],
    category: 'change',
    then: [
      { habit: 'Gym', time: '20:00', days: ['Tue', 'Thu'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },
  // change: rowing fewer times a week
  {
    say: ['rowing 2x a wk not 3, cant fit it round nights'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 2 }],
  },
  // change: pilates moved to Friday this week only
  {
    say: ['pilats fri instead of thu this wk only, double shift thu'],
    category: 'change',
    then: [
      {
        habit: 'Pilates',
        nextDates: ['2026-12-11', '2026-12-17'],
        timeOn: { '2026-12-11': '19:00', '2026-12-17': '19:00' },
      },
    ],
  },
  // change: squash to the afternoon
  {
    say: ['squash 2pm now. sun mornings im asleep after nights'],
    category: 'change',
    then: [{ habit: 'Squash', time: '14:00', days: ['Sun'], minutes: 60 }],
  },
  // change: reading later from a date on
  {
    say: ['from the 14th read at 11pm, switching to nights'],
    category: 'change',
    then: [{ habit: 'Read', timeOn: { '2026-12-13': '21:30', '2026-12-14': '23:00', '2026-12-20': '23:00' } }],
  },
  // change: vitamins at new times of day (typo in the name)
  {
    say: ['vitamns 7am and 9pm now, 12hr shifts start 7.30'],
    category: 'change',
    then: [{ habit: 'Vitamins', timesOfDay: ['07:00', '21:00'] }],
  },
  // change: water target up
  {
    say: ['up water to 10 glasses pls, 12 hr shifts'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },

  // ---------------------------------------------------------------- create (12)
  // create: short evening habit
  {
    say: ['new habit foam roller 10 mins 8pm'],
    category: 'create',
    then: [{ newHabit: 'foam roll', time: '20:00', minutes: 10 }],
  },
  // create: weekly habit on Sundays with a length
  {
    say: ['add meal prep sun 4pm 1hr, so i stop living on vending machine food'],
    category: 'create',
    then: [{ newHabit: 'meal prep', days: ['Sun'], time: '16:00', minutes: 60 }],
  },
  // create: three times a day
  {
    say: ['hand cream 3x a day pls 7am 1pm 7pm. hands wrecked from washing'],
    category: 'create',
    then: [{ newHabit: 'hand cream', timesOfDay: ['07:00', '13:00', '19:00'] }],
  },
  // create: twice a week, no fixed days
  {
    say: ['swim twice a wk'],
    category: 'create',
    then: [{ newHabit: 'swim', perWeek: 2 }],
  },
  // create: sleep hours, at least
  {
    say: ['track my sleep, want min 7 hrs'],
    category: 'create',
    then: [{ newHabit: 'sleep', target: { quantity: 7, direction: 'atLeast' } }],
  },
  // create: steps a day
  {
    say: ['10k steps a day pls'],
    category: 'create',
    then: [{ newHabit: 'step', target: { quantity: 10000, unit: 'steps', direction: 'atLeast' } }],
  },
  // create: fixed weekdays with time and length
  {
    say: ['cycle to work tue wed thu 7am 25mins, thats this rota anyway'],
    category: 'create',
    then: [{ newHabit: 'cycl', days: ['Tue', 'Wed', 'Thu'], time: '07:00', minutes: 25 }],
  },
  // create: a limit
  {
    say: ['energy drinks max 1 a day, been living on them on nights'],
    category: 'create',
    then: [{ newHabit: 'energy drink', target: { quantity: 1, direction: 'atMost' } }],
  },
  // create: weekly call
  {
    say: ['call mum sundays 5pm, 15 mins'],
    category: 'create',
    then: [{ newHabit: 'call mum', days: ['Sun'], time: '17:00', minutes: 15 }],
  },
  // create: nap before Friday nights
  {
    say: ['add a nap 3pm fridays 30 mins b4 nights'],
    category: 'create',
    then: [{ newHabit: 'nap', days: ['Fri'], time: '15:00', minutes: 30 }],
  },
  // create: twice a day
  {
    say: ['protein shake 10am + 4pm daily'],
    category: 'create',
    then: [{ newHabit: 'protein', timesOfDay: ['10:00', '16:00'] }],
  },
  // create: three times a week with a length
  {
    say: ['core workout 3x wk, 20 mins'],
    category: 'create',
    then: [{ newHabit: 'core', perWeek: 3, minutes: 20 }],
  },

  // ---------------------------------------------------------------- conversation (6)
  // conversation: a correction of the time just set
  {
    say: ['gym at 7am pls', 'actually 7.30, handover runs over'],
    category: 'conversation',
    then: [{ habit: 'Gym', time: '07:30', days: ['Tue', 'Thu'] }],
  },
  // conversation: new habit, then its days
  {
    say: ['add lunchtime walk 1pm 20 mins', 'only mon wed fri tho'],
    category: 'conversation',
    then: [{ newHabit: 'walk', time: '13:00', minutes: 20, days: ['Mon', 'Wed', 'Fri'] }],
  },
  // conversation: "that one" after asking about it
  {
    say: ['whens pilates again', 'move that one to 8pm pls'],
    category: 'conversation',
    then: [{ habit: 'Pilates', time: '20:00', days: ['Thu'] }],
  },
  // conversation: "as well" for a second habit
  {
    say: ['squash to 12 pls', 'tennis as well'],
    category: 'conversation',
    then: [
      { habit: 'Squash', time: '12:00', days: ['Sun'] },
      { habit: 'Tennis', time: '12:00', days: ['Sat'] },
    ],
  },
  // conversation: undo the change just made
  {
    say: ['move piano to 9pm', 'no undo that, got my rota wrong'],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '19:30', minutes: 20 }],
  },
  // conversation: "the other one" stays as it is
  {
    say: ['run and rowing both clash w early shifts', 'move the run to 5pm, leave the other one'],
    category: 'conversation',
    then: [
      { habit: 'Morning run', time: '17:00', days: ['Mon', 'Wed', 'Fri'], minutes: 30 },
      { habit: 'Rowing', time: '06:30', perWeek: 3 },
    ],
  },

  // ---------------------------------------------------------------- log (5)
  // log: done today
  {
    say: ['walked the dog b4 shift'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }],
  },
  // log: add to today's amount
  {
    say: ['2 more glasses water'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  // log: one slot of a twice-a-day habit
  {
    say: ['took 8am antibiotics'],
    category: 'log',
    then: [{ habit: 'Antibiotics', doneOn: '2026-12-09', time: '08:00' }],
  },
  // log: a past day
  {
    say: ['spanish fri was done, forgot to tick it bc nights'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-04' }],
  },
  // log: an amount today
  {
    say: ['read 20 pages on my break'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 20 }],
  },

  // ---------------------------------------------------------------- skip-pause (4)
  // skip-pause: skip tomorrow
  {
    say: ['skip gym tmrw, picked up a double'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-10' }],
  },
  // skip-pause: pause for two weeks
  {
    say: ['pause tennis 2 wks, on the weekend rota'],
    category: 'skip-pause',
    then: [
      { habit: 'Tennis', pausedOn: ['2026-12-12', '2026-12-19'] },
      { habit: 'Tennis', notPausedOn: ['2026-12-26'] },
    ],
  },
  // skip-pause: skip Friday
  {
    say: ['no run fri pls, post nights'],
    category: 'skip-pause',
    then: [{ habit: 'Morning run', skippedOn: '2026-12-11' }],
  },
  // skip-pause: pause two named days
  {
    say: ['pause spanish thu + fri, nights'],
    category: 'skip-pause',
    then: [
      { habit: 'Spanish', pausedOn: ['2026-12-10', '2026-12-11'] },
      { habit: 'Spanish', notPausedOn: ['2026-12-14'] },
    ],
  },

  // ---------------------------------------------------------------- question (4)
  // question: time of tomorrow's gym
  {
    say: ["what time's gym tmrw"],
    category: 'question',
    question: true,
    then: [{ replyAny: ['18:00', '6pm', '6 pm', '6:00'] }],
  },
  // question: runs so far this week
  {
    say: ['how many runs this wk so far'],
    category: 'question',
    question: true,
    then: [],
  },
  // question: when the pause ends
  {
    say: ['journal still paused?? till when'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['14', 'Mon'] }],
  },
  // question: last day of a course
  {
    say: ['when do the antibiotics finish'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['15', 'Tue'] }],
  },

  // ---------------------------------------------------------------- remind (3)
  // remind: new reminder
  {
    say: ['remind me 30 mins before pilates'],
    category: 'remind',
    then: [{ habit: 'Pilates', reminders: [{ minutesBefore: 30 }] }],
  },
  // remind: change the existing reminder
  {
    say: ['spanish reminder 15 mins before not 5'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // remind: reminder on a twice-a-day habit
  {
    say: ['antibiotics reminder 10 min before pls, keep forgetting on the ward'],
    category: 'remind',
    then: [{ habit: 'Antibiotics', reminders: [{ minutesBefore: 10 }] }],
  },

  // ---------------------------------------------------------------- note (2)
  // note: on today's run
  {
    say: ["note on today's run: legs dead after 3 nights"],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'legs dead' }],
  },
  // note: on yesterday's gym
  {
    say: ['note for gym yest - only 30 mins, got called in'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: '30 min' }],
  },
];
