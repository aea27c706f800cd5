import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Thirty-fourth pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the kept-apart table).
 *
 * Persona: Sam dictating by voice to the phone: run-on sentences with little punctuation,
 * homophones and dictation slips (to/two/too, for/four, there/their, wright/write, our/hour,
 * then/than, does/dose), numbers sometimes spelled out, fillers like "um", "so yeah", "okay so".
 *
 * The account's today: Wednesday 2026-12-09, 10:00 in Europe/London (GMT, same as UTC in December).
 *
 * Dates used, with their weekdays:
 * - 2026-12-03 Thu (last Thursday)
 * - 2026-12-04 Fri (last Friday)
 * - 2026-12-05 Sat (last Saturday)
 * - 2026-12-06 Sun (last Sunday)
 * - 2026-12-07 Mon (Monday just gone)
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-12 Sat (this Saturday)
 * - 2026-12-13 Sun (this Sunday)
 * - 2026-12-15 Tue (next Tuesday; also Antibiotics' current last day)
 * - 2026-12-31 Thu (end of the year)
 *
 * Written by a helper who read only the kept-apart types and account (lead's eighteenth session).
 */
export const THIRTY_FOURTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- create (12)

  // create: a daily flossing habit at 22:30 for 5 minutes
  {
    say: ['okay so I need to start flossing um every night at ten thirty just five minutes is fine'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:30', minutes: 5 }],
  },
  // create: cold showers four times a week with no set days
  {
    say: ['um i wanna do cold showers four times a week no set days just whenever'],
    category: 'create',
    then: [{ newHabit: 'cold shower', perWeek: 4 }],
  },
  // create: guitar on Tuesdays and Thursdays at 20:00 for 45 minutes
  {
    say: ['can you add guitar practise tuesdays and thursdays at eight pm for forty five minutes'],
    category: 'create',
    then: [{ newHabit: 'guitar', days: ['Tue', 'Thu'], time: '20:00', minutes: 45 }],
  },
  // create: a daily amount of twenty push ups
  {
    say: ['so yeah put in a new habit push ups twenty every day'],
    category: 'create',
    then: [{ newHabit: 'push', target: { quantity: 20, direction: 'atLeast' } }],
  },
  // create: a limit of two sweets a day ("too" for two, "then" for than)
  {
    say: ['add a habit called less sugar um no more then too sweets a day'],
    category: 'create',
    then: [{ newHabit: 'sugar', target: { quantity: 2, direction: 'atMost' } }],
  },
  // create: quitting vaping altogether
  {
    say: ['i want to quit vaping altogether can you set that up for me'],
    category: 'create',
    then: [{ newHabit: 'vap', target: { quantity: 0, direction: 'atMost' } }],
  },
  // create: a Sunday long run at 09:00 linked to the 10k goal
  {
    say: ['new habit long run sundays at nine am for my ten k goal'],
    category: 'create',
    then: [{ newHabit: 'long run', days: ['Sun'], time: '09:00', goal: 'Run a 10k' }],
  },
  // create: cleaning the fish tank every four days
  {
    say: ['okay so add clean the fish tank every four days'],
    category: 'create',
    then: [{ newHabit: 'fish tank', everyDays: 4 }],
  },
  // create: an iron tablet daily at 13:00 with a reminder 15 minutes before
  {
    say: ['okay so new habit iron tablet every day at one pm and remind me fifteen minutes before'],
    category: 'create',
    then: [{ newHabit: 'iron', time: '13:00', reminders: [{ minutesBefore: 15 }] }],
  },
  // create: brushing teeth twice a day at 07:30 and 22:00
  {
    say: ['add brushing my teeth twice a day at seven thirty in the morning and ten at night'],
    category: 'create',
    then: [{ newHabit: 'teeth', timesOfDay: ['07:30', '22:00'] }],
  },
  // create: squats with the dog walk as the cue
  {
    say: ['um after i walk the dog i want to do ten squats can you add that as a habit'],
    category: 'create',
    then: [{ newHabit: 'squat', cue: 'walk the dog' }],
  },
  // create: physio Mon/Wed/Fri at 18:00 in the Health area
  {
    say: ['new habit physio exercises monday wednesday and friday at six pm put it under health'],
    category: 'create',
    then: [{ newHabit: 'physio', days: ['Mon', 'Wed', 'Fri'], time: '18:00', area: 'Health' }],
  },

  // ---------------------------------------------------------------- change (12)

  // change: gym an hour later ("our" for hour), 18:00 -> 19:00
  {
    say: ['can you move gym an our later so its at seven'],
    category: 'change',
    then: [{ habit: 'Gym', time: '19:00', minutes: 60, days: ['Tue', 'Thu'] }],
  },
  // change: piano from 20 to 30 minutes
  {
    say: ['piano make it thirty minutes instead of twenty'],
    category: 'change',
    then: [{ habit: 'Piano', minutes: 30, time: '19:30' }],
  },
  // change: yoga moves from Mondays to Tuesdays
  {
    say: ['yoga can go to tuesdays now not mondays'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Tue'], time: '19:00' }],
  },
  // change: water target up to ten glasses
  {
    say: ['drink water i wanna up it to ten glasses a day'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  // change: coffee limit down to one cup
  {
    say: ['okay so coffee limit should be one cup from now on not two'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 1, direction: 'atMost' } }],
  },
  // change: spanish only Mon/Wed/Fri ("two" for too)
  {
    say: ['spanish only on monday wednesday and friday from now on the other days are two busy'],
    category: 'change',
    then: [{ habit: 'Spanish', days: ['Mon', 'Wed', 'Fri'], time: '12:30' }],
  },
  // change: water the plants every four days instead of three ("to" for too)
  {
    say: ['water the plants every four days now three is to often'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 4 }],
  },
  // change: gym at 17:30 just tomorrow, next Tuesday stays at 18:00
  {
    say: ['just for tomorrow can gym be at half five i have a thing at seven'],
    category: 'change',
    then: [{ habit: 'Gym', timeOn: { '2026-12-10': '17:30', '2026-12-15': '18:00' } }],
  },
  // change: walk the dog into the Health area ("there" for they're)
  {
    say: ['the dog walks there more of a health thing so put walk the dog under health'],
    category: 'change',
    then: [{ habit: 'Walk the dog', area: 'Health' }],
  },
  // change: rowing up to four times a week
  {
    say: ['um rowing up it to four times a week instead of three'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  // change: tennis moves to Sundays at the same time
  {
    say: ['tennis is moving to sundays um same time ten am'],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Sun'], time: '10:00', minutes: 90 }],
  },
  // change: reading 30 pages and starting at 21:00
  {
    say: ['reading make it thirty pages and start it at nine instead of half nine'],
    category: 'change',
    then: [{ habit: 'Read', target: { quantity: 30, unit: 'pages', direction: 'atLeast' }, time: '21:00' }],
  },

  // ---------------------------------------------------------------- log (6)

  // log: five more glasses today, 3 -> 8
  {
    say: ['okay so ive had five more glasses of water so thats eight now'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },
  // log: spanish done last Friday ("two" for too)
  {
    say: ['i did do my spanish on friday two i just forgot to tick it'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-04' }],
  },
  // log: gym done last Thursday
  {
    say: ['um mark gym as done last thursday i went i just didnt log it'],
    category: 'log',
    then: [{ habit: 'Gym', doneOn: '2026-12-03' }],
  },
  // log: 22 pages read on Sunday
  {
    say: ['read twenty two pages on sunday night forgot to put it in'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-06', amount: 22 }],
  },
  // log: walked the dog on Saturday and Sunday ("to" for too)
  {
    say: ['walked the dog saturday and sunday to can you tick those off'],
    category: 'log',
    then: [
      { habit: 'Walk the dog', doneOn: '2026-12-05' },
      { habit: 'Walk the dog', doneOn: '2026-12-06' },
    ],
  },
  // log: the morning slot of vitamins today
  {
    say: ['took my morning vitamins'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },

  // ---------------------------------------------------------------- note (5)

  // note: on today's run ("wright" for write)
  {
    say: ['wright a note on my run today legs felt really heavy on the hills'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'heavy' }],
  },
  // note: on yesterday's piano ("two" for to)
  {
    say: ['add a note two piano for yesterday um finally got the left hand part'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'left hand' }],
  },
  // note: on today's reading
  {
    say: ['note on reading for today started book two of middlemarch so yeah'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-09', includes: 'middlemarch' }],
  },
  // note: on Monday's yoga
  {
    say: ['for yoga on monday can you put a note the new teacher was really good'],
    category: 'note',
    then: [{ habit: 'Yoga', noteOn: '2026-12-07', includes: 'teacher' }],
  },
  // note: on yesterday's dog walk ("their" for there)
  {
    say: ['put a note on walk the dog yesterday their was ice everywhere so we only did half'],
    category: 'note',
    then: [{ habit: 'Walk the dog', noteOn: '2026-12-08', includes: 'ice everywhere' }],
  },

  // ---------------------------------------------------------------- question (5)

  // question: what time gym is tomorrow (Thursday 18:00)
  {
    say: ['um what time does gym start tomorrow'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['18:00', '6pm', '6 pm', '6:00', 'six'] }],
  },
  // question: water so far today (3 glasses)
  {
    say: ['how many glasses of water so far today have i had'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // question: coffee yesterday (3 cups, over the limit; "to" for too)
  {
    say: ['yesterday how many cups of coffee did i drink was it to many'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // question: what is on this Saturday (tennis)
  {
    say: ['okay so whats on for saturday'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['tennis'] }],
  },
  // question: when the antibiotics finish (Tue 15 Dec; "dose" for does)
  {
    say: ['when dose the antibiotics finish'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['15', 'tuesday', 'tue'] }],
  },

  // ---------------------------------------------------------------- conversation (4)

  // conversation: new evening walk, then corrected to 20:30
  {
    say: ['okay so new habit evening walk at eight pm', 'actually make that eight thirty'],
    category: 'conversation',
    then: [{ newHabit: 'evening walk', time: '20:30' }],
  },
  // conversation: piano to eight, then corrected to eight in the morning
  {
    say: ['move piano to eight', 'no sorry i meant eight in the morning not at night'],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '08:00', minutes: 20 }],
  },
  // conversation: sit ups, details given in the follow-up
  {
    say: ['um add a habit for sit ups', 'thirty every morning at seven'],
    category: 'conversation',
    then: [{ newHabit: 'sit', target: { quantity: 30, direction: 'atLeast' }, time: '07:00' }],
  },
  // conversation: asks about water, then logs five more (3 -> 8)
  {
    say: ['how much water have i had today', 'okay add another five'],
    category: 'conversation',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },

  // ---------------------------------------------------------------- end (3)

  // end: squash's last session is this Sunday
  {
    say: ['okay so squash is finishing after this sunday thats the last one', 'yes'],
    category: 'end',
    then: [{ habit: 'Squash', endDate: '2026-12-13' }],
  },
  // end: antibiotics stop early, Saturday is the last day
  {
    say: ['the doctor said i can stop the antibiotics on saturday so make saturday the last day', 'yeah'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-12' }],
  },
  // end: pilates ends on the thirty first
  {
    say: ['um pilates is only till the end of the year so end it on the thirty first', 'yes'],
    category: 'end',
    then: [{ habit: 'Pilates', endDate: '2026-12-31' }],
  },

  // ---------------------------------------------------------------- goal / vision (3)

  // goal: a new half marathon goal
  {
    say: ['new goal run a half marathon by october next year'],
    category: 'goal',
    then: [{ newGoal: 'half marathon' }],
  },
  // goal: rename the spanish goal
  {
    say: ['change the spanish goal to speak spanish in mexico'],
    category: 'goal',
    then: [{ goal: 'Speak Spanish on holiday', name: 'Speak Spanish in Mexico' }],
  },
  // vision: add a garden to the vision
  {
    say: ['okay so update my vision to a calm strong and curious life with time for the people i love and a garden full of veg'],
    category: 'vision',
    then: [{ vision: 'garden full of veg' }],
  },
];
