import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

/**
 * Issue 50, Fifty-fifth pass: fifty requests on Sam's account (Wednesday 2026-12-09, 10:00 London)
 * as a tinkerer who keeps adjusting what they already have and keeps notes: times nudged ("back an
 * hour", "15 min earlier", "half an hour later on weekends"), days dropped, added or narrowed, targets
 * and units, durations, reminders (channel, one of two removed, one moved, "instead"), ends ("after
 * the 20th", "indefinitely"), a habit moved to another area, renames ("call it X"), and notes on a
 * habit's day said every way ("jot down", "note for yesterday's", "add to today's … that", a note
 * after a check-off). Short phone typing, abbreviations, the odd typo and emoji.
 *
 * Written by the pass-55 helper before reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-12-07 Mon, 2026-12-08 Tue (yesterday), 2026-12-10 Thu (tomorrow), 2026-12-11 Fri,
 * 2026-12-12 Sat, 2026-12-13 Sun, 2026-12-14 Mon, 2026-12-15 Tue, 2026-12-20 Sun (the 20th),
 * 2026-12-31 Thu, 2027-01-31 Sun (end of January).
 */
export const FIFTY_FIFTH_PASS: KeptApartCase[] = [
  // change: times
  { say: ['push my run back an hour'], category: 'change', then: [{ habit: 'Morning run', time: '08:00', days: ['Mon', 'Wed', 'Fri'] }] },
  { say: ['gym half an hour later pls'], category: 'change', then: [{ habit: 'Gym', time: '18:30' }] },
  { say: ['can meditaion be 15 min earlier'], category: 'change', then: [{ habit: 'Meditate', time: '07:15' }] },
  { say: ['piano at 8pm from now on 🎹'], category: 'change', then: [{ habit: 'Piano', time: '20:00' }] },
  { say: ['bring my reading forward to 9pm'], category: 'change', then: [{ habit: 'Read', time: '21:00' }] },
  // change: days
  { say: ['drop thursdays from the gym'], category: 'change', then: [{ habit: 'Gym', days: ['Tue'], time: '18:00' }] },
  {
    say: ['add saturday to spanish too'],
    category: 'change',
    then: [{ habit: 'Spanish', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] }],
  },
  {
    say: ['meditation only weekdays now'],
    category: 'change',
    then: [{ habit: 'Meditate', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], time: '07:30' }],
  },
  {
    say: ['plan the week on sat evenings instead of sun'],
    category: 'change',
    then: [{ habit: 'Plan the week', days: ['Sat'], time: '18:00' }],
  },
  // change: targets and units
  {
    say: ['up water to 10 glasses a day'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 10, unit: 'glasses', direction: 'atLeast' } }],
  },
  {
    say: ['coffee limit down to 1 cup'],
    category: 'change',
    then: [{ habit: 'Coffee', target: { quantity: 1, direction: 'atMost' } }],
  },
  {
    say: ['reading target 30 pages now'],
    category: 'change',
    then: [{ habit: 'Read', target: { quantity: 30, unit: 'pages', direction: 'atLeast' } }],
  },
  {
    say: ['track water in litres instead - 2 litres a day'],
    category: 'change',
    then: [{ habit: 'Drink water', target: { quantity: 2, unit: 'litres', direction: 'atLeast' } }],
  },
  // change: durations
  { say: ['make yoga 45 mins'], category: 'change', then: [{ habit: 'Yoga', minutes: 45, time: '19:00' }] },
  { say: ['piano 30 min instead of 20'], category: 'change', then: [{ habit: 'Piano', minutes: 30, time: '19:30' }] },
  { say: ['tennis runs 2 hrs now'], category: 'change', then: [{ habit: 'Tennis', minutes: 120 }] },
  // remind
  {
    say: ['send the run reminder by email instead of a push'],
    category: 'remind',
    then: [{ habit: 'Morning run', reminders: [{ minutesBefore: 10, channel: 'email' }] }],
  },
  {
    say: ["get rid of the email one for gym, push is enough"],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }],
  },
  {
    say: ['nudge me 10 min before spanish instead'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 10 }] }],
  },
  {
    say: ['move the gym push reminder to 5 min before'],
    category: 'remind',
    then: [{ habit: 'Gym', reminders: [{ minutesBefore: 30, channel: 'email' }, { minutesBefore: 5, channel: 'push' }] }],
  },
  {
    say: ['add a reminder for piano 15 mins before'],
    category: 'remind',
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 15 }] }],
  },
  {
    say: ['switch my spanish reminder to email'],
    category: 'remind',
    then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 5, channel: 'email' }] }],
  },
  { say: ['no more reminders for my run thx'], category: 'remind', then: [{ habit: 'Morning run', reminders: [] }] },
  // end
  { say: ['stop squash after the 20th', 'yes'], category: 'end', then: [{ habit: 'Squash', endDate: '2026-12-20' }] },
  { say: ['keep the antibiotics going indefinitely'], category: 'end', then: [{ habit: 'Antibiotics', endDate: null }] },
  { say: ['stop tennis at the end of january', 'yes'], category: 'end', then: [{ habit: 'Tennis', endDate: '2027-01-31' }] },
  {
    say: ['end the plant watering on the 31st', 'yes'],
    category: 'end',
    then: [{ habit: 'Water the plants', endDate: '2026-12-31' }],
  },
  // scope
  {
    say: ['just this saturday, tennis at 11'],
    category: 'scope',
    then: [{ habit: 'Tennis', timeOn: { '2026-12-12': '11:00', '2026-12-19': '10:00' } }],
  },
  {
    say: ['on weekends make the dog walk half an hour later'],
    category: 'scope',
    then: [{ habit: 'Walk the dog', timeOn: { '2026-12-10': '17:00', '2026-12-12': '17:30', '2026-12-13': '17:30', '2026-12-14': '17:00' } }],
  },
  {
    say: ['tmrw only: gym at 7pm'],
    category: 'scope',
    then: [{ habit: 'Gym', timeOn: { '2026-12-10': '19:00', '2026-12-15': '18:00' } }],
  },
  {
    say: ['from next week run at 6.30'],
    category: 'scope',
    then: [{ habit: 'Morning run', timeOn: { '2026-12-11': '07:00', '2026-12-14': '06:30' } }],
  },
  {
    say: ['spanish at 1pm this friday, just the once'],
    category: 'scope',
    then: [{ habit: 'Spanish', timeOn: { '2026-12-11': '13:00', '2026-12-14': '12:30' } }],
  },
  // rename
  { say: ["call the morning run 'Run club'"], category: 'rename', then: [{ habit: 'Morning run', name: 'Run club' }] },
  { say: ['rename plan the week to Sunday review'], category: 'rename', then: [{ habit: 'Plan the week', name: 'Sunday review' }] },
  {
    say: ['change reading to 25 pages', 'and call it Evening reading'],
    category: 'rename',
    then: [{ habit: 'Read', name: 'Evening reading', target: { quantity: 25, unit: 'pages', direction: 'atLeast' } }],
  },
  { say: ['dog walk - call it Walkies 🐕'], category: 'rename', then: [{ habit: 'Walk the dog', name: 'Walkies' }] },
  {
    say: ['rename my sleep goal to Sleep 8 hours'],
    category: 'goal',
    then: [
      { goal: 'Sleep better', name: 'Sleep 8 hours' },
      { habit: 'Meditate', goal: 'Sleep 8 hours' },
    ],
  },
  // note
  {
    say: ["jot down on today's run: knee a bit sore"],
    category: 'note',
    then: [{ habit: 'Morning run', noteOn: '2026-12-09', includes: 'knee' }],
  },
  {
    say: ["note for yesterday's gym: squats felt heavy"],
    category: 'note',
    then: [{ habit: 'Gym', noteOn: '2026-12-08', includes: 'squats' }],
  },
  {
    say: ["add to today's reading that I started Dune"],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-09', includes: 'Dune' }],
  },
  {
    say: ['piano done, note: learnt the chorus finally'],
    category: 'note',
    then: [
      { habit: 'Piano', doneOn: '2026-12-09' },
      { habit: 'Piano', noteOn: '2026-12-09', includes: 'chorus' },
    ],
  },
  {
    say: ['spanish ✅ note - subjunctive is killing me'],
    category: 'note',
    then: [
      { habit: 'Spanish', doneOn: '2026-12-09' },
      { habit: 'Spanish', noteOn: '2026-12-09', includes: 'subjunctive' },
    ],
  },
  {
    say: ["note on monday's yoga - hips super tight"],
    category: 'note',
    then: [{ habit: 'Yoga', noteOn: '2026-12-07', includes: 'hips' }],
  },
  {
    say: ["for monday's reading add: starting part two next"],
    category: 'note',
    then: [{ habit: 'Read', noteOn: '2026-12-07', includes: 'part two' }],
  },
  {
    say: ['walked the dog', 'note: she chased a squirrel 🐿️'],
    category: 'note',
    then: [
      { habit: 'Walk the dog', doneOn: '2026-12-09' },
      { habit: 'Walk the dog', noteOn: '2026-12-09', includes: 'squirrel' },
    ],
  },
  // area: moving a habit
  { say: ['move meditate to Health'], category: 'area', then: [{ habit: 'Meditate', area: 'Health', goal: 'Sleep better' }] },
  { say: ['put walk the dog under fitness'], category: 'area', then: [{ habit: 'Walk the dog', area: 'Fitness' }] },
  // others
  {
    say: ['what time is gym now?'],
    category: 'question',
    question: true,
    then: [{ replyAny: ['18:00', '6pm', '6 pm', '6:00'] }],
  },
  {
    say: ['push squash back an hour', 'actually no leave it'],
    category: 'decline',
    then: [{ habit: 'Squash', time: '11:00' }],
  },
  { say: ['move my meditation', 'make it 7am'], category: 'conversation', then: [{ habit: 'Meditate', time: '07:00' }] },
];
