import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Twenty-seventh pass: a busy parent's ordinary week, typed on a phone in short bursts.
 * The account's today: Wednesday 2026-12-09, 10:00 Europe/London.
 * Dates used: Thu 2026-12-03 (last thursday), Fri 2026-12-04 (friday just gone),
 * Sun 2026-12-06 (sunday just gone), Mon 2026-12-07 (the day before yesterday),
 * Tue 2026-12-08 (yesterday / last night), Wed 2026-12-09 (today), Thu 2026-12-10 (tomorrow),
 * Sat 2026-12-12 and Sun 2026-12-13 (this weekend), Mon 2026-12-14 (Journal's pause ends),
 * Tue 2026-12-15, Thu 2026-12-17 (next thursday), Fri 2026-12-18 to Sun 2026-12-20 (a trip),
 * Sat 2026-12-19, Mon 2026-12-21, Tue 2026-12-22.
 * Written by a helper who read only the kept-apart types and account (lead's seventeenth session).
 * Three sentences were reworded by the lead (same requests) because they held sentences of the
 * kept-apart table (kept-apart.apart.test.ts), found without reading the table. One case was
 * mended by the lead: "shift yoga to 8 … / no wait sorry, pilates i meant" changes two habits (Yoga
 * back, Pilates moved), which the table's rules ask to be proposed first, so a "yes" follows.
 */
export const TWENTY_SEVENTH_PASS: KeptApartCase[] = [
  // log: top-up of glasses that reaches today's total of 8 (3 already logged)
  {
    say: ['ok so just had 5 more glasses of water, thats me at 8 finally'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },
  // log: second cup of the day, total 2 (1 already logged)
  {
    say: ['2nd coffee of the day ugh. toddler was up at 5'],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },
  // log: pages on a past day named in passing (Sunday had nothing logged)
  {
    say: ['on sunday i read about 30 pages while they watched a film, forgot to put it in'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-06', amount: 30 }],
  },
  // log: today, daily habit not yet done
  {
    say: ['already walked the dog, did a loop after school drop off'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }],
  },
  // log: last Thursday's gym, missed
  {
    say: ['forgot to tick gym last thurs, i def went'],
    category: 'log',
    then: [{ habit: 'Gym', doneOn: '2026-12-03' }],
  },
  // log: Friday just gone, Spanish
  {
    say: ['did my spanish on friday on the bus fyi'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-04' }],
  },
  // log: piano today, misspelt
  {
    say: ['practised paino this morning while the baby napped :)'],
    category: 'log',
    then: [{ habit: 'Piano', doneOn: '2026-12-09' }],
  },
  // log: morning slot of a twice-a-day habit
  {
    say: ['took my morning vitamins'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  // log: evening slot yesterday, "last night"
  {
    say: ['had the 8pm antibiotic last night btw'],
    category: 'log',
    then: [{ habit: 'Antibiotics', doneOn: '2026-12-08', time: '20:00' }],
  },
  // log: "the day before yesterday" = Monday
  {
    say: ['i meditated the day before yesterday as well, just never marked it'],
    category: 'log',
    then: [{ habit: 'Meditate', doneOn: '2026-12-07' }],
  },
  // log: every-3-days habit due today
  {
    say: ['plants watered 🌱'],
    category: 'log',
    then: [{ habit: 'Water the plants', doneOn: '2026-12-09' }],
  },
  // log: squash on the Sunday just gone
  {
    say: ['squash w my brother sunday, he won obvs'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },

  // note: today's run, already done
  {
    say: ['note on todays run - knee felt dodgy on the hills'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },
  // note: Monday's yoga, said by weekday
  {
    say: ['add a note to yoga on monday: new teacher, way harder than usual'],
    category: 'note',
    then: [{ habit: 'Yoga', noteOn: '2026-12-07', includes: 'new teacher' }],
  },
  // note: why yesterday's reading was short
  {
    say: ['can u put a note on yesterdays reading - only got 12 pages in bc the little one was sick'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-08', includes: 'sick' }],
  },
  // note: gym yesterday, "jot down"
  {
    say: ['jot down for gym yesterday: legs day, squatted 60kg!!'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: '60kg' }],
  },
  // note: piano last night
  {
    say: ['piano last night, finally got the left hand bit in the chorus. save that as a note pls'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'left hand' }],
  },

  // question: rowing count this week (Mon, Tue)
  {
    say: ['hows the rowing going this wk, how many times so far?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['2', 'two'] }],
  },
  // question: yesterday's water total
  {
    say: ['how much water did i have yesterday'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['6', 'six'] }],
  },
  // question: next gym session (tomorrow, Thursday)
  {
    say: ["when's gym next?"],
    category: 'question',
    question: true,
    then: [{ replyAny: ['tomorrow', 'thursday', 'thu'] }],
  },
  // question: how long the journal pause lasts
  {
    say: ['journal - is that still on pause? until when'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['14', '15', 'monday', 'tuesday'] }],
  },
  // question: run streak (8 scheduled runs in a row)
  {
    say: ['whats my streak on the morning run rn'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['8', 'eight'] }],
  },
  // question: vitamins today, nothing may be ticked
  {
    say: ['did i take my vitamins yet today? cant remember'],
    category: 'question',
    question: true,
    then: [{ habit: 'Vitamins', notDoneOn: '2026-12-09' }],
  },

  // skip-pause: skip tomorrow's gym for a sick child
  {
    say: ['kid has a fever so skipping gym tmrw'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-10' }],
  },
  // skip-pause: two habits paused for the weekend, proposed then confirmed
  {
    say: ['at the in-laws this weekend, pause tennis and squash for it', 'yes'],
    category: 'skip-pause',
    then: [
      { habit: 'Tennis', pausedOn: ['2026-12-12'] },
      { habit: 'Squash', pausedOn: ['2026-12-13'] },
      { habit: 'Tennis', notPausedOn: ['2026-12-19'] },
      { habit: 'Squash', notPausedOn: ['2026-12-20'] },
    ],
  },
  // skip-pause: a trip with explicit dates
  {
    say: ["we're in cornwall 18th-20th and grandma's got the dog, so pause walk the dog for those days"],
    category: 'skip-pause',
    then: [
      { habit: 'Walk the dog', pausedOn: ['2026-12-18', '2026-12-19', '2026-12-20'] },
      { habit: 'Walk the dog', notPausedOn: ['2026-12-17', '2026-12-21'] },
    ],
  },
  // skip-pause: skip today's Spanish
  {
    say: ['skip spanish today, total chaos here'],
    category: 'skip-pause',
    then: [{ habit: 'Spanish', skippedOn: '2026-12-09' }],
  },
  // skip-pause: extend an existing pause to the 21st
  {
    say: ['keep journal paused thru the 21st, still not sleeping properly'],
    category: 'skip-pause',
    then: [
      { habit: 'Journal', pausedOn: ['2026-12-15', '2026-12-21'] },
      { habit: 'Journal', notPausedOn: ['2026-12-22'] },
    ],
  },

  // change: piano to 8pm
  {
    say: ['can piano be at 8 in the evening from now on, bedtime keeps running late'],
    category: 'change',
    then: [{ habit: 'Piano', time: '20:00' }],
  },
  // change: gym days Tue/Thu -> Mon/Thu
  {
    say: ['gym on mon and thurs instead of tue/thu pls'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Mon', 'Thu'] }],
  },
  // change: run length
  {
    say: ['make my morning run 45 mins, want to build up for the 10k'],
    category: 'change',
    then: [{ habit: 'Morning run', minutes: 45 }],
  },
  // change: British "half 5"
  {
    say: ['walk the dog at half 5 instead'],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '17:30' }],
  },
  // change: yoga moves from Mondays to Sundays
  {
    say: ["yoga's sunday evenings now, not mondays"],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Sun'] }],
  },
  // change: one-off time for tomorrow's pilates only
  {
    say: ['just this thursday can pilates be 8.30pm? swapping with my partner. back to normal after'],
    category: 'change',
    then: [{ habit: 'Pilates', timeOn: { '2026-12-10': '20:30', '2026-12-17': '19:00' }, days: ['Thu'] }],
  },

  // undo-log: today's meditate ticked by accident
  {
    say: ["oops didnt actually meditate today, tapped it by accident"],
    category: 'undo-log',
    then: [{ habit: 'Meditate', notDoneOn: '2026-12-09' }],
  },
  // undo-log: yesterday's gym ticked wrongly
  {
    say: ['gym yesterday didnt happen, i ticked it by mistake'],
    category: 'undo-log',
    then: [{ habit: 'Gym', notDoneOn: '2026-12-08' }],
  },
  // undo-log: remove today's logged coffee
  {
    say: ['scrap the coffee i logged this morning, it was decaf lol'],
    category: 'undo-log',
    then: [{ habit: 'Coffee', notDoneOn: '2026-12-09' }],
  },
  // undo-log: rowing yesterday untick
  {
    say: ['untick rowing for yesterday morning, never made it out of bed'],
    category: 'undo-log',
    then: [{ habit: 'Rowing', notDoneOn: '2026-12-08' }],
  },

  // conversation: correction "no wait, I meant pilates"
  {
    say: ['shift yoga to 8 in the evening', 'no wait sorry, pilates i meant', 'yes'],
    category: 'conversation',
    then: [{ habit: 'Pilates', time: '20:00' }],
  },
  // conversation: a destructive proposal then backing out
  {
    say: ['archive squash, i never go', 'actually nah leave it'],
    category: 'conversation',
    then: [{ habit: 'Squash', archived: false, days: ['Sun'] }],
  },
  // conversation: question, then "it" refers to pilates
  {
    say: ['pilates is at what time again', 'ok make it 7.30 then'],
    category: 'conversation',
    then: [{ habit: 'Pilates', time: '19:30' }],
  },
  // conversation: question, then "mark it" logs this morning's dose
  {
    say: ['did i log the antibiotics this morning?', 'ok mark it done then, i def took it with breakfast'],
    category: 'conversation',
    then: [{ habit: 'Antibiotics', doneOn: '2026-12-09', time: '08:00' }],
  },

  // create: bedtime story habit
  {
    say: ['new habit: read to the kids at bedtime, 7pm every night for 15 mins'],
    category: 'create',
    then: [{ newHabit: 'kids', time: '19:00', minutes: 15 }],
  },
  // create: weekday-ish days with an evening time
  {
    say: ['can u add packing school lunches sun-thu at 9pm'],
    category: 'create',
    then: [{ newHabit: 'lunch', days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'], time: '21:00' }],
  },
  // create: daily amount
  {
    say: ['i wanna start doing 10 pushups a day'],
    category: 'create',
    then: [{ newHabit: 'push', target: { quantity: 10, direction: 'atLeast' } }],
  },

  // several: two logs at once, confirmed
  {
    say: ['walked the dog + did piano before the school run', 'yep'],
    category: 'several',
    then: [
      { habit: 'Walk the dog', doneOn: '2026-12-09' },
      { habit: 'Piano', doneOn: '2026-12-09' },
    ],
  },
  // several: two habits moved half an hour later, confirmed
  {
    say: ['push yoga and pilates back half an hour, bath time keeps overrunning', 'go ahead'],
    category: 'several',
    then: [
      { habit: 'Yoga', time: '19:30' },
      { habit: 'Pilates', time: '19:30' },
    ],
  },

  // remind: add a reminder to a habit that has none
  {
    say: ['remind me about piano 15 min before'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }],
  },
  // remind: change the existing reminder's timing
  {
    say: ['can the spanish reminder be 10 mins before instead of 5'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 10 }] }],
  },

  // decline: outside what a habit coach can do
  {
    say: ['can you text my husband to grab milk on the way home'],
    category: 'decline',
    then: [{ noNewHabit: true }],
  },
];
