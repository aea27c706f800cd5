import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Twenty-third pass of the kept-apart table: 50 conversations typed the way people type on a
 * phone, with the emphasis on STRUCTURE (schedules, amounts, several times a day, cues, reminders,
 * goals and areas, scope of a request).
 * One sentence was reworded by the lead (same request) because it held a sentence of the kept-apart
 * table (kept-apart.apart.test.ts), found without reading the table.
 *
 * The account's "today": Wednesday 2026-12-09, 10:00 in Europe/London (GMT, so 10:00Z).
 *
 * Nearby dates:
 *   Sun 2026-12-06   Mon 2026-12-07   Tue 2026-12-08   Wed 2026-12-09 (today)
 *   Thu 2026-12-10 (tomorrow)   Fri 2026-12-11   Sat 2026-12-12   Sun 2026-12-13
 *   Mon 2026-12-14 ("next mon", "the 14th")   Tue 2026-12-15 ("next tues")
 *   Wed 2026-12-16   Thu 2026-12-17   Fri 2026-12-18   Sat 2026-12-19   Sun 2026-12-20
 *   Mon 2026-12-21   Tue 2026-12-22   Wed 2026-12-23 (2 weeks from today)   Thu 2026-12-24
 *   Fri 2026-12-25   Sat 2026-12-26   Sun 2026-12-27   Thu 2026-12-31   Fri 2027-01-01
 * "This weekend" is Sat 2026-12-12 / Sun 2026-12-13.
 */
export const TWENTY_THIRD_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- create (10)

  // create: daily at-least target, cue after another habit, existing area
  {
    say: ['ok so i wanna start doing push ups, at least twenty a day, right after i walk the dog. put it under fitness pls'],
    category: 'create',
    then: [{ newHabit: 'push', target: { quantity: 20, direction: 'atLeast' }, cue: 'walk the dog', area: 'Fitness' }],
  },
  // create: fixed weekdays, a duration, cue after an existing habit
  {
    say: ['add foam rolling for 10 mins after my morning run, so mon wed fri'],
    category: 'create',
    then: [{ newHabit: 'foam roll', days: ['Mon', 'Wed', 'Fri'], minutes: 10, cue: 'morning run' }],
  },
  // create: several times a day, number in words
  {
    say: ['new habit: eye drops three times a day, 8am 2pm and 8pm'],
    category: 'create',
    then: [{ newHabit: 'eye drop', timesOfDay: ['08:00', '14:00', '20:00'] }],
  },
  // create: a daily limit (at most 1) that starts 2 weeks from today
  {
    say: ['can u add a limit for energy drinks, one a day max, starting 2 weeks from today'],
    category: 'create',
    then: [{ newHabit: 'energy drink', target: { quantity: 1, direction: 'atMost' }, nextDates: ['2026-12-23', '2026-12-24'] }],
  },
  // create: named habit with a duration, attached to an existing goal
  {
    say: ['add a habit called vocab flashcards, 10 mins every day, its for my spanish holiday goal'],
    category: 'create',
    then: [{ newHabit: 'vocab flashcards', minutes: 10, goal: 'Speak Spanish on holiday' }],
  },
  // create: one weekday, 24h time, with a push reminder 15 minutes before
  {
    say: ['add a habit to put the bins out every thurs at 19:30 and send me a push notification 15 mins before'],
    category: 'create',
    then: [{ newHabit: 'bins', days: ['Thu'], time: '19:30', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // create: N times a week with no fixed days, in an existing area
  {
    say: ['id like to swim twice a wk, any days, in the fitness area'],
    category: 'create',
    then: [{ newHabit: 'swim', perWeek: 2, area: 'Fitness' }],
  },
  // create: every other day starting tomorrow at a given time
  {
    say: ['clean the litter box every other day starting tmrw at 8am'],
    category: 'create',
    then: [{ newHabit: 'litter', everyDays: 2, time: '08:00', nextDates: ['2026-12-10', '2026-12-12', '2026-12-14'] }],
  },
  // create then follow-up correction of the duration ("actually make it ...")
  {
    say: ['add sketching sat and sun at 4pm for 45 mins', 'actually make it 30 mins'],
    category: 'create',
    then: [{ newHabit: 'sketch', days: ['Sat', 'Sun'], time: '16:00', minutes: 30 }],
  },
  // create: weekdays only, British "quarter to 7", starting "the 14th"
  {
    say: ['from the 14th i want a cold shower every weekday at quarter to 7, 5 mins'],
    category: 'create',
    then: [
      {
        newHabit: 'cold shower',
        days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
        time: '06:45',
        minutes: 5,
        nextDates: ['2026-12-14', '2026-12-15'],
      },
    ],
  },

  // ---------------------------------------------------------------- change (10)

  // change: permanent change of weekdays, time kept
  {
    say: ['can gym be mon and thurs from now on instead of tue thu'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Mon', 'Thu'], time: '18:00' }],
  },
  // change: one-off move of a single occurrence ("next tues"), other days untouched
  {
    say: ['next tues can gym be at 7pm, just that day'],
    category: 'change',
    then: [{ habit: 'Gym', timeOn: { '2026-12-10': '18:00', '2026-12-15': '19:00', '2026-12-17': '18:00' } }],
  },
  // change: raise a daily at-least amount, habit name one letter off
  {
    say: ['bump drink watter up to 10 glasses a day'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  // change: times-a-week frequency, numbers in words
  {
    say: ['rowing four times a week instead of three'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  // change: one-off move "this weekend" by "3 hrs later", next week untouched
  {
    say: ['squash this weekend 3 hrs later pls, just this once'],
    category: 'change',
    then: [{ habit: 'Squash', timeOn: { '2026-12-13': '14:00', '2026-12-20': '11:00' } }],
  },
  // change: a question first, then "move it" refers back to the habit asked about
  {
    say: ['pilates on thurs, what time does it start?', 'ok move it to 8.15pm'],
    category: 'change',
    then: [{ habit: 'Pilates', time: '20:15' }],
  },
  // change: a time, then "actually make it quarter past 1"
  {
    say: ['spanish at 1pm pls', 'actually make it quarter past 1'],
    category: 'change',
    then: [{ habit: 'Spanish', time: '13:15' }],
  },
  // change: every-N-days interval, habit name one letter off
  {
    say: ['water the plnts every 4 days instead'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 4 }],
  },
  // change: the times of a several-times-a-day habit
  {
    say: ['vitamins at 7am and 7pm now'],
    category: 'change',
    then: [{ habit: 'Vitamins', timesOfDay: ['07:00', '19:00'] }],
  },
  // change: "the second one" of two habits the person names, duration only
  {
    say: ['ok so gym and yoga, the second one should be 45 mins not an hour'],
    category: 'change',
    then: [{ habit: 'Yoga', minutes: 45 }],
  },

  // ---------------------------------------------------------------- remind (5)

  // remind: add an email reminder to a habit with none ("half an hour")
  {
    say: ['can u add an email reminder for piano half an hour before'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 30, channel: 'email' }] }],
  },
  // remind: remove only the email one of two reminders
  {
    say: ['turn off the gym email reminder, keep the push one'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // remind: change the minutes of an existing reminder, name one letter off
  {
    say: ['change my spansh reminder to 10 mins before'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 10, channel: 'push' }] }],
  },
  // remind: switch channel from push to email, minutes kept
  {
    say: ['morning run reminder: email me instead of a push notification'],
    category: 'remind',
    then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 10, channel: 'email' }] }],
  },
  // remind: add a reminder, then "same for read"
  {
    say: ['add a push reminder to journal 10 mins before', 'same for read pls'],
    category: 'remind',
    then: [
      { habit: 'Journal', reminders: [{ minutesBefore: 10, channel: 'push' }] },
      { habit: 'Read', reminders: [{ minutesBefore: 10, channel: 'push' }] },
    ],
  },

  // ---------------------------------------------------------------- end (4)

  // end: a course's end brought forward to "the 12th", confirmed
  {
    say: ['ugh doc says antibiotics finish on the 12th now, not the 15th', 'yep'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-12' }],
  },
  // end: course finishing, last day given as weekday + date, confirmed
  {
    say: ['my spanish course wraps up on fri 18th so make that the last day', 'yes pls'],
    category: 'end',
    then: [{ habit: 'Spanish', endDate: '2026-12-18' }],
  },
  // end: a last day, "no wait" correction, then confirmation
  {
    say: ['plan the week should end on the 20th', 'no wait make it the 27th', 'yep do it'],
    category: 'end',
    then: [{ habit: 'Plan the week', endDate: '2026-12-27' }],
  },
  // end: "this sunday" as the last occurrence of a Sunday habit, confirmed
  {
    say: ['squash: last game is this sunday, the club is shutting', 'sure'],
    category: 'end',
    then: [{ habit: 'Squash', endDate: '2026-12-13' }],
  },

  // ---------------------------------------------------------------- several / scope (8)

  // several: "A and B" to one time, proposed then confirmed
  {
    say: ['move gym and pilates both to 7.30pm', 'yep go ahead'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '19:30' },
      { habit: 'Pilates', time: '19:30' },
    ],
  },
  // scope: everything in an area except one, shifted 15 minutes earlier, confirmed
  {
    say: ['tbh move all my fitness habits 15 mins earlier, except tennis', 'go for it'],
    category: 'scope',
    then: [
      { habit: 'Morning run', time: '06:45' },
      { habit: 'Gym', time: '17:45' },
      { habit: 'Squash', time: '10:45' },
      { habit: 'Rowing', time: '06:15' },
      { habit: 'Yoga', time: '18:45' },
      { habit: 'Pilates', time: '18:45' },
      { habit: 'Tennis', time: '10:00' },
    ],
  },
  // scope: only the reminder goes, the habit stays
  {
    say: ['get rid of the reminder on morning run but keep the run itself'],
    category: 'scope',
    then: [{ habit: 'Morning run', reminders: [], archived: false, days: ['Mon', 'Wed', 'Fri'] }],
  },
  // scope: just the history is wiped, the habit stays, confirmed
  {
    say: ['wipe just the history on read, keep the habit', 'yes'],
    category: 'scope',
    then: [{ habit: 'Read', historyCleared: true }, { habit: 'Read', archived: false, time: '21:30' }],
  },
  // scope: every habit in one area moved to another area, confirmed
  {
    say: ['ok so everything in the health area should go under fitness instead', 'ok do it'],
    category: 'scope',
    then: [
      { habit: 'Drink water', area: 'Fitness' },
      { habit: 'Coffee', area: 'Fitness' },
      { habit: 'No smoking', area: 'Fitness' },
      { habit: 'Vitamins', area: 'Fitness' },
      { habit: 'Antibiotics', area: 'Fitness' },
    ],
  },
  // several: add minutes to one habit, then "same for" another (one record per message)
  {
    say: ['add 10 mins to piano', 'same for spanish'],
    category: 'several',
    then: [
      { habit: 'Piano', minutes: 30 },
      { habit: 'Spanish', minutes: 25 },
    ],
  },
  // several: two habits to a time, "no wait, half 6", then confirmation
  {
    say: ['move yoga and pilates to 6pm', 'no wait, half 6', 'yep'],
    category: 'several',
    then: [
      { habit: 'Yoga', time: '18:30' },
      { habit: 'Pilates', time: '18:30' },
    ],
  },
  // several: remove every reminder from two habits, confirmed
  {
    say: ['remove all the reminders from gym and spanish', 'yes pls'],
    category: 'several',
    then: [
      { habit: 'Gym', reminders: [] },
      { habit: 'Spanish', reminders: [] },
    ],
  },

  // ---------------------------------------------------------------- rename / goal / area / vision (8)

  // rename: a habit, name typed one letter off
  {
    say: ['rename pianno to piano practice'],
    category: 'rename',
    then: [{ habit: 'Piano', name: 'Piano practice' }],
  },
  // rename: a question about a habit, then "rename it"
  {
    say: ['when is plan the week again', 'rename it to sunday planning'],
    category: 'rename',
    then: [{ habit: 'Plan the week', name: 'Sunday planning' }],
  },
  // goal: rename a goal referred to by a short description
  {
    say: ['rename my 10k goal to run a half marathon'],
    category: 'goal',
    then: [{ goal: 'Run a 10k', name: 'Run a half marathon' }],
  },
  // goal: new goal with a given name and an existing habit moved into it, confirmed
  {
    say: ['make a goal called "Read 12 books" and put read in it', 'yep'],
    category: 'goal',
    then: [{ newGoal: 'Read 12 books' }, { habit: 'Read', goal: 'Read 12 books' }],
  },
  // area: new area with two existing habits put in it, confirmed
  {
    say: ['new area called mind, put meditate and journal in it', 'go on then'],
    category: 'area',
    then: [
      { newArea: 'Mind' },
      { habit: 'Meditate', area: 'Mind' },
      { habit: 'Journal', area: 'Mind' },
    ],
  },
  // vision: replace the vision with the person's words
  {
    say: ['change my vision to: healthy, kind and always learning'],
    category: 'vision',
    then: [{ vision: 'healthy, kind and always learning' }],
  },
  // area: rename an area
  {
    say: ['rename the learning area to study'],
    category: 'area',
    then: [{ area: 'Learning', name: 'Study' }],
  },
  // goal: delete a goal but keep its habits (they lose the goal), confirmed
  {
    say: ['delete the sleep better goal but keep meditate and journal', 'yes'],
    category: 'goal',
    then: [
      { goal: 'Sleep better', deleted: true },
      { habit: 'Meditate', goal: null, archived: false },
      { habit: 'Journal', goal: null, archived: false },
    ],
  },

  // ---------------------------------------------------------------- restore / delete (5)

  // restore: bring back an archived habit (one record, done at once)
  {
    say: ['can u bring back stretch, i miss it'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false }],
  },
  // delete: proposal declined with "nah leave it", the habit stays
  {
    say: ['delete coffee', 'hmm nah leave it'],
    category: 'delete',
    then: [{ habit: 'Coffee', archived: false, target: { quantity: 2, unit: 'cups', direction: 'atMost' } }],
  },
  // delete: archive (not delete) a habit, confirmed
  {
    say: ['archive squash, the club closed down', 'yes archive it'],
    category: 'delete',
    then: [{ habit: 'Squash', archived: true }],
  },
  // delete: delete a habit typed one letter off, confirmed
  {
    say: ['pls delete antibiotcs, i added it by mistake', 'go on then'],
    category: 'delete',
    then: [{ habit: 'Antibiotics', deleted: true }],
  },
  // restore: archive confirmed, then "undo that" brings it back unchanged
  {
    say: ['archive tennis for now', 'yep', 'undo that lol'],
    category: 'restore',
    then: [{ habit: 'Tennis', archived: false, days: ['Sat'], time: '10:00' }],
  },
];
