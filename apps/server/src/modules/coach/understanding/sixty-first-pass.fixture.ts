import type { KeptApartCase } from '../kept-apart/kept-apart.types.js';

const T = '2026-12-09';
const Y = '2026-12-08';

/**
 * Issue 50, Sixty-first pass: fifty everyday conversations on Sam's account (Wednesday 2026-12-09,
 * 10:00 London) as typed on a phone, in six kinds of about eight each: notes on a habit's day, said
 * many ways ('add a note to today's run: knee hurt', 'for yesterday's gym: leg day, felt strong', a
 * note after a tick in the same message, a note for a named past day); amounts (water, coffee, a
 * slip on no smoking, a number corrected just after it was logged, yesterday's total); questions
 * that must change nothing (streaks, this week's count, when a habit is next, yesterday, how long
 * since the last cigarette, what is left today, a goal); follow-ups that lean on the conversation
 * ('it', 'that one', 'the second one', 'same for tomorrow', 'undo that', 'no, i meant ...' after a
 * tick, which touches two records and so is confirmed, 'make it 25 instead'); habits stated
 * loosely, with lead-ins and filler, times, days, amounts, areas and goals; and everyday changes
 * (skip today, pause for a trip with dates, move a habit's time for one day only). Lower case,
 * typos, emoji and filler as people type.
 *
 * Written by the pass-61 helper without reading the coach's language layer, from the case format
 * (kept-apart.types.ts), the account (kept-apart.account.ts) and the sixtieth pass as an example
 * only. Dates checked with `date -d`: 2026-11-20 Fri (last cigarette, 19 days before today),
 * 2026-11-23 Mon (first run of the current 8-run streak), 2026-12-05 Sat, 2026-12-07 Mon,
 * 2026-12-08 Tue (yesterday), 2026-12-09 Wed (today; Water the plants falls on it, every 3 days
 * from 2026-11-30), 2026-12-10 Thu (tomorrow), 2026-12-11 Fri, 2026-12-12 Sat, 2026-12-14 Mon (next
 * Monday; next week runs 14-20), 2026-12-15 Tue, 2026-12-17 Thu, 2026-12-18 Fri, 2026-12-21 Mon,
 * 2026-12-22 Tue.
 */
export const SIXTY_FIRST_PASS: KeptApartCase[] = [
  // 1. notes on a habit's day
  { category: 'note', say: ["add a note to today's run: knee hurt a bit on the hills 🦵"], then: [{ habit: 'Morning run', noteOn: T, includes: 'knee', excludes: ['add a note'] }] },
  { category: 'note', say: ['note on piano - finally learned the chorus!! 🎹'], then: [{ habit: 'Piano', noteOn: T, includes: 'chorus', excludes: ['note on'] }] },
  { category: 'note', say: ["for yesterday's gym: leg day, felt strong 💪"], then: [{ habit: 'Gym', noteOn: Y, includes: 'leg day' }] },
  { category: 'note', say: ['jot down that meditation was hard today, mind all over the place'], then: [{ habit: 'Meditate', noteOn: T, includes: 'mind all over the place', excludes: ['jot down'] }] },
  { category: 'note', say: ['did my spanish 🇪🇸 note: practised the past tense'], then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Spanish', noteOn: T, includes: 'past tense' }] },
  { category: 'note', say: ["add a note to monday's yoga - hips were super tight"], then: [{ habit: 'Yoga', noteOn: '2026-12-07', includes: 'hips' }] },
  { category: 'note', say: ['walked the dog, he made friends with a puppy 🐶 can u put that in as a note'], then: [{ habit: 'Walk the dog', doneOn: T }, { habit: 'Walk the dog', noteOn: T, includes: 'puppy' }] },
  { category: 'note', say: ['note for reading yesterday: started the second part of middlemarch 📖'], then: [{ habit: 'Read', noteOn: Y, includes: 'second part' }] },
  { category: 'note', say: ['tennis on saturday - add a note saying the new racket was great 🎾'], then: [{ habit: 'Tennis', noteOn: '2026-12-05', includes: 'new racket' }] },

  // 2. logging amounts
  { category: 'log', say: ['2 more glasses of water 💧'], then: [{ habit: 'Drink water', doneOn: T, amount: 5 }] },
  { category: 'log', say: ['just had another coffee ☕ dont judge'], then: [{ habit: 'Coffee', doneOn: T, amount: 2 }] },
  { category: 'log', say: ['had a cigarette at the pub last night 😞'], then: [{ habit: 'No smoking', doneOn: Y, amount: 1 }] },
  { category: 'log', say: ['smoked 2 cigs today ugh, stressful morning'], then: [{ habit: 'No smoking', doneOn: T, amount: 2 }] },
  { category: 'log', say: ['coffee today: 3 cups in total 😬'], then: [{ habit: 'Coffee', doneOn: T, amount: 3 }] },
  { category: 'log', say: ['yesterday i actually drank 7 glasses of water, not 6'], then: [{ habit: 'Drink water', doneOn: Y, amount: 7 }] },
  { category: 'log', say: ['read 15 pages today', 'actually it was 18 not 15'], then: [{ habit: 'Read', doneOn: T, amount: 18 }] },
  { category: 'log', say: ['add 4 glasses of water', 'oops it was 5 not 4'], then: [{ habit: 'Drink water', doneOn: T, amount: 8 }] },

  // 3. questions (nothing changes)
  { category: 'question', question: true, say: ['whats my streak on the morning run? 🏃'], then: [{ replyAny: ['8'] }] },
  { category: 'question', question: true, say: ['how many times have i been to the gym this week'], then: [{ replyAny: ['1', 'once'] }] },
  { category: 'question', question: true, say: ["when's tennis next?"], then: [{ replyAny: ['sat', '12'] }] },
  { category: 'question', question: true, say: ['did i do piano yesterday?'], then: [] },
  { category: 'question', question: true, say: ['been how long now since i last smoked one?'], then: [{ replyAny: ['19', '20'] }] },
  { category: 'question', question: true, say: ["what's left to do today"], then: [] },
  { category: 'question', question: true, say: ['am i on track for the 10k?'], then: [] },
  { category: 'question', question: true, say: ['water count so far today, how many glasses?'], then: [{ replyAny: ['3'] }] },
  { category: 'question', question: true, say: ['when do i next need to water the plants?'], then: [{ replyAny: ['today'] }] },

  // 4. follow-ups that lean on the conversation
  { category: 'conversation', say: ['hows piano going?', 'cool, tick it for today'], then: [{ habit: 'Piano', doneOn: T }] },
  {
    category: 'conversation',
    say: ['what are my streaks for piano and spanish?', 'tick the second one for today'],
    then: [{ habit: 'Spanish', doneOn: T }, { habit: 'Piano', notDoneOn: T }],
  },
  {
    category: 'conversation',
    say: ['pilates tmrw is at what time?', 'move that one to 8pm, just for tomorrow'],
    then: [{ habit: 'Pilates', timeOn: { '2026-12-10': '20:00', '2026-12-17': '19:00' } }],
  },
  {
    category: 'conversation',
    say: ['skip spanish today, im off sick 🤧', 'same for tomorrow'],
    then: [{ habit: 'Spanish', skippedOn: T }, { habit: 'Spanish', skippedOn: '2026-12-10' }],
  },
  { category: 'conversation', say: ['done piano 🎹', 'undo that'], then: [{ habit: 'Piano', notDoneOn: T }] },
  {
    category: 'conversation',
    say: ['walked the dog ✅', 'no sorry, i meant i watered the plants', 'yes'],
    then: [{ habit: 'Walk the dog', notDoneOn: T }, { habit: 'Water the plants', doneOn: T }],
  },
  {
    category: 'conversation',
    say: ['set my reading target to 30 pages a day', 'make it 25 instead'],
    then: [{ habit: 'Read', target: { quantity: 25, unit: 'pages', direction: 'atLeast' } }],
  },
  {
    category: 'conversation',
    say: ['what time is yoga on monday?', 'push it to 8pm from now on'],
    then: [{ habit: 'Yoga', time: '20:00', days: ['Mon'] }],
  },

  // 5. new habits stated loosely
  { category: 'create', say: ['new habit: floss at night 🦷'], then: [{ newHabit: 'floss' }] },
  {
    category: 'create',
    say: ['can we add a 20 min walk after lunch on weekdays'],
    then: [{ newHabit: 'walk', minutes: 20, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }],
  },
  { category: 'create', say: ['wanna start doing 10 pushups every morning at 7:15'], then: [{ newHabit: 'push', time: '07:15', target: { quantity: 10, direction: 'atLeast' } }] },
  {
    category: 'create',
    say: ['add guitar practice 3 times a week, its for the play a song for mum goal'],
    then: [{ newHabit: 'guitar', perWeek: 3, goal: 'Play a song for mum' }],
  },
  { category: 'create', say: ['lets add a cold shower every morning at 6:45, put it under health pls 🥶'], then: [{ newHabit: 'cold shower', time: '06:45', area: 'Health' }] },
  {
    category: 'create',
    say: ['new one: duolingo for 10 mins every evening at 9, for my spanish holiday goal'],
    then: [{ newHabit: 'duolingo', time: '21:00', minutes: 10, goal: 'Speak Spanish on holiday' }],
  },
  { category: 'create', say: ['i want to track fruit, 5 portions a day 🍎'], then: [{ newHabit: 'fruit', target: { quantity: 5, direction: 'atLeast' } }] },
  { category: 'create', say: ['start a habit of calling mum every sunday at 6pm 📞'], then: [{ newHabit: 'mum', days: ['Sun'], time: '18:00' }] },

  // 6. everyday changes: skip, pause for a trip, move for one day
  { category: 'skip-pause', say: ['skip piano today, got a gig tonight 🎸'], then: [{ habit: 'Piano', skippedOn: T }] },
  {
    category: 'skip-pause',
    say: ['off to lisbon 15th to 17th ✈️ pause spanish for those days'],
    then: [
      { habit: 'Spanish', pausedOn: ['2026-12-15', '2026-12-16', '2026-12-17'] },
      { habit: 'Spanish', notPausedOn: ['2026-12-14', '2026-12-18'] },
    ],
  },
  { category: 'change', say: ["move tomorrow's gym to 7am, just this once"], then: [{ habit: 'Gym', timeOn: { '2026-12-10': '07:00', '2026-12-15': '18:00' } }] },
  { category: 'skip-pause', say: ['cant make tennis this saturday, skip it pls'], then: [{ habit: 'Tennis', skippedOn: '2026-12-12' }] },
  {
    category: 'skip-pause',
    say: ['going skiing next week 🎿 pause the morning run and gym while im away', 'yes'],
    then: [
      { habit: 'Morning run', pausedOn: ['2026-12-14', '2026-12-16', '2026-12-18'] },
      { habit: 'Morning run', notPausedOn: ['2026-12-11', '2026-12-21'] },
      { habit: 'Gym', pausedOn: ['2026-12-15', '2026-12-17'] },
      { habit: 'Gym', notPausedOn: ['2026-12-10', '2026-12-22'] },
    ],
  },
  { category: 'skip-pause', say: ['not walking the dog today, my partner has it covered. skip it'], then: [{ habit: 'Walk the dog', skippedOn: T }] },
  { category: 'change', say: ['do piano at 9pm tomorrow instead of the usual time'], then: [{ habit: 'Piano', timeOn: { '2026-12-10': '21:00', '2026-12-11': '19:30' } }] },
  { category: 'skip-pause', say: ['skip yoga next monday, got a work dinner'], then: [{ habit: 'Yoga', skippedOn: '2026-12-14' }] },
];
