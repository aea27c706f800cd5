import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Forty-first pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the
 * kept-apart table): a busy operations manager who talks to the coach like a capable assistant —
 * imperative and efficient, business shorthand ("EOD", "w/c 14th", "asap", "FYI", "re:", "going
 * fwd", "pls action"), dates as "14/12", "Mon 14th", "the 21st", times as "18:30", "6.30pm",
 * "noon", sometimes a reason first, sometimes a status question, the odd typo.
 *
 * Account: Sam (kept-apart.account.ts); today is Wednesday 9 December 2026, 10:00 Europe/London.
 *
 * Dates used, with their weekdays:
 * - 2026-12-03 Thu (last week's Thursday)
 * - 2026-12-06 Sun (last Sunday)
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri
 * - 2026-12-12 Sat (this Saturday)
 * - 2026-12-13 Sun (this Sunday)
 * - 2026-12-14 Mon (w/c 14th)
 * - 2026-12-15 Tue
 * - 2026-12-16 Wed
 * - 2026-12-17 Thu
 * - 2026-12-18 Fri
 * - 2026-12-21 Mon
 * - 2026-12-31 Thu (end of the month)
 * - 2027-01-01 Fri
 *
 * Written by a helper who read only the kept-apart types and account (lead's nineteenth session).
 */
export const FORTY_FIRST_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (10)

  // Gym moves from 18:00 to 18:30 going forward, still Tue/Thu for an hour.
  {
    say: ["Since the office moved I can't make 6pm anymore - pls shift gym to 18:30 going fwd."],
    category: 'change',
    then: [{ habit: 'Gym', time: '18:30', days: ['Tue', 'Thu'], minutes: 60 }],
  },
  // Yoga moves from Mondays to Tuesdays, same 19:00 slot.
  {
    say: ['Mon evenings are board calls now so yoga needs to move to Tuesdays, same time. Pls action'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Tue'], time: '19:00', minutes: 60 }],
  },
  // Piano moves from 19:30 to 20:00 going forward.
  {
    say: ["re: piano - push it to 8pm pls, dinners running late these days"],
    category: 'change',
    then: [{ habit: 'Piano', time: '20:00', minutes: 20 }],
  },
  // Spanish sessions become 20 minutes long (still weekdays at 12:30).
  {
    say: ['Spansih sessions -> 20 min instead of 15 going fwd, thx'],
    category: 'change',
    then: [{ habit: 'Spanish', minutes: 20, time: '12:30', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  // Tennis moves from Saturday 10:00 to Sunday 09:00.
  {
    say: ["FYI the club's changed court bookings. Tennis is now Sundays 9am, not Sat. Pls update"],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Sun'], time: '09:00', minutes: 90 }],
  },
  // Only tomorrow's (Thu 10th) gym moves to 07:00; Tue 15th is back at 18:00.
  {
    say: ['Client dinner tmrw eve so gym at 7am on Thu 10th pls. Just that once, normal time after'],
    category: 'change',
    then: [{ habit: 'Gym', timeOn: { '2026-12-10': '07:00', '2026-12-15': '18:00' }, days: ['Tue', 'Thu'] }],
  },
  // Walk the dog moves to 17:30 and becomes 45 minutes.
  {
    say: ["Getting back later these days. Walk the dog: can we make it 5.30pm and 45 mins pls"],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '17:30', minutes: 45 }],
  },
  // Water the plants goes from every 3 days to every 4 days.
  {
    say: ['Plants only need watering every 4 days over winter, pls update the schedule'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 4, time: '08:30' }],
  },
  // Drink water target goes from 8 to 10 glasses a day.
  {
    say: ['Doc says I should be on 10 glasses of water a day not 8. Pls change the target'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  // Spanish drops Fridays: Mon-Thu only, still 12:30.
  {
    say: ['Early finish on Fridays now so no Spanish on Fri going fwd - Mon to Thu only pls'],
    category: 'change',
    then: [{ habit: 'Spanish', days: ['Mon', 'Tue', 'Wed', 'Thu'], time: '12:30' }],
  },

  // ---------------------------------------------------------------- create (8)

  // New weekday habit "Stand-up prep" at 08:45 for 15 minutes.
  {
    say: ['Pls set up a new habit: stand-up prep, weekdays 08:45, 15 mins'],
    category: 'create',
    then: [{ newHabit: 'stand-up prep', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], time: '08:45', minutes: 15 }],
  },
  // New weekly expenses review on Fridays 16:00 for 30 minutes.
  {
    say: ['Need a weekly expenses review in there. Fridays 4pm, 30 min'],
    category: 'create',
    then: [{ newHabit: 'expenses', days: ['Fri'], time: '16:00', minutes: 30 }],
  },
  // New swimming habit, twice a week with no fixed days, in the Fitness area.
  {
    say: ['Add swimming 2x a wk pls, no fixed days. Put it under Fitness'],
    category: 'create',
    then: [{ newHabit: 'swim', perWeek: 2, area: 'Fitness' }],
  },
  // New daily "inbox zero" at 17:30 for 20 minutes, starting Mon 14 Dec.
  {
    say: ["Starting Mon 14th I want a daily 'inbox zero' slot at 17.30, 20 min. Pls set up"],
    category: 'create',
    then: [
      {
        newHabit: 'inbox zero',
        time: '17:30',
        minutes: 20,
        nextDates: ['2026-12-14', '2026-12-15', '2026-12-16'],
      },
    ],
  },
  // New steps habit with a daily target of at least 10,000 steps.
  {
    say: ['Going fwd I want to track my steps. Target 10k a day'],
    category: 'create',
    then: [{ newHabit: 'step', target: { quantity: 10000, unit: 'steps', direction: 'atLeast' } }],
  },
  // New Spanish podcast habit, 3 times a week, under the Spanish holiday goal.
  {
    say: ['Pls add a Spanish podcast habit, 3x a week, and link it to the holiday Spanish goal'],
    category: 'create',
    then: [{ newHabit: 'podcast', perWeek: 3, goal: 'Speak Spanish on holiday' }],
  },
  // New foam rolling habit, 10 minutes, cued by gym.
  {
    say: ['New one: foam rolling, straight after gym, 10 mins'],
    category: 'create',
    then: [{ newHabit: 'foam roll', cue: 'gym', minutes: 10 }],
  },
  // New daily "Q4 report" block 14:00-15:00 whose last day is Fri 18 Dec.
  {
    say: ['Q4 report prep - block out 14:00-15:00 every day until 18/12 pls, deadline is EOD that day'],
    category: 'create',
    then: [{ newHabit: 'Q4 report', time: '14:00', minutes: 60, endDate: '2026-12-18' }],
  },

  // ---------------------------------------------------------------- conversation (7)

  // Asks piano's time, then "it" moves to 20:15 going forward.
  {
    say: ["What time's piano tonight?", 'Move it to 20:15 pls, going fwd'],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '20:15', minutes: 20 }],
  },
  // Creates "review KPIs" on Mondays, then corrects the day to Tuesdays: one new habit, Tue 09:00.
  {
    say: ["Pls set up 'review KPIs' Mon 9am, 30 min", 'sorry I meant Tues not Mon'],
    category: 'conversation',
    then: [{ newHabit: 'KPI', days: ['Tue'], time: '09:00', minutes: 30 }],
  },
  // Logs piano for today, then undoes it: piano is not done today.
  {
    say: ['Log piano for today pls', "actually undo that, haven't done it yet - mtg ran over"],
    category: 'conversation',
    then: [{ habit: 'Piano', notDoneOn: '2026-12-09' }],
  },
  // Ticks off Spanish today, then "as well" the plants (today is a plant day).
  {
    say: ['Did Spanish on the train this am, pls tick off', 'plants watered as well'],
    category: 'conversation',
    then: [
      { habit: 'Spanish', doneOn: '2026-12-09' },
      { habit: 'Water the plants', doneOn: '2026-12-09' },
    ],
  },
  // Asks about rowing this week, then bumps it to 4 times a week.
  {
    say: ["How many rowing sessions have I done this wk?", 'ok - pls bump it to 4x a week going fwd'],
    category: 'conversation',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  // Creates team 1:1s on Thursdays 14:00, then changes "that" to noon (12:00): one new habit.
  {
    say: ['Pls set up team 1:1s, Thursdays 14:00, 45 min', 'Actually make that noon, 14:00 clashes w/ the ops review'],
    category: 'conversation',
    then: [{ newHabit: '1:1', days: ['Thu'], time: '12:00', minutes: 45 }],
  },
  // Asks to skip tennis this Sat, then corrects to squash on Sun 13th; tennis stays as it was.
  {
    say: ['Skip tennis this Sat pls', "sorry I meant squash on Sun - tennis is fine"],
    category: 'conversation',
    then: [{ habit: 'Squash', skippedOn: '2026-12-13' }],
  },

  // ---------------------------------------------------------------- log (5)

  // Gym done on Thu 3 Dec (it was missed).
  {
    say: ['Forgot to tick gym on Thu 3rd, pls log it, thx'],
    category: 'log',
    then: [{ habit: 'Gym', doneOn: '2026-12-03' }],
  },
  // 25 pages read today.
  {
    say: ['Read 25 pages on the commute this am, pls log'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 25 }],
  },
  // 5 more glasses of water today on top of the 3 already logged: total 8.
  {
    say: ["Water - another 5 glasses since the 9am mtg"],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },
  // Walk the dog done on Sun 6 Dec.
  {
    say: ['Walk the dog: did it Sun 6th, never got logged'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-06' }],
  },
  // Today's 08:00 vitamins slot done.
  {
    say: ['Vits taken with breakfast - tick off the 8am one pls'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },

  // ---------------------------------------------------------------- question (5)

  // Asks about the morning run streak; nothing changes.
  {
    say: ["Quick one - how's my morning run streak looking?"],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks what is on tomorrow; nothing changes.
  {
    say: ["What's on for me tmrw?"],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks when the antibiotics course finishes; nothing changes.
  {
    say: ['When do the antibiotics finish again?'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks how many coffees are logged today; nothing changes.
  {
    say: ['How many coffees have I logged today? Need to know if I can have another before the 2pm'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks whether journal is still paused and until when; nothing changes.
  {
    say: ['Journal - still paused? till when?'],
    category: 'question',
    question: true,
    then: [],
  },

  // ---------------------------------------------------------------- note (3)

  // Note on today's morning run about a sore knee.
  {
    say: ["Note on today's run pls: left knee a bit sore, took it easy"],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },
  // Note on yesterday's piano about nailing the first 8 bars.
  {
    say: ["Add a note to yesterday's piano - nailed the first 8 bars of mum's song"],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'bars' }],
  },
  // Note on yesterday's gym about a deadlift PB.
  {
    say: ['FYI gym yesterday: new PB on deadlift, 120kg. Pls add as a note'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'deadlift' }],
  },

  // ---------------------------------------------------------------- skip-pause (3)

  // Tennis skipped on Sat 12 Dec.
  {
    say: ["Off-site on Sat 12th, pls skip tennis that day"],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }],
  },
  // Morning run paused for the week of Mon 14 - Fri 18 Dec; not this Fri or Mon 21st.
  {
    say: ["I'm travelling w/c 14th (Mon-Fri) - pls pause the morning run for that wk"],
    category: 'skip-pause',
    then: [
      { habit: 'Morning run', pausedOn: ['2026-12-14', '2026-12-16', '2026-12-18'] },
      { habit: 'Morning run', notPausedOn: ['2026-12-11', '2026-12-21'] },
    ],
  },
  // Journal's pause (to 14 Dec) extended to the end of December; back on 1 Jan.
  {
    say: ["Journal's paused till the 14th - extend it to end of the month pls, still swamped"],
    category: 'skip-pause',
    then: [
      { habit: 'Journal', pausedOn: ['2026-12-10', '2026-12-15', '2026-12-31'] },
      { habit: 'Journal', notPausedOn: ['2027-01-01'] },
    ],
  },

  // ---------------------------------------------------------------- remind (3)

  // Plan the week gets an email reminder 60 minutes before.
  {
    say: ['Pls set an email reminder 1hr before plan the week'],
    category: 'remind',
    then: [{ habit: 'Plan the week', reminders: [{ minutesBefore: 60, channel: 'email' }] }],
  },
  // Gym loses its email reminder; the 15-minute push one stays.
  {
    say: ["Gym: drop the email reminer, the push one's enough"],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // Spanish's push reminder moves from 5 to 10 minutes before.
  {
    say: ['Spanish reminder - make it 10 mins before instead of 5 pls'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 10, channel: 'push' }] }],
  },

  // ---------------------------------------------------------------- end (2)

  // Antibiotics' last day moves from Tue 15th to Sun 13th (confirmed).
  {
    say: ['Antibiotics: GP says finish on Sun 13th now, not the 15th. Pls update', 'yes go ahead'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-13', timesOfDay: ['08:00', '20:00'] }],
  },
  // Pilates ends after its last class on Thu 17 Dec (confirmed).
  {
    say: ["Studio's closing - last pilates class is Thu 17th. Pls end it after that", 'confirmed'],
    category: 'end',
    then: [{ habit: 'Pilates', endDate: '2026-12-17', days: ['Thu'], time: '19:00' }],
  },

  // ---------------------------------------------------------------- several / scope (2)

  // Both Vitamins and Antibiotics move their evening dose from 20:00 to 21:00 (confirmed).
  {
    say: ['Both vitamins & antibiotics - pls move the evening dose from 20:00 to 21:00', 'yes pls'],
    category: 'several',
    then: [
      { habit: 'Vitamins', timesOfDay: ['08:00', '21:00'] },
      { habit: 'Antibiotics', timesOfDay: ['08:00', '21:00'], endDate: '2026-12-15' },
    ],
  },
  // Coffee's history wiped, habit and its 2-cup limit kept (confirmed).
  {
    say: [
      "Been logging coffee wrong for weeks. Pls wipe the coffee history - only the history, keep the habit & the limit as is",
      'go ahead',
    ],
    category: 'scope',
    then: [
      { habit: 'Coffee', historyCleared: true },
      { habit: 'Coffee', target: { quantity: 2, unit: 'cups', direction: 'atMost' }, archived: false },
    ],
  },

  // ---------------------------------------------------------------- rename / decline (2)

  // "Plan the week" renamed to "Weekly planning", schedule unchanged.
  {
    say: ["Pls rename 'Plan the week' to 'Weekly planning'"],
    category: 'rename',
    then: [{ habit: 'Plan the week', name: 'Weekly planning', days: ['Sun'], time: '18:00' }],
  },
  // Asks to delete squash, then declines the proposal: squash stays as it was.
  {
    say: ['Delete squash', 'on 2nd thoughts no, leave it for now'],
    category: 'decline',
    then: [{ habit: 'Squash', archived: false, days: ['Sun'], time: '11:00', minutes: 60, area: 'Fitness', endDate: null }],
  },
];
