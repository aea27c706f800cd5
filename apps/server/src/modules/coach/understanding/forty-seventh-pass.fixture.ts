import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Forty-seventh pass (issue 50), on the kept-apart harness's account (not the kept-apart table).
 * Forty-seventh pass: the anxious, hedging person. Sam phrases almost everything as a question,
 * so the coach has to tell a real question or a request for advice (which must change nothing)
 * from a polite request worded as a question (which must be done).
 *
 * The account's today: Wednesday 9 December 2026, 10:00, Europe/London.
 *
 * Dates used, with their weekdays:
 * - 2026-12-08 Tue (yesterday)
 * - 2026-12-09 Wed (today)
 * - 2026-12-10 Thu (tomorrow)
 * - 2026-12-11 Fri
 * - 2026-12-12 Sat
 * - 2026-12-13 Sun
 * - 2026-12-14 Mon (next Monday)
 * - 2026-12-23 Wed
 * - 2026-12-24 Thu
 * - 2026-12-25 Fri
 * - 2026-12-26 Sat
 * - 2026-12-27 Sun
 * - 2026-12-28 Mon
 *
 * Written by a helper who read only the kept-apart types and account (lead's nineteenth session).
 */
export const FORTY_SEVENTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- questions (15)

  // Real question about Gym's time: nothing changes.
  { say: ['is gym still at 6 on thursday? sorry i keep forgetting and i dont want to be late'], category: 'question', question: true, then: [] },
  // Real question about Pilates' length: nothing changes.
  { say: ['sorry quick one, how long is my pilates class? is it a full hour or a bit less'], category: 'question', question: true, then: [] },
  // Real question about last week's runs: nothing changes.
  { say: ['um how many times did i actually go running last week? was it all 3 or did i miss one'], category: 'question', question: true, then: [] },
  // Real question about Journal's pause: nothing changes.
  { say: ["journal's still on pause, isn't it?? i can't remember when i said it would start again"], category: 'question', question: true, then: [] },
  // Real question about when the antibiotics end: nothing changes.
  { say: ['when do i finish the antibiotics? is it sometime next week? i lost the leaflet'], category: 'question', question: true, then: [] },
  // Real question about Saturday morning: nothing changes.
  { say: ['do i have anything on saturday morning? just checking before i say yes to brunch with jo'], category: 'question', question: true, then: [] },
  // Real question about Spanish progress this week: nothing changes.
  { say: ['how am i doing with spanish this week... am i behind? be honest'], category: 'question', question: true, then: [] },
  // Real question about yesterday's coffee (mentions a number, but logs nothing).
  { say: ['was i over on coffee yesterday? i think i had 3 :/'], category: 'question', question: true, then: [] },
  // Real question about the Meditate streak: nothing changes.
  { say: ["is my meditation streak still going? i'd hate to have broken it without noticing"], category: 'question', question: true, then: [] },
  // Asking for reassurance about reading: nothing changes.
  { say: ['is it bad that i only read 12 pages last night? should i be worried about it'], category: 'question', question: true, then: [] },
  // Asking advice about Rowing's frequency: nothing changes.
  { say: ['do you think 3 rowing sessions a week is too much on top of everything else? i get so tired'], category: 'question', question: true, then: [] },
  // Real question about Gym's reminders: nothing changes.
  { say: ['does gym have reminders on it already or did i never set any up? i honestly cant remember'], category: 'question', question: true, then: [] },
  // Real question about when the plants are next due: nothing changes.
  { say: ['when are the plants due to be watered next? is it today or tomorow?'], category: 'question', question: true, then: [] },
  // Real question about tomorrow's plan: nothing changes.
  { say: ["what's on for tomorrow? i want to know if i can squeeze in a haircut at some point"], category: 'question', question: true, then: [] },
  // Real question about the archived Stretch habit (must not restore it).
  { say: ["did i delete stretch or is it just hidden somewhere? i can't see it anymore"], category: 'question', question: true, then: [] },

  // ---------------------------------------------------------------- change (9: 7 requests, 2 advice)

  // Request: Gym moves from 18:00 to 19:00, still Tue and Thu.
  { say: ['is it possible to move gym to 7? work keeps running late and i always end up rushing'], category: 'change', then: [{ habit: 'Gym', time: '19:00', days: ['Tue', 'Thu'], minutes: 60 }] },
  // Request: Pilates becomes 60 minutes, still Thursdays at 19:00.
  { say: ["would you mind making pilates an hour instead of 50 mins? the class got longer and i don't want it to look like i'm leaving early"], category: 'change', then: [{ habit: 'Pilates', minutes: 60, time: '19:00', days: ['Thu'] }] },
  // Request: Yoga moves from Monday to Tuesday, same time.
  { say: ['could we maybe move yoga from mondays to tuesdays? same time is fine. only if thats ok'], category: 'change', then: [{ habit: 'Yoga', days: ['Tue'], time: '19:00' }] },
  // Request: Spanish moves to 13:00 on its weekdays.
  { say: ['do you think you could change spanish so its at 1pm instead of half 12? my lunch has moved'], category: 'change', then: [{ habit: 'Spanish', time: '13:00', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }] },
  // Request: Walk the dog moves from 17:00 to 17:30.
  { say: ['sorry to be a pain but could the dog walk be at half 5 rather than 5? i never get home in time'], category: 'change', then: [{ habit: 'Walk the dog', time: '17:30', minutes: 30 }] },
  // Request: Rowing goes from 3 to 4 times a week.
  { say: ["would it be alright to bump rowing up to 4 times a week instead of 3? i'm feeling good about it (i think)"], category: 'change', then: [{ habit: 'Rowing', perWeek: 4 }] },
  // Request: only tomorrow's Piano moves to 21:00; Friday stays at 19:30.
  { say: ["would you mind moving piano to 9pm just for tomorrow? i've got people round for dinner. the rest of the week can stay as it is"], category: 'change', then: [{ habit: 'Piano', timeOn: { '2026-12-10': '21:00', '2026-12-11': '19:30' } }] },
  // Asking advice about moving Yoga: nothing changes.
  { say: ["would it be a bad idea to move yoga to 6.30? i'm worried i'd just be rushing straight from work"], category: 'change', question: true, then: [] },
  // Wondering aloud about an earlier run, explicitly not deciding: nothing changes.
  { say: ['hmm is 6am too early for my morning run do you think? not deciding anything yet, just wondering'], category: 'change', question: true, then: [] },

  // ---------------------------------------------------------------- create (6: 5 requests, 1 advice)

  // Request: new daily flossing habit at 22:30.
  { say: ['would you mind adding flossing every night at 10.30? my dentist told me off lol'], category: 'create', then: [{ newHabit: 'floss', time: '22:30' }] },
  // Request: new swimming habit on Sat and Sun at 09:00 for 45 minutes.
  { say: ["is it possible to add swimming on saturday and sunday mornings at 9? maybe 45 mins? sorry if that's too ambitious"], category: 'create', then: [{ newHabit: 'swim', days: ['Sat', 'Sun'], time: '09:00', minutes: 45 }] },
  // Request: new limit habit, at most 2 biscuits a day.
  { say: ["could you add a biscuits limit for me, like no more than 2 a day? i'm trying to be good"], category: 'create', then: [{ newHabit: 'biscuit', target: { quantity: 2, direction: 'atMost' } }] },
  // Request: new "call mum" habit on Sundays at 16:00.
  { say: ["would it be possible to add 'call mum' on sundays at 4pm? i keep forgetting and then i feel awful"], category: 'create', then: [{ newHabit: 'call mum', days: ['Sun'], time: '16:00' }] },
  // Request: new guitar habit 3 times a week, under the "Play a song for mum" goal.
  { say: ['do you think you could add guitar practice 3 times a week and put it under my play a song for mum goal? no set days'], category: 'create', then: [{ newHabit: 'guitar', perWeek: 3, goal: 'Play a song for mum' }] },
  // Asking advice about a possible new habit: nothing is made.
  { say: ["would it be silly to start a cold shower habit? i'm honestly not sure i'm brave enough lol"], category: 'create', question: true, then: [] },

  // ---------------------------------------------------------------- skip-pause (5: 4 requests, 1 question)

  // Request: skip Yoga on Monday 14 Dec.
  { say: ['would it be ok if i skipped yoga on monday? my back is a bit sore and i dont want to make it worse'], category: 'skip-pause', then: [{ habit: 'Yoga', skippedOn: '2026-12-14' }] },
  // Request: pause Walk the dog Thu 10 to Sun 13 Dec inclusive; today and Monday stay unpaused.
  { say: ["could you pause walk the dog from thursday to sunday? my sister's got him for a few days"], category: 'skip-pause', then: [{ habit: 'Walk the dog', pausedOn: ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'] }, { habit: 'Walk the dog', notPausedOn: ['2026-12-09', '2026-12-14'] }] },
  // Request: skip Squash this Sunday 13 Dec.
  { say: ["is it ok if i skip squash this sunday? my partner for it cancelled and i don't really want to go alone"], category: 'skip-pause', then: [{ habit: 'Squash', skippedOn: '2026-12-13' }] },
  // Request: pause Piano 24 to 27 Dec inclusive; 23 and 28 stay unpaused.
  { say: ["would you mind pausing piano over christmas? like the 24th to the 27th. i'll be at my aunt's and she hasn't got one"], category: 'skip-pause', then: [{ habit: 'Piano', pausedOn: ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27'] }, { habit: 'Piano', notPausedOn: ['2026-12-23', '2026-12-28'] }] },
  // Real question about what skipping would do: nothing changes.
  { say: ['if i skip tennis this saturday would that break my streak? just want to know before i decide'], category: 'skip-pause', question: true, then: [] },

  // ---------------------------------------------------------------- remind (4: 3 requests, 1 question)

  // Request: a reminder 15 minutes before Piano.
  { say: ['can i get a reminder for piano? maybe 15 mins before? i keep remembering at like 10pm'], category: 'remind', then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }] },
  // Request: an email reminder an hour before Tennis.
  { say: ['could i have an email reminder an hour before tennis? i always forget my racket, its embarrassing'], category: 'remind', then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 60, channel: 'email' }] }] },
  // Request: take the email reminder off Gym, keep the 15-minute push one.
  { say: ['is it possible to take the email reminder off gym? i only ever look at the phone one anyway'], category: 'remind', then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }] },
  // Real question about Spanish's reminder: nothing changes.
  { say: ['do i get any reminder before spanish? i never seem to notice it going off'], category: 'remind', question: true, then: [] },

  // ---------------------------------------------------------------- conversation (5: 3 end in a request, 2 all questions)

  // Advice question, then a clear request: Piano moves to 20:00.
  { say: ['would moving piano to 8 be a bad idea? dinner keeps clashing with it', 'ok yes please move it to 8 then'], category: 'conversation', then: [{ habit: 'Piano', time: '20:00', minutes: 20 }] },
  // Question, then a request: Morning run moves to 06:45 from its next run, still Mon/Wed/Fri.
  { say: ['is morning run still at 7?', 'hmm could you make it quarter to 7 instead? if thats alright'], category: 'conversation', then: [{ habit: 'Morning run', days: ['Mon', 'Wed', 'Fri'], timeOn: { '2026-12-11': '06:45', '2026-12-14': '06:45' } }] },
  // Question, then a request: 2 more glasses of water today, total 5.
  { say: ['how much water have i drunk so far today?', 'oh god only 3. can you add 2 more please, i just had them'], category: 'conversation', then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }] },
  // Two real questions: nothing changes.
  { say: ['what time is piano today?', 'and how long is it again? sorry'], category: 'conversation', question: true, then: [] },
  // Two real questions: nothing changes.
  { say: ['do i have squash this sunday?', 'and tennis is saturday at 10 right? just double checking'], category: 'conversation', question: true, then: [] },

  // ---------------------------------------------------------------- log (3: 2 requests, 1 question)

  // Request: tick Walk the dog for today.
  { say: ['sorry, could you mark walk the dog as done for today? we went early because of the rain'], category: 'log', then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }] },
  // Request: correct yesterday's Read total from 12 to 30 pages.
  { say: ['um i think i put 12 pages for read yesterday but it was actually 30, could you change it to 30? sorry'], category: 'log', then: [{ habit: 'Read', doneOn: '2026-12-08', amount: 30 }] },
  // Real question about yesterday's water: nothing changes.
  { say: ['did i log my water yesterday? i feel like i stopped at 6 and then forgot'], category: 'log', question: true, then: [] },

  // ---------------------------------------------------------------- note (1)

  // Request: a note on yesterday's Piano.
  { say: ["could you add a note to yesterday's piano? just 'left hand finally clicking in bar 12'. if that's a thing you can do"], category: 'note', then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'left hand finally clicking' }] },

  // ---------------------------------------------------------------- end (1)

  // Request, confirmed: Antibiotics' last day becomes Friday 11 Dec.
  { say: ['would it be possible to end the antibiotics on friday instead of the 15th? the doctor said i can stop early so friday would be my last day', 'yes please, thats right'], category: 'end', then: [{ habit: 'Antibiotics', endDate: '2026-12-11' }] },

  // ---------------------------------------------------------------- several (1)

  // Request on two habits, confirmed: skip Gym and Pilates tomorrow (Thu 10 Dec).
  { say: ["could you possibly skip gym and pilates tomorrow? i've got a work dinner i can't get out of", 'yes go ahead, thank you'], category: 'several', then: [{ habit: 'Gym', skippedOn: '2026-12-10' }, { habit: 'Pilates', skippedOn: '2026-12-10' }] },
];
