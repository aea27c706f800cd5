import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Thirty-eighth pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the kept-apart table).
 *
 * Persona: a busy parent typing in fragments between school runs: messages often open with
 * context ("kids off school next week so"), point back at earlier things ("that", "the same for",
 * "the first one"), and sometimes correct themselves halfway through.
 *
 * The account's today: Wednesday 9 December 2026, 10:00 in Europe/London (GMT, so 10:00Z).
 *
 * Dates used, with weekdays:
 * - 2026-11-29 Sun (last squash done)
 * - 2026-12-07 Mon (this Monday)
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri (this Friday)
 * - 2026-12-12 Sat (this Saturday)
 * - 2026-12-14 Mon .. 2026-12-18 Fri (next week's weekdays), 2026-12-20 Sun (end of next week)
 * - 2026-12-21 Mon, 2026-12-25 Fri, 2026-12-27 Sun, 2026-12-28 Mon
 * - 2027-01-03 Sun, 2027-01-04 Mon
 *
 * Written by a helper who read only the kept-apart types and account (lead's eighteenth session).
 */
export const THIRTY_EIGHTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (10)

  // change: Morning run from 07:00 to 07:30, same days
  {
    say: ['school run is chaos in the mornings atm. can u move moring run to 7.30'],
    category: 'change',
    then: [{ habit: 'Morning run', time: '07:30', days: ['Mon', 'Wed', 'Fri'] }],
  },
  // change: Gym later, to half past seven in the evening
  {
    say: ["pickup's moved to 6 so gym needs to go later. half 7 pls"],
    category: 'change',
    then: [{ habit: 'Gym', time: '19:30', days: ['Tue', 'Thu'], minutes: 60 }],
  },
  // change: Piano shortened to 15 minutes
  {
    say: ['piano 15 mins max from now on, the baby always wakes up'],
    category: 'change',
    then: [{ habit: 'Piano', minutes: 15, time: '19:30' }],
  },
  // change: Yoga from Mondays to Tuesdays
  {
    say: ['yoga mondays clashes with swimming lessons now, switch it to tuesdays'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Tue'], time: '19:00' }],
  },
  // change: water target down from 8 to 6 glasses
  {
    say: ['8 glasses of water is not happening with two toddlers lol. lower it to 6'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 6, unit: 'glasses', direction: 'atLeast' } }],
  },
  // change: Spanish reminder from 5 to 15 minutes before, still push
  {
    say: ['the spansh reminder 5 min before is pointless, im already mid lunch. 15 min before instead'],
    category: 'change',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // change: Rowing from 3 to 2 times a week
  {
    say: ['rowing 3 times a week isnt realistic rn w the kids, twice a week is fine'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 2 }],
  },
  // change: dog walk to 16:30, correcting itself mid-message
  {
    say: ['dog walk has to fit round after school now so 4pm... no wait 4.30'],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '16:30' }],
  },
  // change: Squash on Sundays at 14:00 instead of 11:00
  {
    say: ['kids have football sun mornings so squash at 11 doesnt work anymore. 2pm'],
    category: 'change',
    then: [{ habit: 'Squash', time: '14:00', days: ['Sun'] }],
  },
  // change: Plan the week from Sunday 18:00 to Saturday 20:00
  {
    say: ['plan the week - sunday evenings are bathtime carnage. saturday 8pm instead'],
    category: 'change',
    then: [{ habit: 'Plan the week', days: ['Sat'], time: '20:00' }],
  },

  // ---------------------------------------------------------------- create (10)

  // create: pack lunchboxes on school nights (Sun-Thu) at 20:00
  {
    say: ['new one: pack the kids lunchboxes, sun to thu at 8pm'],
    category: 'create',
    then: [{ newHabit: 'lunchbox', days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'], time: '20:00' }],
  },
  // create: bedtime story every night at 19:00 for 20 minutes
  {
    say: ['bedtime story with the kids every night at 7, 20 mins'],
    category: 'create',
    then: [{ newHabit: 'story', time: '19:00', minutes: 20 }],
  },
  // create: swimming with the kids on Saturdays at 09:00 for an hour
  {
    say: ['add swimming w the kids saturday mornings, 9 for an hour'],
    category: 'create',
    then: [{ newHabit: 'swim', days: ['Sat'], time: '09:00', minutes: 60 }],
  },
  // create: 10-minute tidy every night at 21:00
  {
    say: ['10 min tidy up before bed, like 9pm every night. house is a tip'],
    category: 'create',
    then: [{ newHabit: 'tidy', time: '21:00', minutes: 10 }],
  },
  // create: cook from scratch 4 times a week, no fixed days
  {
    say: ['wanna cook a proper dinner from scratch 4x a week, not fussed which days'],
    category: 'create',
    then: [{ newHabit: 'cook', perWeek: 4 }],
  },
  // create: a daily steps target of 8000
  {
    say: ['can i track my steps? aiming for 8000 a day'],
    category: 'create',
    then: [{ newHabit: 'step', target: { quantity: 8000, direction: 'atLeast' } }],
  },
  // create: Spanish podcast on weekdays at 08:15, under the Spanish goal
  {
    say: ["spanish podcast on the school run, weekdays 8.15. it's for the holiday goal"],
    category: 'create',
    then: [
      {
        newHabit: 'podcast',
        days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
        time: '08:15',
        goal: 'Speak Spanish on holiday',
      },
    ],
  },
  // create: clear out the car every 10 days
  {
    say: ['the car is a state. clear it out every 10 days'],
    category: 'create',
    then: [{ newHabit: 'car', everyDays: 10 }],
  },
  // create: 15-minute park walk cued by the school drop off
  {
    say: ['after school drop off i want a 15 min walk round the park, just for me'],
    category: 'create',
    then: [{ newHabit: 'park', minutes: 15, cue: 'drop' }],
  },
  // create: call mum on Sundays at 19:00 with a reminder 30 minutes before
  {
    say: ['call mum every sunday 7pm, and remind me half an hour before'],
    category: 'create',
    then: [{ newHabit: 'mum', days: ['Sun'], time: '19:00', reminders: [{ minutesBefore: 30 }] }],
  },

  // ---------------------------------------------------------------- conversation (8)

  // conversation: a time, then a correction of that time
  {
    say: ['put gym at 7pm', 'sorry, 7.30 i meant'],
    category: 'conversation',
    then: [{ habit: 'Gym', time: '19:30', days: ['Tue', 'Thu'] }],
  },
  // conversation: asks how long Pilates is, then "make it 45"
  {
    say: ['how long is pilates again', 'make it 45 then'],
    category: 'conversation',
    then: [{ habit: 'Pilates', minutes: 45, time: '19:00', days: ['Thu'] }],
  },
  // conversation: tennis to 09:00, then "squash as well"
  {
    say: ['tennis at 9am instead pls', 'and squash as well'],
    category: 'conversation',
    then: [
      { habit: 'Tennis', time: '09:00', days: ['Sat'] },
      { habit: 'Squash', time: '09:00', days: ['Sun'] },
    ],
  },
  // conversation: asks about squash and tennis, then moves "the first one" (squash)
  {
    say: ['when are squash and tennis', 'ok move the first one to 12'],
    category: 'conversation',
    then: [{ habit: 'Squash', time: '12:00', days: ['Sun'] }],
  },
  // conversation: skips piano tonight, then says it meant reading (piano must be back as it was)
  {
    say: ['skip piano tonight', 'no sorry not piano. reading'],
    category: 'conversation',
    then: [{ habit: 'Read', skippedOn: '2026-12-09' }],
  },
  // conversation: a new weekday habit at 18:00, then "make that 6.30"
  {
    say: ['new habit: sign the kids reading log, weekdays at 6', 'actually make that 6.30'],
    category: 'conversation',
    then: [{ newHabit: 'reading log', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], time: '18:30' }],
  },
  // conversation: skips gym tomorrow, then "pilates too"
  {
    say: ['skip gym tomorrow, its the nativity play', 'pilates too'],
    category: 'conversation',
    then: [
      { habit: 'Gym', skippedOn: '2026-12-10' },
      { habit: 'Pilates', skippedOn: '2026-12-10' },
    ],
  },
  // conversation: a reminder on piano, then "the same for read"
  {
    say: ['remind me about piano 10 mins before', 'the same for read'],
    category: 'conversation',
    then: [
      { habit: 'Piano', reminders: [{ minutesBefore: 10 }] },
      { habit: 'Read', reminders: [{ minutesBefore: 10 }] },
    ],
  },

  // ---------------------------------------------------------------- skip-pause (6)

  // skip-pause: pause Spanish for next week (Mon 14 - Fri 18 December)
  {
    say: ['kids off school next week so pause spanish for the week'],
    category: 'skip-pause',
    then: [
      {
        habit: 'Spanish',
        pausedOn: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'],
      },
      { habit: 'Spanish', notPausedOn: ['2026-12-10', '2026-12-11', '2026-12-21'] },
    ],
  },
  // skip-pause: skip Friday's morning run (sports day)
  {
    say: ['sports day fri so no run that morning'],
    category: 'skip-pause',
    then: [{ habit: 'Morning run', skippedOn: '2026-12-11' }],
  },
  // skip-pause: skip tennis this Saturday
  {
    say: ['no tennis this saturday, got 2 birthday parties 🙃'],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }],
  },
  // skip-pause: pause rowing from tomorrow to the 27th
  {
    say: ["pause rowing from tomorrow til the 27th, my back's gone"],
    category: 'skip-pause',
    then: [
      { habit: 'Rowing', pausedOn: ['2026-12-10', '2026-12-18', '2026-12-27'] },
      { habit: 'Rowing', notPausedOn: ['2026-12-09', '2026-12-28'] },
    ],
  },
  // skip-pause: skip watering the plants today
  {
    say: ['plants can wait today, skip em'],
    category: 'skip-pause',
    then: [{ habit: 'Water the plants', skippedOn: '2026-12-09' }],
  },
  // skip-pause: pause the dog walk over the Christmas holidays (21 Dec - 3 Jan)
  {
    say: ["xmas hols the dog goes to my mum's, so pause walk the dog 21st to 3rd jan"],
    category: 'skip-pause',
    then: [
      { habit: 'Walk the dog', pausedOn: ['2026-12-21', '2026-12-25', '2027-01-03'] },
      { habit: 'Walk the dog', notPausedOn: ['2026-12-20', '2027-01-04'] },
    ],
  },

  // ---------------------------------------------------------------- question (5)

  // question: what time gym is tomorrow (Thursday, 18:00)
  {
    say: ["what time's gym tmrw"],
    category: 'question',
    question: true,
    then: [{ replyAny: ['18:00', '6pm', '6 pm', '6:00', '6.00'] }],
  },
  // question: when squash was last done (Sunday 29 November)
  {
    say: ['when did i last actually make it to squash'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['29'] }],
  },
  // question: how much water so far today (3 glasses)
  {
    say: ['how much water have i had so far today'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // question: until when the journal is paused (14 December)
  {
    say: ['journal is paused til when again?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['14'] }],
  },
  // question: when the antibiotics finish (15 December)
  {
    say: ['when do the antibiotics finish, cant remember what the gp said'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['15'] }],
  },

  // ---------------------------------------------------------------- several (4)

  // several: gym and pilates both to 09:15, then yes
  {
    say: ['evenings are dead with bedtimes. move gym and pilats to 9.15am after drop off', 'yes'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '09:15', days: ['Tue', 'Thu'] },
      { habit: 'Pilates', time: '09:15', days: ['Thu'] },
    ],
  },
  // several: archive squash and tennis, then yes
  {
    say: ['not doing squash or tennis till the spring, archive both', 'yes'],
    category: 'several',
    then: [
      { habit: 'Squash', archived: true },
      { habit: 'Tennis', archived: true },
    ],
  },
  // several: skip gym and Spanish tomorrow, then yes
  {
    say: ["school trip tomorrow i'm helping on. skip gym and spanish", 'yes pls'],
    category: 'several',
    then: [
      { habit: 'Gym', skippedOn: '2026-12-10' },
      { habit: 'Spanish', skippedOn: '2026-12-10' },
    ],
  },
  // several: piano and read both to 20:00, then yes
  {
    say: ['piano and reading both at 8pm pls, once the kids are down', 'yep'],
    category: 'several',
    then: [
      { habit: 'Piano', time: '20:00' },
      { habit: 'Read', time: '20:00' },
    ],
  },

  // ---------------------------------------------------------------- log (4)

  // log: 2 more glasses of water today (3 + 2 = 5)
  {
    say: ['had another 2 glasses of water on the school run'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  // log: meditate done on Monday (7 December)
  {
    say: ['forgot to tick meditate on monday, i did do it tho'],
    category: 'log',
    then: [{ habit: 'Meditate', doneOn: '2026-12-07' }],
  },
  // log: the morning vitamins (08:00 slot) done today
  {
    say: ['morning vitamins done'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  // log: 18 pages read today
  {
    say: ['read 18 pages while waiting at swimming lessons'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 18 }],
  },

  // ---------------------------------------------------------------- note (3)

  // note: a note on today's piano
  {
    say: ['piano - add a note for today: played for the kids and they clapped'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-09', includes: 'clapped' }],
  },
  // note: a note on yesterday's gym
  {
    say: ["for yesterday's gym can you note only managed 30 min, had to leave for pickup"],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'pickup' }],
  },
  // note: a note on today's reading
  {
    say: ['note on reading today: started the hobbit with my eldest'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-09', includes: 'hobbit', excludes: ['middlemarch'] }],
  },
];
