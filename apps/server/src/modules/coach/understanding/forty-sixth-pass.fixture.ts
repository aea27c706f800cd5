import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Forty-sixth pass (issue 50), on the kept-apart harness's account (not the kept-apart table).
 * Forty-sixth pass: a professional from Bangalore now living in London, typing Indian English on
 * a phone ("kindly", "do the needful", "prepone"/"postpone", "itself", "only", "same" as a
 * pronoun, "till"/"upto", "pls", "revert").
 *
 * Account: Sam, today Wednesday 9 December 2026, 10:00 Europe/London.
 *
 * Dates used (weekdays checked):
 * - 2026-12-05 Sat
 * - 2026-12-06 Sun
 * - 2026-12-07 Mon
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri
 * - 2026-12-12 Sat
 * - 2026-12-14 Mon
 * - 2026-12-15 Tue
 * - 2026-12-17 Thu
 * - 2026-12-19 Sat
 * - 2026-12-20 Sun
 * - 2026-12-22 Tue
 * - 2026-12-31 Thu
 *
 * Written by a helper who read only the kept-apart types and account (lead's nineteenth session).
 */
export const FORTY_SIXTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (10)

  // Gym moves from 18:00 to 17:30, days and length unchanged.
  {
    say: ['Hi, my office timings got changed. Kindly prepone gym from 6 pm to 5:30 pm from this week itself'],
    category: 'change',
    then: [{ habit: 'Gym', time: '17:30', days: ['Tue', 'Thu'], minutes: 60 }],
  },
  // Piano moves from 19:30 to 20:15.
  {
    say: ['dinner is happening at 7:30 only these days.. pls postpone piano to 8:15 pm'],
    category: 'change',
    then: [{ habit: 'Piano', time: '20:15', minutes: 20 }],
  },
  // Yoga goes from Mondays to Mondays and Wednesdays, still 19:00.
  {
    say: ['Yoga is there on monday only now. I want to add wednesday also, same 7 pm timing'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Mon', 'Wed'], time: '19:00', minutes: 60 }],
  },
  // Squash moves from Sunday 11:00 to Friday 19:00.
  {
    say: ['Squash on sunday morning is clashing with family lunch. Kindly shift same to friday 7 PM'],
    category: 'change',
    then: [{ habit: 'Squash', days: ['Fri'], time: '19:00', minutes: 60 }],
  },
  // Spanish becomes 30 minutes long, still at 12:30 on weekdays.
  {
    say: ['15 mins of spanish is very less yaar. Pls make it 30 mins, timing 12:30 itself is fine'],
    category: 'change',
    then: [{ habit: 'Spanish', minutes: 30, time: '12:30', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  // Drink water target goes from 8 to 10 glasses a day.
  {
    say: ['Doctor told me to drink more water in this dry weather. Kindly increase the water target from 8 glasses to 10 glasses per day'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  // Coffee limit goes from 2 cups to at most 1 a day.
  {
    say: ['coffee limit pls make 1 cup per day only. 2 cups is too much, not getting proper sleep'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 1, direction: 'atMost' } }],
  },
  // Walk the dog moves from 17:00 to 15:00.
  {
    say: ['In London it is getting dark by 4 pm itself!! Do one thing, prepone walk the dog to 3 pm'],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '15:00', minutes: 30 }],
  },
  // Rowing goes from 3 to 4 times a week, still 06:30.
  {
    say: ['Rowing currently 3 times a week na, I want to increase same to 4 times a week from now onwards'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4, time: '06:30' }],
  },
  // Tennis on Saturday 12 Dec only starts at 08:00; the next Saturday stays at 10:00.
  {
    say: [
      'This saturday 12th Dec I have a friends housewarming at 12. Kindly prepone tennis to 8 AM for that day only, from next sat onwards normal 10 AM timing',
    ],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Sat'], timeOn: { '2026-12-12': '08:00', '2026-12-19': '10:00' } }],
  },

  // ---------------------------------------------------------------- create (8)

  // New daily habit "Evening walk" at 21:00 for 20 minutes.
  {
    say: ['Kindly add one new habit - Evening walk, daily 9 PM, 20 mins. Need to reduce my tummy :)'],
    category: 'create',
    then: [{ newHabit: 'evening walk', time: '21:00', minutes: 20 }],
  },
  // New habit "Call home" every Sunday at 19:30 for 30 minutes.
  {
    say: ['Pls create a habit "Call home" every sunday 7:30 pm for 30 mins. Amma keeps complaining I dont call'],
    category: 'create',
    then: [{ newHabit: 'call home', days: ['Sun'], time: '19:30', minutes: 30 }],
  },
  // New limit habit for sugar: at most 2 spoons a day.
  {
    say: ['I am trying to cut down sugar in my chai. Add a habit for sugar, max 2 spoons per day only'],
    category: 'create',
    then: [{ newHabit: 'sugar', target: { quantity: 2, direction: 'atMost' } }],
  },
  // New habit "Swimming", twice a week on no fixed days, 45 minutes, in the Fitness area.
  {
    say: ['Joined the leisure centre near my flat. Add swimming 2 times a week, any days is ok, 45 mins each, put same under Fitness'],
    category: 'create',
    then: [{ newHabit: 'swimming', perWeek: 2, minutes: 45, area: 'Fitness' }],
  },
  // New habit "Eye drops" three times a day at 09:00, 14:00 and 21:00.
  {
    say: ['Optician has given me eye drops. pls add habit eye drops 3 times daily - 9 AM, 2 pm and 9 pm'],
    category: 'create',
    then: [{ newHabit: 'eye drops', timesOfDay: ['09:00', '14:00', '21:00'] }],
  },
  // New habit "Duolingo" daily at 20:00 for 10 minutes, under the Spanish goal.
  {
    say: ['Add Duolingo daily at 8 pm for 10 mins and kindly link it to my Spanish holiday goal'],
    category: 'create',
    then: [{ newHabit: 'duolingo', time: '20:00', minutes: 10, goal: 'Speak Spanish on holiday' }],
  },
  // New daily "Physio exercises" from tomorrow until 20 Dec, 19:30 for 15 minutes.
  {
    say: ['Physio has given exercises for my back. From tomorrow till 20th Dec I have to do physio exercises daily 7:30 pm for 15 mins, kindly add same'],
    category: 'create',
    then: [
      {
        newHabit: 'physio',
        time: '19:30',
        minutes: 15,
        nextDates: ['2026-12-10', '2026-12-11', '2026-12-12'],
        endDate: '2026-12-20',
      },
    ],
  },
  // New habit for steps with a daily target of at least 8000 steps.
  {
    say: ['new habit pls: steps, target 8000 steps every day'],
    category: 'create',
    then: [{ newHabit: 'steps', target: { quantity: 8000, unit: 'steps', direction: 'atLeast' } }],
  },

  // ---------------------------------------------------------------- conversation (7)

  // Asks Meditate's time, then moves "it" 15 minutes later: 07:45.
  {
    say: ['What is the timing of meditation?', 'ok pls postpone it by 15 mins'],
    category: 'conversation',
    then: [{ habit: 'Meditate', time: '07:45', minutes: 10 }],
  },
  // Checks Pilates is on Thursday, then moves "that one" to Friday at the same time.
  {
    say: ['Pilates is on thursday only right?', 'Yes ok. Kindly move that one to friday, same timing'],
    category: 'conversation',
    then: [{ habit: 'Pilates', days: ['Fri'], time: '19:00' }],
  },
  // Ticks Spanish today by mistake, corrects to Piano (moves the tick: two records, confirmed).
  {
    say: ['spanish done for today', 'sorry sorry, I meant piano not spanish', 'yes'],
    category: 'conversation',
    then: [
      { habit: 'Spanish', notDoneOn: '2026-12-09' },
      { habit: 'Piano', doneOn: '2026-12-09' },
    ],
  },
  // Ticks Walk the dog today, then undoes that.
  {
    say: ['Mark walk the dog as done for today', 'arre undo that, my flatmate took him out today, not me'],
    category: 'conversation',
    then: [{ habit: 'Walk the dog', notDoneOn: '2026-12-09' }],
  },
  // Adds a 10-minute reminder to Piano, then the same to Read "as well".
  {
    say: ['Kindly add a reminder 10 mins before piano', 'do the same for reading as well'],
    category: 'conversation',
    then: [
      { habit: 'Piano', reminders: [{ minutesBefore: 10 }] },
      { habit: 'Read', reminders: [{ minutesBefore: 10 }] },
    ],
  },
  // Moves Rowing to 07:00, then corrects to 07:15.
  {
    say: ['Rowing pls shift to 7 AM', 'sorry I meant 7:15 AM'],
    category: 'conversation',
    then: [{ habit: 'Rowing', time: '07:15', perWeek: 3 }],
  },
  // Asks about Gym's reminders, then removes the email one and keeps the push one.
  {
    say: ['how many reminders are set for gym?', 'ok kindly remove the email one, push notification is sufficient'],
    category: 'conversation',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },

  // ---------------------------------------------------------------- log (5)

  // Adds 5 glasses to today's water: total 8.
  {
    say: ['Pls add 5 glasses to water for today. Was in back to back meetings, forgot to log'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },
  // Yesterday's reading total becomes 22 pages.
  {
    say: ['Yesterday I had logged only 12 pages for reading, actually I read 10 more before sleeping. Pls make yesterdays total 22'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-08', amount: 22 }],
  },
  // Marks Squash done on Sunday 6 Dec.
  {
    say: ['Played squash with colleagues on sunday 6th Dec, forgot to mark same. Kindly do the needful'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  // Ticks today's 08:00 Vitamins slot.
  {
    say: ['Took my morning vitamins with breakfast at 8, pls tick'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  // Logs one more coffee today: total 2 cups.
  {
    say: ['had my 2nd coffee of the day just now, one more cup pls log'],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },

  // ---------------------------------------------------------------- question (5)

  // Asks when Gym is on Thursday.
  {
    say: ['What is the timing of gym on thursday? Kindly revert'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks how many runs were done this week.
  {
    say: ['How many times I went for morning run this week?'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks when the antibiotics course ends.
  {
    say: ['Till what date is my antibiotics course? Forgot what doctor said'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks how much water has been logged today.
  {
    say: ['how much water I have drunk today itself?'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks which habits are in the Learning area.
  {
    say: ['Which all habits are there under Learning?'],
    category: 'question',
    question: true,
    then: [],
  },

  // ---------------------------------------------------------------- note (3)

  // Adds a note to today's Morning run.
  {
    say: ['Add a note for todays morning run - 5k in 28 mins, knee was paining little bit after'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },
  // Corrects the 7 Dec reading note from "part one" to "part two".
  {
    say: ['In my reading note of 7th Dec I wrote part one by mistake, it should be part two. Kindly correct same'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-07', includes: 'part two', excludes: ['part one'] }],
  },
  // Adds a note to Tennis on Saturday 5 Dec.
  {
    say: ['For last saturday tennis (5-Dec) pls put note: lost 6-4 to Raghav, backhand needs work'],
    category: 'note',
    then: [{ habit: 'Tennis', noteOn: '2026-12-05', includes: 'backhand' }],
  },

  // ---------------------------------------------------------------- skip-pause (3)

  // Skips today's Spanish.
  {
    say: ['Have a client call during lunch today, kindly skip spanish for today itself'],
    category: 'skip-pause',
    then: [{ habit: 'Spanish', skippedOn: '2026-12-09' }],
  },
  // Pauses Gym from Mon 14 Dec up to Sun 20 Dec.
  {
    say: ['I am travelling to Bangalore for my cousins wedding. Pls pause gym from 14-Dec upto 20-Dec'],
    category: 'skip-pause',
    then: [
      { habit: 'Gym', pausedOn: ['2026-12-15', '2026-12-17'] },
      { habit: 'Gym', notPausedOn: ['2026-12-10', '2026-12-22'] },
    ],
  },
  // Resumes Journal from today instead of after 14 Dec.
  {
    say: ['I had paused journal till 14th but I am back to normal now. Kindly resume same from today itself'],
    category: 'skip-pause',
    then: [{ habit: 'Journal', notPausedOn: ['2026-12-09', '2026-12-10', '2026-12-14'] }],
  },

  // ---------------------------------------------------------------- remind (3)

  // Adds an email reminder 60 minutes before Tennis.
  {
    say: ['Kindly add one email reminder for tennis, 1 hour before'],
    category: 'remind',
    then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 60, channel: 'email' }] }],
  },
  // Spanish's push reminder moves from 5 to 15 minutes before.
  {
    say: ['Spanish reminder 5 mins before is too late, I am still in meetings. pls make it 15 mins before'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // Removes Morning run's reminder.
  {
    say: ['Remove the reminder for morning run, I am getting up on time anyways, alarm is sufficient'],
    category: 'remind',
    then: [{ habit: 'Morning run', reminders: [] }],
  },

  // ---------------------------------------------------------------- end (2)

  // Ends Rowing on Thu 31 Dec, after confirming.
  {
    say: ['My rowing club membership is ending, last session will be 31-Dec. Kindly end the rowing habit on same date', 'yes go ahead'],
    category: 'end',
    then: [{ habit: 'Rowing', endDate: '2026-12-31', archived: false }],
  },
  // Antibiotics now end on Sat 12 Dec instead of 15 Dec, after confirming.
  {
    say: ['Doctor said I can stop antibiotics on 12th Dec itself, that will be the last day. Pls prepone the end date', 'ok do it'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-12', timesOfDay: ['08:00', '20:00'] }],
  },

  // ---------------------------------------------------------------- several / scope (2)

  // Gym and Pilates both move 30 minutes later (18:30 and 19:30), after confirming.
  {
    say: ['Office timings have changed again. Kindly postpone both gym and pilates by 30 mins', 'yes please'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '18:30', days: ['Tue', 'Thu'] },
      { habit: 'Pilates', time: '19:30', days: ['Thu'] },
    ],
  },
  // Clears only Drink water's history; the habit and its target stay, after confirming.
  {
    say: ['I want to start fresh for water. Clear only the history of drink water, keep the habit and target as it is', 'yes do the needful'],
    category: 'scope',
    then: [{ habit: 'Drink water', historyCleared: true, target: { quantity: 8, unit: 'glasses', direction: 'atLeast' } }],
  },

  // ---------------------------------------------------------------- rename / restore (2)

  // Renames Read to "Reading before bed".
  {
    say: ['Pls rename "Read" as "Reading before bed"'],
    category: 'rename',
    then: [{ habit: 'Read', name: 'Reading before bed', time: '21:30' }],
  },
  // Brings the archived Stretch habit back.
  {
    say: ['I had archived stretch habit some time back. Kindly bring back same, I want to restart it'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false }],
  },
];
