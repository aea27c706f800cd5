import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Twenty-ninth pass: someone who talks to the coach like a friend — asks how they're doing, vents, chats, then makes a small request off the answer.
 * The account's today: Wednesday 2026-12-09, 10:00 Europe/London.
 * Dates used: Sun 2026-11-29, Mon 2026-11-30 .. Sun 2026-12-06 (last week), Mon 2026-12-07, Tue 2026-12-08 (yesterday),
 * Wed 2026-12-09 (today), Thu 2026-12-10 (tomorrow), Fri 2026-12-11, Sat 2026-12-12, Sun 2026-12-13,
 * Mon 2026-12-14, Tue 2026-12-15, Sun 2026-12-20.
 * Written by a helper who read only the kept-apart types and account (lead's seventeenth session).
 * Two sentences were reworded by the lead (same requests) because they held sentences of the
 * kept-apart table (kept-apart.apart.test.ts), found without reading the table.
 */
export const TWENTY_NINTH_PASS: KeptApartCase[] = [
  // ---------------------------------------------------------------- questions (14)
  // question: Morning run streak (every Mon/Wed/Fri since Mon 23 Nov done: 8 in a row, 3 weeks)
  { say: ['morning!! hows my running streak looking 👀'], category: 'question', question: true, then: [{ replyAny: ['8', 'eight', '3 weeks', 'three weeks'] }] },
  // question: Squash last done Sun 29 Nov
  { say: ['when did i last actually play squash, feels like ages'], category: 'question', question: true, then: [{ replyAny: ['29', 'twenty-ninth', '10 days', 'ten days'] }] },
  // question: Drink water amount yesterday (6 glasses)
  { say: ['how much water did i get down me yesterday?'], category: 'question', question: true, then: [{ replyAny: ['6', 'six'] }] },
  // question: Gym next is Thu 10 Dec
  { say: ['hey so whens gym next'], category: 'question', question: true, then: [{ replyAny: ['thu', 'tomorrow', '10 dec', 'dec 10', '10th', '2026-12-10'] }] },
  // question: what is paused (Journal)
  { say: ['is anything on pause at the mo?'], category: 'question', question: true, then: [{ reply: ['journal'] }] },
  // question: what the Sleep better goal holds
  { say: ['remind me whats in my sleep better goal again'], category: 'question', question: true, then: [{ reply: ['meditate', 'journal'] }] },
  // question: Rowing this week (Mon 7, Tue 8: 2 of 3)
  { say: ['how many times have i rowed this week, be honest'], category: 'question', question: true, then: [{ replyAny: ['2', 'two', 'twice'] }] },
  // question: Coffee today (1 cup)
  { say: ['hiya', 'how many coffees am i on today? 😅'], category: 'question', question: true, then: [{ replyAny: ['1', 'one'] }] },
  // question: Spanish last week (Tue 1, Wed 2, Thu 3 Dec: 3)
  { say: ['how many days did i actually get my spanish in last week'], category: 'question', question: true, then: [{ replyAny: ['3', 'three'] }] },
  // question: Water the plants next due today (every 3 days from 30 Nov)
  { say: ['the plants - when are they due a water next?'], category: 'question', question: true, then: [{ replyAny: ['today', 'wed', '9 dec', 'dec 9', '9th', '2026-12-09'] }] },
  // question: Antibiotics end date Tue 15 Dec
  { say: ['when am i finally done w the antibiotics'], category: 'question', question: true, then: [{ replyAny: ['15', 'fifteenth'] }] },
  // question: Read amount on Monday 7 Dec (25 pages)
  { say: ['how many pages did i get thru on monday'], category: 'question', question: true, then: [{ replyAny: ['25', 'twenty-five', 'twenty five'] }] },
  // question: Saturday's plan includes Tennis
  { say: ["what's on my plate saturday?"], category: 'question', question: true, then: [{ reply: ['tennis'] }] },
  // question: the note left on Read
  { say: ['what was that note i left on my reading the other day'], category: 'question', question: true, then: [{ reply: ['middlemarch'] }] },

  // ---------------------------------------------------------------- conversation (8)
  // conversation: gym this week, then skip tomorrow's (Thu 10 Dec)
  { say: ['have i been to the gym this week?', 'hmm ok. skip it tomorrow then, im wrecked'], category: 'conversation', then: [{ habit: 'Gym', skippedOn: '2026-12-10' }] },
  // conversation: when is pilates, then move it to 8pm going forward
  { say: ['whens pilates this week', 'can u push it to 8pm from now on'], category: 'conversation', then: [{ habit: 'Pilates', time: '20:00', days: ['Thu'] }] },
  // conversation: what's paused, then unpause it
  { say: ['whats paused rn', 'oh yeah the journal. unpause it, im ready to get back on it'], category: 'conversation', then: [{ habit: 'Journal', notPausedOn: ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'] }] },
  // conversation: vitamins this morning? then tick the morning slot
  { say: ['did i take my vitamins this morning?', 'ugh no i didnt log it. just had them now tho so tick it off'], category: 'conversation', then: [{ habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' }] },
  // conversation: water today (3), then add 5 more
  { say: ['how much water have i had today', 'only 3?? ok stick another 5 on, been chugging all morning'], category: 'conversation', then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }] },
  // conversation: how squash is going, then move it to Friday evenings
  { say: ["how's squash been going lately", "yeah sundays just dont work for me. move it to fridays after work, like 6"], category: 'conversation', then: [{ habit: 'Squash', days: ['Fri'], time: '18:00' }] },
  // conversation: when is spanish today, then pause it for the rest of the week
  { say: ['what time is spanish today', 'actually can u pause it for the rest of this week, my brain is mush with this cold 🤧'], category: 'conversation', then: [{ habit: 'Spanish', pausedOn: ['2026-12-10', '2026-12-11'], notPausedOn: ['2026-12-14'] }] },
  // conversation: run and meditation times, then "the second one" (meditation) to 9pm
  { say: ['what time do i run and meditate on fridays?', 'right. move the second one to the evening, say 9pm'], category: 'conversation', then: [{ habit: 'Meditate', timeOn: { '2026-12-10': '21:00', '2026-12-11': '21:00' } }] },

  // ---------------------------------------------------------------- chat (6)
  // chat: venting about tiredness
  { say: ['ugh im absolutely knackered today'], category: 'chat', then: [{ noNewHabit: true }] },
  // chat: asking for reassurance about coffee
  { say: ['is it bad that i had 3 coffees yesterday lol'], category: 'chat', then: [{ noNewHabit: true }] },
  // chat: feeling like failing
  { say: ['feel like im failing at all this tbh... missed loads lately'], category: 'chat', then: [{ noNewHabit: true }] },
  // chat: advice on sticking with a habit
  { say: ['any tips for sticking w spanish when work gets mental?'], category: 'chat', then: [{ noNewHabit: true }] },
  // chat: off-topic telly
  { say: ['did you watch the bake off final last night? 🍰'], category: 'chat', then: [{ noNewHabit: true }] },
  // chat: thanks
  { say: ['cheers for the help earlier, ur a star x'], category: 'chat', then: [{ noNewHabit: true }] },

  // ---------------------------------------------------------------- log (5)
  // log: walk the dog done today
  { say: ['just got back from walking the dog 🐕 he was loving the frost'], category: 'log', then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }] },
  // log: 2 more glasses yesterday on top of the 6
  { say: ['i had another 2 glasses of water last night that i forgot to put in'], category: 'log', then: [{ habit: 'Drink water', doneOn: '2026-12-08', amount: 8 }] },
  // log: 22 pages read today
  { say: ['got 22 pages of middlemarch done on the train this morning'], category: 'log', then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 22 }] },
  // log: morning dose of antibiotics
  { say: ['took my antibiotics with breakfast'], category: 'log', then: [{ habit: 'Antibiotics', doneOn: '2026-12-09', time: '08:00' }] },
  // log: plants watered today
  { say: ['watered the plants 🌱 finally'], category: 'log', then: [{ habit: 'Water the plants', doneOn: '2026-12-09' }] },

  // ---------------------------------------------------------------- skip-pause (4)
  // skip-pause: skip Sunday's squash
  { say: ['skip squash this sunday, family thing'], category: 'skip-pause', then: [{ habit: 'Squash', skippedOn: '2026-12-13' }] },
  // skip-pause: pause rowing for a week
  { say: ["can u pause rowing for a week, my back's gone"], category: 'skip-pause', then: [{ habit: 'Rowing', pausedOn: ['2026-12-10', '2026-12-12', '2026-12-14'], notPausedOn: ['2026-12-20'] }] },
  // skip-pause: skip Monday's yoga
  { say: ['not gonna make yoga on monday, skip it pls'], category: 'skip-pause', then: [{ habit: 'Yoga', skippedOn: '2026-12-14' }] },
  // skip-pause: skip piano tonight
  { say: ["no piano tonight, i'm out for dinner"], category: 'skip-pause', then: [{ habit: 'Piano', skippedOn: '2026-12-09' }] },

  // ---------------------------------------------------------------- change (4)
  // change: morning run to 06:30 (today's already done, so check the next ones)
  { say: ['can u move my morning run to 6:30 from now on? want to be back before the school run'], category: 'change', then: [{ habit: 'Morning run', days: ['Mon', 'Wed', 'Fri'], timeOn: { '2026-12-11': '06:30', '2026-12-14': '06:30' } }] },
  // change: reading target 20 -> 15 pages
  { say: ['make reading 15 pages a day instead of 20, trying to be realistic here'], category: 'change', then: [{ habit: 'Read', target: { quantity: 15, direction: 'atLeast' } }] },
  // change: dog walk to half six in the evening
  { say: ["i'd rather walk the dog at half six in the evening tbh"], category: 'change', then: [{ habit: 'Walk the dog', time: '18:30' }] },
  // change: coffee limit down to 1 cup
  { say: ['can we drop coffee to 1 cup a day max'], category: 'change', then: [{ habit: 'Coffee', target: { quantity: 1, direction: 'atMost' } }] },

  // ---------------------------------------------------------------- note (3)
  // note: on today's run
  { say: ['add a note to todays run: legs felt heavy, knee a bit sore'], category: 'note', then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }] },
  // note: on yesterday's reading
  { say: ['for reading yesterday pls note that i started part two'], category: 'note', then: [{ habit: 'Read', noteOn: '2026-12-08', includes: 'part two' }] },
  // note: on Monday's piano
  { say: ['note on piano for monday - nailed the first verse of the song for mum!!'], category: 'note', then: [{ habit: 'Piano', noteOn: '2026-12-07', includes: 'first verse' }] },

  // ---------------------------------------------------------------- undo-log (3)
  // undo-log: meditate today wasn't really done
  { say: ["oops i didnt actually meditate this morning, undo that"], category: 'undo-log', then: [{ habit: 'Meditate', notDoneOn: '2026-12-09' }] },
  // undo-log: run ticked by mistake today
  { say: ['take the run off for today, ticked it by accident'], category: 'undo-log', then: [{ habit: 'Morning run', notDoneOn: '2026-12-09' }] },
  // undo-log: yesterday's dog walk was someone else
  { say: ['i logged walk the dog yesterday but my partner took him actually, remove it'], category: 'undo-log', then: [{ habit: 'Walk the dog', notDoneOn: '2026-12-08' }] },

  // ---------------------------------------------------------------- decline (3)
  // decline: delete Journal, then change of mind
  { say: ['honestly just delete the journal, im rubbish at it', 'no wait dont. ill give it another go after the break'], category: 'decline', then: [{ noNewHabit: true }] },
  // decline: wipe coffee history, then no
  { say: ['wipe my coffee history, its depressing looking at it 😂', 'eh actually no leave it, its fine'], category: 'decline', then: [{ noNewHabit: true }] },
  // decline: archive tennis and squash, then cancel
  { say: ['put tennis and squash in the archive over winter', 'hmm no scrap that, ill keep them going'], category: 'decline', then: [{ noNewHabit: true }] },
];
