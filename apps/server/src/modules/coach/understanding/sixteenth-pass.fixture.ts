import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, sixteenth pass: new sentences of my own for the kinds still weakest (new habits said
 * loosely, changes in passing, follow-ups, questions that must change nothing, notes), typed as on
 * a phone, on the kept-apart harness's account (Sam, Wednesday 9 December 2026, London), judged by
 * the records afterwards. sixteenth-pass.test.ts runs them.
 */
const T = '2026-12-09';
const Y = '2026-12-08';
const TOMORROW = '2026-12-10';
const MON = '2026-12-07';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

export const SIXTEENTH_PASS: KeptApartCase[] = [
  // New habits said loosely.
  { category: 'create', say: ['start a new habit - gratitude list before bed'], then: [{ newHabit: 'gratitude list' }] },
  { category: 'create', say: ["add 'sunday reset' every sunday at 6pm"], then: [{ newHabit: 'sunday reset', days: ['Sun'], time: '18:00' }] },
  { category: 'create', say: ['can i get a habit for hoovering on saturdays'], then: [{ newHabit: 'hoovering', days: ['Sat'] }] },
  { category: 'create', say: ['make a new one: language exchange, fridays 7pm for an hour'], then: [{ newHabit: 'language exchange', days: ['Fri'], time: '19:00', minutes: 60 }] },
  { category: 'create', say: ["i'd like to practise guitar for 15 min every weekday evening"], then: [{ newHabit: 'guitar', minutes: 15, days: [...WEEKDAYS] }] },
  { category: 'create', say: ['please add a habit: 10000 steps a day'], then: [{ newHabit: 'steps', target: { quantity: 10000 } }] },
  { category: 'create', say: ['new habit walk to work mon wed fri'], then: [{ newHabit: 'walk to work', days: ['Mon', 'Wed', 'Fri'] }] },
  { category: 'create', say: ['every other day i want to do a 5k'], then: [{ newHabit: '5k', everyDays: 2 }] },
  { category: 'create', say: ['habit: lunch away from my desk, weekdays at 1'], then: [{ newHabit: 'lunch away from my desk', days: [...WEEKDAYS], time: '13:00' }] },
  // Changes in passing.
  { category: 'change', say: ['push piano back half an hour'], then: [{ habit: 'Piano', time: '20:00' }] },
  { category: 'change', say: ['piano should be 30 mins long'], then: [{ habit: 'Piano', minutes: 30 }] },
  { category: 'change', say: ['move all my spanish sessions to 1pm'], then: [{ habit: 'Spanish', time: '13:00' }] },
  { category: 'change', say: ['gym on mondays and thursdays instead of tue/thu'], then: [{ habit: 'Gym', days: ['Mon', 'Thu'] }] },
  { category: 'change', say: ['change meditate to the evening, say 9pm'], then: [{ habit: 'Meditate', time: '21:00' }] },
  { category: 'change', say: ['can you make my morning run 45 minutes'], then: [{ habit: 'Morning run', minutes: 45 }] },
  { category: 'change', say: ["let's do rowing 4 times a week"], then: [{ habit: 'Rowing', perWeek: 4 }] },
  { category: 'change', say: ['drop my coffee limit to 1 cup'], then: [{ habit: 'Coffee', target: { quantity: 1 } }] },
  // Follow-ups.
  { category: 'conversation', say: ['create breathwork at 7am', 'put it in the health area'], then: [{ newHabit: 'breathwork', time: '07:00', area: 'Health' }] },
  { category: 'conversation', say: ['shift yoga to 8.30pm', 'same for pilates'], then: [{ habit: 'Yoga', time: '20:30' }, { habit: 'Pilates', time: '20:30' }] },
  { category: 'conversation', say: ['skip piano today', 'actually tomorrow instead'], then: [{ habit: 'Piano', skippedOn: TOMORROW }, { habit: 'Piano', notPausedOn: [T] }] },
  { category: 'conversation', say: ['call walk the dog "evening stroll" from now on', 'and it should take 40 mins'], then: [{ habit: 'Walk the dog', name: 'Evening stroll', minutes: 40 }] },
  // Questions: nothing changes.
  { category: 'question', question: true, say: ['how many glasses have i had today?'], then: [{ reply: ['3'] }] },
  { category: 'question', question: true, say: ['when did i last go to the gym'], then: [{ replyAny: ['8 Dec', 'yesterday', 'Tue'] }] },
  { category: 'question', question: true, say: ['did i take my vitamins?'], then: [] },
  { category: 'question', question: true, say: ['what time is squash on sunday'], then: [{ replyAny: ['11:00', '11am', '11 am'] }] },
  { category: 'question', question: true, say: ['is pilates tomorrow?'], then: [{ reply: ['Yes', 'Pilates', '19:00'] }] },
  { category: 'question', question: true, say: ['do i have gym on friday'], then: [{ reply: ['No', 'Gym'] }] },
  { category: 'question', question: true, say: ['is there yoga next monday?'], then: [{ reply: ['Yes', 'Yoga'] }] },
  { category: 'question', question: true, say: ['is journal on tomorrow'], then: [{ reply: ['No', 'Journal'] }] },
  // Notes.
  { category: 'note', say: ["note for yesterday's gym: new deadlift pb"], then: [{ habit: 'Gym', noteOn: Y, includes: 'new deadlift pb', excludes: ['note for'] }] },
  { category: 'note', say: ["on monday's yoga add the note 'hips tight'"], then: [{ habit: 'Yoga', noteOn: MON, includes: 'hips tight', excludes: ['add the note'] }] },
  { category: 'note', say: ['meditation today - note: very calm session'], then: [{ habit: 'Meditate', noteOn: T, includes: 'very calm session', excludes: ['note:'] }] },
];
