import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, seventh pass: new sentences of my own, typed as on a phone, for the categories the
 * bench measured furthest off (log, create, conversation, question, change, note, area, goal), on
 * the kept-apart harness's account (Sam, Wednesday 9 December 2026, London), judged by the records
 * afterwards. seventh-pass.test.ts runs them.
 */
const T = '2026-12-09';
const Y = '2026-12-08';

export const SEVENTH_PASS: KeptApartCase[] = [
  // Areas: renamed and deleted (new coach functions), a delete proposed with the habits it frees.
  { category: 'area', say: ['call the health area Wellbeing'], then: [{ area: 'Health', name: 'Wellbeing' }] },
  { category: 'area', say: ['learning area should be called Study'], then: [{ area: 'Learning', name: 'Study' }] },
  { category: 'area', say: ['change the name of my fitness area to Movement'], then: [{ area: 'Fitness', name: 'Movement' }] },
  {
    category: 'area',
    say: ['could you bin my learning area', 'go ahead'],
    then: [{ area: 'Learning', deleted: true }, { habit: 'Piano', area: null }, { habit: 'Read', area: null }, { habit: 'Spanish', area: null }],
  },
  {
    category: 'area',
    say: ['get rid of the health area pls', 'yep'],
    then: [
      { area: 'Health', deleted: true },
      { habit: 'Drink water', area: null },
      { habit: 'Coffee', area: null },
      { habit: 'No smoking', area: null },
      { habit: 'Vitamins', area: null },
      { habit: 'Antibiotics', area: null },
    ],
  },
  { category: 'area', say: ['remove the learning area', 'no leave it'], then: [] },
  // Goals.
  { category: 'goal', say: ['rename my 10k goal to Run a half marathon'], then: [{ goal: 'Run a 10k', name: 'Run a half marathon' }] },
  { category: 'goal', say: ['link yoga to sleep better'], then: [{ habit: 'Yoga', goal: 'Sleep better' }] },
  { category: 'goal', say: ['scrap the sleep goal', 'yes'], then: [{ goal: 'Sleep better', deleted: true }, { habit: 'Meditate', goal: null }, { habit: 'Journal', goal: null }] },
  // Questions the snapshot could not answer: a day before today, a last day, a goal's deadline.
  { category: 'question', question: true, say: ['how many pages did i read yesterday'], then: [{ reply: ['12'] }] },
  { category: 'question', question: true, say: ['how much water did i have on monday'], then: [{ reply: ['8'] }] },
  { category: 'question', question: true, say: ['did i go over on coffee yesterday?'], then: [{ reply: ['3'] }] },
  { category: 'question', question: true, say: ['how many glasses of water did i drink tuesday'], then: [{ reply: ['6'] }] },
  { category: 'question', question: true, say: ['did i hit my reading target on monday'], then: [{ reply: ['25'] }] },
  { category: 'question', question: true, say: ['when do my antibiotics finish'], then: [{ replyAny: ['15 Dec', 'Tue 15'] }] },
  { category: 'question', question: true, say: ['whats the last day of the antibiotics?'], then: [{ replyAny: ['15 Dec', 'Tue 15'] }] },
  { category: 'question', question: true, say: ['is there an end date on antibiotics'], then: [{ replyAny: ['15 Dec', 'Tue 15'] }] },
  { category: 'question', question: true, say: ['whens the 10k goal due'], then: [{ replyAny: ['30 Apr'] }] },
  { category: 'question', question: true, say: ["what's the deadline for play a song for mum"], then: [{ replyAny: ['1 Mar'] }] },
  { category: 'question', question: true, say: ['when is my spanish goal by?'], then: [{ replyAny: ['1 Jul'] }] },
  { category: 'question', question: true, say: ['how many coffees did i have yesterday'], then: [{ reply: ['3'] }] },
  { category: 'question', question: true, say: ['when did i last play tennis'], then: [{ replyAny: ['5 Dec', 'Saturday'] }] },
  // Creating: the time or cue at the end is not the name.
  { category: 'create', say: ['add 20 squats before bed'], then: [{ newHabit: 'squats' }] },
  { category: 'create', say: ['15 min stretching after work'], then: [{ newHabit: 'stretching', minutes: 15 }] },
  { category: 'create', say: ['floss before bed every night'], then: [{ newHabit: 'floss' }] },
  { category: 'create', say: ['cold shower every morning at 7'], then: [{ newHabit: 'cold shower', time: '07:00' }] },
  { category: 'create', say: ['i want to do 50 situps after my run'], then: [{ newHabit: 'situps' }] },
  { category: 'create', say: ['add breathing exercises every evening at 9'], then: [{ newHabit: 'breathing', time: '21:00' }] },
  { category: 'create', say: ['start taking magnesium before bed'], then: [{ newHabit: 'magnesium' }] },
  { category: 'create', say: ['add call mum every sunday at 6pm'], then: [{ newHabit: 'call mum', days: ['Sun'], time: '18:00' }] },
  { category: 'create', say: ['new one - 10 min tidy up after dinner'], then: [{ newHabit: 'tidy', minutes: 10 }] },
  { category: 'create', say: ['habit: 30 pushups before breakfast'], then: [{ newHabit: 'pushups' }] },
  { category: 'create', say: ['20 min of duolingo on the train every weekday'], then: [{ newHabit: 'duolingo', minutes: 20, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }] },
  // Logs.
  { category: 'log', say: ['had 5 more glasses of water'], then: [{ habit: 'Drink water', doneOn: T, amount: 8 }] },
  { category: 'log', say: ['rowed 5k today'], then: [{ habit: 'Rowing', doneOn: T }] },
  { category: 'log', say: ['played squash on sunday'], then: [{ habit: 'Squash', doneOn: '2026-12-06' }] },
  { category: 'log', say: ['spanish done for today'], then: [{ habit: 'Spanish', doneOn: T }] },
  { category: 'log', say: ['read 30 pages'], then: [{ habit: 'Read', doneOn: T, amount: 30 }] },
  { category: 'log', say: ['vitamins taken this morning'], then: [{ habit: 'Vitamins', doneOn: T, time: '08:00' }] },
  { category: 'log', say: ['took my evening antibiotics yesterday'], then: [{ habit: 'Antibiotics', doneOn: Y, time: '20:00' }] },
  { category: 'log', say: ['went to the gym on thursday last week'], then: [{ habit: 'Gym', doneOn: '2026-12-03' }] },
  { category: 'log', say: ['practised piano for 20 min'], then: [{ habit: 'Piano', doneOn: T }] },
  { category: 'log', say: ['did pilates on the 26th'], then: [{ habit: 'Pilates', doneOn: '2026-11-26' }] },
  { category: 'log', say: ['dog walked ✅'], then: [{ habit: 'Walk the dog', doneOn: T }] },
  // Changes.
  { category: 'change', say: ['yoga is now on tuesdays'], then: [{ habit: 'Yoga', days: ['Tue'] }] },
  { category: 'change', say: ['can spanish be 20 mins instead'], then: [{ habit: 'Spanish', minutes: 20 }] },
  { category: 'change', say: ['push my reading to 10pm'], then: [{ habit: 'Read', time: '22:00' }] },
  { category: 'change', say: ['make walk the dog 45 min'], then: [{ habit: 'Walk the dog', minutes: 45 }] },
  { category: 'change', say: ['tennis sundays from now on'], then: [{ habit: 'Tennis', days: ['Sun'] }] },
  { category: 'change', say: ['shift meditate half an hour earlier'], then: [{ habit: 'Meditate', time: '07:00' }] },
  { category: 'change', say: ['change water target to 10'], then: [{ habit: 'Drink water', target: { quantity: 10 } }] },
  // Notes (done days).
  { category: 'note', say: ['note for yesterdays gym - new PB on deadlift'], then: [{ habit: 'Gym', noteOn: Y, includes: 'new PB on deadlift', excludes: ['note for'] }] },
  { category: 'note', say: ['add a note on my run today saying felt easy'], then: [{ habit: 'Morning run', noteOn: T, includes: 'felt easy', excludes: ['saying'] }] },
  { category: 'note', say: ['meditation note: very calm today'], then: [{ habit: 'Meditate', noteOn: T, includes: 'very calm', excludes: ['meditation note'] }] },
  { category: 'note', say: ['on piano yesterday note that the left hand is better'], then: [{ habit: 'Piano', noteOn: Y, includes: 'left hand is better', excludes: ['note that'] }] },
  // The conversation.
  { category: 'conversation', say: ['add foam rolling at 9pm', 'actually make it 9:30'], then: [{ newHabit: 'foam rolling', time: '21:30' }] },
  { category: 'conversation', say: ['move gym to 8pm', 'pilates too'], then: [{ habit: 'Gym', time: '20:00' }, { habit: 'Pilates', time: '20:00' }] },
  { category: 'conversation', say: ['skip yoga on monday', 'and pilates on thursday'], then: [{ habit: 'Yoga', skippedOn: '2026-12-14' }, { habit: 'Pilates', skippedOn: '2026-12-10' }] },
  { category: 'conversation', say: ['rename piano to Keys', 'and move it to 8pm'], then: [{ habit: 'Piano', name: 'Keys', time: '20:00' }] },
  { category: 'conversation', say: ['spanish done', 'oops meant piano', 'yes'], then: [{ habit: 'Spanish', notDoneOn: T }, { habit: 'Piano', doneOn: T }] },
  { category: 'conversation', say: ['move read to 10pm', 'undo that'], then: [{ habit: 'Read', time: '21:30' }] },
  { category: 'conversation', say: ['add cold shower every morning', 'make it 6:45'], then: [{ newHabit: 'cold shower', time: '06:45' }] },
  // Second batch, written after the first batch's fixes.
  { category: 'log', say: ['meditated on sunday'], then: [{ habit: 'Meditate', doneOn: '2026-12-06' }] },
  { category: 'log', say: ['walked the dog on saturday'], then: [{ habit: 'Walk the dog', doneOn: '2026-12-05' }] },
  { category: 'log', say: ['spanish ✔️'], then: [{ habit: 'Spanish', doneOn: T }] },
  { category: 'log', say: ['8 glasses of water today'], then: [{ habit: 'Drink water', doneOn: T, amount: 8 }] },
  { category: 'log', say: ['finished rowing'], then: [{ habit: 'Rowing', doneOn: T }] },
  { category: 'log', say: ['did the plants'], then: [{ habit: 'Water the plants', doneOn: T }] },
  { category: 'create', say: ['add a 5 min breathing thing after lunch'], then: [{ newHabit: 'breathing', minutes: 5 }] },
  { category: 'create', say: ['take fish oil with dinner'], then: [{ newHabit: 'fish oil' }] },
  { category: 'create', say: ['add 10 lunges after my workout'], then: [{ newHabit: 'lunges' }] },
  { category: 'create', say: ['practise guitar 20 mins every evening'], then: [{ newHabit: 'guitar', minutes: 20 }] },
  { category: 'create', say: ['every sunday at 5 call grandma'], then: [{ newHabit: 'grandma', days: ['Sun'], time: '17:00' }] },
  { category: 'create', say: ["i'd like to drink a glass of milk before bed"], then: [{ newHabit: 'milk' }] },
  { category: 'question', question: true, say: ['how did i do on water yesterday'], then: [{ reply: ['6'] }] },
  { category: 'question', question: true, say: ['was i under my coffee limit on monday'], then: [{ reply: ['2'] }] },
  { category: 'question', question: true, say: ["when's the antibiotics last day"], then: [{ replyAny: ['15 Dec'] }] },
  { category: 'question', question: true, say: ['how many pages did i read on monday'], then: [{ reply: ['25'] }] },
  { category: 'question', question: true, say: ['is the sleep goal due anytime'], then: [{ replyAny: ['no date'] }] },
  { category: 'question', question: true, say: ['does journal have an end date'], then: [{ replyAny: ['no end date'] }] },
  { category: 'change', say: ['gym should be at 7pm from now on'], then: [{ habit: 'Gym', time: '19:00' }] },
  { category: 'change', say: ['piano for 30 min instead'], then: [{ habit: 'Piano', minutes: 30 }] },
  { category: 'change', say: ['set my coffee limit to 3'], then: [{ habit: 'Coffee', target: { quantity: 3, direction: 'atMost' } }] },
  { category: 'change', say: ['reading target 25 pages'], then: [{ habit: 'Read', target: { quantity: 25 } }] },
  { category: 'conversation', say: ['skip spanish tomorrow', 'actually friday'], then: [{ habit: 'Spanish', skippedOn: '2026-12-11' }] },
  { category: 'conversation', say: ['rename read to Reading', 'undo that'], then: [{ habit: 'Read', name: 'Read' }] },
  { category: 'note', say: ['run note - windy af'], then: [{ habit: 'Morning run', noteOn: T, includes: 'windy', excludes: ['run note'] }] },
  { category: 'note', say: ["add note to yesterday's piano: tricky bit in bar 12"], then: [{ habit: 'Piano', noteOn: Y, includes: 'tricky bit in bar 12', excludes: ['add note'] }] },
  { category: 'goal', say: ['make a goal to save 1000 pounds'], then: [{ newGoal: 'save' }] },
  { category: 'goal', say: ['change the 10k goal to Run a sub 50 10k'], then: [{ goal: 'Run a 10k', name: 'Run a sub 50 10k' }] },
  { category: 'goal', say: ['take piano off its goal'], then: [{ habit: 'Piano', goal: null }] },
];
