import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

const TOMORROW = '2026-12-10';

/**
 * Issue 50, Sixty-third pass: fifty everyday conversations on Sam's account (Wednesday 2026-12-09,
 * 10:00 London), in three kinds. Conversations of two or three messages (twenty) where the second
 * message leans on the first: a question then a change to what it answered ('when is squash?' /
 * 'push it an hour later', read as that Sunday's session), a change then a correction ('move gym to 7'
 * / 'sorry 7pm not am'), a short list then an ordinal or a name ('what time are gym and pilates
 * tomorrow?' / 'push the second one back half an hour'), undo after a time change, a new reminder,
 * a rename and a skip, 'same for X', 'and X too', 'not that one, the other' (which touches two records
 * and so is proposed and confirmed), and a proposal for two records then a yes for only one of them.
 * Questions that change nothing (fifteen): said as statements with a question mark ('gym's on thursday
 * at 6?'), indirectly ('wondering if i did piano yesterday'), comparisons, counts over a period, what is
 * paused or ending, reminders, a goal's habits, an area's habits. Changes to one habit (fifteen), most
 * said indirectly ('gym works better on weekends now', 'i can only do piano after 8 these days'): days,
 * times, lengths, amounts, reminders, an end date (which ends a schedule, so is proposed and
 * confirmed), a cue, a rename and a goal. A texter (lower case,
 * typos, emoji) and a formal writer (full sentences) take turns.
 *
 * Written by the pass-63 helper without reading the coach's language layer, from the case format
 * (kept-apart.types.ts) and the account (kept-apart.account.ts) only. Dates checked with `date -d`:
 * 2026-12-07 Mon, 2026-12-08 Tue (yesterday), 2026-12-09 Wed (today), 2026-12-10 Thu (tomorrow),
 * 2026-12-11 Fri, 2026-12-12 Sat, 2026-12-13 Sun, 2026-12-14 Mon, 2026-12-19 Sat, 2026-12-20 Sun.
 * Counts: rowing since 1 December is 4 (2, 4, 7, 8 Dec); pages read this week 25 + 12 = 37; coffee
 * on Monday 2 cups.
 */
export const SIXTY_THIRD_PASS: KeptApartCase[] = [
  // conversation: a question, then a change that leans on it
  { category: 'conversation', say: ['when is squash?', 'push it an hour later'], then: [{ habit: 'Squash', timeOn: { '2026-12-13': '12:00' } }] },
  {
    category: 'conversation',
    say: ["what time's my run on friday", 'make it 6:30 that day, got an early train 🚆'],
    then: [{ habit: 'Morning run', timeOn: { '2026-12-11': '06:30', '2026-12-14': '07:00' } }],
  },
  { category: 'conversation', say: ['How long is my yoga session?', 'Please cut it down to 45 minutes.'], then: [{ habit: 'Yoga', minutes: 45, days: ['Mon'], time: '19:00' }] },
  { category: 'conversation', say: ['do i have a reminder on spanish?', 'make it 15 mins before instead'], then: [{ habit: 'Spanish', reminders: [{ minutesBefore: 15 }] }] },
  {
    category: 'conversation',
    say: ['When does my course of antibiotics finish?', 'The doctor has extended it to the 20th, so please change the end date.'],
    then: [{ habit: 'Antibiotics', endDate: '2026-12-20' }],
  },
  // conversation: a change, then a correction
  { category: 'conversation', say: ['move gym to 7', 'sorry 7pm not am 🤦'], then: [{ habit: 'Gym', time: '19:00', days: ['Tue', 'Thu'] }] },
  { category: 'conversation', say: ['set piano to 30 mins', 'oops i meant 25'], then: [{ habit: 'Piano', minutes: 25, time: '19:30' }] },
  // conversation: a list, then an ordinal or a name
  {
    category: 'conversation',
    say: ['what time are gym and pilates tomorrow?', 'push the second one back half an hour'],
    then: [{ habit: 'Pilates', timeOn: { [TOMORROW]: '19:30' } }],
  },
  { category: 'conversation', say: ["what's on saturday?", 'move tennis to 11 that day'], then: [{ habit: 'Tennis', timeOn: { '2026-12-12': '11:00' } }] },
  { category: 'conversation', say: ['whats on tomorrow evening', 'skip pilates, im shattered'], then: [{ habit: 'Pilates', skippedOn: TOMORROW }] },
  // conversation: undo after different kinds of change
  { category: 'conversation', say: ['yoga at 8pm from now on pls', 'actually undo that'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['Please add a reminder an hour before tennis.', 'On second thoughts, undo that.'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['rename read to reading', 'nah undo that, i liked it before'], then: [{ noNewHabit: true }] },
  { category: 'conversation', say: ['skip piano tonight', 'wait undo that, i can fit it in after all 🎹'], then: [{ noNewHabit: true }] },
  // conversation: "same for X", "and X too"
  { category: 'conversation', say: ['move pilates to 8pm', 'same for yoga'], then: [{ habit: 'Pilates', time: '20:00' }, { habit: 'Yoga', time: '20:00' }] },
  {
    category: 'conversation',
    say: ['Could you add a reminder 10 minutes before piano?', 'The same for Read, please.'],
    then: [{ habit: 'Piano', reminders: [{ minutesBefore: 10 }] }, { habit: 'Read', reminders: [{ minutesBefore: 10 }] }],
  },
  { category: 'conversation', say: ['skip gym tomorrow', 'and pilates too'], then: [{ habit: 'Gym', skippedOn: TOMORROW }, { habit: 'Pilates', skippedOn: TOMORROW }] },
  // conversation: "not that one, the other"
  {
    category: 'conversation',
    say: ['move gym to 8pm', 'no not that one, the other thursday one', 'yes'],
    then: [{ habit: 'Pilates', time: '20:00' }],
  },
  // conversation: a proposal for two, then a yes for one
  { category: 'conversation', say: ['skip gym and pilates tomorrow', 'actually just the gym'], then: [{ habit: 'Gym', skippedOn: TOMORROW }] },
  {
    category: 'conversation',
    say: ['Please move Spanish and Piano to 8pm.', 'Yes for Piano, but leave Spanish as it is.'],
    then: [{ habit: 'Piano', time: '20:00' }],
  },

  // question: nothing changes
  { category: 'question', question: true, say: ["gym's on thursday at 6?"], then: [{ replyAny: ['18:00', '6pm', '6 pm', '6:00'] }] },
  { category: 'question', question: true, say: ['the run is tomorrow?'], then: [] },
  { category: 'question', question: true, say: ['wondering if i did piano yesterday'], then: [] },
  { category: 'question', question: true, say: ['I was wondering whether I have done my Spanish today.'], then: [] },
  { category: 'question', question: true, say: ['have i been to the gym more than yoga this month?'], then: [] },
  { category: 'question', question: true, say: ['how many times have i rowed since the start of december'], then: [{ replyAny: ['4', 'four'] }] },
  { category: 'question', question: true, say: ['is anything paused at the moment?'], then: [{ replyAny: ['journal'] }] },
  { category: 'question', question: true, say: ['Which of my habits are due to end soon?'], then: [{ replyAny: ['antibiotics'] }] },
  { category: 'question', question: true, say: ['what reminders have i got on gym'], then: [{ reply: ['30', '15'] }] },
  { category: 'question', question: true, say: ['which habits count towards sleeping better?'], then: [{ reply: ['meditate', 'journal'] }] },
  { category: 'question', question: true, say: ['whats in my learning area'], then: [{ reply: ['piano', 'read', 'spanish'] }] },
  { category: 'question', question: true, say: ['How many cups of coffee did I have on Monday?'], then: [{ replyAny: ['2', 'two'] }] },
  { category: 'question', question: true, say: ['spanish has a reminder, right?'], then: [{ replyAny: ['5'] }] },
  { category: 'question', question: true, say: ['what goal does the run count towards'], then: [{ replyAny: ['10k'] }] },
  { category: 'question', question: true, say: ['how many pages have i read in total this week? 📚'], then: [{ replyAny: ['37'] }] },

  // change: one habit, often said indirectly
  { category: 'change', say: ['gym works better on weekends now'], then: [{ habit: 'Gym', days: ['Sat', 'Sun'], time: '18:00' }] },
  { category: 'change', say: ['i can only do piano after 8 these days'], then: [{ habit: 'Piano', time: '20:00' }] },
  { category: 'change', say: ["yoga's on tuesdays now at the new studio 🧘"], then: [{ habit: 'Yoga', days: ['Tue'], time: '19:00' }] },
  { category: 'change', say: ["squash court's booked for 1 from now on"], then: [{ habit: 'Squash', time: '13:00', days: ['Sun'] }] },
  { category: 'change', say: ['The Pilates classes are only 45 minutes long now.'], then: [{ habit: 'Pilates', minutes: 45, time: '19:00' }] },
  { category: 'change', say: ['i wanna push myself to 30 pages a night'], then: [{ habit: 'Read', target: { quantity: 30, unit: 'pages', direction: 'atLeast' } }] },
  { category: 'change', say: ['trying to cut down to one coffee a day ☕'], then: [{ habit: 'Coffee', target: { quantity: 1, direction: 'atMost' } }] },
  { category: 'remind', say: ['keep forgetting to meditate 🙃 can u nudge me 5 min before'], then: [{ habit: 'Meditate', reminders: [{ minutesBefore: 5 }] }] },
  { category: 'remind', say: ['the gym emails are driving me mad, just keep the phone one'], then: [{ habit: 'Gym', reminders: [{ minutesBefore: 15, channel: 'push' }] }] },
  {
    category: 'end',
    say: ['My tennis membership runs out on the 19th, so Saturday the 19th will be my last session.', 'Yes, please.'],
    then: [{ habit: 'Tennis', endDate: '2026-12-19' }],
  },
  { category: 'change', say: ['journal works best right after i brush my teeth, make that the cue'], then: [{ habit: 'Journal', cue: 'brush' }] },
  { category: 'rename', say: ["Could the 'Read' habit be called 'Reading before bed' instead?"], then: [{ habit: 'Read', name: 'Reading before bed' }] },
  { category: 'goal', say: ['walking the dog is really part of sleeping better, stick it under that goal'], then: [{ habit: 'Walk the dog', goal: 'Sleep better' }] },
  { category: 'change', say: ['I can only make rowing on Mondays, Wednesdays and Fridays now.'], then: [{ habit: 'Rowing', days: ['Mon', 'Wed', 'Fri'] }] },
  { category: 'change', say: ['the plants only need watering every 4 days now its winter'], then: [{ habit: 'Water the plants', everyDays: 4 }] },
];
