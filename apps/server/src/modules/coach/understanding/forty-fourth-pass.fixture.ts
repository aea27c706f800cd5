import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Forty-fourth pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the
 * kept-apart table). Persona: a software engineer who types precise,
 * compact requests on a phone and expects the coach to cope with structure: arrows and slashes
 * ("gym (tue/thu) → 18:30", "water: 8→6"), ISO-ish dates ("2026-12-14", "14/12", "Dec 14"),
 * ranges ("14th–18th", "Mon–Fri"), semicolon lists, explicit scope words ("only", "just the
 * reminder", "history only, keep habit"), compact units ("45m", "1h30", "20min"), the odd "nvm".
 *
 * Account: Sam (kept-apart.account.ts); today is Wednesday 2026-12-09, 10:00 Europe/London.
 *
 * Dates used, with weekdays:
 * - 2026-12-06 Sun (last Sunday)
 * - 2026-12-07 Mon
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri
 * - 2026-12-12 Sat
 * - 2026-12-13 Sun
 * - 2026-12-14 Mon
 * - 2026-12-15 Tue
 * - 2026-12-16 Wed
 * - 2026-12-17 Thu
 * - 2026-12-18 Fri
 * - 2026-12-21 Mon
 * - 2026-12-22 Tue
 * - 2026-12-23 Wed
 * - 2026-12-24 Thu
 * - 2026-12-25 Fri
 * - 2026-12-26 Sat
 * - 2026-12-27 Sun
 *
 * Written by a helper who read only the kept-apart types and account (lead's nineteenth session).
 */
export const FORTY_FOURTH_PASS: KeptApartCase[] = [
  // ───────────── change (10) ─────────────

  // Gym moves from 18:00 to 18:30 on both its days; length and reminders stay.
  {
    say: ['gym (tue/thu) → 18:30'],
    category: 'change',
    then: [
      {
        habit: 'Gym',
        time: '18:30',
        days: ['Tue', 'Thu'],
        minutes: 60,
        reminders: [
          { minutesBefore: 30, channel: 'email' },
          { minutesBefore: 15, channel: 'push' },
        ],
      },
    ],
  },
  // Water target drops from 8 to 6 glasses a day.
  {
    say: ['8 is unrealistic on office days. water: 8→6 glasses'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 6, unit: 'glasses', direction: 'atLeast' } }],
  },
  // Piano sessions go from 20 to 30 minutes, still at 19:30.
  {
    say: ['piano: 20min -> 30m, same start time'],
    category: 'change',
    then: [{ habit: 'Piano', minutes: 30, time: '19:30' }],
  },
  // Spanish goes from weekdays to Mon/Wed/Fri only, same slot and reminder.
  {
    say: ['spanish is Mon–Fri atm, cut it to mon/wed/fri only. keep the 12:30 slot'],
    category: 'change',
    then: [
      {
        habit: 'Spanish',
        days: ['Mon', 'Wed', 'Fri'],
        time: '12:30',
        minutes: 15,
        reminders: [{ minutesBefore: 5, channel: 'push' }],
      },
    ],
  },
  // Coffee limit tightens from at most 2 cups to at most 1 cup a day.
  {
    say: ['sleep has been rubbish; coffee cap 2 → 1 cup/day'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 1, unit: 'cups', direction: 'atMost' } }],
  },
  // Tennis moves from Saturday 10:00 to Sunday 09:00 from now on, still 90 minutes.
  {
    say: ['court booking changed — tennis: sat 10:00 → sun 09:00, going forward'],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Sun'], time: '09:00', minutes: 90 }],
  },
  // Rowing goes from 3 to 4 times a week (no fixed days), same time and length.
  {
    say: ['rowing 3x/wk → 4x/wk'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4, time: '06:30', minutes: 40 }],
  },
  // Walk the dog at 17:30 tomorrow (Thu 10 Dec) only; today and Friday stay at 17:00.
  {
    say: ['walk the dog → 17:30 just tmrw (10/12), dentist runs late. rest unchanged'],
    category: 'change',
    then: [
      {
        habit: 'Walk the dog',
        time: '17:00',
        timeOn: { '2026-12-10': '17:30', '2026-12-11': '17:00' },
        minutes: 30,
      },
    ],
  },
  // Yoga shortens from 60 to 45 minutes, still Mondays at 19:00.
  {
    say: ['yoga 1h → 45m (mon 19:00 stays)'],
    category: 'change',
    then: [{ habit: 'Yoga', minutes: 45, time: '19:00', days: ['Mon'] }],
  },
  // Water the plants goes from every 3 days to every 4 days.
  {
    say: ['plants are getting overwatered lol. water the plants: every 3d → every 4d'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 4, time: '08:30', minutes: 10 }],
  },

  // ───────────── create (8) ─────────────

  // New daily habit "Floss" at 22:15 for 5 minutes.
  {
    say: ['new habit: floss — daily, 22:15, 5m'],
    category: 'create',
    then: [
      {
        newHabit: 'floss',
        time: '22:15',
        minutes: 5,
        days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      },
    ],
  },
  // New weekend cycling habit at 08:00 for 90 minutes, in the Fitness area.
  {
    say: ['add cycling (sat/sun) 08:00, 1h30; area: fitness'],
    category: 'create',
    then: [{ newHabit: 'cycling', days: ['Sat', 'Sun'], time: '08:00', minutes: 90, area: 'Fitness' }],
  },
  // New daily Duolingo habit at 08:15 for 15 minutes, under the Spanish goal.
  {
    say: ["create 'Duolingo' — 15min every day @ 08:15, link to goal Speak Spanish on holiday"],
    category: 'create',
    then: [{ newHabit: 'duolingo', time: '08:15', minutes: 15, goal: 'Speak Spanish on holiday' }],
  },
  // New steps habit with a target of at least 10000 steps a day.
  {
    say: ['got a watch now so: track steps, ≥10k/day'],
    category: 'create',
    then: [{ newHabit: 'steps', target: { quantity: 10000, unit: 'steps', direction: 'atLeast' } }],
  },
  // New limit habit: alcohol at most 2 drinks a day.
  {
    say: ['new limit habit: alcohol, max 2 drinks/day'],
    category: 'create',
    then: [{ newHabit: 'alcohol', target: { quantity: 2, direction: 'atMost' } }],
  },
  // New "call mum" habit twice a week with no fixed days, 20 minutes.
  {
    say: ["add 'call mum' 2x/week, any days, 20m"],
    category: 'create',
    then: [{ newHabit: 'call mum', perWeek: 2, minutes: 20 }],
  },
  // New weekday cold shower habit at 07:40 for 5 minutes, starting Mon 14 Dec.
  {
    say: ['new habit: cold shower, Mon–Fri 07:40, 5min, starting 2026-12-14'],
    category: 'create',
    then: [
      {
        newHabit: 'cold shower',
        days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
        nextDates: ['2026-12-14', '2026-12-15', '2026-12-16'],
        time: '07:40',
        minutes: 5,
      },
    ],
  },
  // New foam-roll habit of 10 minutes, cued by the morning run.
  {
    say: ['physio says roll out after runs. new: foam roll 10m, right after morning run'],
    category: 'create',
    then: [{ newHabit: 'foam roll', minutes: 10, cue: 'morning run' }],
  },

  // ───────────── conversation (7) ─────────────

  // Asks about gym reminders, then drops the email one and keeps the push one.
  {
    say: ['gym: which reminders are on it rn?', 'drop the email one; keep push'],
    category: 'conversation',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }], time: '18:00', days: ['Tue', 'Thu'] }],
  },
  // Sets piano to 25 minutes, then corrects to 35 minutes.
  {
    say: ['piano → 25m', 'sorry I meant 35m, not 25'],
    category: 'conversation',
    then: [{ habit: 'Piano', minutes: 35, time: '19:30' }],
  },
  // Logs 15 pages of reading today, then undoes it; yesterday's 12 pages stay.
  {
    say: ['log read 15p today', 'undo that'],
    category: 'conversation',
    then: [
      { habit: 'Read', notDoneOn: '2026-12-09' },
      { habit: 'Read', doneOn: '2026-12-08', amount: 12 },
    ],
  },
  // Skips Spanish today, then tomorrow as well.
  {
    say: ['skip spanish today — back-to-back meetings', 'tmrw as well pls'],
    category: 'conversation',
    then: [
      { habit: 'Spanish', skippedOn: '2026-12-09' },
      { habit: 'Spanish', skippedOn: '2026-12-10' },
    ],
  },
  // Adds a push reminder to Read 15 minutes before, then changes it to 30 minutes.
  {
    say: ['read: add push reminder 15m before', 'actually make it 30m'],
    category: 'conversation',
    then: [{ habit: 'Read', reminders: [{ minutesBefore: 30, channel: 'push' }], time: '21:30' }],
  },
  // Ticks Water the plants today by mistake, then moves the tick to Walk the dog (confirmed).
  {
    say: ['plants watered ✓', 'oops wrong one — that tick was for walk the dog, not the plants', 'yes'],
    category: 'conversation',
    then: [
      { habit: 'Water the plants', notDoneOn: '2026-12-09' },
      { habit: 'Walk the dog', doneOn: '2026-12-09' },
    ],
  },
  // Creates a daily 20:30 sketch habit, then puts it in the Learning area too.
  {
    say: ['new habit: sketch, daily 20:30, 20min', 'put it under Learning as well'],
    category: 'conversation',
    then: [{ newHabit: 'sketch', time: '20:30', minutes: 20, area: 'Learning' }],
  },

  // ───────────── log (5) ─────────────

  // Adds 2 glasses of water today: 3 + 2 = 5.
  {
    say: ['water +2 gl'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  // Logs 18 pages of reading on Sunday 6 Dec (nothing logged that day before).
  {
    say: ['read: 18p on Sun 6/12, forgot to log it'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-06', amount: 18 }],
  },
  // Marks Spanish done today.
  {
    say: ['did spanish early on the train. spanish ✓ (today)'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-09' }],
  },
  // Marks Squash done on Sunday 6 Dec.
  {
    say: ['squash — played sun 6th, mark done'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  // Marks this morning's 08:00 vitamins dose done.
  {
    say: ['vitamins: 08:00 dose taken'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },

  // ───────────── question (5) ─────────────

  // Asks how many gym sessions were done in December so far.
  {
    say: ['how many gym sessions done in Dec so far?'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks what is on tomorrow.
  {
    say: ["what's on tmrw (thu 10/12)?"],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks today's water logged against the target.
  {
    say: ['water today: logged vs target?'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks when the antibiotics course ends.
  {
    say: ["antibiotics — when's the last day of the course?"],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks until when the journal is paused.
  {
    say: ['journal paused until when exactly?'],
    category: 'question',
    question: true,
    then: [],
  },

  // ───────────── note (3) ─────────────

  // Adds a note to today's morning run; the tick stays.
  {
    say: ["note on today's run: 5.2k / 28:40, knee fine"],
    category: 'note',
    then: [
      { habit: 'Morning run', noteOn: '2026-12-09', includes: '5.2k' },
      { habit: 'Morning run', doneOn: '2026-12-09' },
    ],
  },
  // Adds a note to Piano on Tuesday 8 Dec.
  {
    say: ['piano 8/12, note: LH bars 9-16 still shaky'],
    category: 'note',
    then: [
      { habit: 'Piano', noteOn: '2026-12-08', includes: 'shaky' },
      { habit: 'Piano', doneOn: '2026-12-08' },
    ],
  },
  // Adds a note to yesterday's gym session.
  {
    say: ["yesterday's gym — add note: deadlift PR 120kg"],
    category: 'note',
    then: [
      { habit: 'Gym', noteOn: '2026-12-08', includes: '120kg' },
      { habit: 'Gym', doneOn: '2026-12-08' },
    ],
  },

  // ───────────── skip-pause (3) ─────────────

  // Skips tennis on Saturday 12 Dec.
  {
    say: ['away this weekend; skip tennis sat 12/12'],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }],
  },
  // Pauses the morning run Mon 14 – Fri 18 Dec; Fri 11 and Mon 21 are not paused.
  {
    say: ['knee flared up again. pause morning run 14th–18th'],
    category: 'skip-pause',
    then: [
      {
        habit: 'Morning run',
        pausedOn: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'],
      },
      { habit: 'Morning run', notPausedOn: ['2026-12-11', '2026-12-21'] },
    ],
  },
  // Ends the journal pause early: back from tomorrow (Thu 10 Dec) instead of after the 14th.
  {
    say: ['journal: resume from tmrw (10/12) — pause was meant to run to the 14th but I want it back'],
    category: 'skip-pause',
    then: [
      { habit: 'Journal', notPausedOn: ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'] },
      { habit: 'Journal', pausedOn: ['2026-12-07', '2026-12-08'] },
    ],
  },

  // ───────────── remind (3) ─────────────

  // Spanish reminder goes from 5 to 10 minutes before, still push.
  {
    say: ['spanish reminder: 5m → 10m before (push still)'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 10, channel: 'push' }] }],
  },
  // Adds an email reminder to tennis 1 hour before.
  {
    say: ['tennis: add email reminder, 1h before'],
    category: 'remind',
    then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 60, channel: 'email' }] }],
  },
  // Removes the morning run's reminder only; the habit stays as it is.
  {
    say: ['morning run: remove the reminder. just the reminder, keep the habit'],
    category: 'remind',
    then: [{ habit: 'Morning run', reminders: [], days: ['Mon', 'Wed', 'Fri'], time: '07:00', archived: false }],
  },

  // ───────────── end (2) ─────────────

  // Pilates ends after Thursday 17 Dec (confirmed).
  {
    say: ['pilates: last session thu 17/12, then end it', 'yes'],
    category: 'end',
    then: [{ habit: 'Pilates', endDate: '2026-12-17' }],
  },
  // Yoga ends after Monday 21 Dec (confirmed).
  {
    say: ['studio closes for xmas. yoga — finish after Mon Dec 21 (that one is the last)', 'go ahead'],
    category: 'end',
    then: [{ habit: 'Yoga', endDate: '2026-12-21' }],
  },

  // ───────────── several / scope (2) ─────────────

  // Pauses every Learning habit except Piano (Read, Spanish) Mon 21 – Sun 27 Dec (confirmed).
  {
    say: ['holiday 21st–27th: pause everything in Learning except piano', 'yes'],
    category: 'several',
    then: [
      {
        habit: 'Read',
        pausedOn: ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27'],
      },
      {
        habit: 'Spanish',
        pausedOn: ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27'],
      },
      {
        habit: 'Piano',
        notPausedOn: ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27'],
      },
    ],
  },
  // Clears Piano's history only; the habit and its schedule stay (confirmed).
  {
    say: ['piano: wipe the history — history only, keep the habit + schedule', 'yes'],
    category: 'scope',
    then: [
      { habit: 'Piano', historyCleared: true },
      { habit: 'Piano', time: '19:30', minutes: 20, archived: false },
    ],
  },

  // ───────────── rename / restore (2) ─────────────

  // Restores the archived Stretch habit, as it was (07:45, 10 minutes).
  {
    say: ['unarchive stretch (07:45 / 10m, as before)'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false, time: '07:45', minutes: 10 }],
  },
  // Renames "Plan the week" to "Weekly review"; Sunday 18:00 stays.
  {
    say: ["rename 'Plan the week' → 'Weekly review'"],
    category: 'rename',
    then: [{ habit: 'Plan the week', name: 'Weekly review', days: ['Sun'], time: '18:00', minutes: 20 }],
  },
];
