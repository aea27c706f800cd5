import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, Fifty-ninth pass: fifty conversations on Sam's account (Wednesday 2026-12-09, 10:00
 * London) as someone reorganising their week because their job's hours changed. They move habits
 * between days and times ('swap gym to mon and wed', 'push the dog walk to 6pm'), change how often
 * ('piano just 3x a week from now on', 'meditate weekdays only'), change several at once by a shared trait
 * or a list with exceptions ('all fitness ones except tennis and rowing to 6pm'), take a break
 * ('can u pause spanish until the new year', 'away 18th-22nd, pause the fitness stuff'), skip a day or two,
 * resume something paused, change a target or a length, and say when a change starts or that it is
 * for one day only. Phone typing: lower case, typos, a few emoji, reasons about the new shifts.
 *
 * Written by the pass-59 helper before reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-12-09 Wed (today), 2026-12-10 Thu (tomorrow), 2026-12-11 Fri, 2026-12-12 Sat and
 * 2026-12-13 Sun (this weekend), 2026-12-14 Mon (next week), 2026-12-17 Thu, 2026-12-18 Fri to
 * 2026-12-22 Tue (the time away), 2026-12-23 Wed, 2026-12-31 Thu, 2027-01-01 Fri (new year),
 * 2027-01-04 Mon, 2027-01-05 Tue.
 *
 * Every change to two or more habits is confirmed by a further message; a change to one habit is
 * made on the message that asks for it.
 */
export const FIFTY_NINTH_PASS: KeptApartCase[] = [
  // change: days
  { say: ['swap gym over to mon and wed pls'], category: 'change', then: [{ habit: 'Gym', days: ['Mon', 'Wed'], time: '18:00' }] },
  {
    say: ['yoga on thursdays instead of mondays now'],
    category: 'change',
    then: [{ habit: 'Yoga', days: ['Thu'], time: '19:00' }],
  },
  {
    say: ['morning run tue thu and sat from now on, new rota 🙄'],
    category: 'change',
    then: [{ habit: 'Morning run', days: ['Tue', 'Thu', 'Sat'], time: '07:00' }],
  },
  {
    say: ['can plan the week be saturdays instead'],
    category: 'change',
    then: [{ habit: 'Plan the week', days: ['Sat'], time: '18:00' }],
  },
  {
    say: ['tennis sundays at 9 from now on'],
    category: 'change',
    then: [{ habit: 'Tennis', days: ['Sun'], time: '09:00' }],
  },
  {
    say: ['pilates wednesdays at 7pm now'],
    category: 'change',
    then: [{ habit: 'Pilates', days: ['Wed'], time: '19:00' }],
  },
  // change: times
  {
    say: ['can u move piano to 7am now, new shift starts at 9'],
    category: 'change',
    then: [{ habit: 'Piano', time: '07:00' }],
  },
  {
    say: ['move meditate to before 7, like 6:45'],
    category: 'change',
    then: [{ habit: 'Meditate', time: '06:45' }],
  },
  {
    say: ['push the dog walk to 6pm, dont get home til half 5 now'],
    category: 'change',
    then: [{ habit: 'Walk the dog', time: '18:00' }],
  },
  {
    say: ['spanish at 8pm instead of lunch, no lunch break anymore 😩'],
    category: 'change',
    then: [{ habit: 'Spanish', time: '20:00', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  { say: ['journal at 9.30pm instead'], category: 'change', then: [{ habit: 'Journal', time: '21:30' }] },
  {
    say: ['move squash from sunday morning to sunday evening, 6ish'],
    category: 'change',
    then: [{ habit: 'Squash', days: ['Sun'], time: '18:00' }],
  },
  // change: how often
  { say: ['piano just 3x a week from now on'], category: 'change', then: [{ habit: 'Piano', perWeek: 3 }] },
  {
    say: ['rowing down to twice a week, no time for 3 anymore'],
    category: 'change',
    then: [{ habit: 'Rowing', perWeek: 2 }],
  },
  { say: ['meditate weekdays only'], category: 'change', then: [{ habit: 'Meditate', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }] },
  {
    say: ['spanish weekends only now, weekdays r impossible'],
    category: 'change',
    then: [{ habit: 'Spanish', days: ['Sat', 'Sun'] }],
  },
  { say: ['walk the dog every other day'], category: 'change', then: [{ habit: 'Walk the dog', everyDays: 2 }] },
  {
    say: ['piano mon wed fri at 8pm'],
    category: 'change',
    then: [{ habit: 'Piano', days: ['Mon', 'Wed', 'Fri'], time: '20:00' }],
  },
  // change: targets and lengths
  {
    say: ['make reading 15 pages a day, cant do 20 with the new hours'],
    category: 'change',
    then: [{ habit: 'Read', target: { quantity: 15, unit: 'pages', direction: 'atLeast' } }],
  },
  {
    say: ['gym 45 mins not a full hour'],
    category: 'change',
    then: [{ habit: 'Gym', minutes: 45, time: '18:00', days: ['Tue', 'Thu'] }],
  },

  // several: lists and shared traits, each confirmed
  {
    say: ['move gym and pilates to 8pm', 'yes'],
    category: 'several',
    then: [
      { habit: 'Gym', time: '20:00', days: ['Tue', 'Thu'] },
      { habit: 'Pilates', time: '20:00', days: ['Thu'] },
    ],
  },
  {
    say: ['push piano, reading and journal 30 mins later', 'yes'],
    category: 'several',
    then: [
      { habit: 'Piano', time: '20:00' },
      { habit: 'Read', time: '22:00' },
      { habit: 'Journal', time: '22:30' },
    ],
  },
  {
    say: ['morning run and meditate half an hour earlier pls', 'yep'],
    category: 'several',
    then: [
      { habit: 'Morning run', time: '06:30', days: ['Mon', 'Wed', 'Fri'] },
      { habit: 'Meditate', time: '07:00' },
    ],
  },
  {
    say: ['all my learning ones weekdays only', 'yes'],
    category: 'several',
    then: [
      { habit: 'Piano', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
      { habit: 'Read', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
      { habit: 'Spanish', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
    ],
  },
  {
    say: ['spanish and piano both to 6am', 'yep do it'],
    category: 'several',
    then: [
      { habit: 'Spanish', time: '06:00' },
      { habit: 'Piano', time: '06:00' },
    ],
  },
  {
    say: ['move tennis and squash to sunday 8am', 'go ahead'],
    category: 'several',
    then: [
      { habit: 'Tennis', days: ['Sun'], time: '08:00' },
      { habit: 'Squash', days: ['Sun'], time: '08:00' },
    ],
  },
  {
    say: ['gym and pilates 3 times a week instead of fixed days', 'yes pls'],
    category: 'several',
    then: [
      { habit: 'Gym', perWeek: 3 },
      { habit: 'Pilates', perWeek: 3 },
    ],
  },
  {
    say: ['swap yoga and pilates days around', 'yes'],
    category: 'several',
    then: [
      { habit: 'Yoga', days: ['Thu'], time: '19:00' },
      { habit: 'Pilates', days: ['Mon'], time: '19:00' },
    ],
  },
  {
    say: ['all fitness ones except tennis and rowing to 6pm', 'yes'],
    category: 'several',
    then: [
      { habit: 'Morning run', time: '18:00', days: ['Mon', 'Wed', 'Fri'] },
      { habit: 'Gym', time: '18:00', days: ['Tue', 'Thu'] },
      { habit: 'Squash', time: '18:00', days: ['Sun'] },
      { habit: 'Yoga', time: '18:00', days: ['Mon'] },
      { habit: 'Pilates', time: '18:00', days: ['Thu'] },
    ],
  },
  {
    say: ['my learning stuff except spanish 30 min earlier', 'yes'],
    category: 'several',
    then: [
      { habit: 'Piano', time: '19:00' },
      { habit: 'Read', time: '21:00' },
    ],
  },

  // skip-pause
  {
    say: ['can u pause spanish until the new year'],
    category: 'skip-pause',
    then: [
      { habit: 'Spanish', pausedOn: ['2026-12-10', '2026-12-30'] },
      { habit: 'Spanish', notPausedOn: ['2027-01-04'] },
    ],
  },
  {
    say: ["I'm away 18th-22nd, pause all the fitness stuff", 'yes'],
    category: 'skip-pause',
    then: [
      { habit: 'Morning run', pausedOn: ['2026-12-18', '2026-12-22'] },
      { habit: 'Gym', pausedOn: ['2026-12-18', '2026-12-22'] },
      { habit: 'Tennis', pausedOn: ['2026-12-18', '2026-12-22'] },
      { habit: 'Squash', pausedOn: ['2026-12-18', '2026-12-22'] },
      { habit: 'Rowing', pausedOn: ['2026-12-18', '2026-12-22'] },
      { habit: 'Yoga', pausedOn: ['2026-12-18', '2026-12-22'] },
      { habit: 'Pilates', pausedOn: ['2026-12-18', '2026-12-22'] },
      { habit: 'Gym', notPausedOn: ['2026-12-17', '2026-12-23'] },
      { habit: 'Morning run', notPausedOn: ['2026-12-17', '2026-12-23'] },
    ],
  },
  {
    say: ['skip gym tmrw, working late'],
    category: 'skip-pause',
    then: [{ habit: 'Gym', skippedOn: '2026-12-10' }, { habit: 'Gym', days: ['Tue', 'Thu'] }],
  },
  {
    say: ['skip piano today and tomorrow'],
    category: 'skip-pause',
    then: [
      { habit: 'Piano', skippedOn: '2026-12-09' },
      { habit: 'Piano', skippedOn: '2026-12-10' },
    ],
  },
  {
    say: ["resume journal, i'm back on it"],
    category: 'skip-pause',
    then: [{ habit: 'Journal', notPausedOn: ['2026-12-10', '2026-12-14'] }],
  },
  {
    say: ['pause rowing for 2 weeks'],
    category: 'skip-pause',
    then: [
      { habit: 'Rowing', pausedOn: ['2026-12-10', '2026-12-20'] },
      { habit: 'Rowing', notPausedOn: ['2026-12-24'] },
    ],
  },
  {
    say: ['skip tennis this saturday, double shift 😫'],
    category: 'skip-pause',
    then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }, { habit: 'Tennis', days: ['Sat'] }],
  },
  {
    say: ['skip spanish and piano tomorrow', 'yes'],
    category: 'skip-pause',
    then: [
      { habit: 'Spanish', skippedOn: '2026-12-10' },
      { habit: 'Piano', skippedOn: '2026-12-10' },
    ],
  },
  {
    say: ['take a break from yoga until 4th jan'],
    category: 'skip-pause',
    then: [
      { habit: 'Yoga', pausedOn: ['2026-12-14', '2026-12-28'] },
      { habit: 'Yoga', notPausedOn: ['2027-01-05'] },
    ],
  },
  { say: ['skip meditate on friday'], category: 'skip-pause', then: [{ habit: 'Meditate', skippedOn: '2026-12-11' }] },

  // scope: one day only, or from a day on
  {
    say: ['just this thursday move gym to 8pm'],
    category: 'scope',
    then: [{ habit: 'Gym', timeOn: { '2026-12-10': '20:00', '2026-12-15': '18:00' } }],
  },
  {
    say: ['from next week piano at 7am'],
    category: 'scope',
    then: [{ habit: 'Piano', timeOn: { '2026-12-10': '19:30', '2026-12-14': '07:00' } }],
  },
  {
    say: ['spanish at 7pm tomorrow only, just the once'],
    category: 'scope',
    then: [{ habit: 'Spanish', timeOn: { '2026-12-10': '19:00', '2026-12-11': '12:30' } }],
  },
  {
    say: ['starting monday walk the dog at 6pm'],
    category: 'scope',
    then: [{ habit: 'Walk the dog', timeOn: { '2026-12-13': '17:00', '2026-12-14': '18:00' } }],
  },

  // conversation
  { say: ['gym needs to go to 7pm', 'actually 7.30'], category: 'conversation', then: [{ habit: 'Gym', time: '19:30' }] },
  {
    say: ['what days is pilates on again?'],
    category: 'conversation',
    question: true,
    then: [{ replyAny: ['thu'] }],
  },
  {
    say: ['swap gym to wed and fri', 'and same for pilates'],
    category: 'conversation',
    then: [
      { habit: 'Gym', days: ['Wed', 'Fri'] },
      { habit: 'Pilates', days: ['Wed', 'Fri'] },
    ],
  },
  {
    say: ['pause piano till new year', 'no wait just till the 20th'],
    category: 'conversation',
    then: [
      { habit: 'Piano', pausedOn: ['2026-12-10', '2026-12-20'] },
      { habit: 'Piano', notPausedOn: ['2026-12-22'] },
    ],
  },
  {
    say: ["when's my next tennis?"],
    category: 'conversation',
    question: true,
    then: [{ replyAny: ['sat', '12'] }],
  },
  { say: ['move yoga to tuesday', 'undo that'], category: 'conversation', then: [{ habit: 'Yoga', days: ['Mon'], time: '19:00' }] },
];
