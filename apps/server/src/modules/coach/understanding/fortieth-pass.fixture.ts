import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Fortieth pass (issue 50): sentences of a new persona on the kept-apart harness's account (not the
 * kept-apart table). Persona: a 19-year-old UK university student texting fast
 * on a phone: all lowercase, slang and abbreviations ("ngl", "tmrw", "rn", "tbh", "idk", "bc",
 * "w/", "smth", "fr"), emoji and "lol"/"haha", misspellings, little punctuation, two thoughts in one
 * message, follow-ups like "wait no" / "actually".
 *
 * Account: Sam (kept-apart.account.ts). Today: Wednesday 9 December 2026, 10:00 Europe/London.
 *
 * Dates used, with their weekdays:
 * - 2026-12-05 Sat (last Saturday)
 * - 2026-12-06 Sun (last Sunday)
 * - 2026-12-07 Mon (this Monday)
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri
 * - 2026-12-12 Sat
 * - 2026-12-13 Sun
 * - 2026-12-14 Mon
 * - 2026-12-15 Tue
 * - 2026-12-16 Wed
 * - 2026-12-17 Thu
 * - 2026-12-28 Mon
 *
 * Written by a helper who read only the kept-apart types and account (lead's nineteenth session).
 */
export const FORTIETH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- change (10)

  // Change: Gym moves from 18:00 to 16:00, same Tue/Thu and hour length.
  {
    say: ['ngl 6pm gym is not it, lectures end at half 3 tues n thurs so can gym be 4pm instead 🙏'],
    category: 'change',
    then: [{ habit: 'Gym', time: '16:00', days: ['Tue', 'Thu'], minutes: 60 }],
  },
  // Change: Plan the week moves from Sunday 18:00 to Monday 09:00.
  {
    say: ['i literally never do plan the week on sundays lol too hungover 💀 make it mondays at 9am instead'],
    category: 'change',
    then: [{ habit: 'Plan the week', days: ['Mon'], time: '09:00', minutes: 20 }],
  },
  // Change: Piano lasts 30 minutes instead of 20, still at 19:30.
  {
    say: ['piano 20 mins is nothin tbh i barely warm up. make it 30 mins pls'],
    category: 'change',
    then: [{ habit: 'Piano', minutes: 30, time: '19:30' }],
  },
  // Change: Drink water target from 8 to 10 glasses a day.
  {
    say: ['upping my water game 💧 wanna do 10 glasses a day not 8'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  // Change: Coffee limit from 2 cups to at most 1 cup a day.
  {
    say: ['ok im cutting down on caffeine fr fr, my hands r shaking lol. coffee limit 1 cup a day from now on'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 1, unit: 'cups', direction: 'atMost' } }],
  },
  // Change: Read moves from 21:30 to 23:00.
  {
    say: ['who reads at half 9 lol im never even home by then. move read to 11pm'],
    category: 'change',
    then: [{ habit: 'Read', time: '23:00', minutes: 30 }],
  },
  // Change: Tennis moves from Saturday 10:00 to Friday 14:00, still 90 minutes.
  {
    say: ['tennis club moved to fridays 🙄 so tennis is fri at 2pm now, still an hour n a half'],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Fri'], time: '14:00', minutes: 90 }],
  },
  // Change: Rowing from 3 to 4 times a week, no fixed days.
  {
    say: ['rowing 3x a week is too easy ngl, bump it up to 4x a week'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 4 }],
  },
  // Change: Spanish from weekdays to every day, still at 12:30.
  {
    say: ['doin spanish every single day now incl weekends, gotta protect the streak 🔥🔥'],
    category: 'change',
    then: [{ habit: 'Spanish', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], time: '12:30' }],
  },
  // Change: Water the plants from every 3 days to every 2 days.
  {
    say: ['my plants r literally dying lmaooo 🥀 water them every 2 days not every 3'],
    category: 'change',
    then: [{ habit: 'Water the plants', everyDays: 2 }],
  },

  // ---------------------------------------------------------------- create (8)

  // Create: Laundry every Sunday at 15:00.
  {
    say: ['i keep running out of clean socks 💀 add laundry every sunday at 3pm'],
    category: 'create',
    then: [{ newHabit: 'laundry', days: ['Sun'], time: '15:00' }],
  },
  // Create: Flossing every night at 22:30.
  {
    say: ['dentist absolutely roasted me this morning 🦷 so add flossing every night at 10:30pm'],
    category: 'create',
    then: [{ newHabit: 'floss', time: '22:30', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  },
  // Create: Swimming twice a week with no fixed days.
  {
    say: ['wanna start swimming at the uni pool, like 2x a week but no set days bc my timetable is chaos'],
    category: 'create',
    then: [{ newHabit: 'swim', perWeek: 2 }],
  },
  // Create: a steps habit with a daily target of at least 10000 steps.
  {
    say: ['can u make me a steps habit, 10k steps a day. my fitbit is judging me'],
    category: 'create',
    then: [{ newHabit: 'step', target: { quantity: 10000, unit: 'steps', direction: 'atLeast' } }],
  },
  // Create: Revision Mon to Thu at 14:00 for 2 hours.
  {
    say: ['exams in jan 😩😩 i need a revision habit mon to thurs at 2pm for 2 hours'],
    category: 'create',
    then: [{ newHabit: 'revis', days: ['Mon', 'Tue', 'Wed', 'Thu'], time: '14:00', minutes: 120 }],
  },
  // Create: Screen time limited to at most 3 hours a day.
  {
    say: ['my screen time is embarassing lol 8hrs yday. new habit: screen time max 3 hours a day'],
    category: 'create',
    then: [{ newHabit: 'screen', target: { quantity: 3, unit: 'hours', direction: 'atMost' } }],
  },
  // Create: Vocab flashcards daily at 21:00 under the Spanish goal.
  {
    say: ['add vocab flashcards every day at 9pm, its for my spanish holiday goal 🇪🇸'],
    category: 'create',
    then: [{ newHabit: 'flashcard', time: '21:00', goal: 'Speak Spanish on holiday' }],
  },
  // Create: a protein shake habit cued by the morning run.
  {
    say: ['after my morning run i wanna have a protein shake, can u add that as a habit'],
    category: 'create',
    then: [{ newHabit: 'protein', cue: 'morning run' }],
  },

  // ---------------------------------------------------------------- conversation (7)

  // Conversation: asks Gym's time, then "it" moves to 15:00.
  {
    say: ['whats my gym time again', 'ah ok can u make it 3pm then, i finish early on tues n thurs'],
    category: 'conversation',
    then: [{ habit: 'Gym', time: '15:00', days: ['Tue', 'Thu'] }],
  },
  // Conversation: Piano to 20:00, corrected to 20:30.
  {
    say: ['piano at 8pm from now on', 'wait no sorry 8:30 i meant lol'],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '20:30' }],
  },
  // Conversation: marks Spanish done today, then undoes it: not done today.
  {
    say: ['tick off spanish for today', 'omg undo that i pressed it too fast, havent actually done it yet 😅'],
    category: 'conversation',
    then: [{ habit: 'Spanish', notDoneOn: '2026-12-09' }],
  },
  // Conversation: skips Tennis on Sat 12 Dec, then Squash on Sun 13 Dec "as well".
  {
    say: ['skip tennis this sat im going home for the weekend', 'oh n squash on sun as well'],
    category: 'conversation',
    then: [
      { habit: 'Tennis', skippedOn: '2026-12-12' },
      { habit: 'Squash', skippedOn: '2026-12-13' },
    ],
  },
  // Conversation: asks about Yoga, then "it" moves to 20:00, still Mondays.
  {
    say: ['is yoga still mondays at 7', 'ok push it to 8pm, cant make 7 anymore w my new shifts'],
    category: 'conversation',
    then: [{ habit: 'Yoga', time: '20:00', days: ['Mon'] }],
  },
  // Conversation: Read target to 30 pages, corrected to 25 pages.
  {
    say: ['change my reading target to 30 pages', 'sorry i meant 25 not 30 haha'],
    category: 'conversation',
    then: [{ habit: 'Read', target: { quantity: 25, unit: 'pages', direction: 'atLeast' } }],
  },
  // Conversation: asks when Journal's pause ends, then unpauses "that one" from today.
  {
    say: ['when does journal come off pause', 'actually unpause that one now, wanna start again tonight'],
    category: 'conversation',
    then: [
      {
        habit: 'Journal',
        notPausedOn: ['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'],
      },
    ],
  },

  // ---------------------------------------------------------------- log (5)

  // Log: 2 more glasses of water today, total 3 + 2 = 5.
  {
    say: ['drank 2 more glasses of water 💧 hydrated queen'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  // Log: Squash done last Sunday, 6 Dec.
  {
    say: ['forgot to tick off squash on sunday oops, i did go tho'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  // Log: 30 pages read today.
  {
    say: ['read 30 pages on the train this morning 📚 lowkey proud'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 30 }],
  },
  // Log: the 08:00 Vitamins slot done today.
  {
    say: ['took my vitamins w breakfast ✅'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }],
  },
  // Log: Walk the dog done last Saturday, 5 Dec.
  {
    say: ['walked the dog on sat but forgot to log it lol'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-05' }],
  },

  // ---------------------------------------------------------------- question (5)

  // Question: how many runs last week; nothing changes.
  {
    say: ['how many times did i actually run last week'],
    category: 'question',
    question: true,
    then: [],
  },
  // Question: what is on tomorrow; nothing changes.
  {
    say: ['whats on for tmrw'],
    category: 'question',
    question: true,
    then: [],
  },
  // Question: how today's water is going; nothing changes.
  {
    say: ['hows my water looking today, am i behind? 💧'],
    category: 'question',
    question: true,
    then: [],
  },
  // Question: when the Antibiotics end; nothing changes.
  {
    say: ['wait when do my antibiotics finish again idk'],
    category: 'question',
    question: true,
    then: [],
  },
  // Question: Piano streak; nothing changes.
  {
    say: ['how many days in a row have i done piano rn'],
    category: 'question',
    question: true,
    then: [],
  },

  // ---------------------------------------------------------------- note (3)

  // Note: today's Morning run gets a note about the knee.
  {
    say: ['run was rough today ngl. add a note knee felt weird around 3k'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },
  // Note: yesterday's Read gets a note about starting part two.
  {
    say: ['put a note on yesterdays reading: finally started part two'],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-08', includes: 'part two' }],
  },
  // Note: Monday's (7 Dec) Piano gets a note about the chorus.
  {
    say: ['for piano on monday can u note that i nailed the chorus 🎹 mum is gonna cry'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-07', includes: 'chorus' }],
  },

  // ---------------------------------------------------------------- skip-pause (3)

  // Skip: Spanish on Friday 11 Dec.
  {
    say: ['got a deadline friday so skip spanish that day pls'],
    category: 'skip-pause',
    then: [{ habit: 'Spanish', skippedOn: '2026-12-11' }],
  },
  // Pause: Walk the dog from Sat 12 to Tue 15 Dec, not the days around.
  {
    say: ['im going home sat till tues 15th n my flatmate is walkin the dog so pause that habit for those days'],
    category: 'skip-pause',
    then: [
      { habit: 'Walk the dog', pausedOn: ['2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15'] },
      { habit: 'Walk the dog', notPausedOn: ['2026-12-11', '2026-12-16'] },
    ],
  },
  // Skip: Gym tomorrow, Thu 10 Dec.
  {
    say: ['feel so rough rn 🤒 skip gym tmrw'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-10' }],
  },

  // ---------------------------------------------------------------- remind (3)

  // Remind: Piano gets one reminder 15 minutes before.
  {
    say: ['remind me abt piano 15 mins before pls i keep forgetting'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }],
  },
  // Remind: Tennis gets one email reminder 30 minutes before.
  {
    say: ['can u email me 30 mins before tennis'],
    category: 'remind',
    then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 30, channel: 'email' }] }],
  },
  // Remind: Gym loses its email reminder, keeps the 15-minute push one.
  {
    say: ['the gym emails r so annoying lol get rid of the email reminder, keep the notif one'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },

  // ---------------------------------------------------------------- end (2)

  // End: Yoga's last day is Mon 28 Dec, after a confirmation.
  {
    say: ['stopping yoga after christmas tbh, make the 28th the last one', 'yep'],
    category: 'end',
    then: [{ habit: 'Yoga', endDate: '2026-12-28', archived: false }],
  },
  // End: Pilates's last day is Thu 17 Dec, after a confirmation.
  {
    say: ['pilates studio is closing 😭 last class is thurs 17th so end it then', 'ya go ahead'],
    category: 'end',
    then: [{ habit: 'Pilates', endDate: '2026-12-17', archived: false }],
  },

  // ---------------------------------------------------------------- several / scope (2)

  // Several: Yoga and Pilates both move to 20:00, after a confirmation.
  {
    say: ['move yoga and pilates both to 8pm, the 7pm slot clashes w my seminar', 'yes'],
    category: 'several',
    then: [
      { habit: 'Yoga', time: '20:00', days: ['Mon'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },
  // Scope: only Rowing's history is cleared, the habit stays, after a confirmation.
  {
    say: ['clear my rowing history but keep the habit, wanna start fresh', 'yeah do it'],
    category: 'scope',
    then: [{ habit: 'Rowing', historyCleared: true, archived: false, perWeek: 3 }],
  },

  // ---------------------------------------------------------------- rename / restore (2)

  // Rename: Walk the dog becomes "Walk Biscuit".
  {
    say: ['rename walk the dog to "walk biscuit" lol thats his name 🐶'],
    category: 'rename',
    then: [{ habit: 'Walk the dog', name: 'Walk Biscuit' }],
  },
  // Restore: the archived Stretch becomes active again.
  {
    say: ['bring back stretch, i miss it ngl my back is wrecked'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false }],
  },
];
