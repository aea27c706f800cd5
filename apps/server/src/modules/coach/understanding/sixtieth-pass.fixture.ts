import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

const T = '2026-12-09';
const Y = '2026-12-08';

/**
 * Issue 50, Sixtieth pass: fifty conversations on Sam's account (Wednesday 2026-12-09, 10:00
 * London) as someone who tells their day as a story rather than giving commands: what they just
 * did and how it felt ('back from a 5k just now, totally knackered'), amounts as a running tally or as
 * parts of a day ('had 2 coffees before 10 and then another after lunch', 'got through 6 glasses so far',
 * 'ended up at 28 pages'), ticks they forgot ('meant to tick meditation on monday and forgot, i did
 * do it'), clean days on a quitting habit ('not one cigarette today!!'), sessions they missed with a
 * reason ('didnt make it to the gym, i was ill': a miss, or a skip when they ask for one; never a
 * tick), ticks on the wrong habit or day ('oops that wasnt piano that i ticked, it was spanish actually', which
 * touches two records and so is proposed and confirmed), a thing they have no habit for ('9,000
 * steps', which must not make a habit on its own), and questions on how they are doing ('how many more
 * glasses have i got to go today?', 'gym this week, am i on track?') that change nothing. Phone typing:
 * lower case, a few typos, emoji, fillers.
 *
 * Written by the pass-60 helper before reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-11-29 Sun, 2026-12-03 Thu, 2026-12-04 Fri, 2026-12-05 Sat, 2026-12-06 Sun, 2026-12-07 Mon,
 * 2026-12-08 Tue (yesterday), 2026-12-09 Wed (today; Water the plants falls on it, every 3 days
 * from 2026-11-30).
 */
export const SIXTIETH_PASS: KeptApartCase[] = [
  // log: what was done, told as a story
  { category: 'log', say: ['back from a 5k just now, totally knackered 🥵'], then: [{ habit: 'Morning run', doneOn: T }, { noNewHabit: true }] },
  { category: 'log', say: ['ive been on the rowing machine for 40 mins, legs are jelly'], then: [{ habit: 'Rowing', doneOn: T }] },
  { category: 'log', say: ['took the dog round the park this morning, he loved it'], then: [{ habit: 'Walk the dog', doneOn: T }] },
  { category: 'log', say: ['watered the plants before work 🌱'], then: [{ habit: 'Water the plants', doneOn: T }] },
  { category: 'log', say: ['took my morning vitamins with breakfast like a good girl'], then: [{ habit: 'Vitamins', doneOn: T, time: '08:00' }] },
  { category: 'log', say: ['had my antibiotics at 8 with some toast'], then: [{ habit: 'Antibiotics', doneOn: T, time: '08:00' }] },
  { category: 'log', say: ['spanish lesson done on the bus, learnt how to order tapas 🇪🇸'], then: [{ habit: 'Spanish', doneOn: T }] },
  // log: amounts as a tally, as parts of a day, or as a total
  { category: 'log', say: ['on monday i had 2 coffees before 10 and then another after lunch'], then: [{ habit: 'Coffee', doneOn: '2026-12-07', amount: 3 }] },
  { category: 'log', say: ['got through 6 glasses of water so far this morning'], then: [{ habit: 'Drink water', doneOn: T, amount: 6 }] },
  { category: 'log', say: ['just had another 2 glasses of water, so thirsty today'], then: [{ habit: 'Drink water', doneOn: T, amount: 5 }] },
  { category: 'log', say: ['coffee number 2 just now ☕'], then: [{ habit: 'Coffee', doneOn: T, amount: 2 }] },
  { category: 'log', say: ['read 15 pages on the train this morning'], then: [{ habit: 'Read', doneOn: T, amount: 15 }] },
  { category: 'log', say: ['ended up at 28 pages last night before i fell asleep'], then: [{ habit: 'Read', doneOn: Y, amount: 28 }] },
  { category: 'log', say: ['drank 8 glasses yesterday in the end'], then: [{ habit: 'Drink water', doneOn: Y, amount: 8 }] },
  { category: 'log', say: ['not one cigarette today!!'], then: [{ habit: 'No smoking', doneOn: T, amount: 0 }] },
  { category: 'log', say: ['ended up at 9,000 steps today'], then: [{ noNewHabit: true }] },
  // log: ticks forgotten on an earlier day
  { category: 'log', say: ['meant to tick meditation on monday and forgot, i did do it tho'], then: [{ habit: 'Meditate', doneOn: '2026-12-07' }] },
  { category: 'log', say: ['got 20 mins of piano in on saturday, forgot to say'], then: [{ habit: 'Piano', doneOn: '2026-12-05' }] },
  { category: 'log', say: ['squash was brutal on sunday but i went 💪'], then: [{ habit: 'Squash', doneOn: '2026-12-06' }] },
  { category: 'log', say: ['walked the dog on sunday too, a long one by the river'], then: [{ habit: 'Walk the dog', doneOn: '2026-12-06' }] },
  { category: 'log', say: ['did take my evening vitamins last night, just never ticked them'], then: [{ habit: 'Vitamins', doneOn: Y, time: '20:00' }] },
  // log: a session missed with a reason is not a tick
  { category: 'log', say: ['didnt make it to the gym last thursday, i was ill 🤒'], then: [{ habit: 'Gym', notDoneOn: '2026-12-03' }] },

  // undo-log
  { category: 'undo-log', say: ['oops i ticked meditation for today but i actually havent done it yet'], then: [{ habit: 'Meditate', notDoneOn: T }] },
  { category: 'undo-log', say: ['the run this morning didnt actually happen, i hit snooze 🙈 untick it pls'], then: [{ habit: 'Morning run', notDoneOn: T }] },
  { category: 'undo-log', say: ['i logged piano yesterday by mistake, didnt play at all'], then: [{ habit: 'Piano', notDoneOn: Y }] },
  { category: 'undo-log', say: ['that water from earlier was wrong, ive only had 1 glass so far'], then: [{ habit: 'Drink water', doneOn: T, amount: 1 }] },
  { category: 'undo-log', say: ['take the coffee off today, turns out it was decaf lol'], then: [{ habit: 'Coffee', notDoneOn: T }] },
  { category: 'undo-log', say: ['gym yesterday shouldnt be ticked, i left after 5 mins with a migraine'], then: [{ habit: 'Gym', notDoneOn: Y }] },

  // conversation
  {
    category: 'conversation',
    say: ['done piano', 'oops that wasnt piano that i ticked, it was spanish actually', 'yes'],
    then: [{ habit: 'Piano', notDoneOn: T }, { habit: 'Spanish', doneOn: T }],
  },
  { category: 'conversation', say: ['drank 2 more glasses of water just now 💧', 'whoops make that 3 not 2'], then: [{ habit: 'Drink water', doneOn: T, amount: 6 }] },
  { category: 'conversation', say: ['read 10 pages so far', 'actually it ended up being 18'], then: [{ habit: 'Read', doneOn: T, amount: 18 }] },
  {
    category: 'conversation',
    say: ['finished my walk with the dog', 'oh and the plants got watered too'],
    then: [{ habit: 'Walk the dog', doneOn: T }, { habit: 'Water the plants', doneOn: T }],
  },
  { category: 'conversation', say: ['how much water have i had today?', 'ok add 2 more then'], then: [{ habit: 'Drink water', doneOn: T, amount: 5 }] },
  {
    category: 'conversation',
    say: ['didnt make it to gym last thursday, was ill', 'can you mark it as skipped so it doesnt count against me'],
    then: [{ habit: 'Gym', skippedOn: '2026-12-03' }],
  },
  {
    category: 'conversation',
    say: ['i did spanish on friday not monday, i put it on the wrong day', 'yes'],
    then: [{ habit: 'Spanish', doneOn: '2026-12-04' }, { habit: 'Spanish', notDoneOn: '2026-12-07' }],
  },
  {
    category: 'conversation',
    say: ['how many pages did i read yesterday', 'ugh only 12. put 8 more on it, i read some in bed'],
    then: [{ habit: 'Read', doneOn: Y, amount: 20 }],
  },
  {
    category: 'conversation',
    say: ['log piano for saturday', 'and friday too'],
    then: [{ habit: 'Piano', doneOn: '2026-12-05' }, { habit: 'Piano', doneOn: '2026-12-04' }],
  },
  { category: 'conversation', say: ['no cigs today', 'oh wait, i did have one after lunch yesterday tho'], then: [{ habit: 'No smoking', doneOn: Y, amount: 1 }] },

  // question: how am i doing (nothing changes)
  { category: 'question', question: true, say: ['how many more glasses have i got to go today?'], then: [{ replyAny: ['5'] }] },
  { category: 'question', question: true, say: ['gym this week, am i on track?'], then: [] },
  { category: 'question', question: true, say: ["whats my reading streak at"], then: [] },
  { category: 'question', question: true, say: ['did i get everything done yesterday?'], then: [] },
  { category: 'question', question: true, say: ['how many coffees have i had today'], then: [{ replyAny: ['1'] }] },
  { category: 'question', question: true, say: ['whens the last time i played squash'], then: [{ replyAny: ['29'] }] },
  { category: 'question', question: true, say: ['did i do my spanish on friday?'], then: [] },
  { category: 'question', question: true, say: ['how many runs have i done so far this week'], then: [{ replyAny: ['2'] }] },
  { category: 'question', question: true, say: ['have i meditated today?'], then: [] },
  { category: 'question', question: true, say: ['hows my water been this week'], then: [] },
  { category: 'question', question: true, say: ['is rowing done for the week yet?'], then: [{ replyAny: ['2'] }] },
  { category: 'question', question: true, say: ['what have i still got left to do today'], then: [] },
];
