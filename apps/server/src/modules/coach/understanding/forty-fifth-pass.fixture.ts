import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Forty-fifth pass (issue 50), on the kept-apart harness's account (not the kept-apart table).
 * Forty-fifth pass of the kept-apart table: an adult with dyslexia who writes confidently but
 * spells by sound (phonetic spellings, swapped letters, words run together or split, mostly
 * lowercase, few commas). They talk as Sam, on the account of `kept-apart.account.ts`, whose today
 * is Wednesday 9 December 2026, 10:00 London.
 *
 * Dates used, with their weekdays:
 * - 2026-12-04 Fri
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
 * - 2026-12-31 Thu
 *
 * Written by a helper who read only the kept-apart types and account (lead's nineteenth session).
 */
export const FORTY_FIFTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (10)

  // Gym moves from 18:00 to 19:00, still Tue/Thu, still an hour.
  {
    say: ['hey can u move my gym to 7 in the evenin insted of 6, work finishes late now'],
    category: 'change',
    then: [{ habit: 'Gym', time: '19:00', days: ['Tue', 'Thu'], minutes: 60 }],
  },
  // Piano moves from 19:30 to 18:00 every day.
  {
    say: ['piano at half 7 is to late for me im to tired, make it 6 oclock in the evenin'],
    category: 'change',
    then: [{ habit: 'Piano', time: '18:00', minutes: 20 }],
  },
  // Spanish lessons go from 15 to 20 minutes, same time and weekdays.
  {
    say: ['spannish lesons shud be 20 minits not 15'],
    category: 'change',
    then: [{ habit: 'Spanish', minutes: 20, time: '12:30', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  // Yoga moves from Mondays to Wednesdays, same time.
  {
    say: ['ok so from now on i want yoga on wensdays not mondays'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Wed'], time: '19:00', minutes: 60 }],
  },
  // Rowing goes from 3 to 4 times a week.
  {
    say: ['rowing is going realy well lets up it to 4 times a week'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  // Drink water target goes from 8 to 10 glasses a day.
  {
    say: ['i want to drink more so make the water target 10 glases a day'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  // Coffee limit goes from at most 2 cups to at most 1 cup a day.
  {
    say: ['trying to cut down so coffee max 1 cup a day from now on pls'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 1, unit: 'cups', direction: 'atMost' } }],
  },
  // Pilates goes from Thursdays only to Tuesdays and Thursdays, same time.
  {
    say: ['pilartes twice a week now, tusdays and thursdays same time as now'],
    category: 'change',
    then: [{ habit: 'Pilates', days: ['Tue', 'Thu'], time: '19:00', minutes: 50 }],
  },
  // Water the plants goes from every 3 days to every 2 days.
  {
    say: ['the heating is drying out my plants so water them evry 2 days insted of evry 3'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 2 }],
  },
  // Only tomorrow's gym (Thu 10 Dec) moves to 08:00; next Tuesday's stays at 18:00.
  {
    say: ['gym tomoro has to be at 8 in the mornin, just tomoro tho not evry week'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Tue', 'Thu'], timeOn: { '2026-12-10': '08:00', '2026-12-15': '18:00' } }],
  },

  // ---------------------------------------------------------------- create (8)

  // New daily habit to floss at 22:00.
  {
    say: ['new habit floss my teeth evry nite at 10pm'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:00' }],
  },
  // New weekly habit to call mum on Sundays at 17:00.
  {
    say: ['i keep forgeting so add call mum evry sundy at 5 in the evenin'],
    category: 'create',
    then: [{ newHabit: 'call mum', days: ['Sun'], time: '17:00' }],
  },
  // New swimming habit on Tuesdays and Fridays at 07:00 for 45 minutes.
  {
    say: ['new excersize habit - swimming tusdays and fridays 7am for 45 minits'],
    category: 'create',
    then: [{ newHabit: 'swim', days: ['Tue', 'Fri'], time: '07:00', minutes: 45 }],
  },
  // New habit to cycle to work three times a week, no fixed days.
  {
    say: ['start a habit cycle to work 3 times a week, dont mind wich days'],
    category: 'create',
    then: [{ newHabit: 'cycl', perWeek: 3 }],
  },
  // New daily habit to take iron tablets at 08:00.
  {
    say: ['got iron tablits from the doctor i need to take them evry mornin at 8'],
    category: 'create',
    then: [{ newHabit: 'iron', time: '08:00' }],
  },
  // New quit habit: no chocolate at all (at most 0 a day).
  {
    say: ['i want to quit chocolat compleetly, none at all, can u track that for me'],
    category: 'create',
    then: [{ newHabit: 'chocolat', target: { quantity: 0, direction: 'atMost' } }],
  },
  // New daily habit of at least 20 press ups.
  {
    say: ['add press ups, 20 evry day'],
    category: 'create',
    then: [{ newHabit: 'press', target: { quantity: 20, direction: 'atLeast' } }],
  },
  // New Thursday 19:00 habit to put the bins out, with one reminder 30 minutes before.
  {
    say: ['new one: put the bins out evry thursday at 7pm and remind me half an hour befor'],
    category: 'create',
    then: [{ newHabit: 'bin', days: ['Thu'], time: '19:00', reminders: [{ minutesBefore: 30 }] }],
  },

  // ---------------------------------------------------------------- conversation (7)

  // Spanish moves, then the person corrects the time: it ends at 14:00, same weekdays.
  {
    say: ['move spannish to 1 oclock', 'sorry i ment 2 oclock not 1'],
    category: 'conversation',
    then: [{ habit: 'Spanish', time: '14:00', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  // Two logs in a row for today: the plants, then the dog walk ("to" = too).
  {
    say: ['just waterd the plants', 'and walked the dog to'],
    category: 'conversation',
    then: [
      { habit: 'Water the plants', doneOn: '2026-12-09' },
      { habit: 'Walk the dog', doneOn: '2026-12-09' },
    ],
  },
  // A reminder on piano, then changed to 20 minutes before: exactly one reminder, 20 minutes.
  {
    say: ['put a remindder on piano 10 minits befor', 'actully make that 20'],
    category: 'conversation',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 20 }] }],
  },
  // Asks about yoga, then "make it 45": yoga becomes 45 minutes.
  {
    say: ['how long is my yoga sesion', 'make it 45 minits'],
    category: 'conversation',
    then: [{ habit: 'Yoga', minutes: 45, days: ['Mon'], time: '19:00' }],
  },
  // Logs 20 pages today, then corrects to 25: today's total is exactly 25.
  {
    say: ['read 20 pages this mornin on the train', 'no sorry it was 25'],
    category: 'conversation',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 25 }],
  },
  // Ticks Spanish for today, then undoes it: not done today.
  {
    say: ['tick off spannish for today', 'wait undo that i havent actully done it yet'],
    category: 'conversation',
    then: [{ habit: 'Spanish', notDoneOn: '2026-12-09' }],
  },
  // Gym made 45 minutes, then yoga "as well": both 45 minutes.
  {
    say: ['make gym 45 minits', 'and yoga as well'],
    category: 'conversation',
    then: [
      { habit: 'Gym', minutes: 45, time: '18:00' },
      { habit: 'Yoga', minutes: 45, time: '19:00' },
    ],
  },

  // ---------------------------------------------------------------- log (5)

  // Two more glasses today on top of 3: today's total is 5.
  {
    say: ['had 2 more glases of water'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  // Meditate done on Monday 7 Dec.
  {
    say: ['i did medditate on monday but forgot to tick it'],
    category: 'log',
    then: [{ habit: 'Meditate', doneOn: '2026-12-07' }],
  },
  // Today's 08:00 antibiotics slot done.
  {
    say: ['took my antibiotix with brekfast'],
    category: 'log',
    then: [{ habit: 'Antibiotics', doneOn: '2026-12-09', time: '08:00' }],
  },
  // Rowing done today.
  {
    say: ['rowing done this mornin, 40 mins on the machine'],
    category: 'log',
    then: [{ habit: 'Rowing', doneOn: '2026-12-09' }],
  },
  // Yesterday's reading corrected from 12 to 15 pages.
  {
    say: ['i read 15 pages yestaday not 12, can u fix it'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-08', amount: 15 }],
  },

  // ---------------------------------------------------------------- question (5)

  // Asks when the next tennis is; nothing changes.
  {
    say: ['wen is my next tennis'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks how much water today; nothing changes.
  {
    say: ['how many glases of water hav i had today'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks whether Spanish was done last Friday (4 Dec); nothing changes.
  {
    say: ['did i do spannish last friday? cant remember'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks what is on tomorrow; nothing changes.
  {
    say: ['whats on my shedule for tomoro'],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks when the antibiotics finish; nothing changes.
  {
    say: ['wen do the antibiotix finish, is it next week'],
    category: 'question',
    question: true,
    then: [],
  },

  // ---------------------------------------------------------------- note (3)

  // Note on today's morning run about the knee.
  {
    say: ['add a note to todays run: knee was a bit sore at the end'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },
  // Note on yesterday's piano about learning the first half of the song.
  {
    say: ['piano yestaday, put a note that i lernt the first half of the song'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'first half' }],
  },
  // Note on Tuesday's (8 Dec) gym about a deadlift personal best.
  {
    say: ['gym on tusday i got a new personal best on deadlift, can u note that down'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'deadlift' }],
  },

  // ---------------------------------------------------------------- skip-pause (3)

  // Skip this Saturday's tennis (12 Dec).
  {
    say: ['skip tennis this satday im away for the weekend'],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }],
  },
  // Pause the morning run Friday 11 to Monday 14 Dec; Wednesday 16 is not paused.
  {
    say: ['pause my morning run from friday to monday my ankle is sore'],
    category: 'skip-pause',
    then: [
      { habit: 'Morning run', pausedOn: ['2026-12-11', '2026-12-14'] },
      { habit: 'Morning run', notPausedOn: ['2026-12-16'] },
    ],
  },
  // End the journal's pause from today: not paused today through the 14th.
  {
    say: ['im back to normal now, unpause the jurnal from to night'],
    category: 'skip-pause',
    then: [{ habit: 'Journal', notPausedOn: ['2026-12-09', '2026-12-10', '2026-12-14'] }],
  },

  // ---------------------------------------------------------------- remind (3)

  // Vitamins get one reminder, 5 minutes before.
  {
    say: ['i always forget my vitamens, remind me 5 minits befor'],
    category: 'remind',
    then: [{ habit: 'Vitamins', reminders: [{ minutesBefore: 5 }] }],
  },
  // Gym keeps only the push reminder 15 minutes before; the email one goes.
  {
    say: ['gym remindders - get rid of the email one, just keep the one on my phone'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // Spanish gets an email reminder an hour before, keeping its 5-minute push one.
  {
    say: ['can i get an email remindder for spannish an hour befor as well'],
    category: 'remind',
    then: [
      {
        habit: 'Spanish',
        reminders: [
          { minutesBefore: 5, channel: 'push' },
          { minutesBefore: 60, channel: 'email' },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------- end (2)

  // Gym ends after Thursday 31 Dec, confirmed.
  {
    say: ['i want to stop gym at the end of the year, last sesion is thursday the 31st', 'yes'],
    category: 'end',
    then: [{ habit: 'Gym', endDate: '2026-12-31' }],
  },
  // Squash ends after this Sunday, 13 Dec, confirmed.
  {
    say: ['im done with squash, this sundy is the last one', 'yep go ahed'],
    category: 'end',
    then: [{ habit: 'Squash', endDate: '2026-12-13' }],
  },

  // ---------------------------------------------------------------- several / scope (2)

  // Gym and Pilates both move to 20:00, proposed and then confirmed.
  {
    say: ['move gym and pilartes both to 8pm', 'yes'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '20:00', days: ['Tue', 'Thu'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },
  // Piano's history is cleared but the habit and schedule stay, confirmed.
  {
    say: ['clear the history on piano, only the history, i want to keep the habit going', 'yes do it'],
    category: 'scope',
    then: [{ habit: 'Piano', historyCleared: true, time: '19:30', archived: false }],
  },

  // ---------------------------------------------------------------- rename / decline (2)

  // Walk the dog is renamed to "Dog walk".
  {
    say: ['can u rename walk the dog to just dog walk'],
    category: 'rename',
    then: [{ habit: 'Walk the dog', name: 'Dog walk' }],
  },
  // Asks to delete yoga, then takes it back: yoga stays as it is.
  {
    say: ['delet yoga i never go', 'actully no cancle that leave it'],
    category: 'decline',
    then: [{ habit: 'Yoga', archived: false, days: ['Mon'], time: '19:00' }],
  },
];
