import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Forty-third pass (issue 50), on the kept-apart harness's account (not the kept-apart table): a warm, chatty person in their thirties who talks to the
 * coach like a friend (a little story first, exclamation marks, emojis, "could you be a star and…",
 * "you're the best", hedges like "I think maybe…" / "if that's ok?", the odd typo), on Sam's account.
 *
 * Today on the account: Wednesday 9 December 2026, 10:00 Europe/London.
 *
 * Dates used, with their weekdays:
 * - 2026-12-03 Thursday (last Thursday)
 * - 2026-12-06 Sunday (last Sunday)
 * - 2026-12-07 Monday
 * - 2026-12-08 Tuesday (yesterday)
 * - 2026-12-09 Wednesday (today)
 * - 2026-12-10 Thursday (tomorrow)
 * - 2026-12-11 Friday
 * - 2026-12-12 Saturday
 * - 2026-12-13 Sunday
 * - 2026-12-14 Monday
 * - 2026-12-17 Thursday
 * - 2026-12-18 Friday
 * - 2026-12-19 Saturday
 * - 2026-12-20 Sunday
 *
 * Written by a helper who read only the kept-apart types and account (lead's nineteenth session).
 */
export const FORTY_THIRD_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (10)

  // Gym moves from 18:00 to 19:00, still Tue/Thu.
  {
    say: ["so work has been absolutely mad lately and I never make it to the gym by 6 anymore 😅 could you be a star and shift my gym session to 7pm instead? thank you!!"],
    category: 'change',
    then: [{ habit: 'Gym', time: '19:00', days: ['Tue', 'Thu'], minutes: 60 }],
  },
  // Tennis moves from Saturday 10:00 to Friday 18:30.
  {
    say: ["guess what, my tennis partner can only do friday evenings now!! 🎾 can we move tennis from saturdays to fridays at half 6? so 6:30pm"],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Fri'], time: '18:30', minutes: 90 }],
  },
  // Piano practice goes from 20 to 30 minutes, same time.
  {
    say: ["I think maybe I could do a bit longer on the piano now? mum's birthday is creeping up lol. like half an hour instead of 20 mins, if that's ok?"],
    category: 'change',
    then: [{ habit: 'Piano', minutes: 30, time: '19:30' }],
  },
  // Yoga becomes Monday and Wednesday (was Monday only), same time.
  {
    say: ["ok so I'm loving yoga sooo much, my back feels amazing!! could we do it wednesdays too as well as mondays? same time is perfect"],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Mon', 'Wed'], time: '19:00' }],
  },
  // Spanish goes from weekdays to every day of the week.
  {
    say: ["only 7 months till the holiday and my spanish is still shocking haha 🇪🇸 can we make spanish every single day, weekends included?"],
    category: 'change',
    then: [{ habit: 'Spanish', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], time: '12:30' }],
  },
  // Water the plants goes from every 3 days to every 4 days.
  {
    say: ["lol my mum came round and told me I'm drowning my poor plants 🌱🙈 could you change watering them to every 4 days instead of every 3?"],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 4 }],
  },
  // Rowing goes from 3 to 4 times a week.
  {
    say: ["feeling really strong on the rower lately!! 💪 I reckon I can manage 4 rowing sessions a week instead of 3, could you bump it up?"],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  // Walk the dog moves from 17:00 to 18:00.
  {
    say: ["new shift pattern starts this week (eek!) and I don't finish til half 5, so could the dog walk be at 6pm from now on? she won't mind lol"],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '18:00', minutes: 30 }],
  },
  // Plan the week stays on Sundays but moves from 18:00 to 09:30.
  {
    say: ["sunday evenings are family roast night now (so cosy!!) so I never get round to planning my week. could we move plan the week to sunday mornings, 9:30ish? maybe 9:30 exactly actually"],
    category: 'change',
    then: [{ habit: 'Plan the week', days: ['Sun'], time: '09:30', minutes: 20 }],
  },
  // Squash stays on Sundays but moves from 11:00 to 12:00.
  {
    say: ["the leisure centre has changed the court times AGAIN 🙄 can squash be at 12 noon on sundays instead of 11? thank youuu"],
    category: 'change',
    then: [{ habit: 'Squash', days: ['Sun'], time: '12:00', minutes: 60 }],
  },

  // ---------------------------------------------------------------- create (8)

  // New daily skipping habit at 07:15 for 10 minutes.
  {
    say: ["so my sister's visiting this weekend!! and she's got me obsessed with skipping rope over facetime lol. could you add a skipping habit, 10 mins every morning at 7:15?"],
    category: 'create',
    then: [{ newHabit: 'skipping', time: '07:15', minutes: 10, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  // New daily flossing habit at 22:15.
  {
    say: ["my dentist properly told me off this morning 🙈🦷 can you add flossing every night at 10:15pm? you're the best"],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:15', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  // New Saturday "Baking" habit at 14:00 for 2 hours.
  {
    say: ["I've officially caught the sourdough bug 🍞😂 could I have a new habit called 'Baking' on saturday afternoons? say 2pm, for 2 hours"],
    category: 'create',
    then: [{ newHabit: 'baking', days: ['Sat'], time: '14:00', minutes: 120 }],
  },
  // New Sunday "Call mum" habit at 17:00.
  {
    say: ["I really want to ring my mum more, she's been a bit lonely since dad's op 💛 can you add 'call mum' every sunday at 5pm please?"],
    category: 'create',
    then: [{ newHabit: 'mum', days: ['Sun'], time: '17:00' }],
  },
  // New daily steps habit with a target of at least 10000 steps.
  {
    say: ["ooh my new watch counts steps!! ⌚ could we start tracking steps? I'd like to hit 10,000 steps a day"],
    category: 'create',
    then: [{ newHabit: 'step', target: { quantity: 10000, unit: 'steps', direction: 'atLeast' } }],
  },
  // New limit habit: at most 2 biscuits a day.
  {
    say: ["ok confession time... the office biscuit tin is my downfall 🍪 can you set me up a limit of no more than 2 biscuits a day? be strict with me haha"],
    category: 'create',
    then: [{ newHabit: 'biscuit', target: { quantity: 2, unit: 'biscuits', direction: 'atMost' } }],
  },
  // New "Long walk" habit twice a week, in the Fitness area.
  {
    say: ["I've been feeling a bit cooped up lately so I want to do a proper long walk twice a week, no set days. could you add a new habit 'long walk' and put it in my fitness area? x"],
    category: 'create',
    then: [{ newHabit: 'long walk', perWeek: 2, area: 'Fitness' }],
  },
  // New "Spanish podcast" habit every other day, under the Spanish holiday goal.
  {
    say: ["found the cutest spanish podcast for learners!! 🎧 could you add 'spanish podcast' every other day and put it with my speak spanish on holiday goal?"],
    category: 'create',
    then: [{ newHabit: 'podcast', everyDays: 2, goal: 'Speak Spanish on holiday' }],
  },

  // ---------------------------------------------------------------- conversation (7)

  // Creates a daily cold shower habit, then the time is corrected to 07:15.
  {
    say: [
      "ok don't laugh but I'm going to try cold showers 🥶 could you add a 'cold shower' habit every morning at 7?",
      "sorry I meant 7:15!! 7 is when I run lol",
    ],
    category: 'conversation',
    then: [{ newHabit: 'cold shower', time: '07:15', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  // Ticks piano for today, then undoes it (yesterday stays done).
  {
    say: [
      "did my piano today!! 🎹",
      "oh wait no, that was yesterday, sorry 🙈 can you undo that?",
    ],
    category: 'conversation',
    then: [
      { habit: 'Piano', notDoneOn: '2026-12-09' },
      { habit: 'Piano', doneOn: '2026-12-08' },
    ],
  },
  // Asks how reading is going, then lowers its daily target to 15 pages ("it").
  {
    say: [
      "how's my reading going this week? be gentle with me haha",
      "aw ok. could you make it 15 pages a day instead then? 20 is a lot with all the nativity stuff going on",
    ],
    category: 'conversation',
    then: [{ habit: 'Read', target: { quantity: 15, unit: 'pages', direction: 'atLeast' } }],
  },
  // Adds a 15-minute reminder to piano, then to yoga "as well".
  {
    say: [
      "I keep forgetting piano til it's way too late 🙃 can you remind me 15 mins before?",
      "ooh and for yoga as well please!",
    ],
    category: 'conversation',
    then: [
      { habit: 'Piano', reminders: [{ minutesBefore: 15 }] },
      { habit: 'Yoga', reminders: [{ minutesBefore: 15 }] },
    ],
  },
  // Logs 20 pages read today, then corrects the amount to 22.
  {
    say: [
      "I've read 20 pages already this morning on the train!! 📖",
      "sorry, 22 not 20, I counted wrong lol",
    ],
    category: 'conversation',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 22 }],
  },
  // Asks about the old stretching habit, then restores "that one" from the archive.
  {
    say: [
      "do I still have a stretching habit somewhere? I can't see it anywhere 🤔",
      "oh that one! yes could you bring it back please? my hamstrings are begging me",
    ],
    category: 'conversation',
    then: [{ habit: 'Stretch', archived: false }],
  },
  // Moves last Thursday's tick from Pilates to Gym, confirmed.
  {
    say: [
      "so funny story 😂 on thursday the 3rd I ticked off pilates but I actually went to the gym instead, the class was cancelled! could you fix that for me?",
      "yes that's right, go ahead, thank you!",
    ],
    category: 'conversation',
    then: [
      { habit: 'Pilates', notDoneOn: '2026-12-03' },
      { habit: 'Gym', doneOn: '2026-12-03' },
    ],
  },

  // ---------------------------------------------------------------- log (5)

  // Spanish done today.
  {
    say: ["¡hola! 😄 I did my spanish early today before work for once, can you tick it off?"],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-09' }],
  },
  // Walk the dog done today.
  {
    say: ["just got back from the longest dog walk, she found a puddle and is now a total mud monster 😂 mark the walk as done for today pls!"],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }],
  },
  // Yesterday's reading total becomes 20 pages.
  {
    say: ["oh I forgot to say, I actually read another 8 pages last night after I messaged you, so yesterday was 20 pages in total!"],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-08', amount: 20 }],
  },
  // Squash done last Sunday (6 December).
  {
    say: ["btw I did play squash on sunday!! totally forgot to log it with all the christmas shopping chaos. sunday the 6th I mean"],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  // Morning (08:00) vitamins done today.
  {
    say: ["took my morning vitamins with breakfast ✨ gold star for me? haha"],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },

  // ---------------------------------------------------------------- question (4)

  // Asks about running this month; nothing changes.
  {
    say: ["how am I actually doing with my running this month? be honest, I can take it lol"],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks what's on tomorrow; nothing changes.
  {
    say: ["what have I got on tomorrow? trying to plan around my sister's train getting in 🚆"],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks when the plants are next watered; nothing changes.
  {
    say: ["when's my next plant watering day? I honestly can't remember and I don't want to drown them again 🌱"],
    category: 'question',
    question: true,
    then: [],
  },
  // Asks how many coffees this week; nothing changes.
  {
    say: ["how many coffees have I had this week?? I feel like it's a LOT haha ☕"],
    category: 'question',
    question: true,
    then: [],
  },

  // ---------------------------------------------------------------- chat (2)

  // Just venting; nothing changes.
  {
    say: ["ugh it's only wednesday and it already feels like the longest week ever 😩"],
    category: 'chat',
    then: [{ noNewHabit: true }],
  },
  // Just saying thanks; nothing changes.
  {
    say: ["I just wanted to say thank you, honestly this app has helped me so much this year 🥹💛"],
    category: 'chat',
    then: [{ noNewHabit: true }],
  },

  // ---------------------------------------------------------------- note (3)

  // Note on yesterday's reading.
  {
    say: ["could you add a little note to my reading from last night? 'started part two, Dorothea is so frustrating lol' 📚"],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-08', includes: 'part two' }],
  },
  // Note on today's morning run.
  {
    say: ["this morning's run was GORGEOUS, frost on everything ❄️ could you note down 'frosty 5k, felt strong' on today's run?"],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'frosty 5k' }],
  },
  // Note on Monday's piano practice.
  {
    say: ["can you pop a note on monday's piano practice (the 7th) saying I finally nailed the left hand bit?? so proud of myself 🎹🥲"],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-07', includes: 'left hand' }],
  },

  // ---------------------------------------------------------------- skip-pause (3)

  // Skip tennis this Saturday (12 December).
  {
    say: ["so my sister's visiting this weekend!! 🎉 could you skip tennis on saturday? I'd rather spend the morning with her"],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }],
  },
  // Pause rowing from 17 to 20 December.
  {
    say: ["we're off to the lake district from the 17th to the 20th!! 🏔️ could you pause rowing for those days? no rowing machine in a little cottage lol"],
    category: 'skip-pause',
    then: [{ habit: 'Rowing', pausedOn: ['2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20'] }],
  },
  // Unpause the journal from today (its pause ran to 14 December).
  {
    say: ["I think maybe I'm ready to start journaling again? 📝 could you unpause it from today if that's ok?"],
    category: 'skip-pause',
    then: [{ habit: 'Journal', notPausedOn: ['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'] }],
  },

  // ---------------------------------------------------------------- remind (3)

  // Meditate gets a 5-minute push reminder.
  {
    say: ["could you remind me to meditate? just a little nudge on my phone 5 mins before would be lovely 🧘"],
    category: 'remind',
    then: [{ habit: 'Meditate', reminders: [{ minutesBefore: 5, channel: 'push' }] }],
  },
  // Gym loses its email reminder and keeps the 15-minute push one.
  {
    say: ["the gym emails are clogging up my inbox lol 📧 can you get rid of the email reminder for gym but keep the one on my phone?"],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // Spanish reminder moves from 5 to 10 minutes before (still push).
  {
    say: ["5 mins isn't quite enough warning for spanish, I'm always mid-sandwich 🥪 could the reminder come 10 mins before instead?"],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 10, channel: 'push' }] }],
  },

  // ---------------------------------------------------------------- end (2)

  // Antibiotics end on Sunday 13 December instead of 15 December, confirmed.
  {
    say: [
      "good news!! the doctor says I can finish the antibiotics early, sunday the 13th will be my last day 🙌 could you change that?",
      "yes please!",
    ],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-13' }],
  },
  // Pilates ends after Thursday 17 December, confirmed.
  {
    say: [
      "sad news, my pilates class is stopping for good 😢 the last one is thursday the 17th. can you end it after that one?",
      "yep go ahead",
    ],
    category: 'end',
    then: [{ habit: 'Pilates', endDate: '2026-12-17' }],
  },

  // ---------------------------------------------------------------- several / scope (2)

  // Yoga and Pilates both move to 20:00, confirmed.
  {
    say: [
      "my evenings have gone a bit bonkers with the kids' clubs 🙈 could you move both yoga and pilates to 8pm? same days as now",
      "yes that's perfect, thank you!",
    ],
    category: 'several',
    then: [
      { habit: 'Yoga', time: '20:00', days: ['Mon'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },
  // Rowing's past history is wiped, the habit itself stays, confirmed.
  {
    say: [
      "I want a proper fresh start with rowing for the new year 🚣 could you wipe just its history? keep the habit itself and everything else the same though",
      "yes go ahead",
    ],
    category: 'scope',
    then: [{ habit: 'Rowing', historyCleared: true, perWeek: 3, time: '06:30' }],
  },

  // ---------------------------------------------------------------- rename (1)

  // Read is renamed to "Reading before bed".
  {
    say: ["this is a bit silly but could we call 'Read' something cosier? like 'Reading before bed' 🛏️📖 you're a star"],
    category: 'rename',
    then: [{ habit: 'Read', name: 'Reading before bed' }],
  },
];
