import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Twenty-fourth pass: the day to day, typed on a phone at the end of a long day.
 * Two sentences were reworded by the lead (same requests) because they held sentences of the
 * kept-apart table (kept-apart.apart.test.ts), found without reading the table.
 *
 * The account's "today" is Wednesday 2026-12-09, 10:00 in London (GMT, so 10:00Z is 10:00 local).
 * Nearby dates:
 *   Fri 2026-11-20 (last No smoking slip)
 *   Mon 2026-11-30 · Tue 2026-12-01 · Wed 2026-12-02 · Thu 2026-12-03 · Fri 2026-12-04
 *   Sat 2026-12-05 ("last sat") · Sun 2026-12-06 ("sunday just gone")
 *   Mon 2026-12-07 ("monday", "the day before yesterday") · Tue 2026-12-08 ("yday")
 *   Wed 2026-12-09 (TODAY)
 *   Thu 2026-12-10 ("tmrw") · Fri 2026-12-11 · Sat 2026-12-12 ("this sat") · Sun 2026-12-13 ("this sunday")
 *   Mon 2026-12-14 · Tue 2026-12-15 (Antibiotics' last day) · Wed 2026-12-16
 *   Thu 2026-12-17 · Fri 2026-12-18 · ... · Tue 2026-12-22 · Wed 2026-12-23
 * Journal is paused 2026-12-07 to 2026-12-14. Water the plants falls every 3 days from 2026-11-30
 * (so 12-03, 12-06, today 12-09, 12-12, 12-15).
 */
export const TWENTY_FOURTH_PASS: KeptApartCase[] = [
  // ───────────── log (12) ─────────────

  // log: done today, habit name one letter off ("piamo" for Piano), filler "lol"
  {
    say: ['ok so did piamo just now lol'],
    category: 'log',
    then: [{ habit: 'Piano', doneOn: '2026-12-09' }],
  },
  // log: done today, past tense with filler, no apostrophes
  {
    say: ['walked the dog earlier tbh, forgot to tick it'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-09' }],
  },
  // log: amount ADDED to yesterday's total (12 + 10 = 22 pages, reaching the 20 target)
  {
    say: ['read 10 more pages yday before bed that i never logged'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-08', amount: 22 }],
  },
  // log: total SET for today (9 glasses in all, not 3 + 9)
  {
    say: ['total water today: 9 glasses'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 9 }],
  },
  // log: amount added to yesterday (6 + 2 = 8 glasses, the target), number as a digit
  {
    say: ['yday i drank 2 more glasses of water, never logged them'],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-08', amount: 8 }],
  },
  // log: earlier day said as "sunday just gone" (2026-12-06)
  {
    say: ['played squash sunday just gone, forgot to put it in'],
    category: 'log',
    then: [{ habit: 'Squash', doneOn: '2026-12-06' }],
  },
  // log: earlier day said as "the day before yesterday" (Mon 2026-12-07)
  {
    say: ['meditated the day before yesterday too, pls tick it'],
    category: 'log',
    then: [{ habit: 'Meditate', doneOn: '2026-12-07' }],
  },
  // log: one slot (20:00) of a twice-a-day habit, on yesterday ("last night")
  {
    say: ['had the 8pm vitamins last night'],
    category: 'log',
    then: [{ habit: 'Vitamins', doneOn: '2026-12-08', time: '20:00' }],
  },
  // log: a slip on a limit habit, amount added (1 logged + 2 more = 3 cups, over the limit of 2)
  {
    say: ['ugh 2 more coffees since the one i logged this morning'],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 3 }],
  },
  // log: a slip on a quit habit yesterday (1 cigarette)
  {
    say: ['smoked 1 cig yday, not proud of it'],
    category: 'log',
    then: [{ habit: 'No smoking', doneOn: '2026-12-08', amount: 1 }],
  },
  // log: two habits at once (typo "spansh"), so proposed first and confirmed with "yep"
  {
    say: ['did my spansh and watered the plants', 'yep'],
    category: 'log',
    then: [
      { habit: 'Spanish', doneOn: '2026-12-09' },
      { habit: 'Water the plants', doneOn: '2026-12-09' },
    ],
  },
  // log: morning slot of two twice-a-day habits, proposed then confirmed with "yes both"
  {
    say: ['took vitamins and antibiotics this morning', 'yes both'],
    category: 'log',
    then: [
      { habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' },
      { habit: 'Antibiotics', doneOn: '2026-12-09', time: '08:00' },
    ],
  },

  // ───────────── undo-log (5) ─────────────

  // undo-log: untick today's run, logged by accident
  {
    say: ['untick morning run for today pls, i logged it by accident'],
    category: 'undo-log',
    then: [{ habit: 'Morning run', notDoneOn: '2026-12-09' }],
  },
  // undo-log: follow-up "undo that" right after logging
  {
    say: ['spanish done', 'oops no undo that'],
    category: 'undo-log',
    then: [{ habit: 'Spanish', notDoneOn: '2026-12-09' }],
  },
  // undo-log: remove yesterday's gym completion
  {
    say: ['remove gym from yday, didnt actually go'],
    category: 'undo-log',
    then: [{ habit: 'Gym', notDoneOn: '2026-12-08' }],
  },
  // undo-log: take off the one coffee logged today (limit habit goes back to nothing logged)
  {
    say: ['take off the coffee i logged today, turned out it was decaf lol'],
    category: 'undo-log',
    then: [{ habit: 'Coffee', notDoneOn: '2026-12-09' }],
  },
  // undo-log: earlier day named as "monday" (2026-12-07)
  {
    say: ['rowing on monday shouldnt be there, pls remove it'],
    category: 'undo-log',
    then: [{ habit: 'Rowing', notDoneOn: '2026-12-07' }],
  },

  // ───────────── skip-pause (7) ─────────────

  // skip-pause: skip one day, "tmrw" (Thu 2026-12-10)
  {
    say: ['skip gym tmrw, im wiped'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-10' }],
  },
  // skip-pause: skip one day with a typo ("sqaush"), "this sunday" (2026-12-13)
  {
    say: ['skip sqaush this sunday pls, knee is sore'],
    category: 'skip-pause',
    then: [{ habit: 'Squash', skippedOn: '2026-12-13' }],
  },
  // skip-pause: skip today, with filler "honestly"
  {
    say: ['honestly not feeling piano today, skip it'],
    category: 'skip-pause',
    then: [{ habit: 'Piano', skippedOn: '2026-12-09' }],
  },
  // skip-pause: pause one daily habit for a trip, "fri to mon" (2026-12-11 to 2026-12-14)
  {
    say: ['away fri to mon visiting friends, pause walk the dog for those days, my sister has him'],
    category: 'skip-pause',
    then: [
      { habit: 'Walk the dog', pausedOn: ['2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'] },
      { habit: 'Walk the dog', notPausedOn: ['2026-12-10', '2026-12-15'] },
    ],
  },
  // skip-pause: pause a Mon/Wed/Fri habit for a trip 12th-16th (covers Mon 14 and Wed 16, not Fri 11 or Fri 18)
  {
    say: ['off to lisbon 12th to 16th dec, pause morning run while im gone'],
    category: 'skip-pause',
    then: [
      { habit: 'Morning run', pausedOn: ['2026-12-14', '2026-12-16'] },
      { habit: 'Morning run', notPausedOn: ['2026-12-11', '2026-12-18'] },
    ],
  },
  // skip-pause: pause two habits over a date range, proposed then confirmed with "go for it"
  {
    say: ['at my mums from the 18th til the 22nd, pause piano and reading for then', 'go for it'],
    category: 'skip-pause',
    then: [
      { habit: 'Piano', pausedOn: ['2026-12-18', '2026-12-19', '2026-12-20', '2026-12-21', '2026-12-22'] },
      { habit: 'Piano', notPausedOn: ['2026-12-17', '2026-12-23'] },
      { habit: 'Read', pausedOn: ['2026-12-18', '2026-12-19', '2026-12-20', '2026-12-21', '2026-12-22'] },
      { habit: 'Read', notPausedOn: ['2026-12-17', '2026-12-23'] },
    ],
  },
  // skip-pause: unpause a paused habit from today ("tonight") on
  {
    say: ['unpause my journal, wanna write tonight'],
    category: 'skip-pause',
    then: [
      {
        habit: 'Journal',
        notPausedOn: ['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'],
      },
    ],
  },

  // ───────────── note (5) ─────────────

  // note: note on today's run, colon form; the note holds the words, not the command
  {
    say: ['add a note to todays run: legs felt heavy, slow first km'],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'legs felt heavy', excludes: ['add a note'] }],
  },
  // note: note on yesterday's gym, dash form
  {
    say: ['note on ydays gym - new pb on deadlift 100kg!!'],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'deadlift', excludes: ['note on'] }],
  },
  // note: log then "put a note on it" (the "it" is the habit just logged)
  {
    say: ['walked the dog', 'put a note on it: met a huge newfoundland at the park'],
    category: 'note',
    then: [
      { habit: 'Walk the dog', doneOn: '2026-12-09' },
      { habit: 'Walk the dog', noteOn: '2026-12-09', includes: 'newfoundland', excludes: ['put a note'] },
    ],
  },
  // note: "jot down that ..." on yesterday's piano
  {
    say: ['piano yday - jot down that i got thru the whole intro w/o mistakes'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'whole intro', excludes: ['jot down'] }],
  },
  // note: "last sat" (2026-12-05) tennis, "pls write:" wording
  {
    say: ['for tennis last sat pls write: lost in straight sets but my serve was on fire'],
    category: 'note',
    then: [{ habit: 'Tennis', noteOn: '2026-12-05', includes: 'straight sets', excludes: ['pls write'] }],
  },

  // ───────────── question (10) ─────────────

  // question: streak of a daily habit (Piano done 12-06, 12-07, 12-08; today not yet due) is 3
  {
    say: ['whats my piano streak at rn'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // question: how much of a limit is left today (2 cups, 1 logged: 1 left)
  {
    say: ['how many more coffees can i have today'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['1', 'one'] }],
  },
  // question: what's still due today (Piano and Spanish are both due and not done)
  {
    say: ['what have i still got to do today'],
    category: 'question',
    question: true,
    then: [{ reply: ['piano', 'spanish'] }],
  },
  // question: when is the next gym (Thu 2026-12-10, 18:00)
  {
    say: ['whens gym this week'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['tomorrow', 'thursday', 'thu', '18:00', '6pm', '6 pm'] }],
  },
  // question: today's amount so far on a target habit (3 glasses)
  {
    say: ['how many glasses of water so far today?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3', 'three'] }],
  },
  // question: what was missed yesterday (neither Vitamins nor Antibiotics slot was done)
  {
    say: ['did i miss anything yday?'],
    category: 'question',
    question: true,
    then: [{ reply: ['vitamins', 'antibiotics'] }],
  },
  // question: progress on a 3-times-a-week habit this week (2 of 3: Mon and Tue)
  {
    say: ['hows rowing going this week'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['2', 'two'] }],
  },
  // question: when a habit with an end date ends (Antibiotics, Tue 2026-12-15)
  {
    say: ['when do i finish the antibiotics'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['15', 'tuesday', 'tue'] }],
  },
  // question: days since the last slip on a quit habit (last cigarettes 2026-11-20)
  {
    say: ['how long have i been off the cigs now'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['18', '19', '20 nov', 'nov 20', '20th', 'november 20', '20 november'] }],
  },
  // question: what time a weekly habit is (Yoga, Mondays 19:00)
  {
    say: ['what time is yoga on monday'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['19:00', '7pm', '7 pm', '7:00'] }],
  },

  // ───────────── conversation (6) ─────────────

  // conversation: amount logged then corrected as a total ("actually it was 25")
  {
    say: ['read 15 pages today', 'actually it was 25'],
    category: 'conversation',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 25 }],
  },
  // conversation: skip one habit, then "same for" another on the same day (Thu 2026-12-10)
  {
    say: ['skip gym tmrw', 'same for pilates'],
    category: 'conversation',
    then: [
      { habit: 'Gym', skippedOn: '2026-12-10' },
      { habit: 'Pilates', skippedOn: '2026-12-10' },
    ],
  },
  // conversation: "no wait, i meant friday" moves the skip from Thu 12-10 to Fri 12-11
  {
    say: ['skip spanish tmrw', 'no wait, i meant friday'],
    category: 'conversation',
    then: [{ habit: 'Spanish', skippedOn: '2026-12-11' }],
  },
  // conversation: question, then an addition in reply ("k add 5 more": 3 + 5 = 8 glasses)
  {
    say: ['how much water have i had today', 'k add 5 more then'],
    category: 'conversation',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 8 }],
  },
  // conversation: a proposal for two logs, declined ("nah forget it"): nothing logged
  {
    say: ['tick off vitamins and antibiotics for this morning', 'nah forget it'],
    category: 'conversation',
    then: [
      { habit: 'Vitamins', notDoneOn: '2026-12-09' },
      { habit: 'Antibiotics', notDoneOn: '2026-12-09' },
    ],
  },
  // conversation: log one with "mins", then "and spanish too" follow-up
  {
    say: ['rowed 40 mins this morning', 'and spanish too'],
    category: 'conversation',
    then: [
      { habit: 'Rowing', doneOn: '2026-12-09' },
      { habit: 'Spanish', doneOn: '2026-12-09' },
    ],
  },

  // ───────────── chat (5) ─────────────

  // chat: feelings, nothing changes
  {
    say: ['honestly so burnt out this week, everything feels like a chore'],
    category: 'chat',
    then: [{ noNewHabit: true }],
  },
  // chat: advice about sleep, nothing changes
  {
    say: ['any tips for falling asleep faster? my brain wont shut up lol'],
    category: 'chat',
    then: [{ noNewHabit: true }],
  },
  // chat: off-topic book recommendation (mentions reading, must not log Read)
  {
    say: ['whats a good book to read after middlemarch'],
    category: 'chat',
    then: [{ noNewHabit: true }, { habit: 'Read', notDoneOn: '2026-12-09' }],
  },
  // chat: venting about work, nothing changes
  {
    say: ['ugh my boss was a nightmare today'],
    category: 'chat',
    then: [{ noNewHabit: true }],
  },
  // chat: "12k steps" is small talk, not a dog walk (must not log Walk the dog)
  {
    say: ['walked like 12k steps today lol is that good?'],
    category: 'chat',
    then: [{ noNewHabit: true }, { habit: 'Walk the dog', notDoneOn: '2026-12-09' }],
  },
];
