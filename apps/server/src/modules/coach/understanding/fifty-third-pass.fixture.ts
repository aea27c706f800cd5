import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, fifty-third pass: fifty requests written before the first run by the pass-53 helper
 * (a helper session), having read only `kept-apart.types.ts` and `kept-apart.account.ts`.
 *
 * Persona: someone having a hard few weeks, who wraps requests in feelings and self-talk ("I'm a
 * mess but...", "honestly just...", "maybe..."), and asks for help and advice as often as for
 * changes; only some messages ask for a change, the rest (questions, advice-seeking, venting) must
 * change nothing.
 *
 * Dates checked with `date -d`: today Wed 2026-12-09; yesterday Tue 2026-12-08; Sun 2026-12-06;
 * Fri 2026-12-04; Thu 2026-12-10; Fri 2026-12-11; Sat 2026-12-12; Sun 2026-12-13; Mon 2026-12-14;
 * Tue 2026-12-15.
 */
export const FIFTY_THIRD_PASS: KeptApartCase[] = [
  // log
  {
    say: ['ok small win, I actually did my spanish today. tick it off'],
    category: 'log',
    then: [{ habit: 'Spanish', doneOn: '2026-12-09' }],
  },
  {
    say: ["had another two glasses of water, I'm trying to be better about it"],
    category: 'log',
    then: [{ habit: 'Drink water', doneOn: '2026-12-09', amount: 5 }],
  },
  {
    say: ['read 10 pages in bed this morning, which is something I guess'],
    category: 'log',
    then: [{ habit: 'Read', doneOn: '2026-12-09', amount: 10 }],
  },
  {
    say: ['managed piano this morning, only ten minutes but it counts right? mark it'],
    category: 'log',
    then: [{ habit: 'Piano', doneOn: '2026-12-09' }],
  },
  {
    say: ['I did walk the dog on sunday btw, forgot to put it in, my brain is mush'],
    category: 'log',
    then: [{ habit: 'Walk the dog', doneOn: '2026-12-06' }],
  },
  {
    say: ['already on my second coffee, I know I know. log it'],
    category: 'log',
    then: [{ habit: 'Coffee', doneOn: '2026-12-09', amount: 2 }],
  },
  // undo-log
  {
    say: ["ugh I ticked off meditate this morning by mistake, I didn't actually do it. can you undo that"],
    category: 'undo-log',
    then: [{ habit: 'Meditate', notDoneOn: '2026-12-09' }],
  },
  {
    say: ["I didn't actually go for my run today, I marked it hoping I would. take it off"],
    category: 'undo-log',
    then: [{ habit: 'Morning run', notDoneOn: '2026-12-09' }],
  },
  // skip-pause
  {
    say: ["I can't face the gym this week, honestly just pause it till monday"],
    category: 'skip-pause',
    then: [{ habit: 'Gym', pausedOn: ['2026-12-10'] }, { habit: 'Gym', notPausedOn: ['2026-12-15'] }],
  },
  {
    say: ['skip tennis this saturday, my knee is killing me'],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }],
  },
  // several
  {
    say: ['I need a break from everything for a few days. can you pause all my fitness stuff until sunday', 'yes'],
    category: 'several',
    then: [
      { habit: 'Morning run', pausedOn: ['2026-12-11'] },
      { habit: 'Gym', pausedOn: ['2026-12-10'] },
      { habit: 'Tennis', pausedOn: ['2026-12-12'] },
      { habit: 'Squash', pausedOn: ['2026-12-13'] },
      { habit: 'Rowing', pausedOn: ['2026-12-10'] },
      { habit: 'Pilates', pausedOn: ['2026-12-10'] },
      { habit: 'Yoga', notPausedOn: ['2026-12-14'] },
      { habit: 'Gym', notPausedOn: ['2026-12-15'] },
    ],
  },
  {
    say: ["I'm a mess but can you at least tick off walking the dog and my morning vitamins", 'yes'],
    category: 'several',
    then: [
      { habit: 'Walk the dog', doneOn: '2026-12-09' },
      { habit: 'Vitamins', doneOn: '2026-12-09', time: '08:00' },
    ],
  },
  // change
  {
    say: ['I keep missing my morning run because I literally cannot get out of bed, could you shift it to 6 in the evening?'],
    category: 'change',
    then: [{ habit: 'Morning run', time: '18:00', days: ['Mon', 'Wed', 'Fri'] }],
  },
  {
    say: ['gym twice a week is too much right now honestly, can we make it just thursdays'],
    category: 'change',
    then: [{ habit: 'Gym', days: ['Thu'], time: '18:00' }],
  },
  {
    say: ['I think 8 glasses is too ambitious for me at the moment, maybe lower water to 6?'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 6, unit: 'glasses' } }],
  },
  {
    say: ['make meditate 5 minutes, 10 feels impossible lately'],
    category: 'change',
    then: [{ habit: 'Meditate', minutes: 5 }],
  },
  {
    say: ["20 pages a night is stressing me out, let's say 10 for reading"],
    category: 'change',
    then: [{ habit: 'Read', target: { quantity: 10, unit: 'pages' } }],
  },
  {
    say: ['I keep skipping rowing, 3 a week is too much right now, can we go down to 2?'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 2 }],
  },
  // remind
  {
    say: ['the spanish reminder makes me anxious tbh, can you turn it off'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [] }],
  },
  {
    say: ['could you remind me about walking the dog, like 15 min before? I keep forgetting and he gives me the sad eyes'],
    category: 'remind',
    then: [{ habit: 'Walk the dog', reminders: [{ minutesBefore: 15 }] }],
  },
  {
    say: ['can the gym email reminder go, I just ignore my emails anyway'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  // rename
  {
    say: ['can you rename plan the week to sunday reset, it sounds less like a chore'],
    category: 'rename',
    then: [{ habit: 'Plan the week', name: 'Sunday reset' }],
  },
  {
    say: ["rename the water one to hydrate, drink water sounds like someone's nagging me"],
    category: 'rename',
    then: [{ habit: 'Drink water', name: 'Hydrate' }],
  },
  // create
  {
    say: ['I think I need something gentle, can you add a 10 minute walk after lunch every day'],
    category: 'create',
    then: [{ newHabit: 'walk', minutes: 10 }],
  },
  {
    say: ['my therapist suggested gratitude journaling, can you add it for weekday evenings at 9'],
    category: 'create',
    then: [{ newHabit: 'gratitude', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], time: '21:00' }],
  },
  // delete
  {
    say: ["squash isn't going to happen again, my partner moved away. just delete it", 'yes'],
    category: 'delete',
    then: [{ habit: 'Squash', deleted: true }],
  },
  // decline
  {
    say: ['ugh delete pilates, I never go anyway', "no wait. keep it, I'll try again"],
    category: 'decline',
    then: [{ habit: 'Pilates', days: ['Thu'], archived: false }],
  },
  // end
  {
    say: ['the doctor says I can stop the antibiotics after tomorrow, thank god', 'yes'],
    category: 'end',
    then: [{ habit: 'Antibiotics', endDate: '2026-12-10' }],
  },
  {
    say: ['I think tennis is done for the winter, this saturday can be the last one', 'yes'],
    category: 'end',
    then: [{ habit: 'Tennis', endDate: '2026-12-12' }],
  },
  // note
  {
    say: ["add a note to today's run: legs felt like lead but I went anyway"],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'legs felt like lead' }],
  },
  {
    say: ['for piano yesterday can you note that I finally got through the chorus without stopping'],
    category: 'note',
    then: [{ habit: 'Piano', noteOn: '2026-12-08', includes: 'chorus' }],
  },
  // goal
  {
    say: ["I don't think a 10k by april is realistic anymore, can we change the goal to run a 5k"],
    category: 'goal',
    then: [{ goal: 'Run a 10k', name: 'Run a 5k' }],
  },
  {
    say: ['add a goal: get through december in one piece'],
    category: 'goal',
    then: [{ newGoal: 'december' }],
  },
  {
    say: ['can walk the dog go under sleep better? it really helps me wind down'],
    category: 'goal',
    then: [{ habit: 'Walk the dog', goal: 'Sleep better' }],
  },
  // area
  {
    say: ['make a new area called Mind for all the gentle stuff'],
    category: 'area',
    then: [{ newArea: 'Mind' }],
  },
  // restore
  {
    say: ['I actually miss stretching, can you bring it back?'],
    category: 'restore',
    then: [{ habit: 'Stretch', archived: false }],
  },
  // scope
  {
    say: ["just for tomorrow, can gym be at 7pm? late meeting and I'll be fried"],
    category: 'scope',
    then: [{ habit: 'Gym', timeOn: { '2026-12-10': '19:00', '2026-12-15': '18:00' } }],
  },
  {
    say: ['only this friday, push my run to 8 instead of 7, I need the sleep'],
    category: 'scope',
    then: [{ habit: 'Morning run', timeOn: { '2026-12-11': '08:00', '2026-12-14': '07:00' } }],
  },
  // conversation
  {
    say: ["can you move piano? I'm never home in time", '8pm'],
    category: 'conversation',
    then: [{ habit: 'Piano', time: '20:00' }],
  },
  {
    say: ["did I water the plants on sunday? I can't remember anything lately", 'ok good. I watered them this morning too, mark it'],
    category: 'conversation',
    then: [{ habit: 'Water the plants', doneOn: '2026-12-09' }],
  },
  // question
  {
    say: ['is it bad that I skipped spanish on friday? be honest'],
    category: 'question',
    question: true,
    then: [],
  },
  {
    say: ['how much water have I actually had today'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3'] }],
  },
  {
    say: ["do you think I should drop gym to once a week? I'm not coping"],
    category: 'question',
    question: true,
    then: [],
  },
  {
    say: ["when's my next gym session, I've lost track of what day it is"],
    category: 'question',
    question: true,
    then: [{ replyAny: ['Thursday', 'Thu', '10 Dec', 'tomorrow'] }],
  },
  {
    say: ['how many coffees did I have yesterday, was I over?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['3'] }],
  },
  {
    say: ["what have I still got on today? I need to know what I can let go of"],
    category: 'question',
    question: true,
    then: [],
  },
  {
    say: ['when does the journal pause end again'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['14', '15', 'Monday', 'Tuesday'] }],
  },
  {
    say: ['how many pages did I read on monday? I feel like it was nothing'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['25'] }],
  },
  // chat (venting: nothing may change)
  {
    say: ['I had such a rubbish week honestly, everything fell apart'],
    category: 'chat',
    question: true,
    then: [],
  },
  {
    say: ['thanks for being patient with me, I know I keep messing up'],
    category: 'chat',
    question: true,
    then: [],
  },
];
