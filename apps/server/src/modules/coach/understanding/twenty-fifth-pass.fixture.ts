import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Twenty-fifth pass of the kept-apart table: conversation and mixed requests, typed by several
 * different people (terse, chatty, non-native, fragments over several messages, voice dictation).
 *
 * The account's "today": Wednesday 2026-12-09, 10:00 in Europe/London (GMT, so 10:00Z).
 *
 * Nearby dates:
 *   Thu 2026-12-03   Fri 2026-12-04   Sat 2026-12-05   Sun 2026-12-06
 *   Mon 2026-12-07   Tue 2026-12-08 (yesterday)   Wed 2026-12-09 (TODAY)
 *   Thu 2026-12-10 (tomorrow)   Fri 2026-12-11   Sat 2026-12-12   Sun 2026-12-13
 *   Mon 2026-12-14   Tue 2026-12-15   Wed 2026-12-16   Thu 2026-12-17
 *   Fri 2026-12-18   Sat 2026-12-19   Sun 2026-12-20
 * "Next week" = Mon 2026-12-14 .. Sun 2026-12-20. "This week" = Mon 2026-12-07 .. Sun 2026-12-13.
 *
 * Facts relied on: Water the plants (every 3 days from 2026-11-30) falls today; Journal is paused
 * 2026-12-07 .. 2026-12-14; Antibiotics end 2026-12-15; Drink water has 3 glasses today, Coffee 1
 * cup today, Read 12 pages yesterday; Rowing done Mon 12-07 and Tue 12-08 this week.
 */
export const TWENTY_FIFTH_PASS: KeptApartCase[] = [
  // ───────────────────────────── conversation (12) ─────────────────────────────

  // Fragments over three messages: "it" refers to Piano, new time given with "from now on".
  {
    say: ['piano', 'move it', 'to 8pm from now on'],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '20:00', minutes: 20 }],
  },
  // "same for X": a reminder added to Yoga, then the same reminder added to Pilates.
  {
    say: ['add a reminder 30 min before yoga', 'same for pilates'],
    category: 'conversation',
    then: [
      { habit: 'Yoga', reminders: [{ minutesBefore: 30 }] },
      { habit: 'Pilates', reminders: [{ minutesBefore: 30 }] },
    ],
  },
  // "undo that" right after a log: today's dog walk must end up not done.
  {
    say: ['just got back from walking the dog', 'hang on, undo that, it was my partner who took him out not me'],
    category: 'conversation',
    then: [{ habit: 'Walk the dog', notDoneOn: '2026-12-09' }],
  },
  // "actually …" correcting the time just set: Tennis ends up at 9:30, not 9:00.
  {
    say: ['tennis at 9am from now on', 'actually make it half 9'],
    category: 'conversation',
    then: [{ habit: 'Tennis', time: '09:30', days: ['Sat'], minutes: 90 }],
  },
  // Answer to the coach's own question: "Thursday evening workout" is Gym or Pilates; the person says Pilates.
  {
    say: ['push my thursday evening workout to 8pm going forward', 'pilates'],
    category: 'conversation',
    then: [{ habit: 'Pilates', time: '20:00', days: ['Thu'] }],
  },
  // "never mind" after starting a change without saying what: Yoga stays as it is.
  {
    say: ['I want to change my yoga time', 'never mind, leave it as it is'],
    category: 'conversation',
    then: [{ habit: 'Yoga', time: '19:00', days: ['Mon'], minutes: 60 }],
  },
  // Fragments: habit, then day, then the action — skip Squash this Sunday (2026-12-13).
  {
    say: ['squash', 'this sunday', "can't make it, skip it"],
    category: 'conversation',
    then: [{ habit: 'Squash', skippedOn: '2026-12-13' }],
  },
  // Question then "it": yesterday's 12 pages plus 8 more makes 20 on 2026-12-08 (target reached).
  {
    say: ['how many pages did I read yesterday?', 'add 8 more to it, I read a bit in bed after I logged it'],
    category: 'conversation',
    then: [{ habit: 'Read', doneOn: '2026-12-08', amount: 20 }],
  },
  // "that one" after the coach lists paused habits (only Journal): Journal resumes.
  {
    say: ['which habits have I got on pause at the moment?', "unpause that one, I'm ready to start again"],
    category: 'conversation',
    then: [{ habit: 'Journal', notPausedOn: ['2026-12-10', '2026-12-11', '2026-12-14'] }],
  },
  // "the other one" after confirming two daily times: only the 8pm dose of Antibiotics moves to 9pm.
  {
    say: ['my antibiotics are at 8am and 8pm right?', 'ok keep the morning one and move the other one to 9pm from tonight'],
    category: 'conversation',
    then: [{ habit: 'Antibiotics', timesOfDay: ['08:00', '21:00'], endDate: '2026-12-15' }],
  },
  // "the first one" after the coach lists the Vitamins times (08:00 and 20:00): the morning one moves to 7:30.
  {
    say: ['what times do I take my vitamins?', 'move the first one to 7:30am from now on'],
    category: 'conversation',
    then: [{ habit: 'Vitamins', timesOfDay: ['07:30', '20:00'] }],
  },
  // "actually it was 5" correcting an amount just logged: 3 earlier + 5 = 8 glasses today, target reached.
  {
    say: ['drank 4 glasses of water', 'sorry, actually it was 5 not 4'],
    category: 'conversation',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },

  // ───────────────────────────── change (8) ─────────────────────────────

  // Terse time change for Gym.
  {
    say: ['gym 6:30pm from now'],
    category: 'change',
    then: [{ habit: 'Gym', time: '18:30', days: ['Tue', 'Thu'], minutes: 60 }],
  },
  // Chatty explanation, time said as "quarter past one": Spanish moves to 13:15 on weekdays.
  {
    say: [
      "ugh so they've moved our team lunch to half twelve every weekday, which is exactly when I do my spanish, so could you shift spanish to quarter past one from now on?",
    ],
    category: 'change',
    then: [{ habit: 'Spanish', time: '13:15', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], minutes: 15 }],
  },
  // Non-native phrasing, days change: Pilates from Thursday to Wednesday, same time.
  {
    say: ['please i want that the pilates is on wednesday and not on thursday anymore'],
    category: 'change',
    then: [{ habit: 'Pilates', days: ['Wed'], time: '19:00' }],
  },
  // Length change only: Morning run becomes 45 minutes, time and days unchanged.
  {
    say: ["make my morning run 45 mins from now on, I'm building up for the 10k"],
    category: 'change',
    then: [{ habit: 'Morning run', minutes: 45, time: '07:00', days: ['Mon', 'Wed', 'Fri'] }],
  },
  // Typo in the habit name ("meditaton"), time said as "9 at night".
  {
    say: ["meditaton at 9 at night from now on, mornings just aren't working"],
    category: 'change',
    then: [{ habit: 'Meditate', time: '21:00', minutes: 10 }],
  },
  // Voice dictation with "period" and the time in words: Walk the dog at 18:30.
  {
    say: ['change walk the dog to six thirty in the evening from now on period thanks'],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '18:30', minutes: 30 }],
  },
  // Number in words: Rowing goes from 3 to 4 times a week, still no fixed days.
  {
    say: ['bump rowing up to four times a week'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  // Interval change: Water the plants every 4 days instead of every 3.
  {
    say: ['water the plants every four days instead of every three, they are getting soggy'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 4 }],
  },

  // ───────────────────────────── log (6) ─────────────────────────────

  // Terse "+1" on a limit habit: Coffee total today goes from 1 to 2 cups.
  {
    say: ['coffee +1'],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },
  // One slot of a twice-a-day habit: the 08:00 Vitamins are done today.
  {
    say: ['took my morning vitamins'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  // Past day by weekday name: last Sunday's Squash (2026-12-06) is logged.
  {
    say: ['i did play squash on sunday, just forgot to log it'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  // Non-native phrasing: Spanish done today.
  {
    say: ['today i have make the spanish lesson already, please put it as done'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-09' }],
  },
  // Amount in words: 25 pages today reaches the 20-page target.
  {
    say: ['just read twenty five pages'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 25 }],
  },
  // Voice dictation: Water the plants (due today) is done today.
  {
    say: ['i watered the plants this morning period can you tick that off'],
    category: 'log',
    then: [{ habit: 'Water the plants', doneOn: '2026-12-09' }],
  },

  // ───────────────────────────── skip-pause (5) ─────────────────────────────

  // Terse with "tmrw": Gym skipped on Thursday 2026-12-10.
  {
    say: ['skip gym tmrw'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-10' }],
  },
  // Chatty: today's dog walk skipped because a neighbour does it.
  {
    say: [
      "my neighbour's kid is taking the dog out today as a favour, so I won't need to do the walk myself, can you skip it for today",
    ],
    category: 'skip-pause',
    then: [{ habit: 'Walk the dog', skippedOn: '2026-12-09' }],
  },
  // Non-native: no Morning run on Friday 2026-12-11.
  {
    say: ['please no running for me on the friday, i have the early flight'],
    category: 'skip-pause',
    then: [{ habit: 'Morning run', skippedOn: '2026-12-11' }],
  },
  // Voice dictation: Piano paused for the rest of this week, back on Monday 2026-12-14.
  {
    say: ['pause piano for the rest of the week period the keyboard is getting fixed and ill be back on it monday'],
    category: 'skip-pause',
    then: [
      { habit: 'Piano', pausedOn: ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'] },
      { habit: 'Piano', notPausedOn: ['2026-12-14'] },
    ],
  },
  // Two habits paused for next week (bulk, so proposed then confirmed); this week untouched.
  {
    say: ["I'm away all of next week so pause gym and pilates for that week", 'yep'],
    category: 'skip-pause',
    then: [
      { habit: 'Gym', pausedOn: ['2026-12-15', '2026-12-17'] },
      { habit: 'Gym', notPausedOn: ['2026-12-10'] },
      { habit: 'Pilates', pausedOn: ['2026-12-17'] },
      { habit: 'Pilates', notPausedOn: ['2026-12-10'] },
    ],
  },

  // ───────────────────────────── remind (4) ─────────────────────────────

  // Terse with a typo ("paino"): one reminder 20 minutes before Piano.
  {
    say: ['paino reminder 20 min before'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 20 }] }],
  },
  // Chatty: remove Gym's email reminder, keep the 15-minute push one.
  {
    say: [
      'the gym emails are driving me mad and I always see the phone notification anyway, can you get rid of the email one',
    ],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // Non-native, number in words: an email one hour before Tennis.
  {
    say: ['please you send me one email one hour before the tennis'],
    category: 'remind',
    then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 60, channel: 'email' }] }],
  },
  // Voice dictation, "a quarter of an hour": 15-minute reminder before Yoga.
  {
    say: ['remind me a quarter of an hour before yoga period'],
    category: 'remind',
    then: [{ habit: 'Yoga', reminders: [{ minutesBefore: 15 }] }],
  },

  // ───────────────────────────── create (5) ─────────────────────────────

  // Terse daily habit with a time.
  {
    say: ['new habit floss 10pm every night'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:00', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  // Chatty weekly class with a length in words.
  {
    say: [
      "so I finally signed up for that pottery class I kept going on about, it's saturdays at 2pm and runs for two hours, could you add it so I don't forget",
    ],
    category: 'create',
    then: [{ newHabit: 'pottery', days: ['Sat'], time: '14:00', minutes: 120 }],
  },
  // A limit habit (at most one a day).
  {
    say: ['add a habit called Desserts, no more than one a day'],
    category: 'create',
    then: [{ newHabit: 'dessert', target: { quantity: 1, direction: 'atMost' } }],
  },
  // New habit under an existing goal, with day, time and length.
  {
    say: ['add "Hill sprints" on saturdays at 8am for 20 minutes, under my run a 10k goal'],
    category: 'create',
    then: [{ newHabit: 'hill sprints', days: ['Sat'], time: '08:00', minutes: 20, goal: 'Run a 10k' }],
  },
  // Non-native, "two times in the week" with no fixed days.
  {
    say: ['i like to begin swimming, two times in the week, no fixed days'],
    category: 'create',
    then: [{ newHabit: 'swim', perWeek: 2 }],
  },

  // ───────────────────────────── question (5) ─────────────────────────────

  // Terse question about today's water total (3 glasses).
  {
    say: ['how much water so far today?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // Chatty question about when Tennis is this week (Saturday 10:00).
  {
    say: ["I'm trying to plan my weekend around a friend's visit, when is tennis this week again?"],
    category: 'question',
    question: true,
    then: [{ replyAny: ['10:00', '10am', '10 am'] }],
  },
  // Non-native with a typo ("pilattes"): tomorrow's Pilates time (19:00).
  {
    say: ['at which hour is the pilattes tomorrow?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['19:00', '7pm', '7 pm', '7:00', '7.00'] }],
  },
  // Fragments: "antibiotics" / "when do they finish" — last day is 15 December.
  {
    say: ['antibiotics', 'when do they finish'],
    category: 'question',
    question: true,
    then: [{ reply: ['15'] }],
  },
  // Voice dictation question about this week's rowing count (must change nothing).
  {
    say: ['how many times have i done rowing this week question mark'],
    category: 'question',
    question: true,
    then: [],
  },

  // ───────────────────────────── decline (3) ─────────────────────────────

  // Delete request (typo "sqaush") then "no, keep it": Squash stays as it is.
  {
    say: ['delete sqaush', 'hmm no, keep it actually'],
    category: 'decline',
    then: [{ habit: 'Squash', archived: false, days: ['Sun'], time: '11:00', minutes: 60 }],
  },
  // History wipe then "wait, don't do that": Read's past amounts and note remain.
  {
    say: ['wipe my reading history, I want a fresh start', "wait, don't do that"],
    category: 'decline',
    then: [
      { habit: 'Read', doneOn: '2026-12-07', amount: 25 },
      { habit: 'Read', noteOn: '2026-12-07', includes: 'Middlemarch' },
    ],
  },
  // Archive two habits then "nah, forget it": both stay active and scheduled.
  {
    say: ["archive rowing and tennis, I'm done with them", 'nah, forget it'],
    category: 'decline',
    then: [
      { habit: 'Rowing', archived: false, perWeek: 3 },
      { habit: 'Tennis', archived: false, days: ['Sat'], time: '10:00' },
    ],
  },

  // ───────────────────────────── delete / end (2) ─────────────────────────────

  // Ending a schedule early (proposed, then confirmed): Antibiotics' last day becomes Friday 2026-12-11.
  {
    say: ['the doctor says I can stop the antibiotics after friday', 'yes'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-11' }],
  },
  // Deleting an archived habit for good (proposed, then confirmed with "go on then").
  {
    say: ["delete stretch for good, I'm never going back to it", 'go on then'],
    category: 'delete',
    then: [{ habit: 'Stretch', deleted: true }],
  },
];
