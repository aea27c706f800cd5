import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, twentieth pass: new sentences of my own for changes of a habit said in passing (later,
 * earlier, forward, back, British times, days added, dropped, ranged or excepted, amounts and
 * lengths "instead of" what they were), typed as on a phone, on the kept-apart harness's account
 * (Sam, Wednesday 9 December 2026, London), judged by the records afterwards.
 * twentieth-pass.test.ts runs them.
 */
export const TWENTIETH_PASS: KeptApartCase[] = [
  { category: 'change', say: ['can squash be an hour later'], then: [{ habit: 'Squash', time: '12:00' }] },
  { category: 'change', say: ['bring yoga forward by 30 mins'], then: [{ habit: 'Yoga', time: '18:30' }] },
  { category: 'change', say: ['make spanish 20 mins'], then: [{ habit: 'Spanish', minutes: 20 }] },
  { category: 'change', say: ['piano every day except sundays'], then: [{ habit: 'Piano', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] }] },
  { category: 'change', say: ['water the plants every 2 days'], then: [{ habit: 'Water the plants', everyDays: 2 }] },
  { category: 'change', say: ['tennis on sundays as well'], then: [{ habit: 'Tennis', days: ['Sat', 'Sun'] }] },
  { category: 'change', say: ['no more yoga on mondays, do it tuesdays'], then: [{ habit: 'Yoga', days: ['Tue'] }] },
  { category: 'change', say: ['cut coffee to 1 a day'], then: [{ habit: 'Coffee', target: { quantity: 1 } }] },
  { category: 'change', say: ['walk the dog at half 5'], then: [{ habit: 'Walk the dog', time: '17:30' }] },
  { category: 'change', say: ['meditate at quarter to 7 from now on'], then: [{ habit: 'Meditate', time: '06:45' }] },
  { category: 'change', say: ['start piano at 7 instead of 7.30'], then: [{ habit: 'Piano', time: '19:00' }] },
  { category: 'change', say: ['put gym on tue thu and sat'], then: [{ habit: 'Gym', days: ['Tue', 'Thu', 'Sat'] }] },
  { category: 'change', say: ['change pilates to wednesday'], then: [{ habit: 'Pilates', days: ['Wed'] }] },
  { category: 'change', say: ['spanish only mon-thu'], then: [{ habit: 'Spanish', days: ['Mon', 'Tue', 'Wed', 'Thu'] }] },
  { category: 'change', say: ['reading should take 45 min not 30'], then: [{ habit: 'Read', minutes: 45 }] },
  { category: 'change', say: ['push walk the dog 15 minutes later'], then: [{ habit: 'Walk the dog', time: '17:15' }] },
  { category: 'change', say: ['my morning run starts at 6.45 now'], then: [{ habit: 'Morning run', time: '06:45' }] },
  { category: 'change', say: ['read 25 pages a day instead of 20'], then: [{ habit: 'Read', target: { quantity: 25 } }] },
];
