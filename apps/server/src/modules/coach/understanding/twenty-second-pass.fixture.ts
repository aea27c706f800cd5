import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Twenty-second pass: new conversations on the kept-apart account (Sam, Wednesday 2026-12-09,
 * Europe/London, 10:00). Dates: yesterday Tue 2026-12-08, Mon 2026-12-07, Sun 2026-12-06,
 * Sat 2026-12-05, tomorrow Thu 2026-12-10, Fri 2026-12-11.
 */
export const TWENTY_SECOND_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- conversation (10)
  {
    // undo a tick
    say: ['practised piano', "undo that, i haven't actually done it yet"],
    category: 'conversation',
    then: [{ habit: 'Piano', notDoneOn: '2026-12-09' }],
  },
  {
    // undo a rename
    say: ['rename yoga to evening yoga pls', 'hmm undo that'],
    category: 'conversation',
    then: [{ habit: 'Yoga', name: 'Yoga' }],
  },
  {
    // "it" refers to the habit of the previous question (Pilates, Thursdays 19:00)
    say: ["what time's pilates on thursdays?", 'can you move it to 8pm from now on'],
    category: 'conversation',
    then: [{ habit: 'Pilates', time: '20:00', days: ['Thu'] }],
  },
  {
    // correction to another habit: the dog walk tick is taken back, the plants (due today) ticked
    say: ['walked the dog', 'no sorry i meant i watered the plants', 'yes'],
    category: 'conversation',
    then: [
      { habit: 'Walk the dog', notDoneOn: '2026-12-09' },
      { habit: 'Water the plants', doneOn: '2026-12-09' },
    ],
  },
  {
    // "same for X": the 08:00 slot of both several-times-a-day habits
    say: ['took my morning vitamins', 'same for the antibiotics'],
    category: 'conversation',
    then: [
      { habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' },
      { habit: 'Antibiotics', doneOn: '2026-12-09', time: '08:00' },
    ],
  },
  {
    // answering the coach's question
    say: ['can you add a new habit for me', 'flossing every night at 10.15pm'],
    category: 'conversation',
    then: [{ newHabit: 'floss', time: '22:15' }],
  },
  {
    // "never mind" after a proposal to delete a goal
    say: ['get rid of the sleep better goal', 'never mind'],
    category: 'conversation',
    then: [
      { goal: 'Sleep better', name: 'Sleep better' },
      { habit: 'Meditate', goal: 'Sleep better' },
      { habit: 'Journal', goal: 'Sleep better' },
    ],
  },
  {
    // undo a new habit
    say: ['add a cold shower every morning at 7.15', 'undo that', 'yes'],
    category: 'conversation',
    then: [{ noNewHabit: true }],
  },
  {
    // take back a time change
    say: ['move meditate to 6:45am', 'actually take that back'],
    category: 'conversation',
    then: [{ habit: 'Meditate', time: '07:30' }],
  },
  {
    // "both" after a question naming two habits; two records -> proposal -> yes
    say: ['how are piano and spanish going this week', 'tick both off for today', 'yes'],
    category: 'conversation',
    then: [
      { habit: 'Piano', doneOn: '2026-12-09' },
      { habit: 'Spanish', doneOn: '2026-12-09' },
    ],
  },

  // ---------------------------------------------------------------- create (8)
  {
    say: ["my back's been killing me so i want 10 mins of physio exercises every evening at 8"],
    category: 'create',
    then: [{ newHabit: 'physio', time: '20:00', minutes: 10 }],
  },
  {
    say: ['nurse wants me checking my blood pressure every morning, 8.15 pls'],
    category: 'create',
    then: [{ newHabit: 'blood pressure', time: '08:15' }],
  },
  {
    say: ['for the 10k goal add a long run on sundays at 9am'],
    category: 'create',
    then: [{ newHabit: 'long run', days: ['Sun'], time: '09:00', goal: 'Run a 10k' }],
  },
  {
    say: ['new one under Learning: history podcast, 20 mins every weekday at 8am'],
    category: 'create',
    then: [
      {
        newHabit: 'podcast',
        area: 'Learning',
        minutes: 20,
        days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
        time: '08:00',
      },
    ],
  },
  {
    say: ['keep forgetting my eye drops - need them at 9am, 2pm and 9pm every day'],
    category: 'create',
    then: [{ newHabit: 'eye drop', timesOfDay: ['09:00', '14:00', '21:00'] }],
  },
  {
    say: ['ok so new habit: tidy my desk at 5.30pm every weekday except fridays'],
    category: 'create',
    then: [{ newHabit: 'tidy', days: ['Mon', 'Tue', 'Wed', 'Thu'], time: '17:30' }],
  },
  {
    say: ['want the spanish to actually stick, so for my spanish holiday goal add anki, 15 cards a day'],
    category: 'create',
    then: [
      {
        newHabit: 'anki',
        goal: 'Speak Spanish on holiday',
        target: { quantity: 15, direction: 'atLeast' },
      },
    ],
  },
  {
    say: ["been snacking way too much at work so new habit called biscuits - max 2 a day"],
    category: 'create',
    then: [{ newHabit: 'biscuit', target: { quantity: 2, direction: 'atMost' } }],
  },

  // ---------------------------------------------------------------- log (8)
  {
    // nothing read today yet
    say: ['read 15 pages on the train this morning'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 15 }],
  },
  {
    // 3 already today; 2 corrected to 4 -> 7
    say: ['2 glasses of water just now', 'sorry make that 4'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 7 }],
  },
  {
    // 1 cup already today, 2 more -> 3
    say: ['had another 2 cups of coffee, oops'],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 3 }],
  },
  {
    say: ['forgot to log it but i took both my vitamins yesterday, morning and night'],
    category: 'log',
    then: [
      { habit: 'Vitamins', doneOn: '2026-12-08', time: '08:00' },
      { habit: 'Vitamins', doneOn: '2026-12-08', time: '20:00' },
    ],
  },
  {
    // Rowing is 3 times a week, no fixed days; the 6th (Sunday) was not logged
    say: ['rowed on the 6th, never put it in'],
    category: 'log',
    then: [{ habit: 'Rowing', doneOn: '2026-12-06' }],
  },
  {
    // two walks today are one tick of a once-a-day habit
    say: ['took the dog out at 7 and again at half 9'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }],
  },
  {
    // a slip on the quitting habit on Saturday 5 December
    say: ['ugh had 2 cigs at the party on saturday'],
    category: 'log',
    then: [{ habit: 'No smoking', doneOn: '2026-12-05', amount: 2 }],
  },
  {
    // the words give the day's total (3 already logged)
    say: ["that's 5 glasses of water in total so far today"],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },

  // ---------------------------------------------------------------- question (8)
  {
    // still to do today includes Spanish (12:30) and Piano (19:30)
    say: ['anything still to do today?'],
    category: 'question',
    question: true,
    then: [{ reply: ['Piano', 'Spanish'] }],
  },
  {
    // 3 of 8 glasses today
    say: ['hows the water going today'],
    category: 'question',
    question: true,
    then: [{ reply: ['3', '8'] }],
  },
  {
    // Gym is Tue/Thu 18:00 -> tomorrow, Thursday 10 December
    say: ["when's gym next"],
    category: 'question',
    question: true,
    then: [{ replyAny: ['tomorrow', 'Thu'] }],
  },
  {
    // Monday 7 December: run, rowing, yoga, water, coffee, piano, read, spanish, dog walk
    say: ['what did i get done on monday?'],
    category: 'question',
    question: true,
    then: [{ reply: ['Yoga', 'Piano'] }],
  },
  {
    // Spanish (weekdays) done Mon 7 and Tue 8, missed Fri 4: a streak of 2
    say: ['am i on a streak w spanish'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['2', 'two'] }],
  },
  {
    say: ['what goals am i working towards atm?'],
    category: 'question',
    question: true,
    then: [{ reply: ['10k', 'mum', 'Spanish', 'Sleep better'] }],
  },
  {
    say: ['is anything on pause at the moment'],
    category: 'question',
    question: true,
    then: [{ reply: ['Journal'] }],
  },
  {
    // every 3 days from 30 Nov: 30 Nov, 3 Dec, 6 Dec, 9 Dec (today)
    say: ['when do i next need to water the plants'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['today', '9 Dec', 'Dec 9', '9th', '2026-12-09'] }],
  },

  // ---------------------------------------------------------------- delete / end / restore (6)
  {
    say: ['delete sqash, not played in weeks', 'yes delete it'],
    category: 'delete',
    then: [{ habit: 'Squash', deleted: true }],
  },
  {
    // Saturday 19 December is its last day
    say: ['tennis club shuts for xmas so end tennis after sat the 19th', 'yep'],
    category: 'end',
    then: [{ habit: 'Tennis', endDate: '2026-12-19' }],
  },
  {
    say: ['unarchive stretch pls, want it back'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false }],
  },
  {
    // the goal goes, Piano stays (with no goal)
    say: ['delete the play a song for mum goal but keep the piano habit', 'yes'],
    category: 'delete',
    then: [
      { goal: 'Play a song for mum', deleted: true },
      { habit: 'Piano', archived: false, goal: null },
    ],
  },
  {
    // last day Friday 11 December (was 15 December)
    say: ['gp says i can finish the antibiotics after friday', 'yes please'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-11' }],
  },
  {
    say: ['delete watr the plants, got a self-watering pot now', 'go ahead'],
    category: 'delete',
    then: [{ habit: 'Water the plants', deleted: true }],
  },

  // ---------------------------------------------------------------- remind (5)
  {
    say: ['remind me 20 mins before piano'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 20 }] }],
  },
  {
    // Gym had 30 min email + 15 min push
    say: ['drop the email reminder for gym, push is enough'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  {
    // Spanish had a 5 min push reminder
    say: ['can the spanih reminder come by email instead of a notification'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 5, channel: 'email' }] }],
  },
  {
    say: ['no more reminders for my morning run please'],
    category: 'remind',
    then: [{ habit: 'Morning run', reminders: [] }],
  },
  {
    say: ['ping me the moment yoga starts'],
    category: 'remind',
    then: [{ habit: 'Yoga', reminders: [{ minutesBefore: 0 }] }],
  },

  // ---------------------------------------------------------------- decline (5)
  {
    say: ['delete gym', 'nah, keep it'],
    category: 'decline',
    then: [{ habit: 'Gym', archived: false }],
  },
  {
    say: ['put yoga in the archive', 'hmm no, leave it be'],
    category: 'decline',
    then: [{ habit: 'Yoga', archived: false }],
  },
  {
    say: ['wipe my tennis history', 'hmm no scrap that'],
    category: 'decline',
    then: [{ habit: 'Tennis', doneOn: '2026-12-05' }],
  },
  {
    say: ['end spanish after this week', 'maybe later, not yet'],
    category: 'decline',
    then: [{ habit: 'Spanish', endDate: null }],
  },
  {
    say: ['add skipping 10 mins daily and press ups every day at 7am', 'ahh cancel, too much at once', 'yes'],
    category: 'decline',
    then: [{ noNewHabit: true }],
  },
];
