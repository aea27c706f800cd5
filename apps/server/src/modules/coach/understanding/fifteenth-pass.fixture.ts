import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, fifteenth pass: new sentences of my own for the weakest kinds left (amounts logged in
 * everyday words, a day said in passing, new habits said loosely, changes and follow-ups), typed as
 * on a phone, on the kept-apart harness's account (Sam, Wednesday 9 December 2026, London), judged
 * by the records afterwards. fifteenth-pass.test.ts runs them.
 */
const T = '2026-12-09';
const Y = '2026-12-08';
const MON = '2026-12-07';

export const FIFTEENTH_PASS: KeptApartCase[] = [
  // Amounts added to the day's total, in everyday words (Drink water has 3 today, Coffee 1).
  { category: 'log', say: ['another glass of water'], then: [{ habit: 'Drink water', doneOn: T, amount: 4 }] },
  { category: 'log', say: ['2 more glasses of water just now'], then: [{ habit: 'Drink water', doneOn: T, amount: 5 }] },
  { category: 'log', say: ['had one more coffee'], then: [{ habit: 'Coffee', doneOn: T, amount: 2 }] },
  { category: 'log', say: ['add 3 glasses to water'], then: [{ habit: 'Drink water', doneOn: T, amount: 6 }] },
  // A total said as a total.
  { category: 'log', say: ['water is at 7 glasses now'], then: [{ habit: 'Drink water', doneOn: T, amount: 7 }] },
  { category: 'log', say: ['i ended up drinking 8 glasses in total yesterday'], then: [{ habit: 'Drink water', doneOn: Y, amount: 8 }] },
  { category: 'log', say: ['actually make yesterdays reading 22 pages'], then: [{ habit: 'Read', doneOn: Y, amount: 22 }] },
  // Pages read, with the day in passing.
  { category: 'log', say: ['managed 24 pages of my book'], then: [{ habit: 'Read', doneOn: T, amount: 24 }] },
  { category: 'log', say: ['read twenty pages last night'], then: [{ habit: 'Read', doneOn: Y, amount: 32 }] },
  { category: 'log', say: ['finished reading, 30 pages'], then: [{ habit: 'Read', doneOn: T, amount: 30 }] },
  // Plain ticks in other words.
  { category: 'log', say: ['gym ✅ yesterday'], then: [{ habit: 'Gym', doneOn: Y }] },
  { category: 'log', say: ['knocked out my spanish lesson'], then: [{ habit: 'Spanish', doneOn: T }] },
  { category: 'log', say: ['vitamins taken at breakfast'], then: [{ habit: 'Vitamins', doneOn: T, time: '08:00' }] },
  { category: 'log', say: ['i did yoga on monday evening, forgot to log it'], then: [{ habit: 'Yoga', doneOn: MON }] },
  { category: 'log', say: ['watered the plants'], then: [{ habit: 'Water the plants', doneOn: T }] },
  // New habits said loosely.
  { category: 'create', say: ['i want to start doing push ups every morning'], then: [{ newHabit: 'push ups' }] },
  { category: 'create', say: ['new habit: cold shower, daily at 7'], then: [{ newHabit: 'cold shower', time: '07:00' }] },
  { category: 'create', say: ['could you set up a habit for mobility work on tuesdays and thursdays'], then: [{ newHabit: 'mobility', days: ['Tue', 'Thu'] }] },
  { category: 'create', say: ['track flossing for me, every night at 10pm'], then: [{ newHabit: 'flossing', time: '22:00' }] },
  { category: 'create', say: ['i need to call my gran every sunday'], then: [{ newHabit: 'call my gran', days: ['Sun'] }] },
  { category: 'create', say: ['help me build a habit of drinking less tea, max 3 cups a day'], then: [{ newHabit: 'tea', target: { quantity: 3, direction: 'atMost' } }] },
  { category: 'create', say: ['add cycling 3x a week'], then: [{ newHabit: 'cycling', perWeek: 3 }] },
  // Changes in passing words.
  { category: 'change', say: ['tennis is at 11 now, not 10'], then: [{ habit: 'Tennis', time: '11:00' }] },
  { category: 'change', say: ['can yoga be 45 mins instead'], then: [{ habit: 'Yoga', minutes: 45 }] },
  { category: 'change', say: ['i only want to do pilates on tuesdays from now on'], then: [{ habit: 'Pilates', days: ['Tue'] }] },
  { category: 'change', say: ['bump my water goal up to 10 glasses'], then: [{ habit: 'Drink water', target: { quantity: 10 } }] },
  // Follow-ups.
  { category: 'conversation', say: ['did piano', 'oh and spanish too'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Spanish', doneOn: T }] },
  { category: 'conversation', say: ['move squash to 12', 'actually make it half 12'], then: [{ habit: 'Squash', time: '12:30' }] },
  { category: 'conversation', say: ['create a habit called evening walk at 8pm', 'make it 20 minutes'], then: [{ newHabit: 'evening walk', time: '20:00', minutes: 20 }] },
  { category: 'conversation', say: ['mark piano done', 'no wait, i meant spanish', 'yes'], then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Piano', notDoneOn: T }] },
];
