import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, fourteenth pass: new sentences of my own for the kinds the brief names (a tick said
 * with its amount, its day and a note in any form, several things done in one message, a note
 * asked for in other words, a new habit with every part said), typed as on a phone, on the
 * kept-apart harness's account (Sam, Wednesday 9 December 2026, London), judged by the records
 * afterwards. fourteenth-pass.test.ts runs them. Several things done at once are proposed, so
 * those cases end with a yes.
 */
const T = '2026-12-09';
const Y = '2026-12-08';
const MON = '2026-12-07';
const SUN = '2026-12-06';

export const FOURTEENTH_PASS: KeptApartCase[] = [
  // A tick with a note after it, in any form.
  { category: 'log', say: ['did piano, felt really good today'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Piano', noteOn: T, includes: 'felt really good', excludes: ['did piano'] }] },
  { category: 'log', say: ['walked the dog - he was so muddy'], then: [{ habit: 'Walk the dog', doneOn: T }, { habit: 'Walk the dog', noteOn: T, includes: 'so muddy', excludes: ['walked the dog'] }] },
  { category: 'log', say: ['spanish done and it was hard'], then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Spanish', noteOn: T, includes: 'hard', excludes: ['spanish done'] }] },
  { category: 'log', say: ['practised piano. note: scales were sloppy'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Piano', noteOn: T, includes: 'scales were sloppy', excludes: ['note:', 'practised'] }] },
  { category: 'log', say: ['rowed on sunday, back was a bit stiff'], then: [{ habit: 'Rowing', doneOn: SUN }, { habit: 'Rowing', noteOn: SUN, includes: 'back was a bit stiff', excludes: ['rowed'] }] },
  { category: 'log', say: ['hey! did my spanish homework felt easy'], then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Spanish', noteOn: T, includes: 'felt easy' }] },
  { category: 'log', say: ['meditated monday (mind all over the place)'], then: [{ habit: 'Meditate', doneOn: MON }, { habit: 'Meditate', noteOn: MON, includes: 'mind all over the place' }] },
  { category: 'log', say: ['squash done sunday — lost 3-1 but good game'], then: [{ habit: 'Squash', doneOn: SUN }, { habit: 'Squash', noteOn: SUN, includes: 'good game' }] },
  { category: 'log', say: ['tick off piano, learnt a new song'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Piano', noteOn: T, includes: 'learnt a new song', excludes: ['tick off'] }] },
  { category: 'log', say: ['mark the dog walk done, went the long way round'], then: [{ habit: 'Walk the dog', doneOn: T }, { habit: 'Walk the dog', noteOn: T, includes: 'long way round', excludes: ['mark'] }] },
  { category: 'log', say: ['just got back from walking the dog, freezing out there'], then: [{ habit: 'Walk the dog', doneOn: T }, { habit: 'Walk the dog', noteOn: T, includes: 'freezing' }] },
  { category: 'log', say: ['went to the gym yesterday, legs are toast'], then: [{ habit: 'Gym', doneOn: Y }, { habit: 'Gym', noteOn: Y, includes: 'legs are toast', excludes: ['went to'] }] },
  // Amounts, with a day and a note.
  { category: 'log', say: ['had 2 more waters yesterday - hot day'], then: [{ habit: 'Drink water', doneOn: Y, amount: 8 }, { habit: 'Drink water', noteOn: Y, includes: 'hot day' }] },
  { category: 'log', say: ['read 25 pages, great chapter'], then: [{ habit: 'Read', doneOn: T, amount: 25 }, { habit: 'Read', noteOn: T, includes: 'great chapter', excludes: ['25 pages'] }] },
  { category: 'log', say: ['read 30 pages on sunday - finished the book'], then: [{ habit: 'Read', doneOn: SUN, amount: 30 }, { habit: 'Read', noteOn: SUN, includes: 'finished the book' }] },
  { category: 'log', say: ['got through 40 pages this morning and it was gripping'], then: [{ habit: 'Read', doneOn: T, amount: 40 }, { habit: 'Read', noteOn: T, includes: 'gripping' }] },
  { category: 'log', say: ['ok so read 21 pages today. note: skimmed the boring bits'], then: [{ habit: 'Read', doneOn: T, amount: 21 }, { habit: 'Read', noteOn: T, includes: 'skimmed the boring bits', excludes: ['note:'] }] },
  // Several things done in one message (proposed; a yes does them).
  { category: 'several', say: ['did piano and walked the dog', 'yes'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Walk the dog', doneOn: T }] },
  { category: 'several', say: ['read 25 pages and did spanish', 'yes'], then: [{ habit: 'Read', doneOn: T, amount: 25 }, { habit: 'Spanish', doneOn: T }] },
  { category: 'several', say: ['rowed on sunday, then meditated monday', 'yes'], then: [{ habit: 'Rowing', doneOn: SUN }, { habit: 'Meditate', doneOn: MON }] },
  { category: 'several', say: ['practised piano, walked the dog and did my spanish', 'yes'], then: [{ habit: 'Piano', doneOn: T }, { habit: 'Walk the dog', doneOn: T }, { habit: 'Spanish', doneOn: T }] },
  // Notes asked for: only the note's words, on the right day.
  { category: 'note', say: ['jot down that the dog pulled a lot on the walk today'], then: [{ habit: 'Walk the dog', noteOn: T, includes: 'pulled a lot', excludes: ['jot'] }] },
  { category: 'note', say: ['add a note to sundays rowing: new 2k pb'], then: [{ habit: 'Rowing', noteOn: SUN, includes: 'new 2k pb', excludes: ['add a note'] }] },
  { category: 'note', say: ['note on spanish monday - learned the subjunctive'], then: [{ habit: 'Spanish', noteOn: MON, includes: 'subjunctive', excludes: ['note on'] }] },
  { category: 'note', say: ['for sundays squash, note: shoulder ached after'], then: [{ habit: 'Squash', noteOn: SUN, includes: 'shoulder ached', excludes: ['note:'] }] },
  // Changes: several times a day; a tick moved to "the other one" keeps the amount the first had.
  { category: 'change', say: ['make meditate twice a day'], then: [{ habit: 'Meditate', timesOfDay: ['08:00', '20:00'] }] },
  { category: 'change', say: ['can you make meditate twice a day, at 7am and 9pm'], then: [{ habit: 'Meditate', timesOfDay: ['07:00', '21:00'] }] },
  // New habits with every part said, in any order.
  { category: 'create', say: ['remind me to do breathing exercises every weekday at 7:15 for 10 minutes'], then: [{ newHabit: 'breathing', time: '07:15', minutes: 10, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }] },
  { category: 'create', say: ['add sketching mon wed fri at 6pm, remind me 15 min before'], then: [{ newHabit: 'sketch', time: '18:00', days: ['Mon', 'Wed', 'Fri'], reminders: [{ minutesBefore: 15 }] }] },
  { category: 'create', say: ['new habit: call grandma on sundays at 5pm with a reminder 30 mins before'], then: [{ newHabit: 'grandma', time: '17:00', days: ['Sun'], reminders: [{ minutesBefore: 30 }] }] },
  { category: 'create', say: ['plank for 5 mins every day at 7am until the end of the month'], then: [{ newHabit: 'plank', time: '07:00', minutes: 5, endDate: '2026-12-31' }] },
  { category: 'create', say: ['pls add guitar practice tues and thurs 8pm for half an hour'], then: [{ newHabit: 'guitar', time: '20:00', minutes: 30, days: ['Tue', 'Thu'] }] },
  { category: 'create', say: ['i want to do 30 squats a day'], then: [{ newHabit: 'squat', target: { quantity: 30 } }] },
  { category: 'create', say: ['add cold shower daily at 7:30 and nudge me 5 min before'], then: [{ newHabit: 'cold shower', time: '07:30', reminders: [{ minutesBefore: 5 }] }] },
];
