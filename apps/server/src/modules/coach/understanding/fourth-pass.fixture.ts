import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, fourth pass: new sentences of my own for the categories furthest off (log, create,
 * note, question, scope, conversation), on the kept-apart harness's account (Sam, Wednesday 9
 * December 2026, London), judged by the records afterwards. fourth-pass.test.ts runs them.
 */
const T = '2026-12-09';
const Y = '2026-12-08';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

export const FOURTH_PASS: KeptApartCase[] = [
  // Amounts: a total said sets the day, "another" adds, a past day is that day.
  // (A day below its target, or any day of a limit, is never "done" in the records: the amount is what is checked.)
  { category: 'log', say: ['my water total today is 8'], then: [{ habit: 'Drink water', doneOn: T, amount: 8 }] },
  { category: 'log', say: ['yesterday I ended up on 9 glasses of water in total'], then: [{ habit: 'Drink water', doneOn: Y, amount: 9 }] },
  { category: 'log', say: ['another 5 glasses of water'], then: [{ habit: 'Drink water', doneOn: T, amount: 8 }] },
  { category: 'log', say: ['had one more coffee'], then: [{ habit: 'Coffee' }, { replyAny: ['2 of 2'] }] },
  { category: 'log', say: ['drank a litre of water'], then: [{ habit: 'Drink water' }, { replyAny: ['4 glasses'] }, { replyAny: ['7 of 8'] }] },
  { category: 'log', say: ['got through 1.5 litres of water so far today'], then: [{ habit: 'Drink water' }, { replyAny: ['6 of 8'] }] },
  { category: 'log', say: ['had 2 pints of water at lunch'], then: [{ habit: 'Drink water', doneOn: T, amount: 8 }] },
  { category: 'log', say: ['smoked 2 cigs today, gutted'], then: [{ habit: 'No smoking' }, { replyAny: ['2 cigarettes'] }] },
  // Done-ticks said for a past day.
  { category: 'log', say: ['played squash on sunday'], then: [{ habit: 'Squash', doneOn: '2026-12-06' }] },
  { category: 'log', say: ['did my spanish on friday'], then: [{ habit: 'Spanish', doneOn: '2026-12-04' }] },
  { category: 'log', say: ['went rowing yesterday morning'], then: [{ habit: 'Rowing', doneOn: Y }] },
  { category: 'log', say: ['the plants got watered this morning'], then: [{ habit: 'Water the plants', doneOn: T }] },
  // New habits with lead-ins, frequencies, times, amounts, limits and quits.
  { category: 'create', say: ['I want to start flossing before bed'], then: [{ newHabit: 'floss' }] },
  { category: 'create', say: ['add push ups 3 times a week'], then: [{ newHabit: 'push ups', perWeek: 3 }] },
  { category: 'create', say: ['new habit: foam rolling every other day'], then: [{ newHabit: 'foam rolling', everyDays: 2 }] },
  { category: 'create', say: ['practise guitar on weekdays at 6pm'], then: [{ newHabit: 'guitar', days: [...WEEKDAYS], time: '18:00' }] },
  { category: 'create', say: ['no more than 2 biscuits a day please'], then: [{ newHabit: 'biscuit', target: { quantity: 2, direction: 'atMost' } }] },
  { category: 'create', say: ['help me stop biting my nails'], then: [{ newHabit: 'nail' }] },
  { category: 'create', say: ['I should eat 5 portions of veg a day'], then: [{ newHabit: 'veg', target: { quantity: 5, direction: 'atLeast' } }] },
  { category: 'create', say: ['could you set up a habit for taking the bins out every thursday'], then: [{ newHabit: 'bins', days: ['Thu'] }] },
  // Notes: only the note's words are saved.
  { category: 'note', say: ['note on meditate: mind kept wandering'], then: [{ habit: 'Meditate', noteOn: T, includes: 'mind kept wandering', excludes: ['note on'] }] },
  { category: 'note', say: ['add a note to my morning run saying legs felt heavy'], then: [{ habit: 'Morning run', noteOn: T, includes: 'legs felt heavy', excludes: ['add a note', 'saying'] }] },
  { category: 'note', say: ["for yesterday's gym session, note that I did legs"], then: [{ habit: 'Gym', noteOn: Y, includes: 'did legs', excludes: ['note that'] }] },
  // Questions of fact: answered, nothing changes.
  { category: 'question', question: true, say: ['how many days is it now since I last had a smoke?'], then: [] },
  { category: 'question', question: true, say: ['when did I last smoke?'], then: [] },
  { category: 'question', question: true, say: ["how's the no smoking going", 'and when was my last slip?'], then: [] },
  { category: 'question', question: true, say: ['no smoking: days clean so far?'], then: [] },
  { category: 'question', question: true, say: ['how long have i gone without coffee going over'], then: [] },
  { category: 'question', question: true, say: ['how many days in a row have I done spanish?'], then: [] },
  { category: 'question', question: true, say: ['how much water have I had today?'], then: [] },
  { category: 'question', question: true, say: ['did I take my vitamins this morning?'], then: [] },
  { category: 'question', question: true, say: ['how many coffees did I have yesterday?'], then: [] },
  { category: 'question', question: true, say: ['when do the antibiotics finish?'], then: [] },
  { category: 'question', question: true, say: ["what's my best streak for piano?"], then: [] },
  { category: 'question', question: true, say: ['have I been smoking at all this month?'], then: [] },
  { category: 'question', question: true, say: ['did I go for a run on monday?'], then: [] },
  { category: 'question', question: true, say: ['how am I doing with the sleep goal?'], then: [] },
  { category: 'question', question: true, say: ['how many pages did I read yesterday?'], then: [] },
  // Scope: only the part named changes.
  { category: 'scope', say: ['wipe just the reminder on spanish'], then: [{ habit: 'Spanish', reminders: [], days: [...WEEKDAYS], time: '12:30' }] },
  { category: 'scope', say: ['take the reminders off gym but keep the habit itself', 'yes'], then: [{ habit: 'Gym', reminders: [] }] },
  // The conversation.
  { category: 'conversation', say: ["when's pilates?", 'move it to friday'], then: [{ habit: 'Pilates', days: ['Fri'] }] },
  { category: 'conversation', say: ['tick off piano', 'and spanish too'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Spanish', doneOn: T }] },
  { category: 'conversation', say: ['add a habit to do press ups at 7am', 'actually make it 8am'], then: [{ newHabit: 'press ups', time: '08:00' }] },
  // Second batch: more of each kind.
  { category: 'log', say: ['squeezed in some yoga this evening even though it is not a yoga day'], then: [{ replyAny: ['not on today'] }] },
  { category: 'log', say: ['did an extra pilates class today'], then: [{ replyAny: ['not on today'] }] },
  { category: 'log', say: ['read 20 pages on monday'], then: [{ habit: 'Read' }, { replyAny: ['Read'] }] },
  { category: 'log', say: ['read twenty pages last night'], then: [{ habit: 'Read', doneOn: Y, amount: 32 }] },
  { category: 'log', say: ['total pages read yesterday came to 22'], then: [{ habit: 'Read', doneOn: Y, amount: 22 }] },
  { category: 'log', say: ['meditated on sunday morning'], then: [{ habit: 'Meditate', doneOn: '2026-12-06' }] },
  { category: 'log', say: ['took the dog out earlier'], then: [{ habit: 'Walk the dog', doneOn: T }] },
  { category: 'log', say: ['had my morning vitamins'], then: [{ habit: 'Vitamins', doneOn: T, time: '08:00' }] },
  { category: 'create', say: ['can you add stretching my back every morning at 7'], then: [{ newHabit: 'back', time: '07:00' }] },
  { category: 'create', say: ['set up a new habit: call grandma every sunday'], then: [{ newHabit: 'grandma', days: ['Sun'] }] },
  { category: 'create', say: ['I want to cut down to 1 glass of wine a night'], then: [{ newHabit: 'wine', target: { quantity: 1, direction: 'atMost' } }] },
  { category: 'create', say: ['quit vaping'], then: [{ newHabit: 'vap' }] },
  { category: 'create', say: ['lets do a 20 minute walk at lunchtime on weekdays'], then: [{ newHabit: 'walk', days: [...WEEKDAYS], minutes: 20 }] },
  { category: 'create', say: ['start tidying the kitchen before bed every night'], then: [{ newHabit: 'kitchen' }] },
  { category: 'create', say: ['add drink a glass of milk twice a day'], then: [{ newHabit: 'milk' }] },
  { category: 'note', say: ['jot down on meditate: kept losing count'], then: [{ habit: 'Meditate', noteOn: T, includes: 'kept losing count', excludes: ['jot'] }] },
  { category: 'scope', say: ['reset my pilates records but keep the habit', 'yes'], then: [{ habit: 'Pilates', historyCleared: true }] },
  { category: 'note', say: ["put a note on today's meditation - felt calm after"], then: [{ habit: 'Meditate', noteOn: T, includes: 'felt calm after', excludes: ['put a note'] }] },
  { category: 'note', say: ['meditate note: best session in weeks'], then: [{ habit: 'Meditate', noteOn: T, includes: 'best session in weeks' }] },
  { category: 'note', say: ['add to my run notes that it was raining'], then: [{ habit: 'Morning run', noteOn: T, includes: 'raining', excludes: ['add to my run'] }] },
  { category: 'question', question: true, say: ['which habits have I not done today?'], then: [] },
  { category: 'question', question: true, say: ['how often do I do rowing?'], then: [] },
  { category: 'question', question: true, say: ['whats the time for gym'], then: [] },
  { category: 'question', question: true, say: ['is tennis on this weekend'], then: [] },
  { category: 'question', question: true, say: ['how many glasses of water so far'], then: [] },
  { category: 'question', question: true, say: ['did I slip up with smoking this week?'], then: [] },
  { category: 'question', question: true, say: ['have I logged any coffee today'], then: [] },
  { category: 'question', question: true, say: ['which reminders are set up on the gym habit?'], then: [] },
  { category: 'question', question: true, say: ['which goal is piano linked to?'], then: [] },
  { category: 'question', question: true, say: ['am I on track with my run streak'], then: [] },
  { category: 'question', question: true, say: ['how long is my journal paused for?'], then: [] },
  { category: 'question', question: true, say: ['when was the last time I skipped spanish?'], then: [] },
  { category: 'question', question: true, say: ['had any cigarettes lately?'], then: [] },
  { category: 'scope', say: ['clear out only the history of rowing', 'yes'], then: [{ habit: 'Rowing', historyCleared: true }] },
  { category: 'scope', say: ['change just the time of pilates to 6pm, keep the day'], then: [{ habit: 'Pilates', time: '18:00', days: ['Thu'] }] },
  { category: 'scope', say: ['only the push reminder on gym should go'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 30, channel: 'email' }] }] },
  { category: 'conversation', say: ['add a habit to do squats every morning', 'make that 7:15'], then: [{ newHabit: 'squats', time: '07:15' }] },
  { category: 'conversation', say: ['mark spanish done', 'oops no, I meant piano', 'yes'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Spanish', notDoneOn: T }] },
  { category: 'conversation', say: ['rename piano to Piano scales', 'move it to 8pm too'], then: [{ habit: 'Piano', name: 'Piano scales', time: '20:00' }] },
  { category: 'conversation', say: ['skip gym tomorrow', 'same for pilates'], then: [{ habit: 'Gym', skippedOn: '2026-12-10' }, { habit: 'Pilates', skippedOn: '2026-12-10' }] },
];
