import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Forty-second pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the
 * kept-apart table).
 *
 * Persona: a dad on rotating hospital shifts (earlies, lates, nights), typing one-handed while
 * holding a toddler: short bursts, dropped words, autocorrect slips ("pilot's" for Pilates,
 * "spinach" for Spanish), the odd voice-to-text run-on with no punctuation, shift talk
 * ("post nights", "on earlies"), and follow-ups that point back ("same for tues", "undo that").
 *
 * Account: Sam's records (kept-apart.account.ts), today Wednesday 9 December 2026, 10:00 London.
 *
 * Dates used, with their weekdays:
 * - 2026-12-03 Thu (last week's Thursday, "thurs 3rd")
 * - 2026-12-06 Sun (last Sunday)
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri
 * - 2026-12-12 Sat
 * - 2026-12-13 Sun
 * - 2026-12-14 Mon
 * - 2026-12-15 Tue (next Tuesday)
 * - 2026-12-17 Thu
 * - 2026-12-19 Sat
 * - 2026-12-20 Sun
 * - 2026-12-22 Tue
 *
 * Written by a helper who read only the kept-apart types and account (lead's nineteenth session).
 */
export const FORTY_SECOND_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (10)

  // Gym tomorrow (Thu 10 Dec) only moves to 19:00; later sessions stay at 18:00.
  {
    say: ['earlies tmrw but stuck late after, can gym be 7pm tmrw. just tmrw not every wk'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Tue', 'Thu'], timeOn: { '2026-12-10': '19:00', '2026-12-15': '18:00' } }],
  },
  // Morning run moves to 06:00 for good, same days.
  {
    say: ['on earlies for the forseeable so run needs to be 6am now not 7'],
    category: 'change',
    then: [{ habit: 'Morning run', time: '06:00', days: ['Mon', 'Wed', 'Fri'] }],
  },
  // Gym moves from Tue/Thu to Mon/Fri, same time.
  {
    say: ['gym tue thu doesnt work w new rota. mon n fri pls same time'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Mon', 'Fri'], time: '18:00' }],
  },
  // Yoga becomes 45 minutes long, still Mondays at 19:00.
  {
    say: ['yoga 45 min not an hr, toddler bedtime gets in the way'],
    category: 'change',
    then: [{ habit: 'Yoga', minutes: 45, time: '19:00', days: ['Mon'] }],
  },
  // Pilates ("pilot's") moves from Thursdays to Wednesdays, same time.
  {
    say: ["can u put pilot's on weds instead of thurs"],
    category: 'change',
    then: [{ habit: 'Pilates', days: ['Wed'], time: '19:00', minutes: 50 }],
  },
  // Spanish ("spinach") moves to 20:00, weekdays unchanged.
  {
    say: ['spinach to 8pm from now pls, never get a lunch on the ward'],
    category: 'change',
    then: [{ habit: 'Spanish', time: '20:00', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  // Drink water target goes down from 8 to 6 glasses.
  {
    say: ['water goal 6 glasses not 8, never manage 8 on a shift'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 6, unit: 'glasses', direction: 'atLeast' } }],
  },
  // Coffee limit goes up from 2 to 3 cups a day.
  {
    say: ['coffee max 3 a day now. nights r killing me'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 3, unit: 'cups', direction: 'atMost' } }],
  },
  // Rowing goes from 3 to 2 times a week.
  {
    say: ['rowing 2 x wk not 3'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 2 }],
  },
  // Read moves from 21:30 to 09:30 (voice-to-text run-on).
  {
    say: ['can you change reading to half nine in the morning cos im doing loads of nights and i read when i get in'],
    category: 'change',
    then: [{ habit: 'Read', time: '09:30' }],
  },

  // ---------------------------------------------------------------- create (8)

  // New daily bath-time habit at 19:00 for 20 minutes.
  {
    say: ['add bath time w the little one 7pm every night 20 min'],
    category: 'create',
    then: [{ newHabit: 'bath', time: '19:00', minutes: 20, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  // New Saturday swim at 08:00 for 45 minutes.
  {
    say: ['new habit swim sat 8am 45mins'],
    category: 'create',
    then: [{ newHabit: 'swim', days: ['Sat'], time: '08:00', minutes: 45 }],
  },
  // New limit: at most 1 energy drink a day.
  {
    say: ['add a limit for energy drinks, max 1 a day. nights habit i need to kick'],
    category: 'create',
    then: [{ newHabit: 'energy drink', target: { quantity: 1, direction: 'atMost' } }],
  },
  // New quitting habit for vaping (limit of 0).
  {
    say: ['wanna quit vaping. started again on nights ugh'],
    category: 'create',
    then: [{ newHabit: 'vap', target: { quantity: 0, direction: 'atMost' } }],
  },
  // New fish oil habit twice a day, 08:00 and 20:00.
  {
    say: ['fish oil 8am n 8pm add pls'],
    category: 'create',
    then: [{ newHabit: 'fish oil', timesOfDay: ['08:00', '20:00'] }],
  },
  // New press-ups habit, 3 times a week with no fixed days (voice-to-text).
  {
    say: ['i want to start doing press ups three times a week no set days because of the rota'],
    category: 'create',
    then: [{ newHabit: 'press', perWeek: 3 }],
  },
  // New nightly floss habit at 22:30 in the Health area.
  {
    say: ['add floss 10.30pm every night, put it under health'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:30', area: 'Health' }],
  },
  // New Saturday parkrun at 09:00 linked to the 10k goal.
  {
    say: ['add parkrun sat 9am for the 10k goal'],
    category: 'create',
    then: [{ newHabit: 'parkrun', days: ['Sat'], time: '09:00', goal: 'Run a 10k' }],
  },

  // ---------------------------------------------------------------- conversation (7)

  // Gym moves to 19:00 tomorrow (Thu 10 Dec), then the same for next Tuesday (15 Dec); Thu 17 Dec unchanged.
  {
    say: ['gym 7pm tmrw instead pls', 'same for tues'],
    category: 'conversation',
    then: [
      { habit: 'Gym', days: ['Tue', 'Thu'], timeOn: { '2026-12-10': '19:00', '2026-12-15': '19:00', '2026-12-17': '18:00' } },
    ],
  },
  // New daily nap at 14:00, then its length set to 90 minutes.
  {
    say: ['add a nap 2pm daily', 'make it an hour n half'],
    category: 'conversation',
    then: [{ newHabit: 'nap', time: '14:00', minutes: 90 }],
  },
  // Piano ticked today, then corrected: the tick moves to Spanish (two records, so confirmed).
  {
    say: ['piano done', 'sorry meant spanish not piano', 'yes'],
    category: 'conversation',
    then: [
      { habit: 'Piano', notDoneOn: '2026-12-09' },
      { habit: 'Spanish', doneOn: '2026-12-09' },
    ],
  },
  // Yoga moved to 20:00, then undone: stays at 19:00 on Mondays.
  {
    say: ['yoga 8pm from now', 'undo that'],
    category: 'conversation',
    then: [{ habit: 'Yoga', time: '19:00', days: ['Mon'] }],
  },
  // Two more coffees today (1 -> 3), then one more (-> 4).
  {
    say: ['had another 2 coffees', 'and 1 more just now'],
    category: 'conversation',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 4 }],
  },
  // Tennis skipped Sat 12 Dec, then "same for" Squash on Sun 13 Dec.
  {
    say: ['skip tennis sat, on nights', 'same for squash sun'],
    category: 'conversation',
    then: [
      { habit: 'Tennis', skippedOn: '2026-12-12' },
      { habit: 'Squash', skippedOn: '2026-12-13' },
    ],
  },
  // Asks Piano's time, then moves "it" to 20:00.
  {
    say: ['what time is piano', 'move it to 8pm'],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '20:00' }],
  },

  // ---------------------------------------------------------------- log (5)

  // Walk the dog done today.
  {
    say: ['walked the dog already, post nights cant sleep anyway'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }],
  },
  // Two more glasses of water today (3 -> 5).
  {
    say: ['2 more glasses water'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  // Gym done on Thu 3 Dec (not ticked at the time).
  {
    say: ['forgot to tick gym thurs 3rd, did go'],
    category: 'log',
    then: [{ habit: 'Gym', doneOn: '2026-12-03' }],
  },
  // 30 pages read on Sun 6 Dec.
  {
    say: ['read 30 pages sun didnt log it'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-06', amount: 30 }],
  },
  // Vitamins' 08:00 slot done today.
  {
    say: ['vitamins done this morn w brekkie'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },

  // ---------------------------------------------------------------- question (5)

  // Asks what is on tomorrow.
  {
    say: ['on earlies tmrw whats on'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks how much water today.
  {
    say: ['how much water have i had today'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks when the antibiotics end.
  {
    say: ['when do the antibiotics finish?'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks whether gym was done last week.
  {
    say: ['did i make gym last wk'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks how the running is going this month (voice-to-text).
  {
    say: ['how am i doing with running this month i feel like nights have wrecked it'],
    category: 'question',
    question: true,
    then: [],
  },

  // ---------------------------------------------------------------- note (3)

  // Note on yesterday's Gym about a sore knee.
  {
    say: ['note for gym yday - knee sore after squats'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'knee' }],
  },
  // Note on today's Morning run.
  {
    say: ['add note to run today: post nights, legs like lead'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'legs like lead' }],
  },
  // Note on yesterday's Piano.
  {
    say: ['piano yday note - got left hand for first 8 bars!!'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'left hand' }],
  },

  // ---------------------------------------------------------------- skip-pause (3)

  // Morning run skipped on Fri 11 Dec.
  {
    say: ['skip run fri on nights'],
    category: 'skip-pause',
    then: [{ habit: 'Morning run', skippedOn: '2026-12-11' }],
  },
  // Gym paused from tomorrow (Thu 10 Dec) to Sun 20 Dec.
  {
    say: ['pause gym from tmrw til sun 20th, 6 nights in a row'],
    category: 'skip-pause',
    then: [
      { habit: 'Gym', pausedOn: ['2026-12-10', '2026-12-15', '2026-12-17'] },
      { habit: 'Gym', notPausedOn: ['2026-12-08', '2026-12-22'] },
    ],
  },
  // Journal comes off its pause from today.
  {
    say: ['take journal off pause now, back to it tonight'],
    category: 'skip-pause',
    then: [{ habit: 'Journal', notPausedOn: ['2026-12-09', '2026-12-10', '2026-12-14'] }],
  },

  // ---------------------------------------------------------------- remind (3)

  // Spanish reminder changes from 5 to 10 minutes before (still push).
  {
    say: ['spanish reminder 10 min before not 5'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 10, channel: 'push' }] }],
  },
  // Antibiotics get a reminder 15 minutes before.
  {
    say: ['antibiotics remind me 15 min before, keep forgetting the evening one'],
    category: 'remind',
    then: [{ habit: 'Antibiotics', reminders: [{ minutesBefore: 15 }] }],
  },
  // Gym's email reminder removed, push one kept.
  {
    say: ['stop the gym emails keep the phone one'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },

  // ---------------------------------------------------------------- end (2)

  // Squash ends after this Sunday (13 Dec), confirmed.
  {
    say: ['last squash this sun, court closing', 'yes'],
    category: 'end',
    then: [{ habit: 'Squash', endDate: '2026-12-13' }],
  },
  // Tennis ends after Sat 19 Dec, confirmed.
  {
    say: ['tennis last one sat 19th, partner moving away', 'go ahead'],
    category: 'end',
    then: [{ habit: 'Tennis', endDate: '2026-12-19' }],
  },

  // ---------------------------------------------------------------- several / scope (2)

  // Gym and Pilates both move to 20:00 for good, confirmed.
  {
    say: ["gym n pilot's both 8pm from now", 'yep'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '20:00', days: ['Tue', 'Thu'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },
  // Only Rowing's history is wiped; the habit stays as it is, confirmed.
  {
    say: ['clear rowing history, machine was logging wrong. keep the habit tho', 'go on then'],
    category: 'scope',
    then: [{ habit: 'Rowing', historyCleared: true, perWeek: 3, archived: false }],
  },

  // ---------------------------------------------------------------- rename / restore (2)

  // Archived Stretch is brought back.
  {
    say: ['bring stretch back, need it post nights'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false }],
  },
  // Piano renamed to "Piano practice".
  {
    say: ['rename piano to piano practice'],
    category: 'rename',
    then: [{ habit: 'Piano', name: 'Piano practice' }],
  },
];
