import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Thirty-ninth pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the kept-apart table).
 *
 * Persona: a retired schoolteacher in her late sixties, new to chat apps. She writes complete,
 * polite, slightly formal sentences ("Would you be so kind as to...", "I should like to..."),
 * sometimes thanks the coach or signs off, uses old-fashioned phrasing ("a fortnight", "half past
 * six in the evening", "the day after tomorrow", "Thursday week"), now and then joins two requests
 * with "and also", and makes the odd autocorrect slip.
 *
 * The account is Sam's (kept-apart.account.ts); today is Wednesday 9 December 2026, 10:00 London.
 *
 * Dates used, with their weekdays:
 * - 2026-12-06 Sun (last Sunday)
 * - 2026-12-07 Mon (last Monday, "the 7th")
 * - 2026-12-08 Tue (yesterday, "last night")
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri (the day after tomorrow; "Friday")
 * - 2026-12-12 Sat (this Saturday)
 * - 2026-12-13 Sun (this Sunday)
 * - 2026-12-14 Mon (next Monday)
 * - 2026-12-15 Tue
 * - 2026-12-17 Thu (Thursday week)
 * - 2026-12-19 Sat (Saturday the 19th)
 * - 2026-12-21 Mon (the 21st)
 * - 2026-12-22 Tue
 * - 2026-12-24 Thu
 * - 2026-12-27 Sun (the 27th)
 * - 2026-12-29 Tue
 * - 2026-12-31 Thu (the thirty-first)
 *
 * Written by a helper who read only the kept-apart types and account (lead's nineteenth session).
 */
export const THIRTY_NINTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (10)

  // change: Gym moves from 18:00 to 18:30, still Tuesdays and Thursdays.
  {
    say: [
      'Good morning. Would you be so kind as to move my Gym sessions to half past six in the evening, rather than six o\'clock? The car park is less busy then. Thank you.',
    ],
    category: 'change',
    then: [{ habit: 'Gym', time: '18:30', days: ['Tue', 'Thu'], minutes: 60 }],
  },
  // change: Piano lasts 30 minutes instead of 20, same 19:30 start.
  {
    say: ['I find that twenty minutes of piano is not quite long enough to warm up properly. Could you make it half an hour each evening, please?'],
    category: 'change',
    then: [{ habit: 'Piano', minutes: 30, time: '19:30' }],
  },
  // change: Tennis moves from Saturdays to Sundays, still at 10:00.
  {
    say: [
      'My tennis club has moved the ladies\' doubles to Sunday mornings. I should like Tennis moved from Saturday to Sunday, at the same time of ten o\'clock, if you would.',
    ],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Sun'], time: '10:00', minutes: 90 }],
  },
  // change: Yoga on Wednesdays as well as Mondays, still 19:00.
  {
    say: ['Would it be possible to have Yoga on Wednesdays as well as Mondays? The class at the village hall now runs on both evenings.'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Mon', 'Wed'], time: '19:00' }],
  },
  // change: Drink water target goes from 8 glasses to 6 glasses a day.
  {
    say: ['The doctor tells me that eight glasses is rather a lot for someone of my size. Please change my water to six glasses a day. Kind regards, Sam'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 6, unit: 'glasses', direction: 'atLeast' } }],
  },
  // change: Rowing goes from 3 to 4 times a week (still no fixed days).
  {
    say: ['I have been enjoying the rowing machine enormously. I should like to row four times a week now instead of three, if you would be so kind.'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  // change: Spanish moves from 12:30 to 16:15, still weekdays.
  {
    say: [
      'My Spanish lessen at lunchtime clashes with bridge club. Could you put it to a quarter past four in the afternoon instead, please? The days can stay as they are.',
    ],
    category: 'change',
    then: [{ habit: 'Spanish', time: '16:15', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  // change: Water the plants every 4 days instead of every 3.
  {
    say: ['I rather think the plants are drowning. Would you set Water the plants to every four days, please, not every three?'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 4 }],
  },
  // change: only Friday's Morning run (the day after tomorrow) moves to 09:00; Monday stays 07:00.
  {
    say: [
      'The day after tomorrow I have an early appointment at the surgery. Could my morning run that day be at nine o\'clock instead of seven? Just that once, please.',
    ],
    category: 'change',
    then: [{ habit: 'Morning run', timeOn: { '2026-12-11': '09:00', '2026-12-14': '07:00' }, days: ['Mon', 'Wed', 'Fri'] }],
  },
  // change: Coffee limit goes from 2 cups to 1 cup a day.
  {
    say: ['I have been managing rather well, so I think I am ready for the next step. Would you lower my coffee limit to one cup a day?'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 1, unit: 'cups', direction: 'atMost' } }],
  },

  // ---------------------------------------------------------------- create (8)

  // create: a daily crossword habit at 08:00 for 20 minutes.
  {
    say: ['I should like to start a new habit of doing the crossword every morning at eight o\'clock, for about twenty minutes. Thank you kindly.'],
    category: 'create',
    then: [{ newHabit: 'crossword', time: '08:00', minutes: 20, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  // create: calling my sister every Sunday at 16:00.
  {
    say: ['Would you please add a habit for telephoning my sister on Sunday afternoons, at four o\'clock? We do so like a chat.'],
    category: 'create',
    then: [{ newHabit: 'sister', days: ['Sun'], time: '16:00' }],
  },
  // create: physio exercises on Tue, Thu and Sat at 10:00.
  {
    say: [
      'The physiotherapist has asked me to do my exercises on Tuesdays, Thursdays and Saturdays at ten in the morning. Could you add that for me, please? You may call it Physio exercises.',
    ],
    category: 'create',
    then: [{ newHabit: 'physio', days: ['Tue', 'Thu', 'Sat'], time: '10:00' }],
  },
  // create: a Steps habit with a daily target of at least 5000 steps.
  {
    say: ['My grandson has given me one of those step counters. I should like a new habit called Steps, with a target of 5,000 steps each day.'],
    category: 'create',
    then: [{ newHabit: 'steps', target: { quantity: 5000, unit: 'steps', direction: 'atLeast' } }],
  },
  // create: giving up biscuits (a quit habit: at most 0).
  {
    say: ['I have decided to give up biscuits altogether, which is easier said than done. Would you add that as something I am stopping, please?'],
    category: 'create',
    then: [{ newHabit: 'biscuit', target: { quantity: 0, direction: 'atMost' } }],
  },
  // create: scales practice at 19:00 for 10 minutes, under the goal "Play a song for mum".
  {
    say: [
      'Please add a new habit of practising my scales for ten minutes at seven o\'clock in the evening. It belongs with my goal of playing a song for mum.',
    ],
    category: 'create',
    then: [{ newHabit: 'scales', time: '19:00', minutes: 10, goal: 'Play a song for mum' }],
  },
  // create: baking bread every other day from tomorrow at 09:00.
  {
    say: ['I should like to bake bread every other day, starting tomorrow, at nine in the morning. The shop loaf is simply not the same.'],
    category: 'create',
    then: [{ newHabit: 'bread', everyDays: 2, nextDates: ['2026-12-10', '2026-12-12', '2026-12-14'], time: '09:00' }],
  },
  // create: writing to my grandson once a fortnight (every 14 days).
  {
    say: ['Would you add a habit of writing a letter to my grandson at university once a fortnight? He never writes back, but I live in hope.'],
    category: 'create',
    then: [{ newHabit: 'grandson', everyDays: 14 }],
  },

  // ---------------------------------------------------------------- conversation (7)

  // conversation: asks Pilates time, then moves "it" to 18:30 (still Thursdays).
  {
    say: ['Could you tell me what time my Pilates class is, please?', 'Thank you. Would you move it to half past six, please? In the evening, of course.'],
    category: 'conversation',
    then: [{ habit: 'Pilates', time: '18:30', days: ['Thu'] }],
  },
  // conversation: moves Walk the dog to 16:00, then corrects to 16:30.
  {
    say: [
      'Now that it gets dark so early, please move Walk the dog to four o\'clock in the afternoon.',
      'I am so sorry, I meant half past four, not four.',
    ],
    category: 'conversation',
    then: [{ habit: 'Walk the dog', time: '16:30' }],
  },
  // conversation: moves Meditate to 07:00, then undoes it: stays at 07:30.
  {
    say: ['I should like Meditate to be at seven in the morning from now on.', 'Oh dear, would you undo that, please? I have changed my mind.'],
    category: 'conversation',
    then: [{ habit: 'Meditate', time: '07:30', minutes: 10 }],
  },
  // conversation: asks about Gym and Tennis, then moves "the first one" (Gym) to Mon and Wed.
  {
    say: [
      'Would you tell me about my Gym and my Tennis, please?',
      'Thank you. Please move the first one to Mondays and Wednesdays, at the same time as before.',
    ],
    category: 'conversation',
    then: [{ habit: 'Gym', days: ['Mon', 'Wed'], time: '18:00' }],
  },
  // conversation: logs 25 pages read today, then corrects to 35.
  {
    say: ['I have read twenty-five pages of Middlemarch this morning with my coffee.', 'Sorry, I meant thirty-five pages. My eyes are not what they were.'],
    category: 'conversation',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 35 }],
  },
  // conversation: creates a bird-feeding habit at 08:00, then makes it 10 minutes with a reminder 5 minutes before.
  {
    say: [
      'I should like a new habit, please: feeding the birds in the garden every morning at eight.',
      'Would you make it ten minutes long, and also send me a reminder five minutes before?',
    ],
    category: 'conversation',
    then: [{ newHabit: 'birds', time: '08:00', minutes: 10, reminders: [{ minutesBefore: 5 }] }],
  },
  // conversation: skips Tennis this Saturday, then Squash this Sunday "as well".
  {
    say: [
      'I shall be visiting my daughter in Harrogate this weekend, so please skip Tennis on Saturday.',
      'Squash on the Sunday as well, please. Thankyou.',
    ],
    category: 'conversation',
    then: [
      { habit: 'Tennis', skippedOn: '2026-12-12' },
      { habit: 'Squash', skippedOn: '2026-12-13' },
    ],
  },

  // ---------------------------------------------------------------- log (5)

  // log: Spanish done today.
  {
    say: ['I did my Spanish this morning, a little earlier than usual. Would you tick it off for today, please?'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-09' }],
  },
  // log: Squash done last Sunday, 6 December.
  {
    say: ['I did play squash on Sunday last, the 6th, but I quite forgot to record it. Would you mark it as done, please?'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  // log: five more glasses of water today on top of the 3 logged: total 8.
  {
    say: ['Since breakfast I have drunk five more glasses of water. Please add them to today\'s total.'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },
  // log: yesterday's evening (20:00) Vitamins done.
  {
    say: ['I took my evening vitamins last night, but I forgot to tick them off. Would you be so kind as to do it now?'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-08', time: '20:00' }],
  },
  // log: this morning's (08:00) Antibiotics dose done today.
  {
    say: ['I have taken my morning antibiotics with my breakfast, as the chemist told me to.'],
    category: 'log',
    then: [{ habit: 'Antibiotics', doneOn: '2026-12-09', time: '08:00' }],
  },

  // ---------------------------------------------------------------- question (5)

  // question: how many rowing sessions this week (nothing changes; "remind me" is not a reminder).
  {
    say: ['Could you remind me how many times I have been rowing this week?'],
    category: 'question',
    question: true,
    then: [],
  },
  // question: Spanish time on Friday.
  {
    say: ['What time is my Spanish lesson on Friday, please?'],
    category: 'question',
    question: true,
    then: [],
  },
  // question: when the antibiotics course finishes.
  {
    say: ['When is my course of antibiotics due to finish? I should like to tell the doctor.'],
    category: 'question',
    question: true,
    then: [],
  },
  // question: how the water is going this week.
  {
    say: ['How am I getting on with my water this week? Be honest with me.'],
    category: 'question',
    question: true,
    then: [],
  },
  // question: whether the journal is still paused, and until when.
  {
    say: ['Is my journal still on pause, and if so, until when?'],
    category: 'question',
    question: true,
    then: [],
  },

  // ---------------------------------------------------------------- note (3)

  // note: today's Morning run gets a note about the frost.
  {
    say: ['I should like to add a note to today\'s run: cold and frosty, but I managed the whole distance without stopping.'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'frosty' }],
  },
  // note: yesterday's Read gets a note about Dorothea.
  {
    say: ['Please put a note on my reading for yesterday: the chapter about Dorothea was rather slow going.'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-08', includes: 'Dorothea' }],
  },
  // note: last Monday's (7 December) Piano gets a note about the left hand.
  {
    say: ['On my piano practise last Monday, the 7th, would you note down that I finally managed the left hand of the first verse?'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-07', includes: 'left hand' }],
  },

  // ---------------------------------------------------------------- skip-pause (3)

  // skip-pause: Walk the dog paused Fri 11 to Mon 14 December inclusive.
  {
    say: [
      'I am going away form Friday to Monday inclusive, and the neighbour will take the dog out. Would you kindly pause Walk the dog for those days?',
    ],
    category: 'skip-pause',
    then: [
      { habit: 'Walk the dog', pausedOn: ['2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'] },
      { habit: 'Walk the dog', notPausedOn: ['2026-12-10', '2026-12-15'] },
    ],
  },
  // skip-pause: Gym skipped on Thursday week, 17 December.
  {
    say: ['Would you skip Gym on Thursday week, the seventeenth? I have a hospital appointment that afternoon.'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-17' }],
  },
  // skip-pause: Journal's pause ends early, so it is not paused from tomorrow on.
  {
    say: [
      'I have found my journal again, it was behind the bread bin. I should like to start writing in it again from tomorrow, rather than waiting until next week.',
    ],
    category: 'skip-pause',
    then: [{ habit: 'Journal', notPausedOn: ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'] }],
  },

  // ---------------------------------------------------------------- remind (3)

  // remind: Piano gets a reminder 15 minutes before.
  {
    say: ['Would you please remind me about my piano a quarter of an hour before it starts? I do tend to forget once the television is on.'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }],
  },
  // remind: Morning run's reminder goes from 10 to 20 minutes before (still push).
  {
    say: ['My morning run reminder comes rather too late for me to find my shoes. Could it come twenty minutes beforehand instead of ten?'],
    category: 'remind',
    then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 20, channel: 'push' }] }],
  },
  // remind: Gym keeps only the email reminder 30 minutes before; the push one goes.
  {
    say: [
      'I should prefer my Gym reminders to come only by email, half an hour before. Please take away the other one that buzzes on my telephone.',
    ],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 30, channel: 'email' }] }],
  },

  // ---------------------------------------------------------------- end (2)

  // end: Tennis ends on Saturday 19 December (proposal, then confirmed).
  {
    say: [
      'My tennis club closes for the winter after the nineteenth of December, so please let Tennis finish on Saturday the 19th.',
      'Yes, that is right. Thank you.',
    ],
    category: 'end',
    then: [{ habit: 'Tennis', endDate: '2026-12-19', days: ['Sat'] }],
  },
  // end: Rowing ends on 31 December (proposal, then confirmed).
  {
    say: [
      'The rowing club is closing its gym at the end of the month, I am sorry to say. Would you stop my Rowing then? The thirty-first will be the last day.',
      'Yes please, go ahead.',
    ],
    category: 'end',
    then: [{ habit: 'Rowing', endDate: '2026-12-31' }],
  },

  // ---------------------------------------------------------------- several / scope (2)

  // several: Gym and Pilates both paused 21 to 27 December (proposal naming both, then confirmed).
  {
    say: [
      'Over Christmas I shall be staying with my son, so would you kindly pause Gym from the 21st to the 27th of December, and also Pilates for the same days?',
      'Yes, please do.',
    ],
    category: 'several',
    then: [
      { habit: 'Gym', pausedOn: ['2026-12-22', '2026-12-24'] },
      { habit: 'Gym', notPausedOn: ['2026-12-17', '2026-12-29'] },
      { habit: 'Pilates', pausedOn: ['2026-12-24'] },
      { habit: 'Pilates', notPausedOn: ['2026-12-17', '2026-12-31'] },
    ],
  },
  // scope: only Read's history is cleared; the habit and its schedule stay (proposal, then confirmed).
  {
    say: [
      'I should like to start my reading afresh now that I have a new book. Would you clear the old record of pages for Read, but keep the habit itself just as it is?',
      'Yes, go ahead.',
    ],
    category: 'scope',
    then: [{ habit: 'Read', historyCleared: true, time: '21:30', target: { quantity: 20, unit: 'pages', direction: 'atLeast' } }],
  },

  // ---------------------------------------------------------------- rename / restore (2)

  // rename: Walk the dog becomes "Walk Rufus".
  {
    say: ['Would you be so good as to rename Walk the dog to Walk Rufus? That is his name, and it seems only fair.'],
    category: 'rename',
    then: [{ habit: 'Walk the dog', name: 'Walk Rufus' }],
  },
  // restore: the archived Stretch habit is brought back (active).
  {
    say: ['I should like to take up my stretching again, as my back has been stiff. Would you bring back the Stretch habit I put away, please?'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false }],
  },
];
