import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Thirty-second pass: an older person typing careful, polite, sometimes formal full sentences.
 * The account's today: Wednesday 2026-12-09, 10:00 Europe/London.
 * Dates used: Sun 2026-11-29 (last squash), Sat 2026-12-05, Sun 2026-12-06, Mon 2026-12-07,
 * Tue 2026-12-08 (yesterday), Wed 2026-12-09 (today), Sun 2026-12-13 (this Sunday coming),
 * Tue 2026-12-15 (antibiotics' present last day), Thu 2026-12-17, Fri 2026-12-18 (the 18th),
 * Sat 2026-12-19 (the 19th), week after next = Mon 2026-12-21 to Sun 2026-12-27
 * (Gym then on Tue 2026-12-22 and Thu 2026-12-24), Sun 2026-12-27 (a fortnight after the 13th).
 * Written by a helper who read only the kept-apart types and account (lead's seventeenth session).
 */
export const THIRTY_SECOND_PASS: KeptApartCase[] = [
  // remind: add an email reminder an hour before a habit that has none
  {
    say: ["Would you be so kind as to send me an email an hour before my tennis on Saturdays? I have been arriving at the club rather late of late."],
    category: 'remind',
    then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 60, channel: 'email' }] }],
  },
  // remind: change the lead time of one of two reminders, keeping the other
  {
    say: ["I'm afraid the email about the Gym arrives rather too early for my liking. Could you possibly make it twenty minutes beforehand instead of half an hour?"],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 20, channel: 'email' }, { minutesBefore: 15, channel: 'push' }] }],
  },
  // remind: remove the only reminder
  {
    say: ['Kindly remove the notification reminder from my Spanish. I find it rather distracting at lunchtime, and I never forget the lesson in any case.'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [] }],
  },
  // remind: "a quarter of an hour" as a notification
  {
    say: ['I should like a notification a quarter of an hour before Pilates, if you please.'],
    category: 'remind',
    then: [{ habit: 'Pilates', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // remind: email ten minutes before
  {
    say: ['Could you remind me about my piano practice by email, ten minutes before it begins? I do tend to lose track of the time in the evenings.'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 10, channel: 'email' }] }],
  },
  // remind: change the channel only, keeping the minutes
  {
    say: ['I should be grateful if the reminder for my Morning run came by email rather than as a notification on my telephone. Ten minutes beforehand is quite right as it is.'],
    category: 'remind',
    then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 10, channel: 'email' }] }],
  },
  // remind: a clock time (7.20 a.m.) for a habit at 07:30, i.e. ten minutes before
  {
    say: ['Would you send me a notification at 7.20 a.m. each day, so that I remember to meditate? Many thanks.'],
    category: 'remind',
    then: [{ habit: 'Meditate', reminders: [{ minutesBefore: 10, channel: 'push' }] }],
  },
  // remind: remove the email reminder but keep the notification
  {
    say: ['I no longer wish to receive the email about the Gym, thank you. Please do keep the notification on my telephone, though.'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },

  // create: fixed weekdays, afternoon time, length, area
  {
    say: ['I should like to start walking round the park on Tuesdays and Thursdays, at half past two in the afternoon, for three quarters of an hour. Would you put it under Fitness, please?'],
    category: 'create',
    then: [{ newHabit: 'park', days: ['Tue', 'Thu'], time: '14:30', minutes: 45, area: 'Fitness' }],
  },
  // create: every other Sunday, starting this Sunday coming (the 13th)
  {
    say: ["Would you be so kind as to add 'Call my sister' for me? I ring her every other Sunday at 3 o'clock in the afternoon, beginning this Sunday coming."],
    category: 'create',
    then: [{ newHabit: 'sister', time: '15:00', nextDates: ['2026-12-13', '2026-12-27'], everyDays: 14 }],
  },
  // create: twice a day at set times, in an area
  {
    say: ['My doctor has told me to take a blood pressure tablet twice a day, at 8 a.m. and again at 8 p.m. Would you add that for me under Health?'],
    category: 'create',
    then: [{ newHabit: 'blood pressure', timesOfDay: ['08:00', '20:00'], area: 'Health' }],
  },
  // create: daily, with a cue (after meditating) and a length
  {
    say: ['I should like to begin reading the newspaper every morning, straight after I have meditated, for twenty minutes or so.'],
    category: 'create',
    then: [{ newHabit: 'newspaper', minutes: 20, cue: 'meditat' }],
  },
  // create: N times a week at noon, in an area
  {
    say: ['Kindly add the crossword as a new habit, five times a week, at noon. Please put it under Learning.'],
    category: 'create',
    then: [{ newHabit: 'crossword', perWeek: 5, time: '12:00', area: 'Learning' }],
  },
  // create: a daily limit
  {
    say: ["I'm afraid I take far too much sugar in my tea. I should like to keep to no more than three spoonfuls a day, and would be glad of your help with it."],
    category: 'create',
    then: [{ newHabit: 'sugar', target: { quantity: 3, unit: 'spoonfuls', direction: 'atMost' } }],
  },
  // create: daily, time, length, linked to an existing goal
  {
    say: ["Could you add a habit of practising my scales each day, for fifteen minutes at 4 o'clock in the afternoon? It is towards my goal of playing a song for Mum."],
    category: 'create',
    then: [{ newHabit: 'scales', time: '16:00', minutes: 15, goal: 'Play a song for mum' }],
  },

  // change: move weekdays, keep the time
  {
    say: ['Would you be so kind as to move the Gym to Mondays and Wednesdays? The Tuesday and Thursday sessions have become far too crowded. The time may stay as it is.'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Mon', 'Wed'], time: '18:00' }],
  },
  // change: new start time written "7.30 a.m."
  {
    say: ["I'm afraid 7 a.m. is rather too early for my Morning run now that the mornings are so dark. Could you make it 7.30 a.m. from now on?"],
    category: 'change',
    then: [{ habit: 'Morning run', time: '07:30', days: ['Mon', 'Wed', 'Fri'] }],
  },
  // change: one day only (Friday the 18th) at midday
  {
    say: ['I have an appointment with the dentist on the afternoon of the 18th, so on that one day could I walk the dog at midday instead? Every other day is to stay as usual.'],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '17:00', timeOn: { '2026-12-17': '17:00', '2026-12-18': '12:00', '2026-12-19': '17:00' } }],
  },
  // change: time and length together
  {
    say: ['Could you make my piano practice half an hour long, and have it start at a quarter to eight in the evening rather than half past seven?'],
    category: 'change',
    then: [{ habit: 'Piano', time: '19:45', minutes: 30 }],
  },
  // change: raise a daily target
  {
    say: ['My doctor tells me I ought to be drinking ten glasses of water a day rather than eight. Would you kindly alter it accordingly?'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  // change: move from Sunday evening to Saturday at half past six in the evening
  {
    say: ['I should prefer to plan my week on Saturdays at half past six in the evening, rather than on Sunday evenings, if that can be arranged.'],
    category: 'change',
    then: [{ habit: 'Plan the week', days: ['Sat'], time: '18:30' }],
  },
  // change: fewer times a week
  {
    say: ['Could you possibly reduce my rowing to twice a week? Three times is proving rather a lot at my age.'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 2 }],
  },

  // question: progress over a fortnight, nothing changes
  {
    say: ['How have I been getting on with my Morning run over the past fortnight? I should be interested to know.'],
    category: 'question',
    question: true,
    then: [],
  },
  // question: today's amount (3 glasses)
  {
    say: ['Could you tell me how many glasses of water I have had so far today? I have rather lost count.'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // question: last time done (Sunday 29 November)
  {
    say: ['When did I last play squash? I have a feeling it has been some little while.'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['29'] }],
  },
  // question: end date of a habit (Tuesday 15 December)
  {
    say: ['On which day does my course of antibiotics come to an end? I should hate to stop too soon.'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['15', 'Tuesday'] }],
  },
  // question: schedule in the week after next (Tue 22nd, Thu 24th)
  {
    say: ['Which days shall I be going to the Gym in the week after next? I am trying to arrange a visit from my daughter.'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['Tue', '22'] }],
  },

  // log: done today, told as a little story
  {
    say: ['I did manage my walk with the dog this morning, although it rained rather heavily and we both came home soaked through.'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }],
  },
  // log: add to today's amount (3 + 2 = 5)
  {
    say: ['I am pleased to say I have had two more glasses of water since breakfast.'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  // log: an amount on a past day (Sunday 6 December)
  {
    say: ['On Sunday evening I read thirty pages of my book before bed, which is rather more than usual for me.'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-06', amount: 30 }],
  },
  // log: the morning slot of a twice-a-day habit
  {
    say: ["I took my vitamins with breakfast at 8 o'clock this morning, as usual."],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  // log: one more on a limit (1 + 1 = 2)
  {
    say: ["I'm afraid I have given in and had a second cup of coffee this morning."],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },

  // note: on today's occurrence
  {
    say: ["Would you kindly add a note to this morning's run? The new shoes pinched rather badly on the hill by the church."],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'shoes' }],
  },
  // note: on yesterday's occurrence
  {
    say: ["I should like to record against yesterday's Gym session that the instructor, a Mr Patel, was most helpful with the machines."],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'Patel' }],
  },
  // note: correct an existing note (Monday 7 December)
  {
    say: ["I'm afraid I made a mistake in Monday's note on my reading. It was Daniel Deronda that I finished part one of, not Middlemarch. Could you correct it, please?"],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-07', includes: 'Daniel Deronda', excludes: ['Middlemarch'] }],
  },
  // note: on yesterday's piano
  {
    say: ["Against yesterday's piano practice, please jot down that I managed the first verse of Moon River without a single mistake."],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'Moon River' }],
  },

  // rename
  {
    say: ["I should like to rename 'Walk the dog' to 'Walk Biscuit', Biscuit being our spaniel."],
    category: 'rename',
    then: [{ habit: 'Walk the dog', name: 'Walk Biscuit' }],
  },
  // rename
  {
    say: ["Would you be so kind as to call my 'Plan the week' habit 'Sunday planning' from now on?"],
    category: 'rename',
    then: [{ habit: 'Plan the week', name: 'Sunday planning' }],
  },
  // rename
  {
    say: ["Could you possibly change the name of Read to 'Evening reading'? It sounds rather more inviting."],
    category: 'rename',
    then: [{ habit: 'Read', name: 'Evening reading' }],
  },

  // end: last day on Saturday the 19th, confirmed
  {
    say: [
      'The tennis club closes for the winter after next week, so Saturday the 19th will be my last game. Would you end my Tennis on that date, please?',
      'Yes, please. Thank you.',
    ],
    category: 'end',
    then: [{ habit: 'Tennis', endDate: '2026-12-19' }],
  },
  // end: bring an end date forward to Sunday the 13th, confirmed
  {
    say: [
      'The doctor telephoned this morning to say I may finish my antibiotics on Sunday the 13th rather than on Tuesday. Could you alter that for me?',
      'Yes, that is quite right. Many thanks.',
    ],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-13' }],
  },
  // end: archive, confirmed
  {
    say: [
      "I'm afraid the Monday yoga class has been discontinued. Kindly archive my Yoga for the time being; I may take it up again in the spring.",
      'Yes, do go ahead.',
    ],
    category: 'end',
    then: [{ habit: 'Yoga', archived: true }],
  },

  // restore: the archived habit, as it was
  {
    say: ["I'm afraid I rather let my stretching go. I should like to take it up again, please. Could you restore it just as it was?"],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false, time: '07:45', minutes: 10 }],
  },
  // restore: with a new time
  {
    say: ["Would you be so kind as to bring back my Stretch, but at 9 o'clock in the morning rather than a quarter to eight?"],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false, time: '09:00' }],
  },

  // goal: a new goal
  {
    say: ['I should like to set myself a new goal, if I may: to walk the whole of the Thames Path by next September.'],
    category: 'goal',
    then: [{ newGoal: 'Thames Path' }, { noNewHabit: true }],
  },
  // goal: rename a goal
  {
    say: ["Kindly change my goal 'Run a 10k' to 'Run a 5k'. I think I was being rather ambitious."],
    category: 'goal',
    then: [{ goal: 'Run a 10k', name: 'Run a 5k' }],
  },

  // vision: replace it
  {
    say: ["I should like my vision to read, in its entirety: 'A quiet and healthy old age, surrounded by books, music and my grandchildren.'"],
    category: 'vision',
    then: [{ vision: 'surrounded by books, music and my grandchildren' }],
  },
  // vision: add to it, keeping the rest
  {
    say: ['Could you possibly add to my vision that I should like to keep the garden in good order? Do leave the rest of it as it is.'],
    category: 'vision',
    then: [{ vision: 'garden' }, { vision: 'calm, strong and curious' }],
  },

  // conversation: a change to two habits, proposed then politely accepted
  {
    say: [
      "I should like both my Yoga and my Pilates to begin at 8 o'clock in the evening instead of 7, if you would be so kind.",
      "Yes, that's quite right. Thank you so much.",
    ],
    category: 'conversation',
    then: [
      { habit: 'Yoga', time: '20:00', days: ['Mon'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },
  // conversation: wiping history, proposed then politely declined (nothing changes)
  {
    say: [
      'Would you clear away all the history from my rowing? I should like to make a fresh start.',
      "On reflection, I think not. Please leave it exactly as it is, and I'm sorry to have troubled you.",
    ],
    category: 'conversation',
    then: [{ noNewHabit: true }],
  },
];
