import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Thirty-fifth pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the kept-apart table).
 *
 * Persona: a university student texting on a phone: all lowercase, the odd emoji, slang (gonna,
 * wanna, lemme, ngl, tbh, rn, lol), typos (a swapped or missing letter in habit names or common
 * words), and often several ideas packed into one message.
 *
 * The account's today: Wednesday 2026-12-09, 10:00 in Europe/London (GMT in December, so the
 * same as KEPT_APART_NOW, 2026-12-09T10:00:00Z).
 *
 * Dates used, with their weekdays:
 * - 2026-12-07 Mon (last Monday, "mondays yoga")
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow, "tmrw")
 * - 2026-12-11 Fri, 2026-12-12 Sat ("this sat"), 2026-12-13 Sun (this weekend)
 * - 2026-12-14 Mon to 2026-12-20 Sun ("next week"); 2026-12-21 Mon (the Monday after)
 * - 2026-12-17 Thu (last day of stats revision; the exam is Fri 2026-12-18)
 * - 2026-12-10 Thu, 2026-12-14 Mon, 2026-12-18 Fri (every 4 days from tomorrow)
 *
 * Written by a helper who read only the kept-apart types and account (lead's eighteenth session).
 */
export const THIRTY_FIFTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- create (12)

  // create: a new daily habit with a time and a length
  {
    say: ['ok exams r in like 2 weeks 😭 wanna start doing flashcards every day at 8pm, 25 mins'],
    category: 'create',
    then: [
      {
        newHabit: 'flashcard',
        time: '20:00',
        minutes: 25,
        days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      },
    ],
  },

  // create: a new habit on two fixed weekdays
  {
    say: ['wanna start swimming tues + thurs at 7am, like 45 mins? the uni pool opens early lol 🏊‍♀️'],
    category: 'create',
    then: [{ newHabit: 'swim', days: ['Tue', 'Thu'], time: '07:00', minutes: 45 }],
  },

  // create: a daily minimum amount
  {
    say: ['tryna bulk ngl 💪 can u track protein for me, at least 120g a day'],
    category: 'create',
    then: [{ newHabit: 'protein', target: { quantity: 120, direction: 'atLeast' } }],
  },

  // create: a daily limit
  {
    say: ['i drink wayy too many energy drinks during deadlines lol. can we do max 1 a day'],
    category: 'create',
    then: [{ newHabit: 'energy drink', target: { quantity: 1, direction: 'atMost' } }],
  },

  // create: quitting something
  {
    say: ['ok im actually gonna quit vaping this time fr 🚭 can u set that up for me'],
    category: 'create',
    then: [{ newHabit: 'vap', target: { quantity: 0, direction: 'atMost' } }],
  },

  // create: a few times a week with no set days
  {
    say: ['add laundry 2x a week, no set days tho. i keep running out of socks lmao'],
    category: 'create',
    then: [{ newHabit: 'laundry', perWeek: 2 }],
  },

  // create: a weekly habit under an existing goal
  {
    say: ['for the 10k goal lemme add hill sprints every saturday at 9am, 20 min'],
    category: 'create',
    then: [{ newHabit: 'hill sprint', days: ['Sat'], time: '09:00', minutes: 20, goal: 'Run a 10k' }],
  },

  // create: a weekly habit put in an existing area
  {
    say: ['can u add call grandma every sunday at 4pm 📞 put it in health i guess, she would like that lol'],
    category: 'create',
    then: [{ newHabit: 'grandma', days: ['Sun'], time: '16:00', area: 'Health' }],
  },

  // create: a habit that follows another habit
  {
    say: ['after my morning run i wanna do 10 min of foam rolling, my legs r dying tbh'],
    category: 'create',
    then: [{ newHabit: 'foam roll', minutes: 10, cue: 'morning run' }],
  },

  // create: several times a day
  {
    say: ['new one: eye drops 3 times a day, 9am, 2pm and 9pm 👀 optician said so'],
    category: 'create',
    then: [{ newHabit: 'eye drop', timesOfDay: ['09:00', '14:00', '21:00'] }],
  },

  // create: every N days from tomorrow
  {
    say: ['wanna tidy my room every 4 days starting tmrw, its a disaster rn'],
    category: 'create',
    then: [{ newHabit: 'tidy', everyDays: 4, nextDates: ['2026-12-10', '2026-12-14', '2026-12-18'] }],
  },

  // create: a daily habit with a reminder and a last day
  {
    say: ['stats exam is on the 18th 😩 add revising stats every day at 3pm till the 17th, and remind me 15 min before'],
    category: 'create',
    then: [{ newHabit: 'stats', time: '15:00', endDate: '2026-12-17', reminders: [{ minutesBefore: 15 }] }],
  },

  // ---------------------------------------------------------------- change (12)

  // change: a later start time
  {
    say: ['can u shift gym to 7pm, 6 is too early after my lectures'],
    category: 'change',
    then: [{ habit: 'Gym', time: '19:00', days: ['Tue', 'Thu'], minutes: 60 }],
  },

  // change: different weekdays
  {
    say: ['switch morning run to tues thurs and sat pls, my mon wed fri r packed now 😒'],
    category: 'change',
    then: [{ habit: 'Morning run', days: ['Tue', 'Thu', 'Sat'], time: '07:00' }],
  },

  // change: a shorter length (typo in the name)
  {
    say: ['pilattes is only 45 min now, they changed the class'],
    category: 'change',
    then: [{ habit: 'Pilates', minutes: 45, time: '19:00', days: ['Thu'] }],
  },

  // change: a lower daily minimum
  {
    say: ['8 glasses of water is a lot tbh, can we make it 6'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 6, direction: 'atLeast' } }],
  },

  // change: a higher limit (typo in the name)
  {
    say: ['exam szn so bump my coffe limit to 3 a day ☕😅'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 3, direction: 'atMost' } }],
  },

  // change: fewer weekdays (typo in the name)
  {
    say: ['spansh only mon wed fri from now on, tue n thu r too busy'],
    category: 'change',
    then: [{ habit: 'Spanish', days: ['Mon', 'Wed', 'Fri'], time: '12:30' }],
  },

  // change: add a reminder to a habit that has none
  {
    say: ['remind me 20 min before yoga pls i keep forgetting 🙃'],
    category: 'change',
    then: [{ habit: 'Yoga', reminders: [{ minutesBefore: 20 }] }],
  },

  // change: remove one of two reminders
  {
    say: ['take off the email reminder for gym, just the phone one is fine'],
    category: 'change',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },

  // change: time and length of one habit in one message (typo in the name)
  {
    say: ['walk teh dog at 6 instead and make it 45 mins, hes got so much energy lol 🐶'],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '18:00', minutes: 45 }],
  },

  // change: put a habit in an area, keeping its goal
  {
    say: ['put meditate in the health area'],
    category: 'change',
    then: [{ habit: 'Meditate', area: 'Health', goal: 'Sleep better' }],
  },

  // change: a different every-N-days gap
  {
    say: ['water plants every 4 days not 3, theyre getting soggy'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 4, time: '08:30' }],
  },

  // change: a longer length (typo in the name)
  {
    say: ['tenis is 2 hrs now, we booked the court for longer'],
    category: 'change',
    then: [{ habit: 'Tennis', minutes: 120, time: '10:00', days: ['Sat'] }],
  },

  // ---------------------------------------------------------------- conversation (8)

  // conversation: create, then "actually make it" another time
  {
    say: ['add flossing every night at 11pm 🦷', 'actually make it 10:30, im usually asleep by 11 lol'],
    category: 'conversation',
    then: [{ newHabit: 'floss', time: '22:30' }],
  },

  // conversation: change, then "no wait" a different time
  {
    say: ['push piano to 8pm', "no wait 8:30, dinner's at 8"],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '20:30', minutes: 20 }],
  },

  // conversation: log, then "undo that"
  {
    say: ['walked the dog ✅', 'oh wait undo that, that was my flatmate not me lol'],
    category: 'conversation',
    then: [{ habit: 'Walk the dog', notDoneOn: '2026-12-09' }],
  },

  // conversation: log an amount, then correct it
  {
    say: ['had 2 glasses of water', 'oh actually it was 3 not 2'],
    category: 'conversation',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 6 }],
  },

  // conversation: a question, then "it" for the habit asked about
  {
    say: ['hows my spanish streak looking', 'nice ok can u move it to 1pm, lunch is later now'],
    category: 'conversation',
    then: [{ habit: 'Spanish', time: '13:00', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },

  // conversation: a question, then "that" for its daily amount
  {
    say: ['how much have i been readign lately', 'ok make that 15 pages a day then, 20 is too much w uni stuff'],
    category: 'conversation',
    then: [{ habit: 'Read', target: { quantity: 15, direction: 'atLeast' } }],
  },

  // conversation: two options, then "the second one"
  {
    say: ['thinking of moving yoga or pilates to wednesdays, mondays n thursdays r rough', 'the second one. same time'],
    category: 'conversation',
    then: [{ habit: 'Pilates', days: ['Wed'], time: '19:00' }],
  },

  // conversation: change, then undo it
  {
    say: ['move my run to 6:30', 'hmm no undo that, its too dark then'],
    category: 'conversation',
    then: [
      {
        habit: 'Morning run',
        time: '07:00',
        days: ['Mon', 'Wed', 'Fri'],
        minutes: 30,
        reminders: [{ minutesBefore: 10, channel: 'push' }],
      },
    ],
  },

  // ---------------------------------------------------------------- question (5)

  // question: a time tomorrow
  {
    say: ['wait what time is gym tmrw? gotta plan around my seminar'],
    category: 'question',
    question: true,
    then: [{ noNewHabit: true }, { replyAny: ['18:00', '6pm', '6 pm', '6:00'] }],
  },

  // question: today's amount so far (typo)
  {
    say: ['how many glasses of watr have i had today lol, feels like none'],
    category: 'question',
    question: true,
    then: [{ noNewHabit: true }, { replyAny: ['3'] }],
  },

  // question: when a habit ends
  {
    say: ['when do i finish the antibiotics? cant wait to be done w them ngl'],
    category: 'question',
    question: true,
    then: [{ noNewHabit: true }, { replyAny: ['15'] }],
  },

  // question: asking for an opinion on a change, not asking for it
  {
    say: ['would it be dumb to move yogaa to tuesdays?? just thinking'],
    category: 'question',
    question: true,
    then: [{ noNewHabit: true }],
  },

  // question: progress on a goal
  {
    say: ['how am i doing on the 10k goal tbh, am i running enough or nah'],
    category: 'question',
    question: true,
    then: [{ noNewHabit: true }],
  },

  // ---------------------------------------------------------------- log (4)

  // log: a few-times-a-week habit done today
  {
    say: ['rowed this morning 💪 legs r jelly'],
    category: 'log',
    then: [{ habit: 'Rowing', doneOn: '2026-12-09' }],
  },

  // log: a weekday habit done early today (typo)
  {
    say: ['did my spansh early today on the bus ✅'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-09' }],
  },

  // log: more of an amount today (typo)
  {
    say: ['2 more glasses of watr down 💧'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },

  // log: more of an amount yesterday
  {
    say: ['forgot to log last night, i read 10 more pages before bed so add those to yesterday'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-08', amount: 22 }],
  },

  // ---------------------------------------------------------------- skip-pause (3)

  // skip-pause: skip this Saturday (typo)
  {
    say: ['skip tenis this sat, got a group project meetup 🙄'],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }],
  },

  // skip-pause: pause over the weekend (typo)
  {
    say: ["pause pinao fri to sun, going home for the weekend n there's no piano there 😭"],
    category: 'skip-pause',
    then: [
      { habit: 'Piano', pausedOn: ['2026-12-11', '2026-12-12', '2026-12-13'] },
      { habit: 'Piano', notPausedOn: ['2026-12-10', '2026-12-14'] },
    ],
  },

  // skip-pause: skip tomorrow
  {
    say: ['skip gym tmrw, i have a deadline at midnight lol'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-10' }],
  },

  // ---------------------------------------------------------------- several (3)

  // several: two habits an hour later, with the yes
  {
    say: ['push gym and pilates back an hour each, uni timetable changed again 🙃', 'yes'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '19:00', days: ['Tue', 'Thu'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },

  // several: pause a whole area next week, all but one, with the yes
  {
    say: ['going skiing next week 🎿 pause all my fitness stuff except yoga, i can do that in the chalet', 'yep'],
    category: 'several',
    then: [
      {
        habit: 'Morning run',
        pausedOn: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20'],
      },
      { habit: 'Morning run', notPausedOn: ['2026-12-13', '2026-12-21'] },
      {
        habit: 'Gym',
        pausedOn: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20'],
      },
      { habit: 'Gym', notPausedOn: ['2026-12-13', '2026-12-21'] },
      {
        habit: 'Tennis',
        pausedOn: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20'],
      },
      { habit: 'Tennis', notPausedOn: ['2026-12-13', '2026-12-21'] },
      {
        habit: 'Squash',
        pausedOn: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20'],
      },
      { habit: 'Squash', notPausedOn: ['2026-12-13', '2026-12-21'] },
      {
        habit: 'Rowing',
        pausedOn: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20'],
      },
      { habit: 'Rowing', notPausedOn: ['2026-12-13', '2026-12-21'] },
      {
        habit: 'Pilates',
        pausedOn: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20'],
      },
      { habit: 'Pilates', notPausedOn: ['2026-12-13', '2026-12-21'] },
    ],
  },

  // several: log three habits in one message, with the yes
  {
    say: ['quick log: 2 more glasses of water, a 2nd coffee 🙈 and my morning vitamins', 'yes'],
    category: 'several',
    then: [
      { habit: 'Drink water', doneOn: '2026-12-09', amount: 5 },
      { habit: 'Coffee', doneOn: '2026-12-09', amount: 2 },
      { habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' },
    ],
  },

  // ---------------------------------------------------------------- note (3)

  // note: a note on today's run
  {
    say: ['add a note to todays run: knee felt kinda weird after like 3k, keeping an eye on it'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },

  // note: a note on yesterday's piano
  {
    say: ['note on piano for yesterday: finally nailed the left hand part 🎹🎉'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'left hand' }],
  },

  // note: a note on Monday's yoga
  {
    say: ['for mondays yoga can u note that the new teacher was sooo good'],
    category: 'note',
    then: [{ habit: 'Yoga', noteOn: '2026-12-07', includes: 'teacher' }],
  },
];
