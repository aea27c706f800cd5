import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, third pass: new sentences of my own, one or more for each capability the pass
 * builds (lead-ins, numbers in words, dates and British times, fuzzy and archived names,
 * coordination, exclusion, scope, feelings and off-topic talk, questions, the conversation), on
 * the kept-apart harness's account (Sam, Wednesday 9 December 2026, London), judged by the
 * records afterwards with the harness's checks and rules. third-pass.test.ts runs them.
 */
const T = '2026-12-09';
const Y = '2026-12-08';
const TOMORROW = '2026-12-10';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

export const THIRD_PASS: KeptApartCase[] = [
  // Lead-ins and filler before a new habit.
  { category: 'create', say: ['gonna try a cold shower every morning'], then: [{ newHabit: 'cold shower' }] },
  { category: 'create', say: ['thinking of picking up knitting on sundays'], then: [{ newHabit: 'knitting', days: ['Sun'] }] },
  { category: 'create', say: ["let's try jump rope for ten mins every weekday"], then: [{ newHabit: 'jump rope', minutes: 10, days: [...WEEKDAYS] }] },
  { category: 'create', say: ["i'd love to get into baking bread on saturdays"], then: [{ newHabit: 'baking bread', days: ['Sat'] }] },
  { category: 'create', say: ["every night i'm going to do sit ups"], then: [{ newHabit: 'sit ups' }] },
  // The person's own names: near-duplicates, archived names, typos.
  { category: 'create', say: ['add a habit to drink more water'], then: [{ noNewHabit: true }, { replyAny: ['Drink water'] }] },
  { category: 'create', say: ['new habit: stretching at 7:45'], then: [{ noNewHabit: true }, { replyAny: ['restore'] }] },
  { category: 'create', say: ['add meditaiton at 9pm'], then: [{ noNewHabit: true }, { replyAny: ['Meditate'] }] },
  // British times and numbers in words.
  { category: 'change', say: ['move pilates to quarter to 8'], then: [{ habit: 'Pilates', time: '19:45' }] },
  { category: 'change', say: ['yoga at half 8 from now on'], then: [{ habit: 'Yoga', time: '20:30' }] },
  { category: 'change', say: ['can gym start at ten to six'], then: [{ habit: 'Gym', time: '17:50' }] },
  { category: 'change', say: ['shift rowing to six fifteen'], then: [{ habit: 'Rowing', time: '06:15' }] },
  { category: 'change', say: ['spanish on tues and thurs only'], then: [{ habit: 'Spanish', days: ['Tue', 'Thu'] }] },
  { category: 'change', say: ['make the dog walk forty five minutes'], then: [{ habit: 'Walk the dog', minutes: 45 }] },
  { category: 'change', say: ['piano twenty five minutes from now on'], then: [{ habit: 'Piano', minutes: 25 }] },
  // Renames.
  { category: 'rename', say: ['call my piano habit Keyboard practice'], then: [{ habit: 'Piano', name: 'Keyboard practice' }] },
  { category: 'rename', say: ['the squash habit should be named Squash with Tom'], then: [{ habit: 'Squash', name: 'Squash with Tom' }] },
  { category: 'rename', say: ["when's yoga?", 'rename it to Evening yoga'], then: [{ habit: 'Yoga', name: 'Evening yoga' }] },
  { category: 'goal', say: ['rename my goal Sleep better to Sleep 8 hours a night'], then: [{ goal: 'Sleep better', name: 'Sleep 8 hours a night' }] },
  // Logs, with dates said as people say them.
  { category: 'log', say: ['managed a 30 min row this morning'], then: [{ habit: 'Rowing', doneOn: T }] },
  { category: 'log', say: ['drank five more glasses'], then: [{ habit: 'Drink water', doneOn: T, amount: 8 }] },
  { category: 'log', say: ['water intake today is nine'], then: [{ habit: 'Drink water', doneOn: T, amount: 9 }] },
  { category: 'log', say: ['ticked off spanish'], then: [{ habit: 'Spanish', doneOn: T }] },
  { category: 'log', say: ['walked the dog on fri the 4th'], then: [{ habit: 'Walk the dog', doneOn: '2026-12-04' }] },
  { category: 'log', say: ['I did squash on sun 6th'], then: [{ habit: 'Squash', doneOn: '2026-12-06' }] },
  { category: 'undo-log', say: ['actually I never made it to the gym yesterday'], then: [{ habit: 'Gym', notDoneOn: Y }] },
  { category: 'undo-log', say: ['unmark meditate, that was a mistake'], then: [{ habit: 'Meditate', notDoneOn: T }] },
  // Skips and pauses.
  { category: 'skip-pause', say: ['not up for tennis on saturday, skip it'], then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }] },
  { category: 'skip-pause', say: ['no yoga on the 14th'], then: [{ habit: 'Yoga', skippedOn: '2026-12-14' }] },
  { category: 'skip-pause', say: ['skip squash on the first sunday of january'], then: [{ habit: 'Squash', skippedOn: '2027-01-03' }] },
  // Reminders.
  { category: 'remind', say: ['give me a nudge half an hour before tennis'], then: [{ habit: 'Tennis', reminders: [{ minutesBefore: 30 }] }] },
  { category: 'remind', say: ['email me 15 min before squash'], then: [{ habit: 'Squash', reminders: [{ minutesBefore: 15, channel: 'email' }] }] },
  { category: 'remind', say: ['get rid of the 30 minute reminder on gym'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }] },
  // Ends.
  { category: 'end', say: ['antibiotics: last dose is friday', 'yes'], then: [{ habit: 'Antibiotics', endDate: '2026-12-11' }] },
  { category: 'delete', say: ['ditch the squash habit', 'yep'], then: [{ habit: 'Squash', deleted: true }] },
  // Several records, exclusion and scope.
  { category: 'several', say: ['move yoga and pilates to 8pm', 'sure'], then: [{ habit: 'Yoga', time: '20:00' }, { habit: 'Pilates', time: '20:00' }] },
  { category: 'several', say: ['take the reminders off everything but gym', 'yes'], then: [{ habit: 'Morning run', reminders: [] }, { habit: 'Spanish', reminders: [] }] },
  { category: 'scope', say: ['just remove the reminder from spanish, keep the habit'], then: [{ habit: 'Spanish', reminders: [] }] },
  { category: 'scope', say: ['only change the time of piano to 8pm, not the days'], then: [{ habit: 'Piano', time: '20:00' }] },
  { category: 'several', say: ['skip all my fitness stuff tomorrow', 'yes'], then: [{ habit: 'Gym', skippedOn: TOMORROW }, { habit: 'Pilates', skippedOn: TOMORROW }, { habit: 'Rowing', skippedOn: TOMORROW }] },
  { category: 'several', say: ['move my learning habits to 8pm', 'yes'], then: [{ habit: 'Piano', time: '20:00' }, { habit: 'Read', time: '20:00' }, { habit: 'Spanish', time: '20:00' }] },
  { category: 'several', say: ['mark everything done for today except read', 'yes'], then: [{ habit: 'Rowing', doneOn: T }, { habit: 'Piano', doneOn: T }, { habit: 'Spanish', doneOn: T }, { habit: 'Walk the dog', doneOn: T }, { habit: 'Water the plants', doneOn: T }] },
  // Notes: the note, not the command's words.
  { category: 'note', say: ["jot a note on today's run: legs felt heavy"], then: [{ habit: 'Morning run', noteOn: T, includes: 'legs felt heavy', excludes: ['jot'] }] },
  { category: 'note', say: ['piano yesterday - note: the tricky left hand bit finally clicked'], then: [{ habit: 'Piano', noteOn: Y, includes: 'left hand bit finally clicked', excludes: ['note:'] }] },
  { category: 'goal', say: ['I want a goal of running a half marathon by june'], then: [{ newGoal: 'half marathon' }] },
  // Questions never change a record.
  { category: 'question', question: true, say: ['how am I doing with spanish lately'], then: [] },
  { category: 'question', question: true, say: ["what's my longest streak?"], then: [] },
  { category: 'question', question: true, say: ['did I take my vitamins this morning'], then: [] },
  { category: 'question', question: true, say: ['is tennis still on this saturday?'], then: [] },
  { category: 'question', question: true, say: ['how long since I last smoked'], then: [] },
  { category: 'question', question: true, say: ['could you tell me how much coffee I had yesterday'], then: [] },
  { category: 'question', question: true, say: ['when was the last time I did tennis?'], then: [{ replyAny: ['Sat 5 Dec'] }] },
  { category: 'question', question: true, say: ['is journal paused'], then: [{ replyAny: ['paused from'] }] },
  { category: 'question', question: true, say: ['how many habits have I got?'], then: [{ replyAny: ['20 habits'] }] },
  // The conversation.
  { category: 'conversation', say: ['skip gym tomorrow', 'and yoga on monday'], then: [{ habit: 'Gym', skippedOn: TOMORROW }, { habit: 'Yoga', skippedOn: '2026-12-14' }] },
  { category: 'conversation', say: ['move pilates to 6pm', 'undo that'], then: [{ habit: 'Pilates', time: '19:00' }] },
  { category: 'conversation', say: ['mark read done', 'sorry, I meant spanish', 'yes'], then: [{ habit: 'Read', notDoneOn: T }, { habit: 'Spanish', doneOn: T }] },
  { category: 'conversation', say: ['add a habit to floss at 10pm', 'actually make it half 10'], then: [{ newHabit: 'floss', time: '22:30' }] },
  { category: 'conversation', say: ['when is squash?', 'move it to sat'], then: [{ habit: 'Squash', days: ['Sat'] }] },
  // Declines.
  { category: 'decline', say: ['delete gym', 'actually no, keep it'], then: [{ noNewHabit: true }] },
  { category: 'decline', say: ['remove yoga', 'hmm leave it for now'], then: [{ noNewHabit: true }] },
  { category: 'restore', say: ['can I have stretch back please'], then: [{ habit: 'Stretch', archived: false }] },
  // References to what was just made, a correction of an amount, two names joined, a need for a habit.
  { category: 'conversation', say: ['add a habit to practise guitar at 6pm', 'move that last one to 7pm'], then: [{ newHabit: 'guitar', time: '19:00' }] },
  { category: 'conversation', say: ['create a habit called Floss at 10pm', 'actually call it Flossing'], then: [{ newHabit: 'Flossing', time: '22:00' }] },
  { category: 'conversation', say: ['log 12 pages of reading', 'no wait, 22'], then: [{ habit: 'Read', doneOn: T, amount: 22 }] },
  { category: 'several', say: ['delete the plants habit and the squash one', 'yes'], then: [{ habit: 'Water the plants', deleted: true }, { habit: 'Squash', deleted: true }] },
  { category: 'create', say: ['i could do with a habit for stretching in the evenings'], then: [{ noNewHabit: true }, { replyAny: ['restore'] }] },
  { category: 'create', say: ['want to get back into swimming twice a week'], then: [{ newHabit: 'swimming', perWeek: 2 }] },
  { category: 'create', say: ['add a daily walk at lunchtime'], then: [{ newHabit: 'walk', time: '12:30' }] },
  { category: 'create', say: ['add push ups once a week on fridays'], then: [{ newHabit: 'push ups', days: ['Fri'] }] },
  { category: 'log', say: ['practised spanish'], then: [{ habit: 'Spanish', doneOn: T }] },
  // Feelings, advice and off-topic talk: a kind plain answer, never the menu, nothing changed.
  { category: 'chat', question: true, say: ["what's a good time of day to meditate?"], then: [{ replyAny: ['Meditate'] }] },
  { category: 'chat', question: true, say: ['my knee hurts, should I still run tomorrow?'], then: [{ replyAny: ['rest', 'gentle'] }] },
  { category: 'chat', question: true, say: ['honestly kind of fed up with all this'], then: [{ replyAny: ['kind to yourself'] }] },
  { category: 'chat', question: true, say: ["is it bad to skip a workout when I'm ill?"], then: [] },
  { category: 'chat', question: true, say: ["what's the weather like today"], then: [] },
  { category: 'chat', question: true, say: ["I feel like I'm failing at everything"], then: [] },
];
