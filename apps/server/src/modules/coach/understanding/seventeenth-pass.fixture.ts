import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, seventeenth pass: new sentences of my own for new habits and changes with every part a
 * person may add (a reminder, a goal, an area, a start, an end, a month's pattern, several times a
 * day), reminders changed one at a time, and ends said in passing, typed as on a phone, on the
 * kept-apart harness's account (Sam, Wednesday 9 December 2026, London), judged by the records
 * afterwards. seventeenth-pass.test.ts runs them.
 */
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

export const SEVENTEENTH_PASS: KeptApartCase[] = [
  // New habits with more said.
  { category: 'create', say: ['add meditation walk at 7am and remind me 10 min before'], then: [{ newHabit: 'meditation walk', time: '07:00', reminders: [{ minutesBefore: 10 }] }] },
  { category: 'create', say: ['add a habit for my 10k goal: intervals on tuesdays at 6pm'], then: [{ newHabit: 'intervals', days: ['Tue'], time: '18:00', goal: 'Run a 10k' }] },
  { category: 'create', say: ['add foam rolling to my fitness area, every evening at 9'], then: [{ newHabit: 'foam rolling', time: '21:00', area: 'Fitness' }] },
  { category: 'create', say: ['starting next monday, swim every wednesday at 7am'], then: [{ newHabit: 'swim', days: ['Wed'], time: '07:00', nextDates: ['2026-12-16'] }] },
  { category: 'create', say: ['eye drops twice a day, at breakfast and dinner'], then: [{ newHabit: 'eye drops', timesOfDay: ['08:00', '19:00'] }, { reply: ['every day at 08:00 and 19:00'] }] },
  { category: 'create', say: ['no more than 1 hour of tiktok a day'], then: [{ newHabit: 'tiktok', target: { quantity: 1, direction: 'atMost' } }] },
  { category: 'create', say: ['i want to quit vaping'], then: [{ newHabit: 'vaping', target: { quantity: 0, direction: 'atMost' } }] },
  { category: 'create', say: ['remind me to put the bins out every thursday at 8pm'], then: [{ newHabit: 'bins', days: ['Thu'], time: '20:00' }] },
  { category: 'create', say: ['iron tablets every morning at 8 until the 31st'], then: [{ newHabit: 'iron tablets', time: '08:00', endDate: '2026-12-31' }] },
  { category: 'create', say: ['new habit: stand-up meeting prep, weekdays 8:45, 10 mins'], then: [{ newHabit: 'stand-up meeting prep', days: [...WEEKDAYS], time: '08:45', minutes: 10 }] },
  { category: 'create', say: ['every other saturday, deep clean the kitchen at 10'], then: [{ newHabit: 'kitchen', time: '10:00', nextDates: ['2026-12-12', '2026-12-26'] }] },
  // Reminders one at a time.
  { category: 'remind', say: ['gym reminders: drop the email one'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }] },
  { category: 'remind', say: ['send my spanish reminder by email instead'], then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 5, channel: 'email' }] }] },
  { category: 'remind', say: ['remind me about piano 15 minutes before too'], then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }] },
  { category: 'remind', say: ['change the morning run reminder to 20 mins before'], then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 20, channel: 'push' }] }] },
  { category: 'remind', say: ['turn off all reminders for yoga'], then: [{ habit: 'Yoga', reminders: [] }] },
  // Ends in passing.
  { category: 'end', say: ['antibiotics finish on sunday', 'yes'], then: [{ habit: 'Antibiotics', endDate: '2026-12-13' }] },
  { category: 'end', say: ['my last spanish class is next friday', 'yes'], then: [{ habit: 'Spanish', endDate: '2026-12-18' }] },
  // Changes of pattern.
  { category: 'change', say: ['make tennis every other saturday'], then: [{ habit: 'Tennis', everyDays: 14 }] },
  { category: 'change', say: ['plan the week should be on saturdays now'], then: [{ habit: 'Plan the week', days: ['Sat'] }] },
  { category: 'change', say: ['water the plants every 4 days instead'], then: [{ habit: 'Water the plants', everyDays: 4 }] },
  { category: 'change', say: ['link piano to the spanish holiday goal'], then: [{ habit: 'Piano', goal: 'Speak Spanish on holiday' }] },
];
